import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICK_PLACES, type ClickPlace } from '../../common/content-blocks.ts';
import { clickPlacesIn, viewReportUrl } from '../../common/stats.ts';
import { utcDay } from '../../server/domain/statistics-report.ts';
import { StatisticsService } from '../../server/domain/statistics.ts';
import { fixedClock } from '../../server/lib/clock.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { BUILD_DIR, createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Page views on the production build with and without a shared cache in front (decision 0072):
 * behind one, every anonymous public page carries the view beacon and the server counts nothing as
 * it answers (render cache hits, stored or streamed renders), the beacon's report counts the view
 * and the places the page shows; with nothing in front no page carries it and the server counts as
 * it answers. Never both.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BEACON = (JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'enhance-manifest.json'), 'utf8')) as Record<string, string>)['view-beacon']!;
const BEACON_TAG = `<script type="module" src="${BEACON}"></script>`;
/** The public pages of the demo content asked here: lists, a stored page, one never stored (a search). */
const PAGES = ['/', '/prodotti', '/guide', '/notizie', '/chi-siamo', '/prodotti?q=stufa'];

/** A server on the demo content whose statistics stand at a fixed instant, with a staff cookie. */
async function server(env: Record<string, string>, at: string) {
  const s = await createTestWebServer('production', { SEED_DEMO: 'true', ...env });
  const clock = fixedClock(at);
  s.services.statistics = new StatisticsService(s.db, { secret: s.services.config.appSecret, clock });
  const cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.62.0.1' }));
  const get = (url: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress: '198.51.100.90' });
  const written = async () => {
    await s.services.statistics.flush();
    const day = utcDay(clock.nowMs());
    const views = await s.db.kysely.selectFrom('page_views').select(['percorso', 'visite']).where('giorno', '=', day).execute();
    const places = await s.db.kysely.selectFrom('block_views').select(['blocco', 'visite']).where('giorno', '=', day).execute();
    return {
      views: Object.fromEntries(views.map((r) => [r.percorso, Number(r.visite)])) as Record<string, number>,
      places: Object.fromEntries(places.map((r) => [r.blocco, Number(r.visite)])) as Partial<Record<ClickPlace, number>>,
    };
  };
  return { s, cookie, get, written };
}

/** A published review of the demo content whose page shows the product's button. */
async function reviewPath(s: TestWebServer): Promise<string> {
  const row = await s.db.kysely.selectFrom('reviews').select('id_prodotto').where('stato', '=', 'pubblicata').orderBy('id').executeTakeFirstOrThrow();
  return `/articolo/${row.id_prodotto}`;
}

describe('behind a shared cache', () => {
  let t: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    t = await server({ SHARED_CACHE: 'http', SHARED_CACHE_PURGE_URLS: 'http://127.0.0.1:9/' }, '2030-04-02T10:00:00.000Z');
  }, 120_000);
  afterAll(async () => {
    await t?.s.close();
  });

  it('gives every anonymous public page the beacon, the same for every visitor, and counts nothing as it answers', async () => {
    const review = await reviewPath(t.s);
    const before = await t.written();
    for (const url of [...PAGES, review]) {
      const first = await t.get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.body.split(BEACON_TAG).length - 1, url).toBe(1);
      // Again (a render cache hit for a stored page), and revalidated: still nothing counted.
      const again = await t.get(url, { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15' });
      expect(again.body, url).toBe(first.body);
      if (first.headers.etag) expect((await t.get(url, { 'if-none-match': String(first.headers.etag) })).statusCode, url).toBe(304);
    }
    expect(await t.written()).toEqual(before);
  });

  it('gives no beacon to error pages, the login, or staff', async () => {
    const review = await reviewPath(t.s);
    const missing = await t.get('/articolo/999998');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain(BEACON);
    expect((await t.get('/login')).body).not.toContain(BEACON);
    for (const url of ['/', review]) {
      const staff = await t.get(url, { cookie: t.cookie });
      expect(staff.statusCode, url).toBe(200);
      expect(staff.body, url).not.toContain(BEACON);
    }
  });

  it('counts the view the beacon reports, with the places the page shows: what the server counted before', async () => {
    const review = await reviewPath(t.s);
    const page = await t.get(review);
    const places = clickPlacesIn(page.body);
    expect(places).toContain('pulsante');
    const before = await t.written();
    const sent = await t.s.app.inject({
      method: 'POST',
      url: viewReportUrl(review, places),
      headers: { 'user-agent': BROWSER, 'content-type': 'text/plain;charset=UTF-8' },
      remoteAddress: '198.51.100.91',
    });
    expect(sent.statusCode).toBe(204);
    const after = await t.written();
    expect((after.views[review] ?? 0) - (before.views[review] ?? 0)).toBe(1);
    for (const place of CLICK_PLACES) expect((after.places[place] ?? 0) - (before.places[place] ?? 0), place).toBe(places.includes(place) ? 1 : 0);
  });
});

describe('with nothing in front', () => {
  let t: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    t = await server({ SHARED_CACHE: 'off' }, '2030-04-03T10:00:00.000Z');
  }, 120_000);
  afterAll(async () => {
    await t?.s.close();
  });

  it('gives no page the beacon and counts each view as it answers, with the places it shows', async () => {
    const review = await reviewPath(t.s);
    const before = await t.written();
    const shown = new Map<string, ClickPlace[]>();
    for (const url of [...PAGES, review]) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('view-beacon');
      shown.set(url, clickPlacesIn(res.body));
    }
    const after = await t.written();
    const counted = new Map<string, number>();
    for (const url of [...PAGES, review]) counted.set(url.split('?')[0]!, (counted.get(url.split('?')[0]!) ?? 0) + 1);
    for (const [p, n] of counted) expect((after.views[p] ?? 0) - (before.views[p] ?? 0), p).toBe(n);
    for (const place of CLICK_PLACES) {
      const expected = [...shown.values()].filter((places) => places.includes(place)).length;
      expect((after.places[place] ?? 0) - (before.places[place] ?? 0), place).toBe(expected);
    }
    // A report of a page kept from before (a browser's cache, a proxy since removed) is not counted again.
    expect(
      (await t.s.app.inject({ method: 'POST', url: viewReportUrl(review, shown.get(review)!), headers: { 'user-agent': BROWSER }, remoteAddress: '198.51.100.92' })).statusCode,
    ).toBe(204);
    expect((await t.written()).views[review]).toBe(after.views[review]);
  });
});
