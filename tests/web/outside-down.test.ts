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
 * - every dashboard action that needs a service fails with an Italian sentence in `error` and a
 *   4xx/5xx status, after no more attempts than its client's retries allow; a service that never
 *   answers is given up at the time limit configured here (the message names it);
 * - the public pages keep answering;
 * - nothing stored changes: the content tables are byte-for-byte what they were.
 * And on a second site whose time limits cannot run out during the test, with every call held by
 * the hostile server until the test lets go: the public pages answer while all of them hang.
 */

type Mode = 'reset' | 'slow' | '500' | 'garbage' | 'hold';
type Service = 'amazon' | 'openai' | 'unsplash' | 'trends' | 'feed';
let mode: Mode = 'reset';
const sockets = new Set<Socket>();
/** The service of every request received, in order (from its path). */
const received: string[] = [];
/** Requests held in 'hold' mode, until the test answers them. */
const held: Array<{ url: string; res: http.ServerResponse }> = [];
const arrivals = new Set<() => void>();

const serviceOf = (url: string): string =>
  url.startsWith('/v1/')
    ? 'openai'
    : url.startsWith('/dp/')
      ? 'amazon'
      : url.startsWith('/search/photos')
        ? 'unsplash'
        : url.startsWith('/trends/')
          ? 'trends'
          : url.startsWith('/feed.xml')
            ? 'feed'
            : `altro: ${url}`;

const garbage = Buffer.concat([Buffer.from(')]}\'\n{"choices": [ <html><script>alert(1)</script>'), Buffer.from([0, 255, 254, 10, 13])]);
const sendGarbage = (url: string, res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': /\/v1\/|photos|api\//.test(url) ? 'application/json' : 'text/html; charset=utf-8' }).end(garbage);

const hostile = http.createServer((req, res) => {
  received.push(serviceOf(req.url ?? ''));
  if (mode === 'reset') {
    req.socket.destroy();
    return;
  }
  if (mode === 'slow') return; // holds the request until the caller gives up
  if (mode === 'hold') {
    held.push({ url: req.url ?? '', res });
    for (const arrived of arrivals) arrived();
    return;
  }
  if (mode === '500') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    return;
  }
  sendGarbage(req.url ?? '', res);
});
hostile.on('connection', (s) => {
  sockets.add(s);
  s.on('close', () => sockets.delete(s));
});

/** Resolves once n requests are held. */
const whenHeld = (n: number) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (held.length < n) return;
      arrivals.delete(check);
      resolve();
    };
    arrivals.add(check);
    check();
  });

/** Each service's time limit on the first site (the message of a service that never answers names it). */
const TIMEOUTS = {
  AMAZON_TIMEOUT_MS: 600,
  OPENAI_TIMEOUT_MS: 1_000,
  UNSPLASH_TIMEOUT_MS: 500,
  TRENDS_TIMEOUT_MS: 500,
  FEED_TIMEOUT_MS: 500,
  ARTICLE_TIMEOUT_MS: 500,
};
/** On the second site: past the test's own time limit, so only the test ends a held call. */
const NO_TIMEOUTS = Object.fromEntries(Object.keys(TIMEOUTS).map((k) => [k, '60000']));

/** The content a visitor or an editor sees: what an outside failure must leave alone. */
const CONTENT_TABLES = ['products', 'product_prices', 'categories', 'reviews', 'guides', 'guide_products', 'news', 'news_candidates', 'prompts', 'about', 'images', 'trends_cache'];

/** A site with the demo content, its outside services all pointed at the hostile server. */
interface Site {
  web: TestWebServer;
  cookie: string;
  productIds: number[];
  /** Lists, then one published review, guide and news item of the demo content. */
  pages: string[];
}

/** Where a failed refresh is noted on the product (shown to editors): bookkeeping, not content. */
const FAILURE_NOTES = new Set(['aggiornamento_fallito_at', 'aggiornamento_errore']);

/** Per table, a digest of every row (failure notes left out). */
async function snapshot(site: Site): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of CONTENT_TABLES) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(site.web.db.kysely);
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
  url: (site: Site) => string;
  body?: (site: Site) => object;
  /** The service it calls, and the extra attempts its client makes on a failure worth repeating. */
  service: Service;
  retries: number;
  /** The answer when the service fails (defaults: status ≥ 400 with an Italian `error`). */
  check?: (res: { statusCode: number; json(): Record<string, unknown> }) => void;
}

