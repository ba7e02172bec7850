import { createHash, createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMAZON_MSG } from '../../common/messages-outside.ts';
import { clickReportUrl, STATS_MAX_DAYS } from '../../common/stats.ts';
import type { Overview } from '../../common/types-dashboard.ts';
import { addDays, utcDay } from '../../server/domain/statistics-report.ts';
import { fixedClock } from '../../server/lib/clock.ts';
import { CLICK_RATE_LIMIT, StatisticsService, VIEW_RATE_LIMIT, VISITOR_HASH_GRACE_MS } from '../../server/domain/statistics.ts';
import { createTestApp, login, openSameDb, type TestApp } from '../helpers/app.ts';

/**
 * Affiliate statistics through the API, on SQLite and PostgreSQL: the public click
 * endpoint (what `ping` and `sendBeacon` send), the batched writes that add into the daily rows
 * from every instance, GET /api/statistiche and its CSV, Panoramica's figures and 'Da controllare'.
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The APP_SECRET of createTestApp: another instance of the same site derives the same day keys from it. */
const SECRET = 'test-secret-test-secret-test-secret-0123';

let t: TestApp;
let cookie = '';
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await login(t, undefined, '10.26.0.1');
});
afterAll(async () => {
  await t?.close();
});

const nowIso = () => t.clock.nowIso();
const today = () => utcDay(t.clock.nowMs());

