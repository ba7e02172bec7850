import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TOPICS, SITE_TAG } from '../../common/cache-topics.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * What a shared cache in front (a proxy, a CDN) is told by the production build (decision 0071):
 * anonymous public answers name their topics in Cache-Tag and Surrogate-Key and may be kept with
 * s-maxage and stale-while-revalidate; HEAD says what GET says; nothing answered to a session,
 * no error, no answer this instance would not share is ever storable by it.
 */

let off: TestWebServer;
let purged: TestWebServer;
let cookie = '';

beforeAll(async () => {
  [off, purged] = await Promise.all([
    createTestWebServer('production', { SEED_DEMO: 'true' }),
    createTestWebServer('production', { SEED_DEMO: 'true', SHARED_CACHE: 'http', SHARED_CACHE_PURGE_URLS: 'http://127.0.0.1:9' }),
  ]);
  cookie = cookieFrom(await off.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.61.0.1' }));
}, 120_000);
afterAll(async () => {
  await Promise.all([off?.close(), purged?.close()]);
});

const tagsOf = (headers: Record<string, unknown>) => ({
  cacheTag: String(headers['cache-tag']).split(','),
  surrogateKey: String(headers['surrogate-key']).split(' '),
});

describe('anonymous public answers', () => {
  it('a page names the tables it shows, as Cache-Tag and Surrogate-Key, and the same with the render cache hit or missed', async () => {
    for (const state of ['miss', 'hit']) {
      const res = await off.app.inject({ method: 'GET', url: '/guide' });
      expect([res.statusCode, res.headers['x-render-cache']]).toEqual([200, state]);
      const { cacheTag, surrogateKey } = tagsOf(res.headers);
      expect(cacheTag).toEqual(surrogateKey);
      expect(cacheTag).toContain('guides');
      expect(cacheTag[0]).toBe(SITE_TAG);
      for (const tag of cacheTag.slice(1)) expect(CACHE_TOPICS).toContain(tag);
      // Guides show no prices on the list: ten minutes with nothing purging, as the render cache.
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=400, stale-while-revalidate=200');
    }
  });

  it('pages showing prices live a minute in any shared cache, stale answers included; the others an hour when purges keep them fresh', async () => {
    for (const server of [off, purged]) {
      const product = await server.app.inject({ method: 'GET', url: '/articolo/1' });
      expect(product.statusCode).toBe(200);
      expect(tagsOf(product.headers).cacheTag).toContain('product_prices');
      expect(product.headers['cache-control']).toBe('public, max-age=0, s-maxage=40, stale-while-revalidate=20');
    }
    const guides = await purged.app.inject({ method: 'GET', url: '/guide' });
    expect(guides.headers['cache-control']).toBe('public, max-age=0, s-maxage=3600, stale-while-revalidate=600');
    // A page that shows no table is still reached by a purge of the whole site.
    const privacy = await purged.app.inject({ method: 'GET', url: '/privacy' });
    expect(tagsOf(privacy.headers)).toEqual({ cacheTag: [SITE_TAG], surrogateKey: [SITE_TAG] });
  });

  it('HEAD says what GET says, hit or miss', async () => {
    const head = await off.app.inject({ method: 'HEAD', url: '/notizie' });
    const get = await off.app.inject({ method: 'GET', url: '/notizie' });
    const headAgain = await off.app.inject({ method: 'HEAD', url: '/notizie' });
    for (const name of ['cache-control', 'cache-tag', 'surrogate-key', 'etag', 'content-type']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
      expect(headAgain.headers[name], name).toBe(get.headers[name]);
    }
    expect(head.body).toBe('');
  });

  it('a feed keeps its own age for browsers and readers, and tells shared caches theirs', async () => {
    const feed = await off.app.inject({ method: 'GET', url: '/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toMatch(/^public, max-age=900, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(feed.headers['cache-tag']).toBeTruthy();
  });

  it('a search text, answered and not kept here, is still shareable by its tags', async () => {
    const search = await off.app.inject({ method: 'GET', url: '/prodotti?q=torcia' });
    expect(search.statusCode).toBe(200);
    expect(search.headers['x-render-cache']).toBeUndefined();
    expect(search.headers['cache-control']).toMatch(/s-maxage=/);
    expect(tagsOf(search.headers).cacheTag).toContain('products');
  });

  it('the public list APIs carry their tags too, kept or not', async () => {
    for (const url of ['/api/guide', '/api/prodotti?q=torcia']) {
      const res = await off.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers['surrogate-key'], url).toBeTruthy();
    }
  });
});

describe('never storable by a shared cache', () => {
  it('anything answered to a session: pages, previews of the public site, APIs', async () => {
    for (const url of ['/guide', '/articolo/1', '/api/guide', '/api/panoramica', '/dashboard']) {
      const res = await off.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^private, |no-store/);
      expect(res.headers['cache-control'], url).not.toMatch(/public|s-maxage/);
      expect(res.headers['cache-tag'], url).toBeUndefined();
      expect(res.headers['surrogate-key'], url).toBeUndefined();
    }
  });

  it('errors, the login and unknown pages name no tags', async () => {
    for (const url of ['/articolo/999999', '/login', '/pagina-che-non-esiste', '/api/guide?limit=abc']) {
      const res = await off.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).not.toBe(500);
      expect(res.headers['cache-tag'], url).toBeUndefined();
      expect(res.headers['surrogate-key'], url).toBeUndefined();
      expect(String(res.headers['cache-control'] ?? ''), url).not.toMatch(/s-maxage/);
    }
  });
});

describe('private unless marked', () => {
  it('an anonymous answer that says nothing of caching is no-store: a CDN caching everything keeps only what the server marked', async () => {
    for (const url of ['/articolo/999999', '/api/recensioni/999999', '/api/non-esiste']) {
      const res = await off.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // What is marked keeps its mark: the site's static files, the canonical redirects.
    const robots = await off.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['cache-control']).toMatch(/^public, /);
  });
});