const ACTIONS: Action[] = [
  { name: 'Amazon: ASIN lookup', method: 'GET', url: () => '/api/asin-info?asin=B0DOWN0001', service: 'amazon', retries: 1 },
  {
    name: 'Amazon: price refresh of one product',
    method: 'POST',
    url: (site) => `/api/prodotti/${site.productIds[0]}/aggiorna`,
    service: 'amazon',
    retries: 1,
  },
  {
    name: 'OpenAI: review (re)generation',
    method: 'POST',
    url: (site) => `/api/recensioni/genera/${site.productIds[0]}`,
    body: () => ({}),
    service: 'openai',
    retries: 2,
  },
  {
    name: 'OpenAI: guide generation',
    method: 'POST',
    url: () => '/api/guide/genera',
    body: (site) => ({ titolo: 'Il kit per il blackout', prodotti: site.productIds.slice(0, 2) }),
    service: 'openai',
    retries: 2,
  },
  {
    name: 'OpenAI: prompt writing',
    method: 'POST',
    url: () => '/api/prompts/genera',
    body: () => ({ titolo: 'Recensione breve', tipo: 'recensione', direttive: 'Tono pratico.' }),
    service: 'openai',
    retries: 2,
  },
  {
    name: 'OpenAI: news summary',
    method: 'POST',
    url: () => '/api/notizie/sintetizza',
    body: () => ({ titolo: 'Allerta', testo: 'La Protezione civile ha diramato un’allerta arancione per temporali.' }),
    service: 'openai',
    retries: 2,
  },
  {
    name: 'OpenAI: news article',
    method: 'POST',
    url: () => '/api/notizie/genera',
    body: () => ({ titolo: 'Allerta', testo: 'La Protezione civile ha diramato un’allerta arancione per temporali.' }),
    service: 'openai',
    retries: 2,
  },
  { name: 'Unsplash: cover search', method: 'GET', url: () => '/api/immagini/cerca?query=kit%20emergenza', service: 'unsplash', retries: 1 },
  {
    name: 'Google Trends: analysis',
    method: 'POST',
    url: () => '/api/trends/analyze',
    body: () => ({ terms: ['generatore'], timeframe: 'today 12-m', geo: 'IT', type: 'all' }),
    service: 'trends',
    retries: 1,
  },
  {
    name: 'Feeds: ingest (the source reports its error, the answer is the candidates already there)',
    method: 'POST',
    url: () => '/api/notizie/ingest-feed',
    body: () => ({}),
    service: 'feed',
    retries: 1,
    check: (res) => expect(res.statusCode).toBe(200),
  },
];

/** The most requests the actions may send each service: every action, each with all its attempts. */
const MOST_ATTEMPTS: Record<string, number> = {};
for (const action of ACTIONS) MOST_ATTEMPTS[action.service] = (MOST_ATTEMPTS[action.service] ?? 0) + action.retries + 1;

function run(site: Site, action: Action) {
  return site.web.app.inject({
    method: action.method,
    url: action.url(site),
    headers: { cookie: site.cookie, origin: site.web.services.config.siteUrl },
    ...(action.body ? { payload: action.body(site) } : {}),
  });
}

/** Fails in Italian, as `action` should when its service fails. */
function expectItalianFailure(action: Action, res: Awaited<ReturnType<typeof run>>) {
  if (action.check) return action.check(res);
  expect(res.statusCode, `${action.name}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${action.name}: ${res.body}`).toBeLessThan(600);
  expect(italianSentence(res.json().error), `${action.name}: ${res.body}`).toBe(true);
}

async function openSite(env: Record<string, string>, remoteAddress: string): Promise<Site> {
  const base = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
  const web = await createTestWebServer('production', {
    SEED_DEMO: 'true',
    AMAZON_BASE_URL: base,
    OPENAI_BASE_URL: `${base}/v1`,
    OPENAI_API_KEY: 'sk-test-guasto-0000',
    UNSPLASH_API_URL: base,
    UNSPLASH_ACCESS_KEY: 'chiave-unsplash-guasto',
    TRENDS_BASE_URL: base,
    FEED_URLS: `${base}/feed.xml`,
    ...env,
  });
  const login = await web.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress });
  const products = await web.db.kysely.selectFrom('products').select('id').orderBy('id').execute();
  const productIds = products.map((p) => p.id);
  expect(productIds.length).toBeGreaterThan(1);
  const published = <T extends 'reviews' | 'guides' | 'news'>(table: T) =>
    web.db.kysely
      .selectFrom(table as 'news')
      .selectAll()
      .where('stato', '=', 'pubblicata')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const pages = ['/', '/prodotti', '/guide', '/notizie', '/chi-siamo', '/contatti'];
  pages.push(`/articolo/${(await published('reviews')).id}`, `/guida/${(await published('guides')).id}`, `/notizie/${(await published('news')).slug}`);
  const site = { web, cookie: cookieFrom(login), productIds, pages };
  // The public pages are warm (first render compiles nothing later).
  for (const page of pages) await web.app.inject({ method: 'GET', url: page });
  return site;
}

