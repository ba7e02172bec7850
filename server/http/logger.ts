import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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
