import { describe, expect, it } from 'vitest';
import { BLOCK_TOPICS } from '../../common/cache-topics.ts';
import { readListParams } from '../../app/lib/pager.ts';
import { cacheKey, pagePolicies } from '../../server/http/cache-policy.ts';
import { canonicalPath } from '../../server/http/canonical-path.ts';
import { appRouteTable, isPublicFile } from '../helpers/route-table.ts';

/** The policies the server builds from the route modules' `handle.cache` (decision 0027). */
const pagePolicy = pagePolicies(await appRouteTable(isPublicFile));

describe('canonicalPath', () => {
  it('makes runs of slashes one and drops a trailing slash, or says the path is canonical', () => {
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('/prodotti')).toBeNull();
    expect(canonicalPath('/articolo/12')).toBeNull();
    expect(canonicalPath('/prodotti/')).toBe('/prodotti');
    expect(canonicalPath('//')).toBe('/');
    expect(canonicalPath('//prodotti///pagina//')).toBe('/prodotti/pagina');
    expect(canonicalPath('/a/\\/b')).toBeNull();
  });

  it('costs one pass over a path of 300,000 slashes (a backtracking /\\/+$/ took minutes on it)', () => {
    expect(canonicalPath(`/${'/'.repeat(300_000)}x`)).toBe('/x');
    expect(canonicalPath(`/x${'/'.repeat(300_000)}`)).toBe('/x');
  });
});

describe('pagePolicy', () => {
  it('knows the public pages, their data requests and the parameters they read', () => {
    expect(pagePolicy('/')?.topics).toContain('about');
    expect(pagePolicy('/_root.data')?.topics).toContain('news');
    expect(pagePolicy('/prodotti')?.topics).toContain('product_prices');
    expect([...pagePolicy('/prodotti.data')!.params]).toEqual(expect.arrayContaining(['pagina', 'categoria', 'q', '_routes']));
    // What the list pages read is what the cache keys them by.
    const read = readListParams(new URLSearchParams('q=torcia&categoria=2&pagina=3'));
    expect(read).toEqual({ q: 'torcia', categoria: 2, page: 3 });
    for (const list of ['/prodotti', '/guide', '/notizie']) {
      expect(cacheKey(`${list}?pagina=3&categoria=2&z=1`, pagePolicy(list)!.params), list).toEqual({ key: `${list}?categoria=2&pagina=3`, storable: true });
      expect(cacheKey(`${list}?q=torcia&z=1`, pagePolicy(list)!.params).storable, list).toBe(false);
    }
    expect(pagePolicy('/articolo/12')?.topics).toContain('reviews');
    expect(pagePolicy('/articolo/12.data')?.topics).toContain('reviews');
    expect(pagePolicy('/guida/3')?.topics).toEqual(expect.arrayContaining(['guides', 'products']));
    expect(pagePolicy('/notizie/allerta-meteo')?.topics).toContain('news');
    expect(pagePolicy('/sitemap/notizie-1.xml')?.topics).toContain('news');
    expect(pagePolicy('/contatti')?.params.has('inviato')).toBe(true);
    expect(pagePolicy('/chi-siamo')?.topics).toEqual(['about', ...BLOCK_TOPICS]);
    // A text's blocks show products, prices, reviews and images: the detail pages follow them,
    // the lists (which show no block) do not.
    for (const path of ['/articolo/12', '/guida/3', '/notizie/allerta-meteo', '/chi-siamo'])
      expect(pagePolicy(path)?.topics, path).toEqual(expect.arrayContaining([...BLOCK_TOPICS]));
    for (const path of ['/guide', '/notizie']) expect(pagePolicy(path)?.topics, path).not.toContain('product_prices');
  });

  it('keeps everything else out: the login, the dashboard, unknown and deeper paths', () => {
    for (const path of ['/login', '/dashboard', '/dashboard/prodotti', '/articolo', '/articolo/', '/articolo/1/2', '/guida/1/x', '/sconosciuta', '/api/prodotti']) {
      expect(pagePolicy(path), path).toBeNull();
    }
  });

  it('costs one pass over a path of 300,000 slashes', () => {
    expect(pagePolicy(`/${'/'.repeat(300_000)}x`)).toBeNull();
    expect(pagePolicy(`/articolo${'/'.repeat(300_000)}`)).toBeNull();
  });
});

describe('cacheKey', () => {
  const known = new Set(['pagina', 'categoria', 'q']);

  it('keeps only the parameters that change the answer, in a fixed order', () => {
    expect(cacheKey('/prodotti', known)).toEqual({ key: '/prodotti', storable: true });
    expect(cacheKey('/prodotti?z=1', known)).toEqual({ key: '/prodotti', storable: true });
    expect(cacheKey('/prodotti?utm_source=x&pagina=2&fbclid=y', known)).toEqual({ key: '/prodotti?pagina=2', storable: true });
    expect(cacheKey('/prodotti?pagina=2&categoria=1', known).key).toBe(cacheKey('/prodotti?categoria=1&pagina=2', known).key);
    // A repeated name keeps its values in their order: a different answer, a different key.
    expect(cacheKey('/prodotti?pagina=1&pagina=2', known).key).not.toBe(cacheKey('/prodotti?pagina=2&pagina=1', known).key);
  });

  it('a search text is answered, never kept; an empty one is no search', () => {
    expect(cacheKey('/api/notizie?q=allerta', known).storable).toBe(false);
    expect(cacheKey('/api/notizie?q=', known).storable).toBe(true);
  });
});
