import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '../../../common/messages.ts';
import { AppError } from '../../domain/errors.ts';

const BY_STATUS: Record<number, string> = {
  400: MSG.validation,
  401: MSG.unauthorized,
  404: MSG.apiNotFound,
  415: MSG.unsupportedMediaType,
  429: MSG.rateLimited,
};

/** A body limit in words: '1 MB', '16 KB' (rounded down: never more than the route accepts). */
function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KB`;
  return `${bytes} byte`;
}

/** Every error becomes JSON {"error": "…"} in Italian with the right status; 500s are logged. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // What no route matches (`/api/%2e%2e` normalises to `/`, which only the site's page catch-all
  // serves): Fastify's own 404 would be English ("Route DELETE:/ not found").
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: MSG.apiNotFound }));
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const { retryAfter, ...extra } = err.extra as { retryAfter?: number };
      if (retryAfter) reply.header('retry-after', String(retryAfter));
      return reply.status(err.statusCode).send({ ...extra, error: err.message });
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    // Only a body that is not JSON: our parser (app.ts) throws AppError(400) for it, Fastify's codes
    // are kept for safety. Any other SyntaxError is a bug and must surface as a logged 500.
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: MSG.invalidJson });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send({ error: MSG.unsupportedMediaType });
    // The limit of the route that matched (public routes have small ones: routes/auth.ts, contatti.ts).
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ error: MSG.bodyTooLarge(sizeInWords(request.routeOptions.bodyLimit)) });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: BY_STATUS[status] ?? MSG.validation });
    }
    request.log.error({ err }, 'errore non gestito');
    return reply.status(500).send({ error: MSG.internal });
  });
});