async function product(fields: Record<string, unknown> = {}): Promise<number> {
  seq++;
  const row = await t.db.kysely
    .insertInto('products')
    .values({
      nome_prodotto: `Stufa di prova ${seq}`,
      asin: `B0STAT${String(seq).padStart(4, '0')}`,
      created_at: nowIso(),
      updated_at: nowIso(),
      ...fields,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function review(idProdotto: number, stato: 'bozza' | 'pubblicata', titolo: string | null = null) {
  await t.db.kysely
    .insertInto('reviews')
    .values({
      id_prodotto: idProdotto,
      titolo,
      contenuto: '<p>Testo.</p>',
      stato,
      created_at: nowIso(),
      updated_at: nowIso(),
      published_at: stato === 'pubblicata' ? nowIso() : null,
    })
    .execute();
}

const click = (url: string, options: { ua?: string | null; ip?: string; headers?: Record<string, string>; body?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: { ...(options.ua === null ? {} : { 'user-agent': options.ua ?? BROWSER }), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body }),
  });

const clicksOf = async (id: number) =>
  (await t.db.kysely.selectFrom('link_clicks').select(['giorno', 'percorso', 'clic']).where('id_prodotto', '=', id).orderBy('percorso').execute()).map((r) => ({
    ...r,
    clic: Number(r.clic),
  }));

const staffGet = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('POST /api/clic', () => {
  it('counts one click per request, whatever body and content type the browser sends', async () => {
    const id = await product();
    const url = clickReportUrl(id, `/articolo/${id}`, 'pulsante');
    // `ping`: text/ping with PING; sendBeacon: text/plain, a form-like body or nothing at all.
    const sent = [
      await click(url, { headers: { 'content-type': 'text/ping', 'ping-from': 'http://localhost/articolo', 'ping-to': 'https://www.amazon.it/dp/B0X' }, body: 'PING' }),
      await click(url, { headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '' }),
      await click(url),
      await click(url, { headers: { 'content-type': 'application/json' }, body: '{not json' }),
      await click(url, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }),
    ];
    for (const res of sent) {
      expect(res.statusCode, res.body).toBe(204);
      expect(res.body).toBe('');
    }
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([{ giorno: today(), percorso: `/articolo/${id}`, clic: 5 }]);
  });

  it('counts by page path: the query string and fragment of `da` are dropped', async () => {
    const id = await product();
    expect((await click(clickReportUrl(id, '/prodotti?pagina=2&utm_source=x#top', 'pulsante'))).statusCode).toBe(204);
    expect((await click(clickReportUrl(id, '/prodotti', 'pulsante'))).statusCode).toBe(204);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([{ giorno: today(), percorso: '/prodotti', clic: 2 }]);
  });

  it('does not count bots, clients without a user agent, or unknown products', async () => {
    const id = await product();
    expect((await click(clickReportUrl(id, '/guide', 'pulsante'), { ua: GOOGLEBOT })).statusCode).toBe(204);
    expect((await click(clickReportUrl(id, '/guide', 'pulsante'), { ua: 'curl/8.5.0' })).statusCode).toBe(204);
    expect((await click(clickReportUrl(id, '/guide', 'pulsante'), { ua: null })).statusCode).toBe(204);
    expect((await click(clickReportUrl(999_999, '/guide', 'pulsante'))).statusCode).toBe(204);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([]);
    expect(await t.db.kysely.selectFrom('link_clicks').select('clic').where('id_prodotto', '=', 999_999).execute()).toEqual([]);
  });

  it('does not count staff, and a logged-in editor’s ping from our own page is not refused', async () => {
    const id = await product();
    const url = clickReportUrl(id, `/articolo/${id}`, 'pulsante');
    // A ping under `Referrer-Policy: no-referrer` carries `Origin: null` and Sec-Fetch-Site.
    const own = await click(url, { headers: { cookie, origin: 'null', 'sec-fetch-site': 'same-origin', 'content-type': 'text/ping' }, body: 'PING' });
    expect(own.statusCode).toBe(204);
    const ownOrigin = await click(url, { headers: { cookie, origin: t.services.config.siteUrl, 'content-type': 'text/plain' } });
    expect(ownOrigin.statusCode).toBe(204);
    // From another site with the session cookie: the CSRF check refuses it, as any write.
    expect((await click(url, { headers: { cookie, origin: 'https://attacker.example' } })).statusCode).toBe(403);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([]);
  });

  it('refuses invalid parameters with 400 and an Italian message', async () => {
    const id = await product();
    const cases = [
      `/api/clic?da=/prodotti`,
      `/api/clic?p=0&da=/prodotti`,
      `/api/clic?p=-3&da=/prodotti`,
      `/api/clic?p=abc&da=/prodotti`,
      `/api/clic?p=1.5&da=/prodotti`,
      `/api/clic?p=99999999999&da=/prodotti`,
      `/api/clic?p=${id}&p=${id}&da=/prodotti`,
      `/api/clic?p=${id}`,
      `/api/clic?p=${id}&da=prodotti`,
      `/api/clic?p=${id}&da=${encodeURIComponent('//evil.example/x')}`,
      `/api/clic?p=${id}&da=${encodeURIComponent('https://evil.example/')}`,
      `/api/clic?p=${id}&da=/${'a'.repeat(300)}`,
      `/api/clic?p=${id}&da=${encodeURIComponent('/con spazio')}`,
      `/api/clic?p=${id}&da=${encodeURIComponent('/città')}`,
      `/api/clic?p=${id}&da=${encodeURIComponent('/a\nb')}`,
      // Paths that are no public page of this site.
      `/api/clic?p=${id}&da=/pagina-inventata`,
      `/api/clic?p=${id}&da=/${'a'.repeat(299)}`,
      `/api/clic?p=${id}&da=/dashboard/prodotti`,
      `/api/clic?p=${id}&da=/api/prodotti`,
      `/api/clic?p=${id}&da=/login`,
      `/api/clic?p=${id}&da=/feed.xml`,
      `/api/clic?p=${id}&da=/articolo/abc`,
      `/api/clic?p=${id}&da=/articolo/0`,
      `/api/clic?p=${id}&da=/articolo/99999999999`,
      `/api/clic?p=${id}&da=/guida/1/altro`,
      `/api/clic?p=${id}&da=/notizie/a/b`,
      `/api/clic?p=${id}&da=/prodotti.data`,
      `/api/clic?p=${id}&da=/notizie/${'a'.repeat(292)}`,
      // Another spelling of a page's address: clicks are counted under the address only.
      `/api/clic?p=${id}&da=${encodeURIComponent('/notizie/%61llerta-meteo')}`,
      `/api/clic?p=${id}&da=${encodeURIComponent('/autore/%72edazione')}`,
      `/api/clic?p=${id}&da=/articolo/0${id}`,
      `/api/clic?p=${id}&da=/Privacy`,
    ];
    for (const url of cases) {
      const res = await click(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/^(Prodotto|Pagina) non valid[oa]: /);
    }
    expect((await click(`/api/clic?p=${id}&da=/notizie/${'a'.repeat(291)}`)).statusCode).toBe(204);
  });

  it('counts clicks from the pages of this site only: every public page, and a review, guide or news item that exists', async () => {
    const id = await product();
    await review(id, 'pubblicata');
    const guide = await t.db.kysely
      .insertInto('guides')
      .values({ titolo: 'Guida dei clic', contenuto: '<p>x</p>', stato: 'pubblicata', created_at: nowIso(), updated_at: nowIso(), published_at: nowIso() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const slug = `clic-da-notizia-${seq}`;
    await t.db.kysely
      .insertInto('news')
      .values({ titolo: 'Notizia dei clic', slug, sommario: 's', contenuto: '', stato: 'pubblicata', created_at: nowIso(), updated_at: nowIso() } as never)
      .execute();
    const pages = ['/', '/prodotti', '/guide', '/notizie', '/chi-siamo', '/contatti', '/privacy', `/articolo/${id}`, `/guida/${guide.id}`, `/notizie/${slug}`];
    for (const page of pages) expect((await click(clickReportUrl(id, page, 'pulsante'), { ip: `192.0.2.${100 + pages.indexOf(page)}` })).statusCode, page).toBe(204);
    // Shaped like a page, but no such review, guide or news item: answered, not counted.
    for (const page of ['/articolo/987654321', '/guida/987654321', '/notizie/nessuna-notizia-cosi'])
      expect((await click(clickReportUrl(id, page, 'pulsante'), { ip: '192.0.2.99' })).statusCode, page).toBe(204);
    await t.services.statistics.flush();
    expect((await clicksOf(id)).map((r) => r.percorso).sort()).toEqual([...pages].sort());
  });

  it('is rate-limited per client without keeping the address: past the limit the click is answered and not counted', async () => {
    const id = await product();
    const url = clickReportUrl(id, '/guide', 'pulsante');
    for (let i = 0; i < CLICK_RATE_LIMIT.max + 5; i++) expect((await click(url, { ip: '198.51.100.7' })).statusCode).toBe(204);
    // Another client is not held back by the first.
    expect((await click(url, { ip: '198.51.100.8' })).statusCode).toBe(204);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([{ giorno: today(), percorso: '/guide', clic: CLICK_RATE_LIMIT.max + 1 }]);
  });

  it('limits an IPv6 client by its /64: a new address of the same network each time does not escape the limit', async () => {
    const id = await product();
    const url = clickReportUrl(id, '/guide', 'pulsante');
    for (let i = 1; i <= CLICK_RATE_LIMIT.max + 5; i++) expect((await click(url, { ip: `2001:db8:7:8:${i.toString(16)}::1` })).statusCode).toBe(204);
    // The next /64 is another client.
    expect((await click(url, { ip: '2001:db8:7:9::1' })).statusCode).toBe(204);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([{ giorno: today(), percorso: '/guide', clic: CLICK_RATE_LIMIT.max + 1 }]);
  });

  it('counts a client network once a day, whatever user agent it sends, storing no address and no user agent', async () => {
    const before = await t.db.kysely.selectFrom('daily_visitors').select('hash').execute();
    const id = await product();
    const url = clickReportUrl(id, '/guide', 'pulsante');
    await click(url, { ip: '192.0.2.50' });
    await click(url, { ip: '192.0.2.50' });
    await click(url, { ip: '192.0.2.50', ua: OTHER_BROWSER });
    for (let i = 0; i < 20; i++) await click(url, { ip: '192.0.2.50', ua: `${BROWSER} Prova/${i}` });
    // An IPv6 /64 is one client, whichever of its addresses it uses.
    await click(url, { ip: '2001:db8:50:1::a' });
    await click(url, { ip: '2001:db8:50:1:ffff::b', ua: OTHER_BROWSER });
    await click(url, { ip: '192.0.2.51' });
    await t.services.statistics.flush();
    const after = await t.db.kysely.selectFrom('daily_visitors').selectAll().execute();
    expect(after.length - before.length).toBe(3);
    const dump = JSON.stringify([after, await t.db.kysely.selectFrom('link_clicks').selectAll().execute()]);
    expect(dump).not.toContain('192.0.2.50');
    expect(dump).not.toContain('Chrome');
    for (const row of after) expect(row.hash).toMatch(/^[\w-]{22}$/);
  });

  it('keeps the day’s key out of the database: no stored value, as salt or key, matches a hash back to an address', async () => {
    const id = await product();
    const url = clickReportUrl(id, '/guide', 'pulsante');
    const candidates = Array.from({ length: 200 }, (_, i) => `198.18.${Math.floor(i / 100)}.${i % 100}`);
    for (const ip of candidates.slice(0, 20)) await click(url, { ip });
    await t.services.statistics.flush();
    const hashes = new Set((await t.db.kysely.selectFrom('daily_visitors').select('hash').where('giorno', '=', today()).execute()).map((r) => r.hash));
    expect(hashes.size).toBeGreaterThanOrEqual(20);
    // Every text the database holds, in every table, is tried as the salt or the key of the hash.
    const stored = new Set<string>();
    for (const table of await t.db.kysely.introspection.getTables()) {
      const rows = await t.db.kysely
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      for (const row of rows as Record<string, unknown>[]) for (const value of Object.values(row)) if (typeof value === 'string' && value.length >= 16) stored.add(value);
    }
    expect(stored.size).toBeGreaterThan(0);
    const digest = (h: { digest(e: 'base64url'): string }) => h.digest('base64url').slice(0, 22);
    let matched = 0;
    for (const value of stored) {
      for (const ip of candidates) {
        for (const key of [ip, `${ip}\n${BROWSER}`]) {
          if (hashes.has(digest(createHash('sha256').update(value).update(key))) || hashes.has(digest(createHmac('sha256', value).update(key)))) matched++;
        }
      }
    }
    expect(matched).toBe(0);
  });
});

describe('batched writes', () => {
  it('adds into the daily rows: two writes sum, and two instances on one database add into the same row and agree on the day’s key without storing it', async () => {
    const path = '/notizie/somma-di-due-scritture';
    const stats = t.services.statistics;
    stats.recordView(path, 'visitatore-uno');
    stats.recordView(path, 'visitatore-uno');
    await stats.flush();
    stats.recordView(path, 'visitatore-due');
    await stats.flush();
    const views = async () =>
      (await t.db.kysely.selectFrom('page_views').select(['giorno', 'visite']).where('percorso', '=', path).execute()).map((r) => ({ ...r, visite: Number(r.visite) }));
    expect(await views()).toEqual([{ giorno: today(), visite: 3 }]);

    const otherDb = await openSameDb(t.db);
    try {
      const other = new StatisticsService(otherDb, { secret: SECRET, clock: t.clock });
      const visitorsBefore = (await t.services.statistics.report(today(), today())).giorni[0]!.visitatori;
      other.recordView(path, 'visitatore-uno');
      other.recordView(path, 'visitatore-tre');
      stats.recordView(path, 'visitatore-tre');
      // At once on PostgreSQL; one after the other on SQLite (two connections of one process
      // would wait on each other's lock with the thread blocked).
      if (t.kind === 'postgres') await Promise.all([other.flush(), stats.flush()]);
      else for (const s of [other, stats]) await s.flush();
      expect(await views()).toEqual([{ giorno: today(), visite: 6 }]);
      // visitatore-uno was counted by the first instance; visitatore-tre by both: one new visitor.
      expect((await t.services.statistics.report(today(), today())).giorni[0]!.visitatori).toBe(visitorsBefore + 1);
      // A site with another APP_SECRET derives other keys: the same visitor gives another hash.
      const stranger = new StatisticsService(otherDb, { secret: 'un-altro-segreto-un-altro-segreto-0123', clock: t.clock });
      stranger.recordView(path, 'visitatore-uno');
      await stranger.flush();
      expect((await t.services.statistics.report(today(), today())).giorni[0]!.visitatori).toBe(visitorsBefore + 2);
    } finally {
      await otherDb.close();
    }
  });

  it('a failed write keeps its counts for the next one', async () => {
    const stats = new StatisticsService(t.db, { secret: SECRET, logError: () => {}, clock: t.clock });
    const path = `/guida/${900_000 + seq++}`;
    stats.recordView(path, 'chi');
    // The table is elsewhere for a moment: the write fails and keeps what it had.
    await sql`alter table page_views rename to page_views_altrove`.execute(t.db.kysely);
    try {
      await expect(stats.flush()).rejects.toThrow();
    } finally {
      await sql`alter table page_views_altrove rename to page_views`.execute(t.db.kysely);
    }
    expect(await t.db.kysely.selectFrom('page_views').select('visite').where('percorso', '=', path).executeTakeFirst()).toBeUndefined();
    await stats.flush();
    const row = await t.db.kysely.selectFrom('page_views').select('visite').where('percorso', '=', path).executeTakeFirst();
    expect(Number(row?.visite)).toBe(1);
  });

  it('counts a day’s visitor hashes and deletes them once the day is over, after a minute for the instances’ last writes', async () => {
    const clock = fixedClock('2030-05-10T12:00:00.000Z');
    const otherDb = await openSameDb(t.db);
    try {
      const stats = new StatisticsService(otherDb, { secret: SECRET, clock });
      stats.recordView('/prodotti', 'a');
      stats.recordView('/prodotti', 'b');
      stats.recordView('/prodotti', 'a');
      await stats.flush();
      const hashesOf = async (giorno: string) => (await t.db.kysely.selectFrom('daily_visitors').select('hash').where('giorno', '=', giorno).execute()).length;
      expect(await hashesOf('2030-05-10')).toBe(2);

      // The last second of the day, written just after midnight: still that day's.
      clock.set('2030-05-10T23:59:59.500Z');
      stats.recordView('/prodotti', 'c');
      clock.set('2030-05-11T00:00:05.000Z');
      stats.recordView('/prodotti', 'a');
      await stats.flush();
      expect(await hashesOf('2030-05-10')).toBe(3);

      // Past the grace: the day's hashes become its count and are gone.
      clock.set(Date.parse('2030-05-11T00:00:00.000Z') + VISITOR_HASH_GRACE_MS);
      stats.recordView('/prodotti', 'b');
      await stats.flush();
      expect(await hashesOf('2030-05-10')).toBe(0);
      expect(await hashesOf('2030-05-11')).toBe(2);

      // Another instance's hash of the 10th that comes this late is not written.
      const late = new StatisticsService(otherDb, { secret: SECRET, clock });
      clock.set('2030-05-10T23:59:59.900Z');
      late.recordView('/prodotti', 'd');
      clock.set(Date.parse('2030-05-11T00:00:00.000Z') + VISITOR_HASH_GRACE_MS + 1);
      await late.flush();
      expect(await hashesOf('2030-05-10')).toBe(0);

      clock.set('2030-05-12T08:00:00.000Z');
      stats.recordView('/prodotti', 'c');
      await stats.flush();
      expect(await hashesOf('2030-05-11')).toBe(0);
      expect(await hashesOf('2030-05-12')).toBe(1);
      const report = await stats.report('2030-05-10', '2030-05-12');
      expect(report.giorni).toEqual([
        { data: '2030-05-10', visite: 5, clic: 0, visitatori: 3 },
        { data: '2030-05-11', visite: 2, clic: 0, visitatori: 2 },
        { data: '2030-05-12', visite: 1, clic: 0, visitatori: 1 },
      ]);
    } finally {
      await otherDb.close();
    }
  });

  it('adds at most VIEW_RATE_LIMIT views of one client a minute, in memory; other clients and the next minute count', async () => {
    const clock = fixedClock('2030-06-01T10:00:00.000Z');
    const otherDb = await openSameDb(t.db);
    try {
      const stats = new StatisticsService(otherDb, { secret: SECRET, clock });
      const path = `/notizie/piena-${seq++}`;
      for (let i = 0; i < VIEW_RATE_LIMIT.max * 3; i++) stats.recordView(path, '203.0.113.99');
      stats.recordView(path, '203.0.113.100');
      await stats.flush();
      const viewsOf = async () => Number((await t.db.kysely.selectFrom('page_views').select('visite').where('percorso', '=', path).executeTakeFirst())?.visite ?? 0);
      expect(await viewsOf()).toBe(VIEW_RATE_LIMIT.max + 1);
      clock.advance(VIEW_RATE_LIMIT.windowMs);
      for (let i = 0; i < 5; i++) stats.recordView(path, '203.0.113.99');
      await stats.flush();
      expect(await viewsOf()).toBe(VIEW_RATE_LIMIT.max + 6);
      expect((await stats.report('2030-06-01', '2030-06-01')).giorni[0]!.visitatori).toBe(2);
    } finally {
      await otherDb.close();
    }
  });
});

describe('GET /api/statistiche', () => {
  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/statistiche' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/statistiche/csv' })).statusCode).toBe(401);
  });

  it('validates the period with Italian messages', async () => {
    const cases: [string, RegExp][] = [
      ['?da=2026-01-01', /entrambe le date/],
      ['?a=2026-01-01', /entrambe le date/],
      ['?da=2026-02-30&a=2026-03-01', /«da» non è valida/],
      ['?da=2026-1-1&a=2026-03-01', /«da» non è valida/],
      ['?da=2026-01-01&a=domani', /«a» non è valida/],
      ['?da=2026-01-01&da=2026-01-02&a=2026-03-01', /«da» non è valida/],
      ['?da=2026-03-02&a=2026-03-01', /deve venire prima/],
      ['?da=2024-01-01&a=2026-01-01', new RegExp(`al massimo ${STATS_MAX_DAYS} giorni`)],
    ];
    for (const [query, message] of cases) {
      for (const url of [`/api/statistiche${query}`, `/api/statistiche/csv${query}`]) {
        const res = await staffGet(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toMatch(message);
      }
    }
    expect((await staffGet(`/api/statistiche?da=2025-01-01&a=${addDays('2025-01-01', STATS_MAX_DAYS - 1)}`)).statusCode).toBe(200);
  });

  it('answers the last 30 days by default, every day filled', async () => {
    const res = await staffGet('/api/statistiche');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const days = res.json().giorni as { data: string }[];
    expect(days).toHaveLength(30);
    expect(days[0]!.data).toBe(addDays(today(), -29));
    expect(days.at(-1)!.data).toBe(today());
  });

  it('answers the days, the products by clicks with their names and the pages by views with clicks and titles; and the CSV', async () => {
    const k = t.db.kysely;
    const stufa = await product({ nome_prodotto: 'Stufa a pellet Ecoforest 9 kW con telecomando', nome_visualizzato: 'Stufa Ecoforest' });
    const termo = await product({ nome_prodotto: 'Termoventilatore ceramico' });
    await review(stufa, 'pubblicata', '=Stufa Ecoforest; la prova "vera"');
    const guide = await k
      .insertInto('guides')
      .values({ titolo: 'Come scegliere una stufa', contenuto: '<p>x</p>', stato: 'pubblicata', created_at: nowIso(), updated_at: nowIso(), published_at: nowIso() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const slug = `gelo-in-arrivo-${seq}`;
    await k
      .insertInto('news')
      .values({ titolo: 'Gelo in arrivo', slug, sommario: 's', contenuto: '', stato: 'pubblicata', created_at: nowIso(), updated_at: nowIso() } as never)
      .execute();
    const [d1, d2, d3] = ['2031-03-01', '2031-03-02', '2031-03-03'];
    await k
      .insertInto('page_views')
      .values([
        { giorno: d1, percorso: `/articolo/${stufa}`, visite: 40 },
        { giorno: d3, percorso: `/articolo/${stufa}`, visite: 10 },
        { giorno: d1, percorso: `/guida/${guide.id}`, visite: 30 },
        { giorno: d3, percorso: `/notizie/${slug}`, visite: 20 },
        { giorno: d3, percorso: '/prodotti', visite: 5 },
        { giorno: d3, percorso: '/articolo/987654', visite: 1 },
        { giorno: '2031-03-04', percorso: '/prodotti', visite: 1000 },
      ])
      .execute();
    await k
      .insertInto('link_clicks')
      .values([
        { giorno: d1, percorso: `/articolo/${stufa}`, id_prodotto: stufa, clic: 3, blocco: 'prodotto' },
        { giorno: d1, percorso: `/articolo/${stufa}`, id_prodotto: stufa, clic: 1, blocco: 'testo' },
        { giorno: d3, percorso: `/articolo/${stufa}`, id_prodotto: stufa, clic: 1, blocco: 'pulsante' },
        { giorno: d1, percorso: `/guida/${guide.id}`, id_prodotto: stufa, clic: 2, blocco: 'pulsante' },
        { giorno: d1, percorso: `/guida/${guide.id}`, id_prodotto: termo, clic: 9, blocco: 'confronto' },
        { giorno: '2031-02-28', percorso: '/prodotti', id_prodotto: termo, clic: 100, blocco: 'pulsante' },
      ])
      .execute();
    await k.insertInto('visitor_counts').values({ giorno: d1, visitatori: 33 }).execute();
    await k
      .insertInto('block_views')
      .values([
        { giorno: d1, blocco: 'prodotto', visite: 30 },
        { giorno: d3, blocco: 'prodotto', visite: 10 },
        { giorno: d1, blocco: 'pulsante', visite: 60 },
        { giorno: d2, blocco: 'testo', visite: 8 },
        { giorno: '2031-03-04', blocco: 'testo', visite: 500 },
      ])
      .execute();

    const res = await staffGet(`/api/statistiche?da=${d1}&a=${d3}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      giorni: [
        { data: d1, visite: 70, clic: 15, visitatori: 33 },
        { data: d2, visite: 0, clic: 0, visitatori: 0 },
        { data: d3, visite: 36, clic: 1, visitatori: 0 },
      ],
      prodotti: [
        { id: termo, nome: 'Termoventilatore ceramico', clic: 9 },
        { id: stufa, nome: 'Stufa Ecoforest', clic: 7 },
      ],
      pagine: [
        {
          percorso: `/articolo/${stufa}`,
          titolo: '=Stufa Ecoforest; la prova "vera"',
          visite: 50,
          clic: 5,
          clic_per_posizione: { prodotto: 3, confronto: 0, pulsante: 1, testo: 1 },
        },
        { percorso: `/guida/${guide.id}`, titolo: 'Come scegliere una stufa', visite: 30, clic: 11, clic_per_posizione: { prodotto: 0, confronto: 9, pulsante: 2, testo: 0 } },
        { percorso: `/notizie/${slug}`, titolo: 'Gelo in arrivo', visite: 20, clic: 0, clic_per_posizione: { prodotto: 0, confronto: 0, pulsante: 0, testo: 0 } },
        { percorso: '/prodotti', titolo: null, visite: 5, clic: 0, clic_per_posizione: { prodotto: 0, confronto: 0, pulsante: 0, testo: 0 } },
        { percorso: '/articolo/987654', titolo: null, visite: 1, clic: 0, clic_per_posizione: { prodotto: 0, confronto: 0, pulsante: 0, testo: 0 } },
      ],
      posizioni: [
        { blocco: 'prodotto', clic: 3, visualizzazioni: 40, ctr: 3 / 40 },
        { blocco: 'confronto', clic: 9, visualizzazioni: 0, ctr: null },
        { blocco: 'pulsante', clic: 3, visualizzazioni: 60, ctr: 0.05 },
        { blocco: 'testo', clic: 1, visualizzazioni: 8, ctr: 0.125 },
      ],
    });

    const csv = await staffGet(`/api/statistiche/csv?da=${d1}&a=${d3}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="statistiche-${d1}-${d3}.csv"`);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'data;visite;clic;visitatori',
      `${d1};70;15;33`,
      `${d2};0;0;0`,
      `${d3};36;1;0`,
      '',
      'pagina;titolo;visite;clic;clic per visita (%);clic box prodotto;clic tabella di confronto;clic pulsante;clic link nel testo',
      // A title starting with = is not a formula for the spreadsheet; ; and " are quoted.
      `/articolo/${stufa};"'=Stufa Ecoforest; la prova ""vera""";50;5;10,0;3;0;1;1`,
      `/guida/${guide.id};Come scegliere una stufa;30;11;36,7;0;9;2;0`,
      `/notizie/${slug};Gelo in arrivo;20;0;0,0;0;0;0;0`,
      '/prodotti;;5;0;0,0;0;0;0;0',
      '/articolo/987654;;1;0;0,0;0;0;0;0',
      '',
      'id prodotto;prodotto;clic',
      `${termo};Termoventilatore ceramico;9`,
      `${stufa};Stufa Ecoforest;7`,
      '',
      'posizione;clic;visualizzazioni;percentuale di clic (%)',
      'Box prodotto;3;40;7,5',
      'Tabella di confronto;9;0;',
      'Pulsante;3;60;5,0',
      'Link nel testo;1;8;12,5',
      '',
    ]);
  });
});

describe('Panoramica', () => {
  const overview = async () => {
    const res = await staffGet('/api/panoramica');
    expect(res.statusCode).toBe(200);
    return res.json() as Overview;
  };
  const checksOf = async (id: number) => (await overview()).da_controllare.filter((c) => c.id_prodotto === id);
  const hoursAgo = (h: number) => new Date(t.clock.nowMs() - h * 3_600_000).toISOString();

  it('shows the views and clicks of the last 7 days', async () => {
    const before = (await overview()).statistiche;
    const id = await product();
    await t.db.kysely
      .insertInto('page_views')
      .values([
        { giorno: today(), percorso: '/panoramica-prova', visite: 7 },
        { giorno: addDays(today(), -6), percorso: '/panoramica-prova', visite: 3 },
        { giorno: addDays(today(), -7), percorso: '/panoramica-prova', visite: 500 },
      ])
      .execute();
    await t.db.kysely
      .insertInto('link_clicks')
      .values([
        { giorno: today(), percorso: '/panoramica-prova', id_prodotto: id, clic: 2, blocco: 'pulsante' },
        { giorno: addDays(today(), -8), percorso: '/panoramica-prova', id_prodotto: id, clic: 50, blocco: 'pulsante' },
      ])
      .execute();
    expect((await overview()).statistiche).toEqual({ visite: before.visite + 10, clic: before.clic + 2 });
  });

  it('lists unavailable products and those Amazon no longer has', async () => {
    const gone = await product({ disponibile: 0, dati_aggiornati_at: '2026-03-12T10:00:00.000Z' });
    const available = await product({ disponibile: 1 });
    const missing = await product({ asin: 'B0MANCANTE', aggiornamento_fallito_at: '2026-03-14T09:00:00.000Z', aggiornamento_errore: AMAZON_MSG.notFound });
    const captcha = await product({ aggiornamento_fallito_at: nowIso(), aggiornamento_errore: AMAZON_MSG.captcha });
    expect(await checksOf(gone)).toEqual([
      {
        motivo: 'non_disponibile',
        id_prodotto: gone,
        nome: expect.stringMatching(/^Stufa di prova/),
        dettaglio: 'Amazon lo indica come non disponibile (controllo del 12 marzo 2026).',
      },
    ]);
    expect(await checksOf(available)).toEqual([]);
    expect(await checksOf(missing)).toEqual([
      {
        motivo: 'non_trovato',
        id_prodotto: missing,
        nome: expect.any(String),
        dettaglio: 'Amazon non ha una pagina per l’ASIN B0MANCANTE (tentativo del 14 marzo 2026): controlla il codice o sostituisci il prodotto.',
      },
    ]);
    expect(await checksOf(captcha)).toEqual([]);
  });

  it('lists prices that rose more than 20 % against a week before', async () => {
    const reading = (id: number, prezzo: number | null, at: string) =>
      t.db.kysely
        .insertInto('product_prices')
        .values({ id_prodotto: id, prezzo_originale: prezzo, prezzo_scontato: null, valutazione: null, disponibile: 1, rilevato_at: at })
        .execute();
    const rose = await product({ prezzo_originale: 30, prezzo_scontato: 27, prezzo_aggiornato_at: hoursAgo(1) });
    await reading(rose, 20, hoursAgo(24 * 8));
    await reading(rose, 26, hoursAgo(24 * 3)); // within the week: not the comparison
    const steady = await product({ prezzo_originale: 23.9, prezzo_aggiornato_at: hoursAgo(1) });
    await reading(steady, 20, hoursAgo(24 * 7 + 1));
    const newcomer = await product({ prezzo_originale: 90, prezzo_aggiornato_at: hoursAgo(1) });
    await reading(newcomer, 20, hoursAgo(24 * 2)); // no reading a week old
    const longAgo = await product({ prezzo_originale: 50, prezzo_aggiornato_at: hoursAgo(1) });
    await reading(longAgo, 40, '2026-01-05T10:00:00.000Z');
    await reading(longAgo, null, hoursAgo(24 * 10)); // a reading without a price is skipped

    expect(await checksOf(rose)).toEqual([
      { motivo: 'prezzo_aumentato', id_prodotto: rose, nome: expect.any(String), dettaglio: 'Prezzo salito del 35 % in una settimana: da 20,00 € a 27,00 €.' },
    ]);
    expect(await checksOf(steady)).toEqual([]);
    expect(await checksOf(newcomer)).toEqual([]);
    expect(await checksOf(longAgo)).toEqual([
      { motivo: 'prezzo_aumentato', id_prodotto: longAgo, nome: expect.any(String), dettaglio: 'Prezzo salito del 25 % dal 5 gennaio 2026: da 40,00 € a 50,00 €.' },
    ]);
  });

  it('lists products clicked in the last 30 days without a published review', async () => {
    const draft = await product();
    await review(draft, 'bozza');
    const none = await product();
    const published = await product({ prezzo_originale: 10, prezzo_aggiornato_at: hoursAgo(1) });
    await review(published, 'pubblicata');
    const old = await product();
    await t.db.kysely
      .insertInto('link_clicks')
      .values([
        { giorno: today(), percorso: '/prodotti', id_prodotto: draft, clic: 3, blocco: 'pulsante' },
        { giorno: addDays(today(), -29), percorso: '/guide', id_prodotto: draft, clic: 9, blocco: 'pulsante' },
        { giorno: addDays(today(), -2), percorso: '/prodotti', id_prodotto: none, clic: 1, blocco: 'pulsante' },
        { giorno: today(), percorso: '/prodotti', id_prodotto: published, clic: 8, blocco: 'pulsante' },
        { giorno: addDays(today(), -30), percorso: '/prodotti', id_prodotto: old, clic: 8, blocco: 'pulsante' },
      ])
      .execute();
    expect(await checksOf(draft)).toEqual([
      { motivo: 'clic_senza_recensione', id_prodotto: draft, nome: expect.any(String), dettaglio: '12 clic su Amazon negli ultimi 30 giorni, ma nessuna recensione pubblicata.' },
    ]);
    expect((await checksOf(none))[0]!.dettaglio).toBe('1 clic su Amazon negli ultimi 30 giorni, ma nessuna recensione pubblicata.');
    expect(await checksOf(published)).toEqual([]);
    expect(await checksOf(old)).toEqual([]);
  });

  it('lists published reviews whose product has shown no price for more than 24 hours', async () => {
    const reading = (id: number, prezzo: number | null, at: string) =>
      t.db.kysely
        .insertInto('product_prices')
        .values({ id_prodotto: id, prezzo_originale: prezzo, prezzo_scontato: null, valutazione: null, disponibile: 1, rilevato_at: at })
        .execute();
    // No price any more; the last reading with one was on 10 March.
    const lost = await product({ created_at: '2026-01-01T00:00:00.000Z' });
    await review(lost, 'pubblicata');
    await reading(lost, 19.9, '2026-03-10T08:00:00.000Z');
    await reading(lost, null, hoursAgo(2));
    // A price read 30 hours ago: hidden on the public pages since 6 hours, past the refresh.
    const stale = await product({ prezzo_originale: 15, prezzo_aggiornato_at: hoursAgo(30) });
    await review(stale, 'pubblicata');
    // Never had a price, for days.
    const never = await product({ created_at: hoursAgo(72) });
    await review(never, 'pubblicata');
    // Not listed: a fresh price; a draft review; a price lost 3 hours ago; a product added an hour ago.
    const fresh = await product({ prezzo_originale: 15, prezzo_aggiornato_at: hoursAgo(3) });
    await review(fresh, 'pubblicata');
    const draft = await product({ created_at: hoursAgo(100) });
    await review(draft, 'bozza');
    const recent = await product({ created_at: hoursAgo(100) });
    await review(recent, 'pubblicata');
    await reading(recent, 12, hoursAgo(3));
    const added = await product({ created_at: hoursAgo(1) });
    await review(added, 'pubblicata');

    expect(await checksOf(lost)).toEqual([
      {
        motivo: 'prezzo_perso',
        id_prodotto: lost,
        nome: expect.any(String),
        dettaglio: 'La recensione pubblicata non mostra un prezzo: l’ultimo prezzo letto da Amazon risale al 10 marzo 2026.',
      },
    ]);
    expect((await checksOf(stale)).map((c) => c.motivo)).toEqual(['prezzo_perso']);
    expect(await checksOf(never)).toEqual([
      { motivo: 'prezzo_perso', id_prodotto: never, nome: expect.any(String), dettaglio: 'La recensione pubblicata non mostra un prezzo: nessun prezzo letto da Amazon.' },
    ]);
    for (const id of [fresh, draft, recent, added]) expect(await checksOf(id), String(id)).toEqual([]);
  });
});
