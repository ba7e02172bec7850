import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClickPlace } from '../../common/content-blocks.ts';
import { viewReportUrl } from '../../common/stats.ts';
import { VIEW_RATE_LIMIT } from '../../server/domain/statistics.ts';
import { utcDay } from '../../server/domain/statistics-report.ts';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';

/**
 * The view beacon's endpoint (decision 0072), on SQLite and PostgreSQL: POST /api/vista counts the
 * view a page reports when a shared cache answers the pages, with the places it showed, for an
 * anonymous browser only, within the per-client limit of views; with nothing in front the server
 * counts at render and the endpoint counts nothing (never both).
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A shared cache in front; its purge address is never called here. */
const BEHIND_PROXY = { SHARED_CACHE: 'http', SHARED_CACHE_PURGE_URLS: 'http://127.0.0.1:9/' };

let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp(BEHIND_PROXY);
  cookie = await login(t, undefined, '10.28.0.1');
});
afterAll(async () => {
  await t?.close();
});

const beacon = (app: TestApp, url: string, options: { ua?: string | null; ip?: string; headers?: Record<string, string>; body?: string } = {}) =>
  app.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '203.0.113.40',
    headers: { ...(options.ua === null ? {} : { 'user-agent': options.ua ?? BROWSER }), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });

/** What is written for the day: views by path, impressions by place. */
async function written(app: TestApp) {
  await app.services.statistics.flush();
  const day = utcDay(app.clock.nowMs());
  const views = await app.db.kysely.selectFrom('page_views').select(['percorso', 'visite']).where('giorno', '=', day).execute();
  const places = await app.db.kysely.selectFrom('block_views').select(['blocco', 'visite']).where('giorno', '=', day).execute();
  return {
    views: Object.fromEntries(views.map((r) => [r.percorso, Number(r.visite)])) as Record<string, number>,
    places: Object.fromEntries(places.map((r) => [r.blocco, Number(r.visite)])) as Partial<Record<ClickPlace, number>>,
  };
}

