import type { Services } from '../../server/services.ts';
import type { SitemapStamps } from './sitemap.ts';

/** The published content's ids, slugs and dates (no texts): all the sitemaps need. */
export async function readSitemapStamps(services: Services): Promise<SitemapStamps> {
  const [products, guides, news, authors] = await Promise.all([
    services.products.sitemapStamps(),
    services.guides.sitemapStamps(),
    services.news.sitemapStamps(),
    services.authors.sitemapStamps(),
  ]);
  return { products, guides, news, authors };
}
