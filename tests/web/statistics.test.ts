import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICK_PLACES, type ClickPlace } from '../../common/content-blocks.ts';
import { utcDay } from '../../server/domain/statistics-report.ts';
import { StatisticsService, VIEW_RATE_LIMIT } from '../../server/domain/statistics.ts';
import { fixedClock } from '../../server/lib/clock.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { createScratchDatabase, type ScratchDatabase, type ServerProcess, startProductionServer, until } from '../helpers/process.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Page views on the production build: counted as the server answers the public pages,
 * render cache hits and revalidations included, HEAD, staff, bots and anything but a public page
 * excluded; and on PostgreSQL two instances add into the same daily row, the last counts written
 * at shutdown.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';

/**
 * A published review whose text links to its product on Amazon (a 'testo' click report beside the
 * product's 'pulsante' button), not asked for before: its path and the places it shows.
 */
async function reviewWithTextLink(s: TestWebServer): Promise<{ path: string; places: ClickPlace[] }> {
  const row = await s.db.kysely
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.id_prodotto')
    .select(['reviews.id_prodotto', 'products.asin'])
    .where('reviews.stato', '=', 'pubblicata')
    .where('products.asin', 'is not', null)
    .orderBy('reviews.id', 'desc')
    .executeTakeFirstOrThrow();
  await s.db.kysely
    .updateTable('reviews')
    .set({ contenuto: `<p>La trovate <a href="https://www.amazon.it/dp/${row.asin}">su Amazon</a>.</p>` })
    .where('id_prodotto', '=', row.id_prodotto)
    .execute();
  s.services.contentChanges.touched();
  return { path: `/articolo/${row.id_prodotto}`, places: ['pulsante', 'testo'] };
}

const impressions = async (s: TestWebServer, day: string) => {
  const rows = await s.db.kysely.selectFrom('block_views').select(['blocco', 'visite']).where('giorno', '=', day).execute();
  return Object.fromEntries(rows.map((r) => [r.blocco, Number(r.visite)])) as Partial<Record<ClickPlace, number>>;
};

