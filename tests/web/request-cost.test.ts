import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, MAX_PATH_SEGMENTS } from '../../server/http/canonical-path.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { rawRequest, spellings } from '../helpers/access.ts';
import { oddInput, pagePatternsOf, plainInput } from '../helpers/odd-inputs.ts';
import { BUILD_DIR, createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Nothing a visitor sends stalls the site, on the production build:
 * - a deep path under /dashboard cost an anonymous visitor a render whose route discovery grew
 *   with the square of the segments (7,000 segments: 4.6 s of a single thread); now a redirect to
 *   /login, and any path longer or deeper than the site's addresses is refused before any work;
 * - every page has one address: another spelling gets a 301 to it (or a 404), never a render,
 *   and views are counted under the canonical path only;
 * - every registered route (API and pages, anonymous and as staff) is sent long, deep, repeated
 *   and oddly encoded inputs; each may cost the server what a plain request of the same size
 *   costs, or what the same odd input 16 times smaller costs, times a margin that only work
 *   growing faster than its input exceeds: CPU time spent in this process, never a wall clock.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const ORIGIN = 'http://localhost:3000';

let s: TestWebServer;
let port = 0;
let staff = '';
let build: ServerBuild;
/** Sample values of route parameters: a published review's product, a published guide, a news slug. */
const samples: Record<string, string> = { name: 'openai', file: 'prodotti-1.xml', tipo: 'recensione' };

beforeAll(async () => {
  // Outside services at a closed local port: a route that would reach one fails at once.
  const closed = 'http://127.0.0.1:9';
  s = await createTestWebServer('production', { SEED_DEMO: 'true', AMAZON_BASE_URL: closed, UNSPLASH_API_URL: closed, OPENAI_BASE_URL: closed, TRENDS_BASE_URL: closed });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  staff = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN }, remoteAddress: '10.35.0.1' }));
  build = (await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild;
  const k = s.db.kysely;
  const review = await k.selectFrom('reviews').select('id_prodotto').where('stato', '=', 'pubblicata').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const guide = await k.selectFrom('guides').select('id').where('stato', '=', 'pubblicata').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const news = await k.selectFrom('news').select('slug').where('stato', '=', 'pubblicata').orderBy('id').limit(1).executeTakeFirstOrThrow();
  samples.id = String(review.id_prodotto);
  samples.productId = String(review.id_prodotto);
  samples.guida = String(guide.id);
  samples.slug = news.slug!;
  const author = await k.selectFrom('users').select('slug').where('slug', 'is not', null).orderBy('id').limit(1).executeTakeFirstOrThrow();
  samples.autore = author.slug!;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => rawRequest(port, 'GET', url, { headers: { 'user-agent': BROWSER, ...headers } });

describe('deep and long paths', () => {
  it('an anonymous request for any dashboard page is a redirect to /login, however it is spelled', async () => {
    for (const url of ['/dashboard', '/dashboard/recensioni', '/dashboard/a/b/c', '/DASHBOARD/Recensioni', '/%64ashboard/prodotti', '/dashboard/notizie/12?x=1']) {
      const res = await get(url);
      expect(res.status, url).toBe(302);
      expect(res.headers.location, url).toBe('/login');
      expect(res.body, url).not.toContain('<script');
      const head = await rawRequest(port, 'HEAD', url);
      expect([head.status, head.headers.location], `HEAD ${url}`).toEqual([302, '/login']);
    }
    // Any other method: refused, nothing rendered.
    const post = await rawRequest(port, 'POST', '/dashboard/recensioni', { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(post.status).toBe(401);
  });

  it('staff still get the dashboard, its own "not found" page for unknown paths within the bounds', async () => {
    const res = await get(`/dashboard${'/a'.repeat(MAX_PATH_SEGMENTS - 2)}`, { cookie: staff });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<script');
  });

  it('the reported request (/dashboard then /a 7,000 times) and any path past the bounds are refused before any work', async () => {
    const reported = `/dashboard${'/a'.repeat(7000)}`;
    for (const headers of [{}, { cookie: staff }] as Record<string, string>[]) {
      const res = await get(reported, headers);
      expect(res.status).toBe(414);
      expect(res.body).toContain('Indirizzo troppo lungo.');
    }
    const deep = `/dashboard${'/a'.repeat(MAX_PATH_SEGMENTS)}`;
    expect((await get(deep)).status).toBe(404);
    expect((await get(deep, { cookie: staff })).status).toBe(404);
    const api = await get(`/api/recensioni${'/1'.repeat(MAX_PATH_SEGMENTS)}`);
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body)).toEqual({ error: 'Risorsa non trovata.' });
    expect((await get(`/notizie/${'a'.repeat(MAX_PATH_LENGTH)}`)).status).toBe(414);
    for (const url of ['/x/../privacy', '/%2e%2e/privacy', '/privacy/.', '/api/../api/health']) expect((await get(url)).status, url).toBe(404);
  });

  it('React Router answers no route-discovery requests (the manifest is sent whole with the dashboard)', async () => {
    const res = await get(`/__manifest?version=${build.assets.version}&p=/dashboard${'/a'.repeat(10)}`);
    expect(res.status).not.toBe(200);
    expect(res.body).not.toContain('"routes"');
  });
});

describe('one address per page', () => {
  /** The public pages and files, each at its one address. */
  const pages = () => [
    '/',
    '/prodotti',
    `/articolo/${samples.id}`,
    '/guide',
    `/guida/${samples.guida}`,
    '/notizie',
    `/notizie/${samples.slug}`,
    '/chi-siamo',
    '/contatti',
    '/privacy',
    `/autore/${samples.autore}`,
    '/login',
    '/sitemap.xml',
    `/sitemap/${samples.file}`,
    '/feed.xml',
    `/autore/${samples.autore}/feed.xml`,
    '/robots.txt',
  ];

  it('covers every public route of the build: a page added later is checked here without being named', () => {
    const patterns = pagePatternsOf(build);
    // The dashboard (staff only, no spelling of it is a page for a visitor), the catch-alls and
    // the staff-only preview of unsaved changes (a token, never a page of its own).
    const isPublicPattern = (p: string) => !p.startsWith('/dashboard') && !p.includes('*') && !p.startsWith('/anteprima/');
    const matcherOf = (p: string) => new RegExp(`^${p.replace(/:\w+/g, '[^/]+').replace(/\./g, '\\.')}$`);
    const uncovered = patterns.filter(isPublicPattern).filter((p) => !pages().some((page) => matcherOf(p).test(page)));
    expect(uncovered).toEqual([]);
  });

  it('every page answers 200 at its address', async () => {
    for (const page of pages()) expect((await get(page)).status, page).toBe(200);
  });

  /** Where an answer leads after at most three permanent redirects: its status and path. */
  async function follow(url: string): Promise<{ status: number; path: string }> {
    let current = url;
    for (let hops = 0; ; hops++) {
      const res = await get(current);
      if (res.status !== 301 || hops === 3) return { status: res.status, path: current };
      current = String(res.headers.location);
    }
  }

  // An unknown address is sent home with a 302 (the spec's catch-all): not a page of its own.
  it('every other spelling of every page is a redirect to its address or a 404, never a page of its own', async () => {
    const problems: string[] = [];
    for (const page of pages()) {
      for (const spelling of spellings(page)) {
        if (spelling === page || spelling === `${page}?x=%2F..`) continue;
        const first = await get(spelling);
        if (first.status === 200) problems.push(`${spelling}: 200`);
        if (first.status === 301) {
          const end = await follow(spelling);
          if (end.status === 200 && end.path !== page) problems.push(`${spelling} → ${end.path}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the reported spellings lead to the page, and views are counted under its address only', async () => {
    const article = `/articolo/${samples.id}`;
    const news = `/notizie/${samples.slug}`;
    const cases: [string, string][] = [
      [`/articolo/0${samples.id}`, article],
      [`/articolo/${[...samples.id!].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('')}`, article],
      [`/notizie/%${samples.slug!.charCodeAt(0).toString(16)}${samples.slug!.slice(1)}`, news],
      ['/PRIVACY', '/privacy'],
      ['/Notizie?pagina=1', '/notizie?pagina=1'],
    ];
    for (const [spelled, canonical] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const res = await rawRequest(port, method, spelled, { headers: { 'user-agent': BROWSER } });
        expect(res.status, `${method} ${spelled}`).toBe(301);
        expect(res.headers.location, `${method} ${spelled}`).toBe(canonical);
      }
    }
    // A write to another spelling is no page of ours.
    expect((await rawRequest(port, 'POST', '/PRIVACY', { headers: { 'user-agent': BROWSER } })).status).toBe(404);
    // Nor is a write to a page's own address: refused before React Router (which has no action to run).
    const write = await rawRequest(port, 'POST', '/privacy', { headers: { 'user-agent': BROWSER } });
    expect([write.status, write.headers.allow, JSON.parse(write.body)]).toEqual([405, 'GET, HEAD', { error: 'Metodo non consentito per questa pagina.' }]);
    for (let i = 0; i < 20; i++) await get(`/articolo/${'0'.repeat(i + 1)}${samples.id}`);
    expect((await get(article)).status).toBe(200);
    await s.services.statistics.flush();
    const rows = await s.db.kysely.selectFrom('page_views').select('percorso').execute();
    const counted = new Set(rows.map((r) => r.percorso));
    const allowed = new Set(
      pages()
        .concat(['/notizie?pagina=1'])
        .map((p) => p.split('?')[0]),
    );
    expect([...counted].filter((p) => !allowed.has(p))).toEqual([]);
    expect(counted.has(article)).toBe(true);
  });
});

/** CPU time (ms) this process spends answering one request, the fastest of `times` tries. */
async function cpuOf(options: InjectOptions, times = 1): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const before = process.cpuUsage();
    await s.app.inject(options);
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

describe('the cost of odd inputs on every route', () => {
  /** Full size: a long address still under Node's 16 KB header limit. */
  const SIZE = 8_000;
  /**
   * The same odd input this many times smaller, and how many times its cost the full one may take
   * (with FLOOR_MS more): work growing with its input costs at most RATIO_OF_SIZES times more,
   * work growing with its square 256 times; 24 leaves room for noise and nothing for the square.
   */
  const RATIO_OF_SIZES = 16;
  const ALLOWED_RATIO = 24;
  const FLOOR_MS = 20;
  const SMALL = SIZE / RATIO_OF_SIZES;

  it('each costs about what its size predicts: nothing grows faster than its input', async () => {
    const fillParams = (pattern: string) => pattern.replace(/:(\w+)\??/g, (_m, name: string) => samples[name] ?? '1').replace(/\/\*$/, '/x') || '/';
    // Every route the server registered (the API, the media files, any added later), but the pages'
    // catch-all (the pages are the build's route table, below) and the build's static files (one
    // route per file, answered as it is).
    const isStaticFile = (url: string) => !url.includes(':') && !url.includes('*') && existsSync(path.join(BUILD_DIR, 'client', url));
    const registered = s.app.registeredRoutes.filter((r) => r.method !== 'OPTIONS' && r.url !== '/*' && !isStaticFile(r.url));
    const api = [...new Map(registered.map((r) => [`${r.method} ${r.url}`, r])).values()].map((r) => ({ method: r.method, url: fillParams(r.url), pattern: r.url }));
    expect(api.map((r) => `${r.method} ${r.pattern}`)).toEqual(expect.arrayContaining(['GET /media/:chiave/:file', 'POST /api/vista', 'GET /api/panoramica']));
    const pages = pagePatternsOf(build).map((p) => ({ method: 'GET', url: fillParams(p.replace('guida/:id', `guida/${samples.guida}`)) }));
    expect(api.length).toBeGreaterThan(60);
    expect(pages.length).toBeGreaterThan(20);

    // Writes are sent as staff only what cannot change anything: a junk address, or a body their
    // schema refuses; logging out and the runs that read every feed or product are left out.
    const kindsFor = (method: string) =>
      method === 'GET' || method === 'HEAD'
        ? ['deep path', 'long segment', 'encoded path', 'repeated parameters', 'long values']
        : method === 'DELETE'
          ? ['deep path', 'long segment', 'encoded path']
          : ['deep path', 'encoded path', 'nested body', 'wide body', 'long strings'];
    const leftOut = /^(POST|PUT|PATCH|DELETE) \/api\/(auth\/|fonti-feed\/leggi|notizie\/ingest-feed|prodotti\/aggiorna)/;
    const slow: string[] = [];
    let checked = 0;
    for (const route of [...pages, ...api].filter((r) => !leftOut.test(`${r.method} ${r.url}`))) {
      for (const who of route.method === 'GET' || route.method === 'HEAD' ? ['anonymous', 'staff'] : ['staff']) {
        for (const kind of kindsFor(route.method)) {
          const request = (input: { url: string; payload?: string }): InjectOptions => ({
            method: route.method as InjectOptions['method'],
            url: input.url,
            ...(input.payload !== undefined ? { payload: input.payload } : {}),
            headers: {
              'user-agent': BROWSER,
              ...(input.payload !== undefined ? { 'content-type': 'application/json' } : {}),
              ...(who === 'staff' ? { cookie: staff, origin: ORIGIN } : {}),
            },
            remoteAddress: '10.35.0.9',
          });
          const big = oddInput(kind, route.url, SIZE);
          const spent = await cpuOf(request(big));
          checked++;
          // Within the floor: nothing to compare (most requests cost a millisecond or two).
          if (spent <= FLOOR_MS) continue;
          const budget = async () => {
            const small = await cpuOf(request(oddInput(kind, route.url, SMALL)), 3);
            const plain = await cpuOf(request(plainInput(route.url, big)), 3);
            return FLOOR_MS + ALLOWED_RATIO * Math.max(plain, small);
          };
          const allowed = await budget();
          if (spent <= allowed) continue;
          // Measured again (the fastest of three): a collection or another test's work can land in one measurement.
          const again = await cpuOf(request(big), 3);
          if (again > allowed) slow.push(`${who} ${route.method} ${route.url} ${kind}: ${again.toFixed(0)} ms > ${allowed.toFixed(0)} ms`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(slow).toEqual([]);
  }, 300_000);
});
