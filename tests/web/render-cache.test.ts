import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SQLITE_RECHECK_MS } from '../../server/db/content-changes.ts';
import { ANONYMOUS } from '../../server/domain/visibility.ts';
import { JSON_PAGE_ROWS } from '../../server/http/json-pages.ts';
import { inlineScriptHashes } from '../../server/http/render-cache-entry.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { createTestWebServer, decodeBody, type TestWebServer } from '../helpers/web.ts';

/**
 * The render cache of the public pages on the production build with the demo
 * content: hits and 304s for visitors, the compressed forms, hashes instead of a shared nonce in
 * the CSP, never for staff, and invalidation exactly when what a page shows changes — through
 * the API, and through a write it did not see (a price refresh job, another process).
 */

let s: TestWebServer;
let cookie = '';
/**
 * The clock of the content versions: it moves only when a test moves it, so a write made outside
 * any request is seen exactly when the test says the recheck is due, never by luck before or after.
 */
let contentNow = 1_000_000;

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' }, { contentClock: () => contentNow });
  cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.60.0.1' }));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
const staff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  s.app.inject({ method, url, headers: { cookie, origin: s.services.config.siteUrl }, ...(payload ? { payload } : {}) });
const decode = decodeBody;
describe('for anonymous visitors', () => {
  it('renders once, then serves the same page with an ETag, in brotli, gzip or plain, and answers 304 to a revalidation', async () => {
    const first = await get('/guide', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-render-cache']).toBe('miss');
    const second = await get('/guide', { 'accept-encoding': 'br' });
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    const etag = String(second.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const html = decode(second);
    expect(html).toContain('</html>');
    const gz = await get('/guide', { 'accept-encoding': 'gzip, deflate' });
    expect([gz.headers['content-encoding'], decode(gz)]).toEqual(['gzip', html]);
    const plain = await get('/guide');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, html]);
    const revalidated = await get('/guide', { 'if-none-match': etag });
    expect([revalidated.statusCode, revalidated.body, revalidated.headers.etag]).toEqual([304, '', etag]);
    expect(String(revalidated.headers['cache-control'])).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('a shared page has no inline script to allow: never a nonce every visitor sees, only the site’s own script files', async () => {
    await get('/notizie');
    const res = await get('/notizie');
    expect(res.headers['x-render-cache']).toBe('hit');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '))!;
    expect(scriptSrc).toBe("script-src 'self'");
    // Public pages are never hydrated (decision 0035): their only scripts are files of the site.
    expect(inlineScriptHashes(res.body)).toEqual([]);
    expect(res.body).toMatch(/<script type="module" src="\/assets\/enhance-search-[\w-]+\.js">/);
  });

  it('keeps error pages, unknown pages, the login and the dashboard out of it', async () => {
    for (const url of ['/pagina-che-non-esiste', '/login', '/dashboard']) {
      await get(url);
      expect((await get(url)).headers['x-render-cache'], url).toBeUndefined();
    }
    // A missing review: rendered each time (404), never stored.
    await get('/articolo/999998');
    const missing = await get('/articolo/999998');
    expect([missing.statusCode, missing.headers['x-render-cache'], missing.headers.etag]).toEqual([404, 'miss', undefined]);
  });
});

describe('pages rendered while something failed', () => {
  it('are answered with their error state but never kept', async () => {
    await get('/guide');
    await sql`alter table guides rename to guides_fuori_servizio`.execute(s.db.kysely);
    try {
      // The home page shows the guides section's error; nothing of it is stored.
      const degraded = await get('/');
      expect(degraded.statusCode).toBe(200);
      expect(degraded.headers['cache-control']).toBe('no-store');
      expect((await get('/')).headers['x-render-cache']).toBe('miss');
    } finally {
      await sql`alter table guides_fuori_servizio rename to guides`.execute(s.db.kysely);
    }
    const healthy = await get('/');
    expect(healthy.headers['x-render-cache']).toBe('miss');
    expect((await get('/')).headers['x-render-cache']).toBe('hit');
  });
});

describe('one-off addresses', () => {
  it('a parameter no page reads changes nothing: the page of the canonical address answers, and nothing new is kept; a search is never kept', async () => {
    for (const [url, canonical] of [
      ['/notizie?utm_source=x', '/notizie'],
      ['/guide?nocache=1741000000000', '/guide'],
      ['/prodotti?utm_medium=social&pagina=1&fbclid=abc', '/prodotti?pagina=1'],
    ]) {
      await get(canonical!);
      const res = await get(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-render-cache'], url).toBe('hit');
      expect(res.body, url).toBe((await get(canonical!)).body);
    }
    // A search text is read by the list: answered, filtered, never kept.
    for (let i = 0; i < 2; i++) {
      const search = await get('/prodotti?q=torcia&utm_source=x');
      expect([search.statusCode, search.headers['x-render-cache']]).toEqual([200, undefined]);
      expect(search.body).toContain('value="torcia"');
    }
    await get('/prodotti');
    const before = s.app.renderCache!.size.entries;
    for (let i = 0; i < 20; i++) await get(`/prodotti?giro=${i}`);
    expect(s.app.renderCache!.size.entries).toBe(before);
    // A list page and its category stay cacheable, whatever the order of their parameters.
    await get('/prodotti?pagina=1&categoria=1');
    expect((await get('/prodotti?categoria=1&pagina=1')).headers['x-render-cache']).toBe('hit');
  });
});

describe('for logged-in staff', () => {
  it('never serves or stores a cached page', async () => {
    await get('/chi-siamo');
    expect((await get('/chi-siamo')).headers['x-render-cache']).toBe('hit');
    const res = await get('/chi-siamo', { cookie });
    expect(res.headers['x-render-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('invalidation', () => {
  it('a published news item drops the pages that show news, and only those', async () => {
    for (const url of ['/notizie', '/', '/chi-siamo', '/prodotti']) await get(url);
    for (const url of ['/notizie', '/', '/chi-siamo', '/prodotti']) expect((await get(url)).headers['x-render-cache'], url).toBe('hit');
    const created = await staff('POST', '/api/notizie', {
      titolo: 'Esercitazione regionale di protezione civile',
      sommario: 'Prove di evacuazione in tutta la regione.',
      stato: 'bozza',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    // A draft is a write to the news table too: the news pages render again (and still hide it).
    const afterDraft = await get('/notizie');
    expect(afterDraft.headers['x-render-cache']).toBe('miss');
    expect(afterDraft.body).not.toContain('Esercitazione regionale');
    expect((await staff('POST', `/api/notizie/${id}/pubblica`)).statusCode).toBe(200);
    const list = await get('/notizie');
    expect(list.headers['x-render-cache']).toBe('miss');
    expect(list.body).toContain('Esercitazione regionale di protezione civile');
    expect((await get('/')).headers['x-render-cache']).toBe('miss');
    // The About page and the products do not show news: still served from the cache.
    expect((await get('/chi-siamo')).headers['x-render-cache']).toBe('hit');
    expect((await get('/prodotti')).headers['x-render-cache']).toBe('hit');
    expect((await staff('DELETE', `/api/notizie/${id}`)).statusCode).toBe(204);
    expect((await get('/notizie')).body).not.toContain('Esercitazione regionale');
  });

  it('a price written outside any request (the refresh job, another process) shows within a second', async () => {
    const [review] = await s.services.reviews.list(ANONYMOUS, { stato: 'pubblicata' });
    const url = `/articolo/${review!.id_prodotto}`;
    await get(url);
    expect((await get(url)).headers['x-render-cache']).toBe('hit');
    // Stamped as the refresh job stamps it: by the services' clock. The page judges a price's age
    // by the time it renders at (common/price-freshness.ts): the same instant here.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(s.services.clock.now());
    onTestFinished(() => void vi.useRealTimers());
    await s.db.kysely.updateTable('products').set({ prezzo_scontato: 987.65, prezzo_aggiornato_at: s.services.clock.nowIso() }).where('id', '=', review!.id_prodotto).execute();
    // A second later (by the clock the versions are read with), the next visitor gets the new price.
    contentNow += SQLITE_RECHECK_MS;
    const res = await get(url);
    expect(res.headers['x-render-cache']).toBe('miss');
    expect(res.body).toContain('987,65');
  });

  it('the About text saved in the dashboard shows at once', async () => {
    await get('/chi-siamo');
    const about = await s.services.about.get();
    const saved = await staff('PUT', `/api/chi-siamo/${about?.id ?? 1}`, { contenuto: '<p>Siamo una piccola redazione di Bologna.</p>' });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const res = await get('/chi-siamo');
    expect(res.headers['x-render-cache']).toBe('miss');
    expect(res.body).toContain('Siamo una piccola redazione di Bologna.');
  });
});

describe('the public list APIs', () => {
  it('answer anonymous clients from one stored body with an ETag and its compressed forms, the same JSON as the handler', async () => {
    const staffList = await get('/api/prodotti', { cookie });
    expect(staffList.headers['x-render-cache']).toBeUndefined();
    const first = await get('/api/prodotti');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const second = await get('/api/prodotti', { 'accept-encoding': 'br' });
    expect(second.headers['x-render-cache']).toBe('hit');
    const products = JSON.parse(decode(second)) as Array<{ id: number; aggiornamento_errore: unknown }>;
    expect(products).toEqual(first.json());
    expect(products.map((p) => p.id)).toEqual(staffList.json<Array<{ id: number }>>().map((p) => p.id));
    // What staff alone may read is not in the shared answer.
    expect(products.every((p) => p.aggiornamento_errore === null)).toBe(true);
    const revalidated = await get('/api/prodotti', { 'if-none-match': String(second.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    for (const url of ['/api/recensioni?stato=pubblicata&limit=20', '/api/guide', '/api/notizie?limit=5&offset=1', '/api/categorie-prodotti']) {
      await get(url);
      expect((await get(url)).headers['x-render-cache'], url).toBe('hit');
    }
  });

  it('never keep a search, an error or what staff see; an unknown parameter is the same answer', async () => {
    for (const url of ['/api/notizie?q=allerta', '/api/prodotti?limit=abc']) {
      await get(url);
      expect((await get(url)).headers['x-render-cache'], url).toBeUndefined();
    }
    await get('/api/prodotti?limit=5');
    const unknown = await get('/api/prodotti?x=1&limit=5');
    expect(unknown.headers['x-render-cache']).toBe('hit');
    expect(unknown.body).toBe((await get('/api/prodotti?limit=5')).body);
    expect((await get('/api/prodotti?limit=abc')).statusCode).toBe(400);
    const drafts = await get('/api/recensioni?stato=bozza', { cookie });
    expect(drafts.headers['x-render-cache']).toBeUndefined();
    const anonymous = await get('/api/recensioni?stato=bozza');
    expect(anonymous.json<Array<{ stato: string }>>().every((r) => r.stato === 'pubblicata')).toBe(true);
  });

  it('show a write at once', async () => {
    const before = await get('/api/prodotti?limit=200');
    await get('/api/prodotti?limit=200');
    const [first] = before.json<Array<{ id: number; nome_visualizzato: string | null }>>();
    const saved = await staff('PUT', `/api/prodotti/${first!.id}`, { nome_visualizzato: 'Torcia ricaricabile da cache' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await get('/api/prodotti?limit=200');
    expect(after.headers['x-render-cache']).toBe('miss');
    expect(after.body).toContain('Torcia ricaricabile da cache');
  });
});

describe('a page past two thirds of its age', () => {
  it('is answered at once and rendered again in the background, the render outliving the visitor’s connection', async () => {
    const address = await s.app.listen({ port: 0, host: '127.0.0.1' });
    await get('/guide');
    const cache = s.app.renderCache!;
    // Ten minutes is the age of a page without prices: this one was stored nine minutes ago.
    const old = cache.peek('/guide')!;
    old.storedAt -= 9 * 60_000;
    const { stores, refreshFailures } = cache.stats;
    const res = await fetch(`${address}/guide`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('x-render-cache')).toBe('stale');
    expect(await res.text()).toContain('</html>');
    // The answer is complete and the visitor gone; the render started for it ends after that.
    await cache.settled();
    expect(cache.stats.stores).toBe(stores + 1);
    expect(cache.stats.refreshFailures).toBe(refreshFailures);
    // A new entry, fresh: the next visitor gets it as a hit, not the nine-minute-old one.
    expect(cache.peek('/guide')).not.toBe(old);
    expect((await get('/guide')).headers['x-render-cache']).toBe('hit');
  });
});

describe('a list longer than a page of rows', () => {
  it('is streamed from the database, stored as it comes, and answered byte for byte in every encoding', async () => {
    const { id: _id, ...model } = await s.db.kysely.selectFrom('products').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const copies = Array.from({ length: 4 * JSON_PAGE_ROWS + 37 }, (_, i) => ({
      ...model,
      asin: `BZ${String(i).padStart(8, '0')}`,
      nome_prodotto: `${model.nome_prodotto} (copia ${i + 1}) ${'descrizione '.repeat(60)}`,
    }));
    for (let i = 0; i < copies.length; i += 100)
      await s.db.kysely
        .insertInto('products')
        .values(copies.slice(i, i + 100))
        .execute();
    // Written outside any request: the cache would learn of it only once its recheck is due (by
    // the content clock, which this test leaves alone). Told here, as a write through the API
    // tells it.
    s.services.contentChanges.touched();
    const total = Number(
      (
        await s.db.kysely
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const staffList = await get('/api/prodotti', { cookie });
    expect(staffList.statusCode).toBe(200);
    expect(staffList.json<unknown[]>()).toHaveLength(total);

    const plain = (await get('/api/prodotti')).body;
    expect(JSON.parse(plain)).toHaveLength(total);
    expect(Buffer.byteLength(plain)).toBeGreaterThan(2 * 1024 * 1024);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/api/prodotti', { 'accept-encoding': encoding });
      expect(res.headers['x-render-cache'], encoding).toBe('hit');
      expect(res.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      expect(Number(res.headers['content-length']), encoding).toBe(res.rawPayload.byteLength);
      expect(decode(res), encoding).toBe(plain);
    }
    const etag = String((await get('/api/prodotti')).headers.etag);
    expect(etag).toBe(`W/"${createHash('sha1').update(plain).digest('base64url')}"`);
    expect((await get('/api/prodotti', { 'if-none-match': etag })).statusCode).toBe(304);
    const head = await s.app.inject({ method: 'HEAD', url: '/api/prodotti' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('bounded memory', () => {
  it('keeps the cache under its size, dropping the least recently used pages', async () => {
    const cache = s.app.renderCache!;
    for (let i = 0; i < 30; i++) await get(`/prodotti?categoria=${i}`);
    const { bytes, entries } = cache.size;
    expect(entries).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(s.services.config.renderCacheMb * 1024 * 1024);
  });
});