describe('page views with the render cache on', () => {
  let s: TestWebServer;
  let cookie = '';
  /** The statistics' clock: the per-minute limits see the minute the test says. */
  const clock = fixedClock('2030-03-02T10:00:00.000Z');
  const day = () => utcDay(clock.nowMs());
  beforeAll(async () => {
    s = await createTestWebServer('production', { SEED_DEMO: 'true' });
    s.services.statistics = new StatisticsService(s.db, { secret: s.services.config.appSecret, clock });
    cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.61.0.1' }));
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    s.app.inject({ method, url, headers: { 'user-agent': BROWSER, ...headers }, remoteAddress: '198.51.100.20' });
  const views = async () => {
    await s.services.statistics.flush();
    const rows = await s.db.kysely.selectFrom('page_views').select(['percorso', 'visite']).where('giorno', '=', day()).execute();
    return Object.fromEntries(rows.map((r) => [r.percorso, Number(r.visite)]));
  };

  it('counts every anonymous view of a public page, cache hits and revalidations included, by path', async () => {
    const first = await get('/guide');
    expect(first.headers['x-render-cache']).toBe('miss');
    const second = await get('/guide?utm_source=newsletter');
    expect(second.headers['x-render-cache']).toBe('hit');
    const third = await get('/guide', { 'accept-encoding': 'br' });
    expect(third.headers['x-render-cache']).toBe('hit');
    // A returning visitor's browser revalidates: the page is shown again.
    const revalidated = await get('/guide', { 'if-none-match': String(third.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    const articles = await s.db.kysely.selectFrom('reviews').select('id_prodotto').where('stato', '=', 'pubblicata').limit(1).execute();
    const article = `/articolo/${articles[0]!.id_prodotto}`;
    expect((await get(article)).statusCode).toBe(200);
    expect((await get(article)).headers['x-render-cache']).toBe('hit');
    const counted = await views();
    expect(counted['/guide']).toBe(4);
    expect(counted[article]).toBe(2);
    // One visitor (same address and browser) for all of them.
    const counts = (await s.services.statistics.report(day(), day())).giorni[0]!;
    expect(counts.visitatori).toBe(1);
  });

  it('one client adds at most VIEW_RATE_LIMIT views a minute and one visitor: a new user agent each time, or a new address of its IPv6 /64', async () => {
    const visitors = async () => (await s.services.statistics.report(day(), day())).giorni[0]!.visitatori;
    const before = await views();
    const visitorsBefore = await visitors();
    const flood = VIEW_RATE_LIMIT.max * 3;
    for (let i = 0; i < flood; i++) {
      const res = await s.app.inject({ method: 'GET', url: '/privacy', headers: { 'user-agent': `${BROWSER} Prova/${i}` }, remoteAddress: '198.51.100.40' });
      expect(res.statusCode).toBe(200);
    }
    const afterAgents = await views();
    expect(afterAgents['/privacy']).toBe((before['/privacy'] ?? 0) + VIEW_RATE_LIMIT.max);
    expect(await visitors()).toBe(visitorsBefore + 1);

    for (let i = 0; i < flood; i++) {
      const res = await s.app.inject({ method: 'GET', url: '/chi-siamo', headers: { 'user-agent': BROWSER }, remoteAddress: `2001:db8:40:1:${(i + 1).toString(16)}::1` });
      expect(res.statusCode).toBe(200);
    }
    expect((await views())['/chi-siamo']).toBe((before['/chi-siamo'] ?? 0) + VIEW_RATE_LIMIT.max);
    expect(await visitors()).toBe(visitorsBefore + 2);
    // The next minute, the same client counts again.
    clock.advance(VIEW_RATE_LIMIT.windowMs);
    await s.app.inject({ method: 'GET', url: '/privacy', headers: { 'user-agent': BROWSER }, remoteAddress: '198.51.100.40' });
    expect((await views())['/privacy']).toBe(afterAgents['/privacy']! + 1);
  });

  it('adds one impression per counted view of each click place the page shows, read from the stored page: hits and 304s included', async () => {
    const { path, places } = await reviewWithTextLink(s);
    const before = await impressions(s, day());
    const first = await get(path);
    expect(first.headers['x-render-cache']).toBe('miss');
    // What the page shows: the product's button and the link in its text, each with its click report.
    expect(first.body).toContain('blocco=pulsante');
    expect(first.body).toContain('blocco=testo');
    expect((await get(path)).headers['x-render-cache']).toBe('hit');
    expect((await get(path, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // Not counted, so no impression: staff, a bot, HEAD.
    await get(path, { cookie });
    await get(path, { 'user-agent': BINGBOT });
    await get(path, {}, 'HEAD');
    await s.services.statistics.flush();
    const after = await impressions(s, day());
    for (const place of CLICK_PLACES) expect((after[place] ?? 0) - (before[place] ?? 0), place).toBe(places.includes(place) ? 3 : 0);
  });

  it('does not count HEAD, staff, bots, clients without a user agent, errors, the login, the feeds or the dashboard', async () => {
    const before = await views();
    await get('/notizie'); // in the cache: hits below
    const baseline = (await views())['/notizie'] ?? 0;
    expect(baseline).toBe((before['/notizie'] ?? 0) + 1);

    expect((await get('/notizie', {}, 'HEAD')).statusCode).toBe(200);
    expect((await get('/notizie', { cookie })).statusCode).toBe(200);
    expect((await get('/notizie', { 'user-agent': BINGBOT })).headers['x-render-cache']).toBe('hit');
    expect((await s.app.inject({ method: 'GET', url: '/notizie', remoteAddress: '198.51.100.21' })).statusCode).toBe(200);
    expect((await get('/articolo/999998')).statusCode).toBe(404);
    for (const url of ['/login', '/feed.xml', '/robots.txt', '/sitemap.xml', '/dashboard', '/pagina-che-non-esiste', '/notizie.data']) await get(url);
    const after = await views();
    expect(after['/notizie']).toBe(baseline);
    for (const path of ['/articolo/999998', '/login', '/feed.xml', '/robots.txt', '/sitemap.xml', '/dashboard', '/pagina-che-non-esiste', '/notizie.data']) {
      expect(after[path], path).toBeUndefined();
    }
  });
});

describe('impressions with the render cache off', () => {
  let s: TestWebServer;
  const clock = fixedClock('2030-03-03T10:00:00.000Z');
  beforeAll(async () => {
    s = await createTestWebServer('production', { SEED_DEMO: 'true', RENDER_CACHE_MB: '0' });
    s.services.statistics = new StatisticsService(s.db, { secret: s.services.config.appSecret, clock });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('reads the places of each streamed page as it is sent: the same impressions as a stored page', async () => {
    const { path, places } = await reviewWithTextLink(s);
    const day = utcDay(clock.nowMs());
    for (let i = 0; i < 2; i++) {
      const res = await s.app.inject({ method: 'GET', url: path, headers: { 'user-agent': BROWSER }, remoteAddress: '198.51.100.70' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-render-cache']).toBeUndefined();
    }
    await s.services.statistics.flush();
    const counted = await impressions(s, day);
    for (const place of CLICK_PLACES) expect(counted[place] ?? 0, place).toBe(places.includes(place) ? 2 : 0);
  });
});

const PG = process.env.TEST_DATABASE_URL;

describe.skipIf(!PG)('two instances on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase(PG!, 'scorta_stat');
    const env = { DATABASE_URL: database.url };
    // One after the other: the second finds the schema migrated.
    a = await startProductionServer({ env });
    b = await startProductionServer({ env });
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.drop();
  });

  // The servers count by their own clock: the database is the test's alone, so every day it holds
  // is summed (a run across midnight splits the views over two rows, not their total).
  const viewsOf = async (path: string) =>
    database.query(async (c) => {
      const { rows } = await c.query<{ visite: number | null }>('select sum(visite) as visite from page_views where percorso = $1', [path]);
      return Number(rows[0]?.visite ?? 0);
    });
  const visit = async (server: ServerProcess, path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { 'user-agent': BROWSER } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
  };

  it('add their views into the same day, every 10 s and at shutdown; one visitor for both', async () => {
    for (let i = 0; i < 3; i++) await visit(a, '/prodotti');
    for (let i = 0; i < 2; i++) await visit(b, '/prodotti');
    // Each writes on its own timer (10 s): both rows land in one.
    await until(async () => (await viewsOf('/prodotti')) === 5);
    await visit(b, '/prodotti');
    await visit(a, '/guide');
    // A stop writes what is left before closing the database.
    b.child.kill('SIGTERM');
    a.child.kill('SIGTERM');
    expect((await b.exited).code).toBe(0);
    expect((await a.exited).code).toBe(0);
    expect(await viewsOf('/prodotti')).toBe(6);
    expect(await viewsOf('/guide')).toBe(1);
    // The same address on both: one visitor a day, hashed with the day's key both derive from APP_SECRET.
    const visitors = await database.query(async (c) => (await c.query<{ giorno: string; n: string }>('select giorno, count(*) as n from daily_visitors group by giorno')).rows);
    expect(visitors.length).toBeGreaterThan(0);
    for (const day of visitors) expect(Number(day.n), day.giorno).toBe(1);
    // No salt in the database.
    const salts = await database.query(async (c) => (await c.query(`select to_regclass('visitor_salts') as t`)).rows[0].t);
    expect(salts).toBeNull();
  }, 60_000);
});
