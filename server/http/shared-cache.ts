import type { FastifyInstance } from 'fastify';
import { type CacheTopic, SITE_TAG } from '../../common/cache-topics.ts';
import type { ContentTopic } from '../db/content-changes.ts';
import { PRICE_PAGE_MAX_AGE_MS } from './render-cache-store.ts';

/**
 * What a shared cache in front of the instances (a proxy such as deploy/varnish, or a CDN) is told
 * about an answer (decision 0071):
 *
 * - an anonymous public answer (a page or list API with a cache policy, answered 200 and shareable)
 *   names the topics it shows in `Cache-Tag` (Cloudflare: comma-separated) and `Surrogate-Key`
 *   (Fastly, Varnish: space-separated), and says in `Cache-Control` how long a shared cache may
 *   keep it (`s-maxage`) and answer it stale while fetching it again (`stale-while-revalidate`).
 *   Browsers keep `max-age` as the page set it (0: they revalidate with the ETag every time, so a
 *   purge reaches a returning visitor at once).
 * - pages showing prices live a minute at most in any cache, stale answers included (the price
 *   hides itself 24 hours after its last read, by time alone), as in the render cache;
 * - with a purge configured (SHARED_CACHE) the other answers are kept for an hour: every change
 *   purges them by tag; without one, the render cache's own ten minutes;
 * - any answer to a request with a session is made private (`hook`): never kept by a shared cache.
 */

/** The tags of an answer, as named by the purges: the site's, then its topics (the tables it shows). */
export const tagsOf = (topics: readonly (CacheTopic | ContentTopic)[]): readonly string[] => [SITE_TAG, ...topics];

/** Seconds a shared cache keeps an answer fresh and then may answer it stale while it fetches it again. */
export function sharedAges(topics: readonly (CacheTopic | ContentTopic)[], purged: boolean): { fresh: number; stale: number } {
  if (topics.includes('product_prices')) {
    const total = PRICE_PAGE_MAX_AGE_MS / 1000;
    return { fresh: Math.round((total * 2) / 3), stale: Math.round(total / 3) };
  }
  return purged ? { fresh: 3600, stale: 600 } : { fresh: 400, stale: 200 };
}

/** The browser's part of a Cache-Control the page set (`max-age=900` of a feed), or `max-age=0`. */
function browserPart(cacheControl: string | undefined): string {
  const maxAge = cacheControl ? /(?:^|,)\s*max-age=(\d+)/i.exec(cacheControl)?.[1] : undefined;
  return `max-age=${maxAge ?? 0}`;
}

/**
 * The headers that make a shareable anonymous answer storable by a shared cache: `Cache-Control`
 * (replacing the page's own), `Cache-Tag` and `Surrogate-Key`. Computed once per stored entry.
 */
export function sharedCacheHeaders(topics: readonly (CacheTopic | ContentTopic)[], purged: boolean, cacheControl?: string): [string, string][] {
  const { fresh, stale } = sharedAges(topics, purged);
  const tags = tagsOf(topics);
  return [
    ['cache-control', `public, ${browserPart(cacheControl)}, s-maxage=${fresh}, stale-while-revalidate=${stale}`],
    ['cache-tag', tags.join(',')],
    ['surrogate-key', tags.join(' ')],
  ];
}

/**
 * `headers` (a rendered answer's) with the shared cache's: its Cache-Control replaced, the tags
 * added. An answer that forbids sharing (`no-store`, `private`, a page rendered while a loader
 * failed) or sets a cookie is returned as it is.
 */
export function withSharedCacheHeaders(headers: [string, string][], topics: readonly (CacheTopic | ContentTopic)[], purged: boolean): [string, string][] {
  let cacheControl: string | undefined;
  for (const [name, value] of headers) {
    if (name === 'set-cookie') return headers;
    if (name === 'cache-control') {
      if (/no-store|private|no-cache/i.test(value)) return headers;
      cacheControl = value;
    }
  }
  const kept = headers.filter(([name]) => name !== 'cache-control' && name !== 'cache-tag' && name !== 'surrogate-key');
  return [...kept, ...sharedCacheHeaders(topics, purged, cacheControl)];
}

/** The shared cache's headers set on a Web Response (a page rendered for this request only, not kept here). */
export function shareResponse(response: Response, topics: readonly (CacheTopic | ContentTopic)[], purged: boolean): void {
  const names = new Set(['cache-control', 'cache-tag', 'surrogate-key']);
  const headers = withSharedCacheHeaders([...response.headers], topics, purged);
  for (const name of names) response.headers.delete(name);
  for (const [name, value] of headers) if (names.has(name)) response.headers.set(name, value);
}

/** A Cache-Control made private: `public` and the shared cache's directives gone; `private, no-store` when there was none; `no-store` kept as it is. */
export function privateCacheControl(value: string | undefined): string {
  if (!value) return 'private, no-store';
  // Kept by no cache at all already.
  if (/no-store/i.test(value)) return value;
  const directives = value
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^(public|private|s-maxage=\d+|stale-while-revalidate=\d+|stale-if-error=\d+|proxy-revalidate)$/i.test(d));
  return ['private', ...directives].join(', ');
}

/**
 * Private unless marked shareable, like access (decision 0007): every answer to a request with a
 * session (staff: the dashboard, its APIs, previews, public pages seen logged in) is private, whatever
 * the route set, and names no tags; an anonymous answer that says nothing of caching (an error, a
 * missing page, an API answer no policy covers) is `no-store`, so a CDN told to cache everything
 * keeps only what the server marked. A callback hook: it runs on every answer.
 */
export function cacheControlForSharedCaches(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const current = reply.getHeader('cache-control');
    if (request.session) {
      reply.header('cache-control', privateCacheControl(typeof current === 'string' ? current : undefined));
      reply.removeHeader('cache-tag');
      reply.removeHeader('surrogate-key');
    } else if (current === undefined) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
