import type { FastifyInstance } from 'fastify';
import { MEDIA_MSG } from '../../../common/messages-media.ts';
import type { Services } from '../../services.ts';
import { tagsOf } from '../shared-cache.ts';

/** Files are never rewritten (a new upload has a new key): browsers and proxies keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A shared cache in front keeps them by the images topic (decision 0071): a deleted upload leaves
 * it with the next purge, instead of staying there for its year.
 */
const MEDIA_TAGS = tagsOf(['images']);

/** If-None-Match names this ETag (in a list, weak or not) or any (`*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * The media library's public files (decision 0060): GET (and HEAD) /media/{chiave}/{w}.webp|avif,
 * public and without a session lookup (like the build's static files). Only the widths an upload
 * was stored at answer; any other name, key or width is a 404, and the key and name are checked
 * against strict patterns before the storage is asked (no path can leave it). The answer streams
 * from the storage with its type, length and an ETag (a matching If-None-Match: 304).
 */
export async function mediaFileRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get<{ Params: { chiave: string; file: string } }>('/media/:chiave/:file', { config: { public: true, session: false } }, async (request, reply) => {
    const file = await services.media.file(request.params.chiave, request.params.file);
    if (!file) return reply.status(404).header('cache-control', 'no-store').send({ error: MEDIA_MSG.fileNotFound });
    reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', file.etag).header('x-content-type-options', 'nosniff');
    reply.header('cache-tag', MEDIA_TAGS.join(',')).header('surrogate-key', MEDIA_TAGS.join(' '));
    if (matches(request.headers['if-none-match'], file.etag)) {
      (file.body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
      return reply.status(304).send();
    }
    return reply.type(file.contentType).header('content-length', String(file.length)).send(file.body);
  });
}
