import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, ADMIN } from '../helpers/app.ts';
import { looksItalian } from '../helpers/fuzz.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Every outside service at once (OpenAI, Amazon, Unsplash, the feeds and their article pages,
 * Google Trends) pointed at one hostile local server that resets connections, never answers,
 * answers 500, or answers garbage. For each behaviour, on the production build with the demo
 * content:
 * - every dashboard action that needs a service fails with an Italian sentence in `error`, a
 *   4xx/5xx status and within the time its configured timeout and retries allow;
 * - the public pages keep answering while those calls hang (each page well under a second, and
 *   before the slowest call gives up);
 * - nothing stored changes: the content tables are byte-for-byte what they were.
 */

type Mode = 'reset' | 'slow' | '500' | 'garbage';
let mode: Mode = 'reset';
const sockets = new Set<Socket>();
const hostile = http.createServer((req, res) => {
  if (mode === 'reset') {
    req.socket.destroy();
    return;
  }
  if (mode === 'slow') return; // holds the request until the caller gives up
  if (mode === '500') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    return;
  }
  const garbage = Buffer.concat([Buffer.from(')]}\'\n{"choices": [ <html><script>alert(1)</script>'), Buffer.from([0, 255, 254, 10, 13])]);
  res.writeHead(200, { 'content-type': /\/v1\/|photos|api\//.test(req.url ?? '') ? 'application/json' : 'text/html; charset=utf-8' }).end(garbage);
});
hostile.on('connection', (s) => {
  sockets.add(s);
  s.on('close', () => sockets.delete(s));
});

// Each service's time limit here, and the most its retries can add (attempts × timeout + backoffs).
const TIMEOUTS = { AMAZON_TIMEOUT_MS: 600, OPENAI_TIMEOUT_MS: 1_000, UNSPLASH_TIMEOUT_MS: 500, TRENDS_TIMEOUT_MS: 500, FEED_TIMEOUT_MS: 500, ARTICLE_TIMEOUT_MS: 500 };
const worst = (timeoutMs: number, retries: number) => (retries + 1) * timeoutMs + 1_250 * (2 ** retries - 1) + 2_000;

/** The content a visitor or an editor sees: what an outside failure must leave alone. */
const CONTENT_TABLES = ['products', 'product_prices', 'categories', 'reviews', 'guides', 'guide_products', 'news', 'news_candidates', 'prompts', 'about', 'images', 'trends_cache'];

let site: TestWebServer;
let cookie = '';
let productId = 0;
let productIds: number[] = [];

/** Where a failed refresh is noted on the product (shown to editors): bookkeeping, not content. */
const FAILURE_NOTES = new Set(['aggiornamento_fallito_at', 'aggiornamento_errore']);

/** Per table, a digest of every row (failure notes left out). */
async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CONTENT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(site.db.kysely);
    const lines = rows.map((r) => JSON.stringify(Object.entries(r).filter(([k]) => !FAILURE_NOTES.has(k)))).sort();
    out[table] = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16) + ` (${rows.length} righe)`;
  }
  return out;
}

/** Italian (no English framework words) and a real sentence, with at least one Italian word or accent. */
const italianSentence = (text: unknown) =>
  looksItalian(text) && /\b(?:non|il|la|lo|di|del|della|dal|con|per|un|una|è|ha|impossibile|raggiungere|riprova|errore|risposto|entro)\b|[àèéìòù’]/i.test(String(text));

interface Action {
  name: string;
  method: 'GET' | 'POST';
  url: () => string;
  body?: () => object;
  /** The most it may take with this setup's timeouts and the client's retries. */
  limitMs: number;
  /** The answer when the service fails (defaults: status ≥ 400 with an Italian `error`). */
  check?: (res: { statusCode: number; json(): Record<string, unknown> }) => void;
}

