import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.ts';
import { ANONYMOUS } from '../../server/domain/visibility.ts';
import { BUSY_RETRY_AFTER_S } from '../../server/http/build-limiter.ts';
import { rawRequest } from '../helpers/access.ts';
import { createTestWebServer, decodeBody, type TestWebServer } from '../helpers/web.ts';

/**
 * What an outsider can do to the render cache (decision 0019), on the production build
 * with the demo content: a HEAD never stores an empty page, a parameter no page reads never
 * causes a build of its own, many builds at once wait or are refused while cached pages keep
 * being answered, and `//` or a trailing slash is turned away before any work.
 */

let s: TestWebServer;
let address = '';
/** One address of every kind of page and list the render cache keeps. */
let cachedUrls: string[] = [];

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
  address = await s.app.listen({ port: 0, host: '127.0.0.1' });
  const [review] = await s.services.reviews.list(ANONYMOUS, { stato: 'pubblicata', limit: 1 });
  const [guide] = await s.services.guides.list(ANONYMOUS, { stato: 'pubblicata', limit: 1 });
  const [news] = await s.services.news.list(ANONYMOUS, { stato: 'pubblicata', limit: 1 });
  cachedUrls = [
    '/',
    '/prodotti',
    '/prodotti?pagina=1',
    `/articolo/${review!.id_prodotto}`,
    '/guide',
    `/guida/${guide!.id}`,
    '/notizie',
    `/notizie/${news!.slug}`,
    '/chi-siamo',
    '/contatti',
    '/privacy',
    '/robots.txt',
    '/sitemap.xml',
    '/feed.xml',
    '/guide.data',
    '/_root.data',
    '/api/prodotti',
    '/api/recensioni?stato=pubblicata',
    '/api/guide',
    '/api/notizie',
    '/api/categorie-prodotti',
  ];
}, 120_000);
afterAll(async () => {
  await s?.close();
});
beforeEach(() => s.app.renderCache!.clear());

const request = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) => s.app.inject({ method, url, headers });
const decode = decodeBody;

describe('a HEAD request', () => {
  it('first, then a GET: every cached page and list is answered whole, with its type', async () => {
    for (const url of cachedUrls) {
      const head = await request('HEAD', url);
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      const get = await request('GET', url);
      expect(get.statusCode, url).toBe(200);
      expect(get.headers['x-render-cache'], url).toBe('hit');
      expect(String(get.headers['content-type']), url).toMatch(/^(text\/html|application\/(json|xml|rss\+xml|x-turbo|octet-stream)|text\/(plain|x-script|xml))/);
      expect(get.body.length, url).toBeGreaterThan(20);
      // The length a HEAD announces is the length the GET sends.
      expect(Number(head.headers['content-length']), url).toBe(get.rawPayload.byteLength);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
    }
  });

  it('on a page past two thirds of its age renders it again as a GET, never empty', async () => {
    const cache = s.app.renderCache!;
    // Pages that live the full ten minutes (a page showing prices lives one: /chi-siamo may hold product boxes).
    for (const url of ['/privacy', '/guide.data']) {
      const full = await request('GET', url, { 'accept-encoding': 'br' });
      cache.peek(url)!.storedAt -= 9 * 60_000;
      const { stores } = cache.stats;
      const head = await request('HEAD', url);
      expect(head.headers['x-render-cache'], url).toBe('stale');
      // The render started for it outlives the answer: waited for, then stored.
      await cache.settled();
      expect(cache.stats.stores, url).toBe(stores + 1);
      const after = await request('GET', url, { 'accept-encoding': 'br' });
      expect(after.headers['x-render-cache'], url).toBe('hit');
      // The same page, but for the nonce of its render.
      const withoutNonce = (text: string) => text.replace(/ nonce="[^"]*"/g, '');
      expect(withoutNonce(decode(after)), url).toBe(withoutNonce(decode(full)));
    }
  });

  it('over a real socket (as curl -I sends it) leaves the page whole for the next visitor', async () => {
    const head = await fetch(`${address}/contatti`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const page = await fetch(`${address}/contatti`);
    expect(page.headers.get('x-render-cache')).toBe('hit');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('</html>');
  });
});

describe('parameters no page reads', () => {
  it('30 parallel requests with different ones cause at most one build of each full list', async () => {
    const limiter = s.app.buildLimiter;
    for (const url of cachedUrls) {
      const builds = limiter.stats.builds;
      const sep = url.includes('?') ? '&' : '?';
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => request('GET', `${url}${sep}z=${i}`, { 'accept-encoding': 'br' })));
      expect(
        answers.map((a) => a.statusCode).every((status) => status === 200),
        url,
      ).toBe(true);
      expect(limiter.stats.builds - builds, url).toBeLessThanOrEqual(1);
      expect(new Set(answers.map((a) => a.headers.etag)).size, url).toBe(1);
      // Compressed as the client asked.
      expect(answers[0]!.headers['content-encoding'], url).toBe('br');
    }
  });
});

describe('too many builds at once', () => {
  it('wait for their turn, then get a 503 in Italian with Retry-After, while cached pages are still answered', async () => {
    const limiter = s.app.buildLimiter;
    await request('GET', '/chi-siamo');
    // Every place taken and the line full, as under a flood of addresses never asked for before.
    const held = await Promise.all(Array.from({ length: limiter.concurrency }, () => limiter.acquire()));
    const line = Array.from({ length: limiter.maxQueued }, () => limiter.acquire());
    try {
      const page = await request('GET', '/privacy');
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_S));
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(MSG.busy);
      const list = await request('GET', '/api/prodotti');
      expect([list.statusCode, list.json<{ error: string }>().error, list.headers['retry-after']]).toEqual([503, MSG.busy, String(BUSY_RETRY_AFTER_S)]);
      const cached = await request('GET', '/chi-siamo');
      expect([cached.statusCode, cached.headers['x-render-cache']]).toEqual([200, 'hit']);
    } finally {
      for (const release of held) release();
      for (const waiting of line) (await waiting)();
    }
    expect(limiter.load).toEqual({ running: 0, waiting: 0 });
    expect((await request('GET', '/privacy')).statusCode).toBe(200);
  });
});

describe('paths with // or a trailing slash', () => {
  it('are sent to their canonical spelling before any work, the query kept', async () => {
    for (const [url, location] of [
      ['/prodotti/', '/prodotti'],
      ['//prodotti', '/prodotti'],
      ['/prodotti//?pagina=2', '/prodotti?pagina=2'],
      ['/api//prodotti?limit=1', '/api/prodotti?limit=1'],
    ]) {
      // Over a socket, the path exactly as written (inject would read a backslash as a slash).
      const res = await rawRequest(Number(new URL(address).port), 'GET', url!);
      expect([res.status, res.headers.location], url!.slice(0, 40)).toEqual([301, location]);
    }
    // Never to another site: a backslash (which would read as `//evil.example`) is no address of
    // ours, and a path past 1,024 characters is refused before any work.
    for (const [url, status] of [
      ['//\\evil.example', 404],
      ['/\\/evil.example/', 404],
      [`/${'/'.repeat(15_000)}x`, 414],
    ] as const) {
      const res = await rawRequest(Number(new URL(address).port), 'GET', url);
      expect([res.status, res.headers.location], url.slice(0, 40)).toEqual([status, undefined]);
    }
    const write = await s.app.inject({ method: 'POST', url: '/api//contatti', payload: {} });
    expect([write.statusCode, write.json<{ error: string }>().error]).toEqual([404, MSG.apiNotFound]);
  });
});
