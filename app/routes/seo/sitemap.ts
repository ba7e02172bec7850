import { newsHref } from '../../lib/carousel.ts';
import { ANONYMOUS } from '../../lib/content.server.ts';
import { latest, xmlEscape, xmlResponse } from '../../lib/xml.ts';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: every published page, with lastmod where the content has a date. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const base = services.config.siteUrl;
  const [products, reviews, guides, news] = await Promise.all([
    services.products.list({ publishedReviewOnly: true }),
    services.reviews.list(ANONYMOUS),
    services.guides.list(ANONYMOUS),
    services.news.list(ANONYMOUS),
  ]);
  const reviewDate = new Map(reviews.map((r) => [r.id_prodotto, r.data_recensione]));
  const productPages = products.map((p) => ({ path: `/articolo/${p.id}`, lastmod: latest(p.updated_at, reviewDate.get(p.id)) }));
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
