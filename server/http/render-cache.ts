import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BuildLimiter } from './build-limiter.ts';
import { createGunzipStream, pickEncoding, plainBytes } from './render-cache-compression.ts';
import type { CachedPage, RenderedPage } from './render-cache-entry.ts';
import type { CacheState } from './render-cache-store.ts';

/**
 * The render cache on the wire (decisions 0016, 0018, 0019): how a stored page, or one rendered
 * for several waiting clients, is answered. The cache is four files, this one its entrance:
 *
 * - render-cache-store.ts: the bounded store (`RenderCache`: entries by key, the segmented LRU
 *   in bytes, the versions of the tables a page shows, single flight, stale while revalidate);
 * - render-cache-entry.ts: which answers may be kept and what of them is (headers, CSP hashes);
 * - render-cache-compression.ts: the brotli and gzip forms made when an answer is stored, its
 *   ETag, and which form a client accepts;
 * - this file: status and kept headers, ETag and 304, the encoding sent, and the plain clients
 *   of an answer kept compressed only (a HEAD among them gets the length and no body).
 *
 * Which requests go through the cache, under which key, is decided by its callers: public pages
 * in server/http/react-router.ts, the public list APIs in server/http/api-cache.ts, both with
 * server/http/cache-policy.ts.
 */

// The store's API, for code that imports the render cache from this path.
export { type CachedPage, type RenderedAnswer, type RenderedPage } from './render-cache-entry.ts';
export { type CacheState, PRICE_PAGE_MAX_AGE_MS, PROTECTED_SHARE, RenderCache, type RenderCacheOptions } from './render-cache-store.ts';

/**
 * Answers a stored page (or one rendered for several waiting clients): its status and kept
 * headers, its ETag with a 304 when the client already has it, and the compressed form the client
 * accepts. The CSP of HTML pages is the caller's business (server/http/react-router.ts).
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, page: CachedPage | RenderedPage, state: CacheState) {
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [key, value] of page.headers) {
    if (key === 'set-cookie') cookies.push(value);
    else reply.header(key, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('x-render-cache', state);
  if (!('etag' in page)) return reply.send(page.body);
  reply.header('etag', page.etag);
  reply.header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const body = page.body[encoding];
  if (body === null) return sendDecompressed(request, reply, page as CachedPage);
  if (!Array.isArray(body)) return reply.send(body);
  // The pages of a streamed answer, sent one after the other from the stored Buffers.
  reply.header('content-length', plainBytes(body));
  return reply.send(Readable.from(body, { objectMode: false }));
}

/**
 * Plain clients of an answer kept compressed only: a few at a time decompress it as it is sent
 * (about 0.1 s of a worker thread for the 38 MB news list), the others wait or get a 503.
 */
export const plainStreams = new BuildLimiter(2, 8);

async function sendDecompressed(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('content-length', page.plainLength);
  // An empty stream, not an empty body: Fastify would announce a length of 0 for that.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  await plainStreams.run(
    () =>
      new Promise<void>((resolve) => {
        const stream = createGunzipStream();
        reply.raw.once('close', () => resolve());
        void reply.send(stream);
        stream.end(page.body.gzip);
      }),
  );
  return reply;
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
