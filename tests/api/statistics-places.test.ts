import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLICK_PLACES, type ClickPlace } from '../../common/content-blocks.ts';
import { clickPlacesIn, clickReportUrl } from '../../common/stats.ts';
import { MIGRATIONS, withMigrationLock } from '../../server/db/migrate.ts';
import { CLICK_RATE_LIMIT, StatisticsService, VIEW_RATE_LIMIT } from '../../server/domain/statistics.ts';
import { utcDay } from '../../server/domain/statistics-report.ts';
import { createTestApp, createTestDb, login, openSameDb, type TestApp } from '../helpers/app.ts';

/**
 * Clicks by place (decision 0058), on SQLite and PostgreSQL: `blocco` of POST /api/clic stored
 * per day, page, product and place; the impressions of each place a counted view showed; the
 * places' click-through rate in GET /api/statistiche and its CSV; migration 024 on rows counted before.
 */

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SECRET = 'test-secret-test-secret-test-secret-0123';

let t: TestApp;
let cookie = '';
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await login(t, undefined, '10.27.0.1');
});
afterAll(async () => {
  await t?.close();
});

const today = () => utcDay(t.clock.nowMs());
const nowIso = () => t.clock.nowIso();

async function product(): Promise<number> {
  seq++;
  const row = await t.db.kysely
    .insertInto('products')
    .values({ nome_prodotto: `Torcia di prova ${seq}`, asin: `B0PLAC${String(seq).padStart(4, '0')}`, created_at: nowIso(), updated_at: nowIso() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const click = (url: string, ip = '203.0.113.30') =>
  t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { 'user-agent': BROWSER, 'content-type': 'text/ping' }, payload: 'PING' });

const clicksOf = async (id: number) =>
  (await t.db.kysely.selectFrom('link_clicks').select(['percorso', 'blocco', 'clic']).where('id_prodotto', '=', id).orderBy('percorso').orderBy('blocco').execute()).map((r) => ({
    ...r,
    clic: Number(r.clic),
  }));

const blockViews = async (day = today()) => {
  const rows = await t.db.kysely.selectFrom('block_views').select(['blocco', 'visite']).where('giorno', '=', day).execute();
  return Object.fromEntries(rows.map((r) => [r.blocco, Number(r.visite)])) as Partial<Record<ClickPlace, number>>;
};

/** A click report address as it stands in an HTML attribute (`&` written `&amp;`). */
const inAttribute = (id: number, path: string, place: ClickPlace) => clickReportUrl(id, path, place).replaceAll('&', '&amp;');

describe('POST /api/clic with blocco', () => {
  it('stores each click with its place, per day, page and product, and reports it per place', async () => {
    const id = await product();
    const page = '/prodotti';
    const sent: [ClickPlace, number][] = [
      ['prodotto', 3],
      ['confronto', 2],
      ['pulsante', 1],
      ['testo', 4],
    ];
    for (const [place, n] of sent) for (let i = 0; i < n; i++) expect((await click(clickReportUrl(id, page, place))).statusCode).toBe(204);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([
      { percorso: page, blocco: 'confronto', clic: 2 },
      { percorso: page, blocco: 'prodotto', clic: 3 },
      { percorso: page, blocco: 'pulsante', clic: 1 },
      { percorso: page, blocco: 'testo', clic: 4 },
    ]);
    // A second write adds into the same rows.
    expect((await click(clickReportUrl(id, page, 'testo'))).statusCode).toBe(204);
    await t.services.statistics.flush();
    expect((await clicksOf(id)).find((r) => r.blocco === 'testo')?.clic).toBe(5);

    // The pages are listed by views: this one was seen once.
    await t.db.kysely.insertInto('page_views').values({ giorno: today(), percorso: page, visite: 1 }).execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/statistiche?da=${today()}&a=${today()}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.posizioni.map((p: { blocco: string }) => p.blocco)).toEqual([...CLICK_PLACES]);
    const row = answer.pagine.find((p: { percorso: string }) => p.percorso === page);
    expect(row.clic_per_posizione).toEqual({ prodotto: 3, confronto: 2, pulsante: 1, testo: 5 });
    expect(row.clic).toBe(11);
    expect(answer.prodotti.find((p: { id: number }) => p.id === id).clic).toBe(11);
  });

  it('counts a report without blocco (a page cached before places were reported) as the product button', async () => {
    const id = await product();
    const res = await click(`/api/clic?p=${id}&da=${encodeURIComponent('/guide')}`);
    expect(res.statusCode).toBe(204);
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([{ percorso: '/guide', blocco: 'pulsante', clic: 1 }]);
  });

  it('refuses a blocco that is no place with 400 and an Italian message, and counts nothing', async () => {
    const id = await product();
    const base = `/api/clic?p=${id}&da=${encodeURIComponent('/guide')}`;
    for (const value of ['', 'immagine', 'PRODOTTO', 'box', 'testo ', '1', 'prodotto&blocco=testo']) {
      const url = value.includes('&') ? `${base}&blocco=${value}` : `${base}&blocco=${encodeURIComponent(value)}`;
      const res = await click(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toBe('Posizione non valida: «blocco» deve essere prodotto, confronto, pulsante o testo.');
    }
    await t.services.statistics.flush();
    expect(await clicksOf(id)).toEqual([]);
  });

  it('counts each click once, at its own place, and the per-client limit counts every place together', async () => {
    const id = await product();
    const stats = new StatisticsService(t.db, { secret: SECRET, clock: t.clock });
    for (const place of CLICK_PLACES) stats.recordClick(id, '/notizie', place, 'rete-uno');
    // Past the limit, whatever the place: answered, not counted.
    for (let i = 0; i < CLICK_RATE_LIMIT.max; i++) stats.recordClick(id, '/guide', CLICK_PLACES[i % CLICK_PLACES.length]!, 'rete-uno');
    await stats.flush();
    const rows = await clicksOf(id);
    expect(rows.filter((r) => r.percorso === '/notizie')).toEqual(
      CLICK_PLACES.map((blocco) => ({ percorso: '/notizie', blocco, clic: 1 })).sort((a, b) => (a.blocco < b.blocco ? -1 : 1)),
    );
    expect(rows.filter((r) => r.percorso === '/guide').reduce((n, r) => n + r.clic, 0)).toBe(CLICK_RATE_LIMIT.max - CLICK_PLACES.length);
  });
});

describe('impressions of the places a page shows', () => {
  it('reads the places from the click report addresses of the HTML, `&amp;` or not, each once, in CLICK_PLACES order', () => {
    const html = [
      `<a href="https://www.amazon.it/dp/B0X" ping="${inAttribute(3, '/guida/7', 'testo')}" data-clic="${inAttribute(3, '/guida/7', 'testo')}">x</a>`,
      `<figure><a ping="${inAttribute(4, '/guida/7', 'prodotto')}">Ordina</a></figure>`,
      `<a ping="${clickReportUrl(5, '/guida/7', 'testo')}">y</a>`,
      // Not a click report: the word alone, or another address.
      '<p>blocco=confronto</p><a href="/altro?blocco=pulsante">z</a>',
    ].join('');
    expect(clickPlacesIn(html)).toEqual(['prodotto', 'testo']);
    expect(clickPlacesIn('<p>Nessun link</p>')).toEqual([]);
  });

  it('counts one impression per counted view and place present: a page with a box and links in the text adds to both', async () => {
    const stats = new StatisticsService(t.db, { secret: SECRET, clock: t.clock });
    const before = await blockViews();
    const html = `<p>Testo <a ping="${inAttribute(1, '/guida/1', 'testo')}">link</a> e <a ping="${inAttribute(2, '/guida/1', 'testo')}">altro</a></p><figure><a ping="${inAttribute(1, '/guida/1', 'prodotto')}">box</a></figure>`;
    const places = clickPlacesIn(html);
    expect(places).toEqual(['prodotto', 'testo']);
    for (let i = 0; i < 3; i++) expect(stats.recordView('/guida/1', `lettore-${i}`, places)).toBe(true);
    // A page without click reports adds a view and no impression.
    stats.recordView('/chi-siamo', 'lettore-0', []);
    await stats.flush();
    const after = await blockViews();
    expect((after.prodotto ?? 0) - (before.prodotto ?? 0)).toBe(3);
    expect((after.testo ?? 0) - (before.testo ?? 0)).toBe(3);
    expect(after.confronto ?? 0).toBe(before.confronto ?? 0);
    expect(after.pulsante ?? 0).toBe(before.pulsante ?? 0);
  });

  it('a view past the per-client limit adds no impression either', async () => {
    const stats = new StatisticsService(t.db, { secret: SECRET, clock: t.clock });
    const before = await blockViews();
    let counted = 0;
    for (let i = 0; i < VIEW_RATE_LIMIT.max + 5; i++) if (stats.recordView('/prodotti', 'rete-affollata', ['pulsante'])) counted++;
    expect(counted).toBe(VIEW_RATE_LIMIT.max);
    await stats.flush();
    expect(((await blockViews()).pulsante ?? 0) - (before.pulsante ?? 0)).toBe(VIEW_RATE_LIMIT.max);
  });

  it('two instances add into the same rows, and a failed write keeps the impressions for the next', async () => {
    const stats = new StatisticsService(t.db, { secret: SECRET, clock: t.clock, logError: () => {} });
    const before = await blockViews();
    stats.recordView('/guide', 'chi-1', ['confronto']);
    await sql`alter table block_views rename to block_views_altrove`.execute(t.db.kysely);
    try {
      await expect(stats.flush()).rejects.toThrow();
    } finally {
      await sql`alter table block_views_altrove rename to block_views`.execute(t.db.kysely);
    }
    const otherDb = await openSameDb(t.db);
    try {
      const other = new StatisticsService(otherDb, { secret: SECRET, clock: t.clock });
      other.recordView('/guide', 'chi-2', ['confronto']);
      stats.recordView('/guide', 'chi-3', ['confronto']);
      if (t.kind === 'postgres') await Promise.all([other.flush(), stats.flush()]);
      else for (const s of [other, stats]) await s.flush();
    } finally {
      await otherDb.close();
    }
    expect(((await blockViews()).confronto ?? 0) - (before.confronto ?? 0)).toBe(3);
  });
});

describe('GET /api/statistiche posizioni', () => {
  it('gives every place in order with clicks ÷ views of pages showing it, null without views, within the period', async () => {
    const id = await product();
    const [d1, d2] = ['2032-05-01', '2032-05-02'];
    await t.db.kysely
      .insertInto('link_clicks')
      .values([
        { giorno: d1, percorso: '/prodotti', id_prodotto: id, blocco: 'prodotto', clic: 17 },
        { giorno: d2, percorso: '/guide', id_prodotto: id, blocco: 'prodotto', clic: 17 },
        { giorno: d2, percorso: '/guide', id_prodotto: id, blocco: 'testo', clic: 2 },
        // A click whose page showed no impression (counted before impressions were): no rate.
        { giorno: d2, percorso: '/guide', id_prodotto: id, blocco: 'pulsante', clic: 5 },
        { giorno: '2032-05-03', percorso: '/guide', id_prodotto: id, blocco: 'confronto', clic: 50 },
      ])
      .execute();
    await t.db.kysely
      .insertInto('block_views')
      .values([
        { giorno: d1, blocco: 'prodotto', visite: 600 },
        { giorno: d2, blocco: 'prodotto', visite: 400 },
        { giorno: d2, blocco: 'testo', visite: 3 },
        { giorno: d2, blocco: 'confronto', visite: 9 },
        { giorno: '2032-04-30', blocco: 'pulsante', visite: 1000 },
      ])
      .execute();
    const res = await t.app.inject({ method: 'GET', url: `/api/statistiche?da=${d1}&a=${d2}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().posizioni).toEqual([
      { blocco: 'prodotto', clic: 34, visualizzazioni: 1000, ctr: 0.034 },
      { blocco: 'confronto', clic: 0, visualizzazioni: 9, ctr: 0 },
      { blocco: 'pulsante', clic: 5, visualizzazioni: 0, ctr: null },
      { blocco: 'testo', clic: 2, visualizzazioni: 3, ctr: 2 / 3 },
    ]);
    const csv = await t.app.inject({ method: 'GET', url: `/api/statistiche/csv?da=${d1}&a=${d2}`, headers: { cookie } });
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const at = lines.indexOf('posizione;clic;visualizzazioni;percentuale di clic (%)');
    expect(lines.slice(at, at + 5)).toEqual([
      'posizione;clic;visualizzazioni;percentuale di clic (%)',
      'Box prodotto;34;1000;3,4',
      'Tabella di confronto;0;9;0,0',
      'Pulsante;5;0;',
      'Link nel testo;2;3;66,7',
    ]);
  });

  it('answers all four places at zero for an empty period', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/statistiche?da=2033-01-01&a=2033-01-07', headers: { cookie } });
    expect(res.json().posizioni).toEqual(CLICK_PLACES.map((blocco) => ({ blocco, clic: 0, visualizzazioni: 0, ctr: null })));
  });
});

describe('migration 024 (clicks by place)', () => {
  it('keeps the clicks counted before as the product button, adds block_views, and its down sums the places back', async () => {
    const test = await createTestDb();
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before migration 024, not today's types
      const db = test.db.kysely as unknown as Kysely<any>;
      const migrator = (last: string) =>
        new Migrator({
          db,
          provider: { getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).flatMap(([name, m]) => (name <= last ? [[name, m(test.db.dialect)]] : []))) },
          allowUnorderedMigrations: true,
          ...(test.db.dialect === 'postgres' ? { migrationTableSchema: test.db.schema } : {}),
        });
      const { error } = await withMigrationLock(db, test.db.dialect, () => migrator('022-presence').migrateToLatest());
      expect(error).toBeUndefined();
      const old = [
        { giorno: '2030-01-01', percorso: '/prodotti', id_prodotto: 1, clic: 4 },
        { giorno: '2030-01-01', percorso: '/guide', id_prodotto: 1, clic: 2 },
        { giorno: '2030-01-02', percorso: '/prodotti', id_prodotto: 2, clic: 7 },
      ];
      await db.insertInto('link_clicks').values(old).execute();
      // Up to 024 only (its down must undo the last one run):
      const up = await withMigrationLock(db, test.db.dialect, () => migrator('024-click-places').migrateToLatest());
      expect([up.error, up.results?.map((r) => r.migrationName)]).toEqual([undefined, ['023-media-library', '024-click-places']]);
      const rows = async () =>
        (await db.selectFrom('link_clicks').selectAll().orderBy('giorno').orderBy('percorso').orderBy('id_prodotto').execute()).map((r) => ({ ...r, clic: Number(r.clic) }));
      expect(await rows()).toEqual([...old].sort((a, b) => (a.giorno + a.percorso < b.giorno + b.percorso ? -1 : 1)).map((r) => ({ ...r, blocco: 'pulsante' })));
      // The new key: the same day, page and product at two places are two rows; the index is back.
      await db.insertInto('link_clicks').values({ giorno: '2030-01-01', percorso: '/prodotti', id_prodotto: 1, blocco: 'testo', clic: 3 }).execute();
      await expect(db.insertInto('link_clicks').values({ giorno: '2030-01-01', percorso: '/prodotti', id_prodotto: 1, blocco: 'testo', clic: 1 }).execute()).rejects.toThrow();
      await db.insertInto('block_views').values({ giorno: '2030-01-01', blocco: 'testo', visite: 5 }).execute();
      const indexes =
        test.db.dialect === 'postgres'
          ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'link_clicks' and schemaname = current_schema()`.execute(db)).rows
          : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'link_clicks'`.execute(db)).rows;
      expect(indexes.map((r) => r.name)).toContain('link_clicks_product_idx');
      // Down: one row per day, page and product again, the places summed; block_views gone.
      const down = migrator('024-click-places');
      const result = await withMigrationLock(db, test.db.dialect, () => down.migrateDown());
      expect(result.error).toBeUndefined();
      const back = (await db.selectFrom('link_clicks').selectAll().orderBy('giorno').orderBy('percorso').execute()).map((r) => ({ ...r, clic: Number(r.clic) }));
      expect(back).toEqual([
        { giorno: '2030-01-01', percorso: '/guide', id_prodotto: 1, clic: 2 },
        { giorno: '2030-01-01', percorso: '/prodotti', id_prodotto: 1, clic: 7 },
        { giorno: '2030-01-02', percorso: '/prodotti', id_prodotto: 2, clic: 7 },
      ]);
      const tables = (await db.introspection.getTables()).filter((tb) => test.db.dialect !== 'postgres' || tb.schema === test.db.schema).map((tb) => tb.name);
      expect(tables).toContain('link_clicks');
      expect(tables).not.toContain('block_views');
    } finally {
      await test.drop();
    }
  });
});
