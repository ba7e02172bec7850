import type { FastifyInstance } from 'fastify';
import { CLICK_PLACES, type ClickPlace, isClickPlace } from '../../../common/content-blocks.ts';
import { toPositiveId } from '../../../common/ids.ts';
import { invalidPlaceMessage, invalidPlacesMessage } from '../../../common/messages-stats-places.ts';
import { CLICK_ENDPOINT, VIEW_ENDPOINT } from '../../../common/stats.ts';
import { AppError } from '../../domain/errors.ts';
import { isSitePagePath } from '../../domain/page-titles.ts';
import { isBotAgent } from '../../domain/statistics.ts';
import { countsViewsAtRender } from '../page-places.ts';
import { visitorKey } from '../request-context.ts';
import { STATS_API_MSG } from '../../../common/messages-stats.ts';
import type { Services } from '../../services.ts';

/** The longest page path a click may name (it is stored). */
export const CLICK_PATH_MAX = 300;
/** A click's or a view's body is never read: whatever `ping`, `sendBeacon` or `fetch` send, at most this much is accepted. */
const CLICK_BODY_LIMIT = 1024;

/**
 * The page a click came from: the path of a public page of this site (`isSitePagePath`: /,
 * /prodotti, /articolo/{id}, /notizie/{slug}…), visible ASCII as the browser sends it, at most
 * 300 characters; its query string and fragment are dropped (the pages are counted by path).
 * Null when it is not one.
 */
export function clickPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > CLICK_PATH_MAX || !value.startsWith('/') || value.startsWith('//')) return null;
  if (!/^[\x21-\x7e]+$/.test(value)) return null;
  const end = value.search(/[?#]/);
  const path = end === -1 ? value : value.slice(0, end);
  return isSitePagePath(path) ? path : null;
}

/**
 * Where on the page the click was (`blocco`, common/content-blocks.ts CLICK_PLACES). Absent: a
 * page rendered (and cached by a browser or a proxy) before click reports named their place, whose
 * links were all products' buttons: 'pulsante'. Null when it is given and no place (or repeated).
 */
export function clickPlace(value: unknown): ClickPlace | null {
  if (value === undefined) return 'pulsante';
  return isClickPlace(value) ? value : null;
}

/**
 * The click places a page showed, as its view beacon names them (`blocchi`: CLICK_PLACES joined
 * by commas, each at most once; absent or empty: none). Null when it is not that.
 */
export function viewPlaces(value: unknown): ClickPlace[] | null {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') return null;
  const names = value.split(',');
  if (names.length > CLICK_PLACES.length || !names.every(isClickPlace) || new Set(names).size !== names.length) return null;
  return CLICK_PLACES.filter((place) => names.includes(place));
}

/**
 * Affiliate statistics.
 * - `POST /api/clic?p={productId}&da={path}&blocco={place}` (public): a click on an Amazon link at
 *   one of the CLICK_PLACES of the page (`blocco` absent: 'pulsante', see clickPlace), reported by the
 *   browser's `ping` or the public script's `sendBeacon`; any body and content type, never read.
 *   204 whatever happens once the parameters are valid: counted for an anonymous visitor's browser;
 *   not counted for bots, staff (a session), past CLICK_RATE_LIMIT per client network, or (at the
 *   write) for a product or page that does not exist (the client is not told). Invalid parameters,
 *   a `da` that is no public page of the site among them: 400 in Italian.
 * - `POST /api/vista?da={path}&blocchi={place,…}` (public): the view of a public page reported by
 *   its view beacon (app/enhance/view-beacon.ts; only a site with a shared cache in front emits it,
 *   decision 0072), with the click places the page showed (viewPlaces). Body never read, no cookie
 *   set, `cache-control: no-store`. 204 once the parameters are valid: counted, with one impression
 *   per place, for an anonymous visitor's browser within VIEW_RATE_LIMIT per client network, as the
 *   server counts views at render with nothing in front; not counted for bots, staff (a session),
 *   or when the server counts views itself (no shared cache configured: never both). Invalid
 *   parameters, a `da` that is no public page among them: 400 in Italian.
 * - `GET /api/statistiche?da=&a=` (staff): StatsAnswer of the period (the last 30 days by default).
 * - `GET /api/statistiche/csv?da=&a=` (staff): the same as a CSV file for a spreadsheet.
 */
export async function statisticheRoutes(app: FastifyInstance, { services }: { services: Services }) {
  const stats = services.statistics;

  app.get('/statistiche', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const { da, a } = stats.range(request.query as { da?: unknown; a?: unknown });
    reply.header('cache-control', 'no-store');
    return stats.report(da, a);
  });

  app.get('/statistiche/csv', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const { da, a } = stats.range(request.query as { da?: unknown; a?: unknown });
    const csv = await stats.csv(da, a);
    return reply.header('cache-control', 'no-store').header('content-disposition', `attachment; filename="statistiche-${da}-${a}.csv"`).type('text/csv; charset=utf-8').send(csv);
  });

  // Its own scope (clicks and views): `ping` sends `text/ping`, `sendBeacon` text/plain or nothing; the body is dropped unread.
  await app.register(async (clicks) => {
    clicks.removeAllContentTypeParsers();
    clicks.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    clicks.post(CLICK_ENDPOINT.slice('/api'.length), { config: { public: true, changesContent: false }, bodyLimit: CLICK_BODY_LIMIT }, async (request, reply) => {
      const query = request.query as { p?: unknown; da?: unknown; blocco?: unknown };
      const productId = toPositiveId(query.p);
      if (productId === null) throw new AppError(400, STATS_API_MSG.invalidProduct);
      const path = clickPath(query.da);
      if (path === null) throw new AppError(400, STATS_API_MSG.invalidPage);
      const place = clickPlace(query.blocco);
      if (place === null) throw new AppError(400, invalidPlaceMessage);
      reply.header('cache-control', 'no-store');
      const userAgent = request.headers['user-agent'];
      // Staff testing their own pages, bots and clients that do not say what they are: not counted.
      if (!request.session && !isBotAgent(userAgent)) stats.recordClick(productId, path, place, visitorKey(request));
      return reply.status(204).send();
    });
    clicks.post(VIEW_ENDPOINT.slice('/api'.length), { config: { public: true, changesContent: false }, bodyLimit: CLICK_BODY_LIMIT }, async (request, reply) => {
      const query = request.query as { da?: unknown; blocchi?: unknown };
      const path = clickPath(query.da);
      if (path === null) throw new AppError(400, STATS_API_MSG.invalidPage);
      const places = viewPlaces(query.blocchi);
      if (places === null) throw new AppError(400, invalidPlacesMessage);
      reply.header('cache-control', 'no-store');
      // Read when asked: a test may give the service another clock.
      const statistics = services.statistics;
      if (!request.session && !isBotAgent(request.headers['user-agent']) && !countsViewsAtRender(services)) statistics.recordView(path, visitorKey(request), places);
      return reply.status(204).send();
    });
  });
}
