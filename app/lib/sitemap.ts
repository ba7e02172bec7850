import { authorPath } from '../../common/site-paths.ts';
import { newsHref } from './carousel.ts';
import { latest, xmlEscape, xmlResponse } from './xml.ts';

/**
 * The sitemaps protocol allows 50,000 URLs a file; we stop at 5,000 so each file stays a few
 * hundred kilobytes (a crawler, or the render cache, never moves megabytes for one address).
 * Up to this many URLs /sitemap.xml lists them itself; beyond, it is a sitemap index of the
 * sections' files /sitemap/{sezione}-{n}.xml.
 */
export const SITEMAP_URLS_PER_FILE = 5_000;

export const SITEMAP_SECTIONS = ['pagine', 'prodotti', 'guide', 'notizie', 'autori'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

export interface SitemapStamps {
  products: Array<{ id: number; updated_at: string | null; review_updated_at?: string | null }>;
  guides: Array<{ id: number; updated_at: string | null }>;
  news: Array<{ slug: string; updated_at: string | null; data_pubblicazione?: string | null }>;
  /** The authors with published work (only they have a page), with their newest text's date. */
  authors?: Array<{ slug: string; updated_at: string | null }>;
}

/** The newest lastmod of some entries (a loop: a spread of 100,000 dates would overflow the stack). */
export function newest(entries: readonly SitemapEntry[]): string | undefined {
  let best: string | undefined;
  for (const e of entries) best = latest(best, e.lastmod);
  return best;
}

/** Every published page by section, with lastmod where the content has a date. */
export function sitemapSections(stamps: SitemapStamps): Record<SitemapSection, SitemapEntry[]> {
  const prodotti = stamps.products.map((p) => ({ path: `/articolo/${p.id}`, lastmod: latest(p.updated_at, p.review_updated_at) }));
  const guide = stamps.guides.map((g) => ({ path: `/guida/${g.id}`, lastmod: latest(g.updated_at) }));
  const notizie = stamps.news.map((n) => ({ path: newsHref(n.slug), lastmod: latest(n.updated_at, n.data_pubblicazione) }));
  const autori = (stamps.authors ?? []).map((a) => ({ path: authorPath(a.slug), lastmod: latest(a.updated_at) }));
  const pagine: SitemapEntry[] = [
    { path: '/', lastmod: latest(newest(prodotti), newest(guide), newest(notizie)) },
    { path: '/prodotti', lastmod: newest(prodotti) },
    { path: '/guide', lastmod: newest(guide) },
    { path: '/notizie', lastmod: newest(notizie) },
    { path: '/chi-siamo' },
    { path: '/contatti' },
    { path: '/privacy' },
  ];
  return { pagine, prodotti, guide, notizie, autori };
}

/** A <urlset> of entries. */
export function urlset(base: string, entries: readonly SitemapEntry[]): Response {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((p) => `  <url><loc>${xmlEscape(`${base}${p.path}`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`),
    '</urlset>',
    '',
  ].join('\n');
  return xmlResponse(xml, 'application/xml');
}

/** The files of the sections: each section cut into SITEMAP_URLS_PER_FILE entries. */
export function sitemapFiles(sections: Record<SitemapSection, SitemapEntry[]>): Array<{ name: string; entries: SitemapEntry[] }> {
  const files: Array<{ name: string; entries: SitemapEntry[] }> = [];
  for (const section of SITEMAP_SECTIONS) {
    const entries = sections[section];
    for (let i = 0; i < entries.length; i += SITEMAP_URLS_PER_FILE) {
      files.push({ name: `${section}-${i / SITEMAP_URLS_PER_FILE + 1}.xml`, entries: entries.slice(i, i + SITEMAP_URLS_PER_FILE) });
    }
  }
  return files;
}

/** A <sitemapindex> of the sections' files, each with the newest lastmod of its pages. */
export function sitemapIndex(base: string, sections: Record<SitemapSection, SitemapEntry[]>): Response {
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapFiles(sections).map((file) => {
      const lastmod = newest(file.entries);
      return `  <sitemap><loc>${xmlEscape(`${base}/sitemap/${file.name}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    }),
    '</sitemapindex>',
    '',
  ].join('\n');
  return xmlResponse(xml, 'application/xml');
}
