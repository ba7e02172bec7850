import { newsHref } from '../../lib/carousel.ts';
import { latest, xmlEscape, xmlResponse } from '../../lib/xml.ts';
import type { Route } from './+types/sitemap';

/**
 * /sitemap.xml: every published page, with lastmod where the content has a date. Only ids, slugs
 * and dates are read (no texts). One file: the sitemaps protocol allows 50,000 URLs, and the
 * bench catalogue (10,000 products, 500 guides, 20,000 news) makes about 30,500; a larger site
 * would need a sitemap index.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const base = services.config.siteUrl;
  const [products, guides, news] = await Promise.all([
    services.products.sitemapStamps(),
    services.guides.sitemapStamps(),
    services.news.sitemapStamps(),
  ]);
  const productPages = products.map((p) => ({ path: `/articolo/${p.id}`, lastmod: latest(p.updated_at, p.review_updated_at) }));
  const guidePages = guides.map((g) => ({ path: `/guida/${g.id}`, lastmod: latest(g.updated_at) }));
  const newsPages = news.map((n) => ({ path: newsHref(n.slug), lastmod: latest(n.updated_at, n.data_pubblicazione) }));
  const newest = (pages: Array<{ lastmod?: string }>) => latest(...pages.map((p) => p.lastmod));
  const pages = [
    { path: '/', lastmod: newest([...productPages, ...guidePages, ...newsPages]) },
    { path: '/prodotti', lastmod: newest(productPages) },
    { path: '/guide', lastmod: newest(guidePages) },
    { path: '/notizie', lastmod: newest(newsPages) },
    { path: '/chi-siamo' },
    { path: '/contatti' },
    { path: '/privacy' },
    ...productPages,
    ...guidePages,
    ...newsPages,
  ] as Array<{ path: string; lastmod?: string }>;
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages.map(
      (p) => `  <url><loc>${xmlEscape(`${base}${p.path}`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return xmlResponse(xml, 'application/xml');
}
