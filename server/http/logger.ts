import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions, HookHandlerDoneFunction } from 'fastify';
import type { Config } from '../config.ts';

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type Destination = NonNullable<LoggerOptions['stream']>;

/** What replaces a redacted value in the logs. */
export const REDACTED = '[nascosto]';

/**
 * Paths pino blanks before writing a line: session cookies, credentials in headers, passwords and
 * key values in bodies, secrets of the configuration. `*` is one level of any key.
 */
export const LOG_REDACT_PATHS = [
  // Request and response headers (the request serializer below logs the headers).
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  // Passwords and API keys in bodies (login, users, own password, keys).
  'password',
  '*.password',
  'req.body.password',
  'password_attuale',
  '*.password_attuale',
  'req.body.password_attuale',
  'nuova_password',
  '*.nuova_password',
  'body.value',
  'req.body.value',
  'token',
  '*.token',
  // Configuration secrets, should a config object ever be logged.
  '*.appSecret',
  '*.apiKey',
  '*.accessKey',
  '*.smtpUrl',
  '*.databaseUrl',
];

/** The request as logged: Fastify's default fields plus the headers (redacted above). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
    headers: { ...request.headers },
  };
}

/** Fastify's logger options: level, redaction, serializers; `stream` for tests. */
export function buildLoggerOptions(level: Config['logLevel'], stream?: Destination): LoggerOptions {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { req: serializeRequest as never },
    ...(stream ? { stream } : {}),
  };
}

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';
/**
 * An incoming id is kept only when it is a short plain token (a proxy's or a load balancer's id:
 * letters, digits, `-`, `_`, `.`, `:`, at most 64): nothing a client sends can break a log line,
 * grow it, or pass for other fields.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the incoming X-Request-Id when it is a safe token, else a new UUID. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Each request's logger (Fastify's childLoggerFactory), made only when the request writes a line
 * its level lets through: a pino child costs its bindings' serialization and redaction set-up,
 * which every cache hit paid for nothing at LOG_LEVEL=warn. The lines written are the same (the
 * same child, with the same bindings, made at the first of them); a route with a level or
 * serializers of its own gets its child at once.
 */
class LazyChild {
  private made: FastifyBaseLogger | undefined;
  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly opts: ChildLoggerOptions,
  ) {}
  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.opts));
  }
  private write(level: Level, args: unknown[]) {
    if (this.parent.isLevelEnabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, opts?: ChildLoggerOptions) {
    return this.real.child(bindings, opts);
  }
  get level() {
    return this.real.level;
  }
  set level(value: string) {
    this.real.level = value;
  }
}

export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, opts: ChildLoggerOptions): FastifyBaseLogger {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (typeof parent.isLevelEnabled !== 'function' || opts.level !== undefined || opts.serializers !== undefined) return logger.child(bindings, opts);
  return new LazyChild(parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }, bindings, opts) as unknown as FastifyBaseLogger;
}

/**
 * Fastify's request-id options (buildApp): our genReqId decides, Fastify's own header reading is
 * off (it would take any value the client sends). Every log line of the request carries it as
 * `reqId`, through its lazily made logger.
 */
export const requestIdOptions = { genReqId, requestIdHeader: false, childLoggerFactory: lazyChildLogger } satisfies FastifyServerOptions;

/** onRequest hook (buildApp): every response, errors and pages included, carries X-Request-Id. A callback hook: it runs on every answer. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
