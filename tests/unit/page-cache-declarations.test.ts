import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_TOPICS, type PageCache, pageCache } from '#common/cache-topics.ts';
import { isSitePagePath } from '#server/domain/page-titles.ts';
import { pagePolicies, type RouteEntry } from '#server/http/cache-policy.ts';
import { type AppRoute, appRouteTable, isPublicFile } from '../helpers/route-table.ts';

/**
 * Each public route module declares its render-cache policy (`handle.cache`, decision 0027) and the
 * server's table of policies is built from those declarations, not from a list of its own.
 */
const table = await appRouteTable(isPublicFile);
const pagePolicy = pagePolicies(table);
const routes = Object.values(table);
const leaves = routes.filter((r) => !routes.some((c) => c.parentId === r.id));
/** Routes that are never cached: the login, the redirect of unknown paths and the editors' preview (staff only). */
const UNCACHED = new Set(['routes/public/login.tsx', 'routes/public/catch-all.tsx', 'routes/public/anteprima.tsx']);
const cacheOf = (route: RouteEntry) => (route.module.handle as { cache?: PageCache } | undefined)?.cache;
/** An address the route answers: its path with every `:param` filled in. */
const addressOf = (route: RouteEntry): string => {
  const parent = route.parentId ? addressOf(table[route.parentId]!) : '';
  const own = (route.path ?? '').replaceAll(/:\w+/g, 'x');
  return own ? `${parent.replace(/\/$/, '')}/${own}` : parent || '/';
};

describe('page cache declarations', () => {
  it('every public route of app/routes.ts declares a policy, except the login, the catch-all and the preview', () => {
    const publicLeaves = leaves.filter((r) => isPublicFile(r.file));
    expect(publicLeaves.length).toBeGreaterThan(10);
    for (const route of publicLeaves) {
      const cache = cacheOf(route);
      if (UNCACHED.has(route.file)) {
        expect(cache, route.file).toBeUndefined();
        continue;
      }
      expect(cache, route.file).toBeDefined();
      for (const topic of cache!.topics) expect(CACHE_TOPICS, route.file).toContain(topic);
    }
  });

  it('what a route module declares is what the server uses for its addresses and their data requests', () => {
    for (const route of leaves.filter((r) => cacheOf(r))) {
      const cache = cacheOf(route)!;
      const address = addressOf(route);
      for (const path of [address, `${address === '/' ? '/_root' : address}.data`]) {
        const policy = pagePolicy(path);
        expect(policy?.topics, path).toEqual(cache.topics);
        expect([...policy!.params].sort(), path).toEqual([...new Set(['_routes', 'index', ...cache.params])].sort());
      }
    }
    expect(pagePolicy('/login')).toBeNull();
    expect(pagePolicy('/qualsiasi')).toBeNull();
  });

  it('no dashboard route declares one: the dashboard is never cached', () => {
    const dashboard = routes.filter((r) => !isPublicFile(r.file));
    expect(dashboard.length).toBeGreaterThan(5);
    for (const route of dashboard) {
      const source = fs.readFileSync(new URL(`../../app/${route.file}`, import.meta.url), 'utf8');
      expect(source, route.file).not.toMatch(/\bpageCache\b|\bcache\s*:/);
      expect(pagePolicy(addressOf(route)), route.file).toBeNull();
    }
  });
});