const ACTIONS: Action[] = [
  { name: 'Amazon: ASIN lookup', method: 'GET', url: () => '/api/asin-info?asin=B0DOWN0001', limitMs: worst(TIMEOUTS.AMAZON_TIMEOUT_MS, 1) },
  { name: 'Amazon: price refresh of one product', method: 'POST', url: () => `/api/prodotti/${productId}/aggiorna`, limitMs: worst(TIMEOUTS.AMAZON_TIMEOUT_MS, 1) },
  { name: 'OpenAI: review (re)generation', method: 'POST', url: () => `/api/recensioni/genera/${productId}`, body: () => ({}), limitMs: worst(TIMEOUTS.OPENAI_TIMEOUT_MS, 2) },
  { name: 'OpenAI: guide generation', method: 'POST', url: () => '/api/guide/genera', body: () => ({ titolo: 'Il kit per il blackout', prodotti: productIds.slice(0, 2) }), limitMs: worst(TIMEOUTS.OPENAI_TIMEOUT_MS, 2) },
  { name: 'OpenAI: prompt writing', method: 'POST', url: () => '/api/prompts/genera', body: () => ({ titolo: 'Recensione breve', tipo: 'recensione', direttive: 'Tono pratico.' }), limitMs: worst(TIMEOUTS.OPENAI_TIMEOUT_MS, 2) },
  { name: 'OpenAI: news summary', method: 'POST', url: () => '/api/notizie/sintetizza', body: () => ({ titolo: 'Allerta', testo: 'La Protezione civile ha diramato un’allerta arancione per temporali.' }), limitMs: worst(TIMEOUTS.OPENAI_TIMEOUT_MS, 2) },
  { name: 'OpenAI: news article', method: 'POST', url: () => '/api/notizie/genera', body: () => ({ titolo: 'Allerta', testo: 'La Protezione civile ha diramato un’allerta arancione per temporali.' }), limitMs: worst(TIMEOUTS.OPENAI_TIMEOUT_MS, 2) },
  { name: 'Unsplash: cover search', method: 'GET', url: () => '/api/immagini/cerca?query=kit%20emergenza', limitMs: worst(TIMEOUTS.UNSPLASH_TIMEOUT_MS, 1) },
  { name: 'Google Trends: analysis', method: 'POST', url: () => '/api/trends/analyze', body: () => ({ terms: ['generatore'], timeframe: 'today 12-m', geo: 'IT', type: 'all' }), limitMs: worst(TIMEOUTS.TRENDS_TIMEOUT_MS, 1) },
  {
    name: 'Feeds: ingest (the source reports its error, the answer is the candidates already there)',
    method: 'POST',
    url: () => '/api/notizie/ingest-feed',
    body: () => ({}),
    limitMs: worst(TIMEOUTS.FEED_TIMEOUT_MS, 1),
    check: (res) => expect(res.statusCode).toBe(200),
  },
];

/** Lists, then one published review, guide and news item of the demo content (set in beforeAll). */
const PUBLIC_PAGES = ['/', '/prodotti', '/guide', '/notizie', '/chi-siamo', '/contatti'];

beforeAll(async () => {
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  site = await createTestWebServer('production', {
    SEED_DEMO: 'true',
    AMAZON_BASE_URL: base,
    OPENAI_BASE_URL: `${base}/v1`,
    OPENAI_API_KEY: 'sk-test-guasto-0000',
    UNSPLASH_API_URL: base,
    UNSPLASH_ACCESS_KEY: 'chiave-unsplash-guasto',
    TRENDS_BASE_URL: base,
    FEED_URLS: `${base}/feed.xml`,
    ...Object.fromEntries(Object.entries(TIMEOUTS).map(([k, v]) => [k, String(v)])),
  });
  const login = await site.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.50.0.1' });
  cookie = cookieFrom(login);
  const products = await site.db.kysely.selectFrom('products').select('id').orderBy('id').execute();
  productIds = products.map((p) => p.id);
  productId = productIds[0]!;
  expect(productIds.length).toBeGreaterThan(1);
  const published = <T extends 'reviews' | 'guides' | 'news'>(table: T) =>
    site.db.kysely.selectFrom(table as 'news').selectAll().where('stato', '=', 'pubblicata').orderBy('id').executeTakeFirstOrThrow();
  PUBLIC_PAGES.push(`/articolo/${(await published('reviews')).id}`, `/guida/${(await published('guides')).id}`, `/notizie/${(await published('news')).slug}`);
  // The public pages are warm (first render compiles nothing later).
  for (const page of PUBLIC_PAGES) await site.app.inject({ method: 'GET', url: page });
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => hostile.close(resolve));
  await site?.close();
});

describe.each(['reset', 'slow', '500', 'garbage'] as const)('outside services %s', (behaviour) => {
  it('dashboard actions fail in Italian within their time limit, public pages keep answering, nothing stored changes', async () => {
    mode = behaviour;
    const before = await snapshot();
    const pending = new Set(ACTIONS.map((a) => a.name));
    const started = Date.now();
    const calls = ACTIONS.map(async (action) => {
      const res = await site.app.inject({ method: action.method, url: action.url(), headers: { cookie, origin: site.services.config.siteUrl }, ...(action.body ? { payload: action.body() } : {}) });
      pending.delete(action.name);
      return { action, res, ms: Date.now() - started };
    });

    // While the services fail (or hang), visitors read the site.
    for (const page of PUBLIC_PAGES) {
      const t0 = Date.now();
      const res = await site.app.inject({ method: 'GET', url: page });
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain('</html>');
      expect(Date.now() - t0, `${page} while the services are ${behaviour}`).toBeLessThan(1_000);
    }
    if (behaviour === 'slow') expect(pending.size, 'the pages answered before the hanging calls gave up').toBeGreaterThan(0);

    for (const { action, res, ms } of await Promise.all(calls)) {
      expect(ms, `${action.name}: within its time limit`).toBeLessThan(action.limitMs);
      if (action.check) {
        action.check(res);
        continue;
      }
      expect(res.statusCode, `${action.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${action.name}: ${res.body}`).toBeLessThan(600);
      const body = res.json();
      expect(italianSentence(body.error), `${action.name}: ${res.body}`).toBe(true);
    }
    // The feed source says what went wrong, in Italian.
    const sources = await site.db.kysely.selectFrom('feed_sources').select(['url', 'ultimo_errore']).execute();
    for (const source of sources) expect(italianSentence(source.ultimo_errore), String(source.ultimo_errore)).toBe(true);

    expect(await snapshot()).toEqual(before);
  });
});
