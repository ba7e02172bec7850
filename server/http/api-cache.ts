import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ContentTopic } from '../db/content-changes.ts';
import { Readable } from 'node:stream';
import { cacheableQuery, type RenderCache, type RenderedAnswer, sendStored } from './render-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public list of the API whose anonymous GET answers are kept by the render cache and
     * dropped when one of these tables changes (server/http/api-cache.ts).
     */
    cache?: readonly ContentTopic[];
  }
}

/**
 * Query parameters a cached API answer may carry: the lists' own. A search text or anything else
 * is answered and not kept (one-off addresses cannot push the pages people read out of the cache).
 */
const API_CACHEABLE_PARAMS: ReadonlySet<string> = new Set(['stato', 'limit', 'offset']);

/**
 * What a handler answered, as JSON bytes: the lists answer theirs already serialised, the long
 * ones as a stream of pages (server/http/json-pages.ts); anything else is serialised here.
 */
const toJsonBody = (value: unknown) => (Buffer.isBuffer(value) || value instanceof Readable ? value : Buffer.from(JSON.stringify(value)));

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The public list APIs through the render cache (issue 13, decision 0016): an anonymous GET of a
 * route marked `config: { cache: topics }` is answered from one stored JSON body (with its brotli
 * and gzip forms and an ETag), built once however many clients ask at the same time. Without it
 * every client of `GET /api/prodotti` (the spec's full list, 17 MB on 10,000 products) had the
 * whole list built and serialised for itself: a hundred of them took the server past 1 GB.
 *
 * Staff (a live session) are answered by the handler as before: they see drafts and the refresh
 * errors of products, and their own writes at once. Must be registered before the routes.
 */
export function cacheApiAnswers(api: FastifyInstance, cache: RenderCache | undefined) {
  if (!cache) return;
  api.addHook('onRoute', (route) => {
    const topics = route.config?.cache;
    if (!topics) return;
    const handler = route.handler as Handler;
    route.handler = async function cachedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const anonymousRead = !request.session && (request.method === 'GET' || request.method === 'HEAD') && cacheableQuery(request.url, API_CACHEABLE_PARAMS);
      if (!anonymousRead) return handler.call(this, request, reply);
      const render = async (): Promise<RenderedAnswer> => ({
        status: 200,
        headers: [['content-type', 'application/json; charset=utf-8']],
        body: toJsonBody(await handler.call(this, request, reply)),
        nonce: '',
      });
      const { page, state } = await cache.get(request.url, topics, render);
      return sendStored(request, reply, page, state);
    };
  });
}
