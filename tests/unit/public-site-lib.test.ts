import { describe, expect, it } from 'vitest';
import { type CarouselItem, interleaveCarousel, newsHref } from '../../app/lib/carousel.ts';
import { normalizeQuery, parseCategory, suggestionsUrl } from '../../app/lib/search.ts';
import { seoMeta, truncate } from '../../app/lib/seo.ts';
import { latest, xmlEscape } from '../../app/lib/xml.ts';

const items = (kind: CarouselItem['kind'], n: number): CarouselItem[] =>
  Array.from({ length: n }, (_, i) => ({ kind, key: `${kind}${i}`, title: `${kind} ${i}`, href: '/', image: null }));

describe('carousel (spec section 9)', () => {
  it('interleaves rounds of 2 reviews, 2 guides, 2 news and stops at 12', () => {
    const out = interleaveCarousel(items('recensione', 12), items('guida', 12), items('notizia', 12));
    expect(out).toHaveLength(12);
    expect(out.map((i) => i.kind[0]).join('')).toBe('rrggnnrrggnn');
  });

  it('lets the other kinds keep their turns when one runs out', () => {
    const out = interleaveCarousel(items('recensione', 17), items('guida', 3), items('notizia', 7));
    expect(out.map((i) => i.kind[0]).join('')).toBe('rrggnnrrgnnr');
    expect(interleaveCarousel([], [], [])).toEqual([]);
    expect(
      interleaveCarousel(items('recensione', 1), [], items('notizia', 3))
        .map((i) => i.kind[0])
        .join(''),
    ).toBe('rnnn');
  });

  it('news without a slug link to /notizie', () => {
    expect(newsHref(null)).toBe('/notizie');
    expect(newsHref('allerta meteo')).toBe('/notizie/allerta%20meteo');
  });
});

describe('public search (spec section 5; the matching itself runs in SQL: tests/api/search-suggestions.test.ts)', () => {
  it('is trimmed and case-insensitive; the suggestions address carries the text and the category', () => {
    expect(normalizeQuery('  TorCIA ')).toBe('torcia');
    expect(suggestionsUrl('prodotti', '  torcia led ', 7)).toBe('/api/suggerimenti?tipo=prodotti&q=torcia+led&categoria=7');
    expect(suggestionsUrl('guide', '50% & più', null)).toBe('/api/suggerimenti?tipo=guide&q=50%25+%26+pi%C3%B9');
  });

  it('compares categories numerically and ignores garbage', () => {
    expect(parseCategory('007')).toBe(7);
    expect(parseCategory('abc')).toBeNull();
    expect(parseCategory('0')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});

describe('SEO and XML helpers', () => {
  it('cuts descriptions at a word with an ellipsis', () => {
    const text = 'parola '.repeat(40);
    const cut = truncate(text, 60);
    expect(cut.length).toBeLessThanOrEqual(60);
    expect(cut.endsWith('parola…')).toBe(true);
    expect(truncate('breve')).toBe('breve');
  });

  it('builds absolute canonical, Open Graph and JSON-LD tags from SITE_URL', () => {
    const tags = seoMeta(
      { siteName: 'Pronti a Tutto', siteUrl: 'https://www.example.it' },
      {
        title: 'Guida',
        description: 'Una descrizione',
        path: '/guida/1',
        image: '/demo/guide/1.svg',
        type: 'article',
        jsonLd: [{ '@type': 'Article' }],
      },
    );
    expect(tags).toContainEqual({ title: 'Guida | Pronti a Tutto' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.it/guida/1' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://www.example.it/demo/guide/1.svg' });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Article' } });
  });

  it('escapes XML and drops characters XML cannot carry', () => {
    expect(xmlEscape(`<a href="x">L'acqua & il "fuoco"</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;L&apos;acqua &amp; il &quot;fuoco&quot;&lt;/a&gt;');
    expect(latest('2026-01-01T00:00:00.000Z', null, 'non una data', '2026-03-01T00:00:00.000Z')).toBe('2026-03-01T00:00:00.000Z');
    expect(latest()).toBeUndefined();
  });
});
