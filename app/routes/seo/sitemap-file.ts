import { MSG } from '../../../common/messages.ts';
import { sitemapFiles, sitemapSections, urlset } from '../../lib/sitemap.ts';
import { readSitemapStamps } from '../../lib/sitemap.server.ts';
import { ALL_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/sitemap-file';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(ALL_TOPICS) };

/** /sitemap/{sezione}-{n}.xml: one file of the sitemap index (app/lib/sitemap.ts); 404 for any other name. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { services } = context;
  const file = sitemapFiles(sitemapSections(await readSitemapStamps(services))).find((f) => f.name === params.file);
  if (!file) return new Response(MSG.pageNotFoundTitle, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return urlset(services.config.siteUrl, file.entries);
}
