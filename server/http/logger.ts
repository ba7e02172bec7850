import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerOptions, HookHandlerDoneFunction } from 'fastify';
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

/**
 * Fastify's request-id options (buildApp): our genReqId decides, Fastify's own header reading is
 * off (it would take any value the client sends). Every log line of the request carries it as `reqId`.
 */
export const requestIdOptions = { genReqId, requestIdHeader: false } satisfies FastifyServerOptions;

/** onRequest hook (buildApp): every response, errors and pages included, carries X-Request-Id. A callback hook: it runs on every answer. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header(REQUEST_ID_HEADER, request.id);
  done();
}