describe('POST /api/vista behind a shared cache', () => {
  it('counts one view per report with one impression per place named, whatever body sendBeacon or fetch send; 204, no-store, no cookie', async () => {
    const before = await written(t);
    const sent = [
      await beacon(t, viewReportUrl('/guide', ['prodotto', 'testo']), { headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '' }),
      await beacon(t, viewReportUrl('/guide', ['testo', 'prodotto'])),
      await beacon(t, viewReportUrl('/guide', []), { headers: { 'content-type': 'application/json' }, body: '{not json' }),
      await beacon(t, '/api/vista?da=%2Fguide', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }),
    ];
    for (const res of sent) {
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    const after = await written(t);
    expect((after.views['/guide'] ?? 0) - (before.views['/guide'] ?? 0)).toBe(4);
    expect((after.places.prodotto ?? 0) - (before.places.prodotto ?? 0)).toBe(2);
    expect((after.places.testo ?? 0) - (before.places.testo ?? 0)).toBe(2);
    expect((after.places.pulsante ?? 0) - (before.places.pulsante ?? 0)).toBe(0);
  });

  it('counts by page path: the query string and fragment of `da` are dropped', async () => {
    const before = await written(t);
    expect((await beacon(t, viewReportUrl('/notizie?pagina=2&utm_source=x#top', []))).statusCode).toBe(204);
    expect((await beacon(t, viewReportUrl('/notizie', []))).statusCode).toBe(204);
    const after = await written(t);
    expect((after.views['/notizie'] ?? 0) - (before.views['/notizie'] ?? 0)).toBe(2);
    expect(after.views['/notizie?pagina=2&utm_source=x#top']).toBeUndefined();
  });

  it('does not count bots, clients without a user agent, or staff (a session), and adds no impression for them', async () => {
    const before = await written(t);
    const url = viewReportUrl('/privacy', ['pulsante']);
    expect((await beacon(t, url, { ua: GOOGLEBOT })).statusCode).toBe(204);
    expect((await beacon(t, url, { ua: 'curl/8.5.0' })).statusCode).toBe(204);
    expect((await beacon(t, url, { ua: null })).statusCode).toBe(204);
    expect((await beacon(t, url, { headers: { cookie, origin: t.services.config.siteUrl } })).statusCode).toBe(204);
    const after = await written(t);
    expect(after.views['/privacy'] ?? 0).toBe(before.views['/privacy'] ?? 0);
    expect(after.places.pulsante ?? 0).toBe(before.places.pulsante ?? 0);
  });

  it('refuses invalid parameters with 400 and an Italian message, and counts nothing', async () => {
    const before = await written(t);
    const cases = [
      '/api/vista',
      '/api/vista?da=prodotti',
      `/api/vista?da=${encodeURIComponent('//evil.example/x')}`,
      `/api/vista?da=${encodeURIComponent('https://evil.example/')}`,
      `/api/vista?da=/${'a'.repeat(300)}`,
      `/api/vista?da=${encodeURIComponent('/città')}`,
      '/api/vista?da=/prodotti&da=/guide',
      // Paths that are no public page of this site.
      '/api/vista?da=/pagina-inventata',
      '/api/vista?da=/login',
      '/api/vista?da=/dashboard/statistiche',
      '/api/vista?da=/api/prodotti',
      '/api/vista?da=/feed.xml',
      '/api/vista?da=/articolo/abc',
      '/api/vista?da=/prodotti.data',
      '/api/vista?da=/anteprima/abc',
      // Another spelling of a page's address: its views are counted under the address only.
      `/api/vista?da=${encodeURIComponent('/notizie/%61llerta-meteo')}`,
      `/api/vista?da=${encodeURIComponent('/notizie/allerta%2dmeteo')}`,
      `/api/vista?da=${encodeURIComponent('/autore/%72edazione')}`,
      '/api/vista?da=/articolo/01',
      '/api/vista?da=/PRIVACY',
      // Places that are not a list of places.
      '/api/vista?da=/guide&blocchi=banner',
      '/api/vista?da=/guide&blocchi=testo,testo',
      '/api/vista?da=/guide&blocchi=testo,',
      '/api/vista?da=/guide&blocchi=TESTO',
      '/api/vista?da=/guide&blocchi=testo&blocchi=prodotto',
      '/api/vista?da=/guide&blocchi=prodotto,confronto,pulsante,testo,testo',
    ];
    for (const url of cases) {
      const res = await beacon(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/^(Pagina|Posizioni) non valid[ae]: /);
    }
    const after = await written(t);
    expect(after).toEqual(before);
  });

  it('holds one client to VIEW_RATE_LIMIT views a minute, impressions included; another client and the next minute count', async () => {
    const before = await written(t);
    const url = viewReportUrl('/contatti', ['confronto']);
    for (let i = 0; i < VIEW_RATE_LIMIT.max + 5; i++) expect((await beacon(t, url, { ip: '198.51.100.77' })).statusCode).toBe(204);
    expect((await beacon(t, url, { ip: '198.51.100.78' })).statusCode).toBe(204);
    let after = await written(t);
    expect((after.views['/contatti'] ?? 0) - (before.views['/contatti'] ?? 0)).toBe(VIEW_RATE_LIMIT.max + 1);
    expect((after.places.confronto ?? 0) - (before.places.confronto ?? 0)).toBe(VIEW_RATE_LIMIT.max + 1);
    t.clock.advance(VIEW_RATE_LIMIT.windowMs);
    expect((await beacon(t, url, { ip: '198.51.100.77' })).statusCode).toBe(204);
    after = await written(t);
    expect((after.views['/contatti'] ?? 0) - (before.views['/contatti'] ?? 0)).toBe(VIEW_RATE_LIMIT.max + 2);
  });
});

describe('POST /api/vista with nothing in front', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ SHARED_CACHE: 'off' });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('answers 204 and counts nothing: the server counts the views it answers (never both)', async () => {
    const before = await written(off);
    const res = await beacon(off, viewReportUrl('/guide', ['testo']));
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await written(off)).toEqual(before);
    // Still validated as behind a proxy.
    expect((await beacon(off, '/api/vista?da=/pagina-inventata')).statusCode).toBe(400);
  });
});
