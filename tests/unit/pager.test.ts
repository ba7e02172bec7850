import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageCount, pageHref, pageOffset, pagerItems, pagingMeta, parsePage, readListParams } from '../../app/lib/pager.ts';

describe('pager of the public lists (issue 13)', () => {
  it('shows 24 cards a page; an empty list still has page 1', () => {
    expect(PAGE_SIZE).toBe(24);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(10_000)).toBe(417);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(48);
  });

  it('reads ?pagina=: absent or blank is 1, anything not a page number is null (a 404)', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'abc', '2abc', '9999999', ' 2']) expect(parsePage(bad), bad).toBeNull();
    expect(readListParams(new URLSearchParams('q=%20torcia%20&categoria=3&pagina=4'))).toEqual({ q: 'torcia', categoria: 3, page: 4 });
    expect(readListParams(new URLSearchParams('categoria=x'))).toEqual({ q: '', categoria: null, page: 1 });
  });

  it('links keep the search and the category; page 1 has no pagina', () => {
    expect(pageHref('/prodotti', { q: '', categoria: null }, 1)).toBe('/prodotti');
    expect(pageHref('/prodotti', { q: '', categoria: null }, 2)).toBe('/prodotti?pagina=2');
    expect(pageHref('/prodotti', { q: 'torcia led', categoria: 5 }, 3)).toBe('/prodotti?q=torcia+led&categoria=5&pagina=3');
    expect(pageHref('/guide', { q: 'a&b', categoria: null }, 1)).toBe('/guide?q=a%26b');
  });

  it('numbers: first, last, two either side of the current page, gaps between', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 417)).toEqual([1, 2, 3, 'gap', 417]);
    expect(pagerItems(200, 417)).toEqual([1, 'gap', 198, 199, 200, 201, 202, 'gap', 417]);
    expect(pagerItems(417, 417)).toEqual([1, 'gap', 415, 416, 417]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('canonical has the page (not on page 1) and the category, never the text; prev/next where they exist', () => {
    const site = 'https://scorta.example.it';
    expect(pagingMeta(site, '/prodotti', { q: '', categoria: null, page: 1 }, 3)).toEqual({
      canonicalPath: '/prodotti',
      links: [{ tagName: 'link', rel: 'next', href: `${site}/prodotti?pagina=2` }],
    });
    expect(pagingMeta(site, '/prodotti', { q: 'x', categoria: 2, page: 3 }, 3)).toEqual({
      canonicalPath: '/prodotti?categoria=2&pagina=3',
      links: [{ tagName: 'link', rel: 'prev', href: `${site}/prodotti?q=x&categoria=2&pagina=2` }],
    });
    expect(pagingMeta(site, '/notizie', { q: '', categoria: null, page: 2 }, 3).links.map((l) => (l as { rel: string }).rel)).toEqual(['prev', 'next']);
  });
});
