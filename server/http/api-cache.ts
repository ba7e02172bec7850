import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { finished, Readable } from 'node:stream';
import type { z } from 'zod';
import type { ContentTopic } from '../db/content-changes.ts';
import type { BuildLimiter } from './build-limiter.ts';
import { cacheKey } from './cache-policy.ts';
import { sendStored } from './render-cache.ts';
import type { RenderedAnswer } from './render-cache-entry.ts';
import type { RenderCache } from './render-cache-store.ts';
import { sharedCacheHeaders } from './shared-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public list of the API whose anonymous GET answers are kept by the render cache and
     * dropped when one of these tables changes (server/http/api-cache.ts). `query` is the schema
     * the handler reads its query with: its keys are the parameters that change the answer.
     */
    cache?: { topics: readonly ContentTopic[]; query: z.ZodObject };
  }
}

/**
 * What a handler answered, as JSON bytes: the lists answer theirs already serialised, the long
 * ones as a stream of pages (server/http/json-pages.ts); anything else is serialised here.
 */
const toJsonBody = (value: unknown) => (Buffer.isBuffer(value) || value instanceof Readable ? value : Buffer.from(JSON.stringify(value)));

type Handler = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * What `build()` answers, built in its turn in the limiter; a streamed list holds its place until
 * its last page has been read (the pages are read from the database as the bytes leave).
 */
async function limitedBuild(limiter: BuildLimiter, build: () => unknown): Promise<unknown> {
  const release = await limiter.acquire();
  let value: unknown;
  try {
    value = await build();
  } catch (error) {
    release();
    throw error;
  }
  if (value instanceof Readable) finished(value, release);
  else release();
  return value;
}

/**
 * The public list APIs through the render cache (decisions 0016, 0019): an anonymous GET (or HEAD)
 * of a route marked `config: { cache: { topics, query } }` is answered from one stored JSON body
 * (with its brotli and gzip forms and an ETag), built once however many clients ask at the same
 * time. Without it every client of `GET /api/prodotti` (the spec's full list, 17 MB on 10,000
 * products) had the whole list built and serialised for itself: a hundred of them took the server
 * past 1 GB.
 *
 * - The key is the path with the parameters of the route's query schema only: `?z=1`, `?z=2`…
 *   are the same answer, built once (they were rebuilt each time: 10 clients varying one took 9 s).
 * - A search text (`q`) is answered and not kept; like every anonymous build, it waits for its
 *   turn in the build limiter, so at most a few full lists are built at once.
 * - Staff (a live session) are answered by the handler as before: they see drafts and the refresh
 *   errors of products, and their own writes at once.
 *
 * Must be registered before the routes.
 */
export function cacheApiAnswers(api: FastifyInstance, cache: RenderCache | undefined, limiter: BuildLimiter, purged: boolean) {
  api.addHook('onRoute', (route) => {
    const policy = route.config?.cache;
    if (!policy) return;
    const known = new Set(Object.keys(policy.query.shape));
    const handler = route.handler as Handler;
    route.handler = async function cachedHandler(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      if (request.session || (request.method !== 'GET' && request.method !== 'HEAD')) return handler.call(this, request, reply);
      const { key, storable } = cacheKey(request.url, known);
      const build = () => limitedBuild(limiter, () => handler.call(this, request, reply));
      // Anonymous lists are the same for everyone: a shared cache may keep them by their tags.
      const shared = sharedCacheHeaders(policy.topics, purged);
      if (!cache || !storable) {
        const value = await build();
        if (!reply.sent && reply.statusCode === 200) for (const [name, value] of shared) reply.header(name, value);
        return value;
      }
      const render = async (): Promise<RenderedAnswer> => ({
        status: 200,
        headers: [['content-type', 'application/json; charset=utf-8'], ...shared],
        body: toJsonBody(await build()),
        nonce: '',
      });
      const { page, state } = await cache.get(key, policy.topics, render);
      return sendStored(request, reply, page, state);
    };
  });
}