describe('the pages a click on an Amazon link may come from (POST /api/clic `da`)', () => {
  /** An address of the route with a plausible value for each parameter (an id is a number). */
  const sample = (route: RouteEntry) =>
    addressOf(route).replace(/\/x(?=\/|$)/g, (_, offset: number, whole: string) => (/\/(articolo|guida)$/.test(whole.slice(0, offset)) ? '/12' : '/una-pagina'));

  it('are the public pages, the ones whose views are counted, and nothing else of app/routes.ts', () => {
    // The cached HTML pages (the sitemap and the feed are cached too, but no page anyone clicks on).
    const isPage = (r: AppRoute) => cacheOf(r) !== undefined && r.file.startsWith('routes/public/');
    expect(leaves.filter(isPage).length).toBeGreaterThan(8);
    for (const route of leaves) expect(isSitePagePath(sample(route)), `${route.file}: ${sample(route)}`).toBe(isPage(route));
    for (const path of ['/qualsiasi', '/articolo/abc', '/articolo/0', '/articolo/2147483648', '/guida/12/altro', '/notizie/', '/prodotti.data', '/_root', '//prodotti']) {
      expect(isSitePagePath(path), path).toBe(false);
    }
  });
});

describe('pagePolicies', () => {
  const route = (id: string, over: Partial<RouteEntry> & { cache?: PageCache } = {}): RouteEntry => {
    const { cache, ...rest } = over;
    return { id, parentId: 'root', module: cache ? { handle: { cache } } : {}, ...rest };
  };
  const build = (...list: RouteEntry[]) => pagePolicies(Object.fromEntries([route('root', { parentId: undefined, path: '' }), ...list].map((r) => [r.id, r])));

  it('adds what the parent routes declare to the page’s own policy', () => {
    const lookup = build(
      route('shell', { cache: pageCache(['categories'], 'tema') }),
      route('list', { parentId: 'shell', path: 'lista', cache: pageCache(['news'], 'pagina') }),
      route('plain', { parentId: 'shell', path: 'semplice' }),
    );
    expect(lookup('/lista')?.topics).toEqual(['categories', 'news']);
    expect([...lookup('/lista')!.params]).toEqual(expect.arrayContaining(['tema', 'pagina', '_routes']));
    // The parent's declaration alone caches nothing.
    expect(lookup('/semplice')).toBeNull();
  });

  it('a path no leaf claims, under a cached prefix, stays uncached', () => {
    const lookup = build(
      route('item', { path: 'notizie/:slug', cache: pageCache(['news']) }),
      route('archive', { path: 'notizie/archivio' }),
      route('group', { path: 'notizie/gruppo' }),
      route('child', { parentId: 'group', path: ':id' }),
    );
    expect(lookup('/notizie/allerta')?.topics).toEqual(['news']);
    expect(lookup('/notizie/archivio')).toBeNull();
    expect(lookup('/notizie/gruppo')).toBeNull();
  });

  it('caches a /{prefix}/:param/{file} page (an author’s feed) under its own policy', () => {
    const lookup = build(route('author', { path: 'autore/:slug', cache: pageCache(['users']) }), route('feed', { path: 'autore/:slug/feed.xml', cache: pageCache(['news']) }));
    expect(lookup('/autore/anna')?.topics).toEqual(['users']);
    expect(lookup('/autore/anna/feed.xml')?.topics).toEqual(['news']);
    expect(lookup('/autore/anna/altro.xml')).toBeNull();
    expect(lookup('/autore/anna/feed.xml/x')).toBeNull();
  });

  it('refuses at start a cached page whose path the lookup cannot answer', () => {
    expect(() => build(route('splat', { path: 'file/*', cache: pageCache([]) }))).toThrow(/static or \/\{prefix\}\/:param/);
    expect(() => build(route('deep', { path: 'a/:b/c/d', cache: pageCache([]) }))).toThrow(/static or/);
    expect(() => build(route('two-params', { path: 'a/:b/:c', cache: pageCache([]) }))).toThrow(/static or/);
    expect(() => build(route('optional', { path: 'a/:b?', cache: pageCache([]) }))).toThrow(/static or/);
    expect(() => build(route('bad', { path: 'x', module: { handle: { cache: { topics: 'news' } } } }))).toThrow(/pageCache/);
    expect(() => build(route('one', { path: 'x' }), route('two', { path: 'x' }))).toThrow(/already answers \/x/);
  });
});
