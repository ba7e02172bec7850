import { pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/robots';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache([]) };

/** /robots.txt: everything public is crawlable; the dashboard and the API are not. */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.siteUrl;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /dashboard', 'Disallow: /api/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