/** Every public page answers, whole. */
async function expectPagesAnswer(site: Site, when: string) {
  for (const page of site.pages) {
    const res = await site.web.app.inject({ method: 'GET', url: page });
    expect(res.statusCode, `${page} ${when}`).toBe(200);
    expect(res.body, `${page} ${when}`).toContain('</html>');
  }
}

const sites: Site[] = [];
beforeAll(async () => {
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const { res } of held.splice(0)) res.destroy();
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => hostile.close(resolve));
  for (const site of sites) await site.web.close();
});

describe('with the time limits of this setup', () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(Object.fromEntries(Object.entries(TIMEOUTS).map(([k, v]) => [k, String(v)])), '10.50.0.1');
    sites.push(site);
  }, 120_000);

  describe.each(['reset', 'slow', '500', 'garbage'] as const)('outside services %s', (behaviour) => {
    it('dashboard actions fail in Italian after their bounded attempts, public pages keep answering, nothing stored changes', async () => {
      mode = behaviour;
      received.length = 0;
      const before = await snapshot(site);
      const calls = ACTIONS.map(async (action) => ({ action, res: await run(site, action) }));

      // While the services fail (or hang), visitors read the site.
      await expectPagesAnswer(site, `while the services are ${behaviour}`);

      for (const { action, res } of await Promise.all(calls)) {
        expectItalianFailure(action, res);
        // A service that never answers: given up at the limit set here (about a second), not
        // at the default one of tens of seconds.
        if (behaviour === 'slow' && !action.check) expect(res.body, action.name).toMatch(/entro 1 second/);
      }
      // No service asked more often than its actions' attempts allow (never again and again).
      const counts: Record<string, number> = {};
      for (const service of received) counts[service] = (counts[service] ?? 0) + 1;
      for (const [service, n] of Object.entries(counts)) expect(n, `${service}: ${received.join(', ')}`).toBeLessThanOrEqual(MOST_ATTEMPTS[service] ?? 0);
      // The feed source says what went wrong, in Italian (naming the time limit when it never answered).
      const sources = await site.web.db.kysely.selectFrom('feed_sources').select(['url', 'ultimo_errore']).execute();
      for (const source of sources) {
        expect(italianSentence(source.ultimo_errore), String(source.ultimo_errore)).toBe(true);
        if (behaviour === 'slow') expect(source.ultimo_errore).toMatch(/entro 1 second/);
      }

      expect(await snapshot(site)).toEqual(before);
    });
  });
});

describe('with every outside call hanging', () => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(NO_TIMEOUTS, '10.50.0.2');
    sites.push(site);
  }, 120_000);

  it('the public pages answer while every call waits (held until the pages are done), then the calls fail in Italian', async () => {
    mode = 'hold';
    received.length = 0;
    const before = await snapshot(site);
    // Rendered, not served from the cache: each page reads the database while the calls hang.
    site.web.app.renderCache!.clear();
    const pending = new Set(ACTIONS.map((a) => a.name));
    const calls = ACTIONS.map(async (action) => {
      const res = await run(site, action);
      pending.delete(action.name);
      return { action, res };
    });
    // Each action's first request has arrived and is held: none can end until release (its
    // time limit is past the test's), so a page that waited on one of them would never answer.
    await whenHeld(ACTIONS.length);
    await expectPagesAnswer(site, 'while every outside call hangs');
    expect(pending.size, 'every action still waiting on its service').toBe(ACTIONS.length);
    expect(held).toHaveLength(ACTIONS.length);

    // Let go: every held call gets garbage (not worth repeating), and so does anything after.
    mode = 'garbage';
    for (const { url, res } of held.splice(0)) sendGarbage(url, res);
    for (const { action, res } of await Promise.all(calls)) expectItalianFailure(action, res);
    expect(await snapshot(site)).toEqual(before);
  });
});
