import { SITEMAP_URLS_PER_FILE, sitemapIndex, sitemapSections, urlset } from '../../lib/sitemap.ts';
import { readSitemapStamps } from '../../lib/sitemap.server.ts';
import { ALL_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/sitemap';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(ALL_TOPICS) };

/**
 * /sitemap.xml: every published page with lastmod where the content has a date, in one file up
 * to SITEMAP_URLS_PER_FILE addresses; on a larger site a sitemap index of the sections' files
 * (/sitemap/prodotti-1.xml, …: app/routes/seo/sitemap-file.ts).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const sections = sitemapSections(await readSitemapStamps(services));
  const entries = Object.values(sections).flat();
  if (entries.length <= SITEMAP_URLS_PER_FILE) return urlset(services.config.siteUrl, entries);
  return sitemapIndex(services.config.siteUrl, sections);
}
