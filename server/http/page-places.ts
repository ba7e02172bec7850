import { CLICK_PLACES, type ClickPlace } from '../../common/content-blocks.ts';
import { clickPlacesIn } from '../../common/stats.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBotAgent } from '../domain/statistics.ts';
import type { PagePolicyLookup } from './cache-policy.ts';
import { visitorKey } from './request-context.ts';
import type { Services } from '../services.ts';
import type { CachedPage, RenderedPage } from './render-cache-entry.ts';

/**
 * Which click places a page answered without the render cache's stored entry shows (decision
 * 0058): a stored page has them in its entry (render-cache-entry.ts `places`, read once when it is
 * stored); these are the other answers a view is counted for, each read once per render, never per
 * view of a stored page.
 */

const isHtml = (headers: readonly [string, string][]) => headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));

/** Read once per answer object: a render shared by the visitors waiting for it (not stored) is read by the first one counted. */
const renderedPlaces = new WeakMap<RenderedPage, readonly ClickPlace[]>();

/** The places of a page rendered for the visitors waiting for it and not kept (a 200 with a cookie, a loader's failure…). */
export function placesOfRendered(page: RenderedPage): readonly ClickPlace[] {
  let places = renderedPlaces.get(page);
  if (!places) {
    places = page.status === 200 && isHtml(page.headers) ? clickPlacesIn(page.body.toString('utf8')) : [];
    renderedPlaces.set(page, places);
  }
  return places;
}

/**
 * How much of the text before a chunk is read again with it: a click report address split between
 * two chunks is still found (`/api/clic?p=…&amp;da=…&amp;blocco=…`, the page path at most 300
 * characters, each %-escaped at worst).
 */
const OVERLAP = 1_200;

/**
 * A streamed page (a render that is not cached) passed through unchanged while its click places
 * are read; `done` gets them once the whole page went out (not when the visitor left before).
 */
export function withPlaces(body: ReadableStream<Uint8Array>, done: (places: readonly ClickPlace[]) => void): ReadableStream<Uint8Array> {
  const found = new Set<ClickPlace>();
  const decoder = new TextDecoder();
  let tail = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        const text = tail + decoder.decode(chunk, { stream: true });
        for (const place of clickPlacesIn(text)) found.add(place);
        tail = text.slice(-OVERLAP);
        controller.enqueue(chunk);
      },
      flush() {
        for (const place of clickPlacesIn(tail + decoder.decode())) found.add(place);
        done(CLICK_PLACES.filter((place) => found.has(place)));
      },
    }),
  );
}

/** A page's places as the render cache answered it: a stored page's from its entry, a page rendered and not kept read once. */
export const placesOfPage = (page: CachedPage | RenderedPage) => ('places' in page ? page.places : placesOfRendered(page));

/**
 * Whether the server counts the views of the pages it answers: only with nothing in front. With a
 * shared cache (a proxy or a CDN, `config.sharedCache`) the pages report their views themselves
 * (the view beacon, POST /api/vista, decision 0072) and the server counts none at render: never both.
 */
export const countsViewsAtRender = (services: Services): boolean => services.config.sharedCache.kind === 'off';

/**
 * The body of an answer rendered without the render cache: for a visitor whose view may count (an
 * anonymous GET of an HTML page, counted at render), streamed through a reader of its click places,
 * added as impressions once the page is sent if the view was counted (`counted()`, known by then).
 */
export function bodyCountingPlaces(request: FastifyRequest, response: Response, services: Services, counted: () => boolean): ReadableStream<Uint8Array> | null {
  const body = response.body;
  if (!body || request.method !== 'GET' || request.session || response.status !== 200 || !countsViewsAtRender(services)) return body;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return body;
  return withPlaces(body, (places) => {
    if (places.length > 0 && counted()) services.statistics.recordImpressions(places);
  });
}

/**
 * Counts a view of a public page once its answer is decided: a GET (not HEAD) by an
 * anonymous browser (no session, not a bot) of a page with a cache policy (the public pages, not
 * the login, the dashboard, the feeds or React Router's `.data`), answered 200 or 304 (a returning
 * visitor's browser revalidates: the page is shown again), render cache hits included. Counted by
 * path without query string; in memory only (server/domain/statistics.ts), no wait, no database.
 * With it one impression of each click place the page shows (`places`: a stored page's, read when
 * it was stored; asked only for a view that counts). Whether the view was counted. Never with a
 * shared cache in front: the page's beacon reports its views (countsViewsAtRender, decision 0072).
 */
export function countView(request: FastifyRequest, reply: FastifyReply, services: Services, pagePolicy: PagePolicyLookup, places: () => readonly ClickPlace[] = () => []): boolean {
  if (request.method !== 'GET' || request.session) return false;
  const status = reply.statusCode;
  if (status !== 200 && status !== 304) return false;
  const path = viewPath(request.url, reply.getHeader('content-type'), pagePolicy);
  return path !== null && countVisitorView(services, path, request.headers['user-agent'], () => visitorKey(request), places);
}

/** The path a view of this answer is counted for (a page with a cache policy, in HTML), or null. */
export function viewPath(url: string, contentType: unknown, pagePolicy: PagePolicyLookup): string | null {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  if (path.endsWith('.data') || pagePolicy(path) === null) return null;
  return typeof contentType === 'string' && contentType.startsWith('text/html') ? path : null;
}

/** The view of an anonymous GET answered 200 or 304 (countView; fast-hits.ts for the hits answered before Fastify). */
export function countVisitorView(services: Services, path: string, userAgent: string | undefined, visitor: () => string, places: () => readonly ClickPlace[]): boolean {
  if (!countsViewsAtRender(services) || isBotAgent(userAgent)) return false;
  return services.statistics.recordView(path, visitor(), places());
}
