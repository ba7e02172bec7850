import { describe, expect, it } from 'vitest';
import { SITEMAP_URLS_PER_FILE, newest, sitemapFiles, sitemapIndex, sitemapSections } from '../../app/lib/sitemap.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();

function stamps(products: number, guides: number, news: number) {
  return {
    products: Array.from({ length: products }, (_, i) => ({ id: i + 1, updated_at: day(i % 300), review_updated_at: null })),
    guides: Array.from({ length: guides }, (_, i) => ({ id: i + 1, updated_at: day(i % 200) })),
    news: Array.from({ length: news }, (_, i) => ({ slug: `notizia-${i + 1}`, updated_at: day(i % 100), data_pubblicazione: null })),
  };
}

describe('sitemap files and index', () => {
  it('cuts each section into files of SITEMAP_URLS_PER_FILE addresses, in order, none lost', () => {
    const sections = sitemapSections(stamps(10_000, 500, 20_001));
    const files = sitemapFiles(sections);
    expect(files.map((f) => f.name)).toEqual([
      'pagine-1.xml',
      'prodotti-1.xml',
      'prodotti-2.xml',
      'guide-1.xml',
      'notizie-1.xml',
      'notizie-2.xml',
      'notizie-3.xml',
      'notizie-4.xml',
      'notizie-5.xml',
    ]);
    for (const f of files) expect(f.entries.length).toBeLessThanOrEqual(SITEMAP_URLS_PER_FILE);
    expect(files.at(-1)!.entries.map((e) => e.path)).toEqual(['/notizie/notizia-20001']);
    expect(files.flatMap((f) => f.entries)).toEqual(Object.values(sections).flat());
  });

  it('the index lists every file with the newest lastmod of its pages', async () => {
    const sections = sitemapSections(stamps(6_000, 3, 2));
    const xml = await sitemapIndex('https://example.it', sections).text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => [m[1], m[2]]);
    expect(locs).toEqual([
      ['https://example.it/sitemap/pagine-1.xml', day(299)],
      ['https://example.it/sitemap/prodotti-1.xml', day(299)],
      ['https://example.it/sitemap/prodotti-2.xml', day(299)],
      ['https://example.it/sitemap/guide-1.xml', day(2)],
      ['https://example.it/sitemap/notizie-1.xml', day(1)],
    ]);
  });

  it('finds the newest date of 200,000 entries (no spread of arguments)', () => {
    const entries = Array.from({ length: 200_000 }, (_, i) => ({ path: `/p/${i}`, lastmod: day(i % 1000) }));
    expect(newest(entries)).toBe(day(999));
    expect(newest([])).toBeUndefined();
  });
});
