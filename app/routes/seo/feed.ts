import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { guideHref, newsHref } from '../../lib/carousel.ts';
import { ANONYMOUS, plainText } from '../../lib/content.server.ts';
import { truncate } from '../../lib/seo.ts';
import { rssResponse } from '../../lib/rss.ts';
import { GUIDE_TOPICS, NEWS_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/feed';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache([...GUIDE_TOPICS, ...NEWS_TOPICS]) };

const FEED_ITEMS = 50;

/** /feed.xml: RSS 2.0 of the published news and guides, newest first; those kept from search engines (noindex) are left out. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const { siteUrl, siteName } = services.config;
  const [guides, news] = await Promise.all([services.guides.list(ANONYMOUS), services.news.list(ANONYMOUS)]);
  const items = [
    ...news
      .filter((n) => !n.noindex)
      .map((n) => ({
        title: n.titolo,
        link: `${siteUrl}${newsHref(n.slug)}`,
        date: n.data_pubblicazione || n.created_at,
        description: n.sommario || truncate(plainText(n.contenuto), 300),
        category: SITE_MSG.tagNotizia,
      })),
    ...guides
      .filter((g) => !g.noindex)
      .map((g) => ({
        title: g.titolo,
        link: `${siteUrl}${guideHref(g.id)}`,
        date: g.created_at,
        description: truncate(plainText(g.contenuto.introduzione), 300),
        category: SITE_MSG.tagGuida,
      })),
  ]
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, FEED_ITEMS);
  return rssResponse({ title: siteName, link: `${siteUrl}/`, self: `${siteUrl}/feed.xml`, description: MSG.heroSubtitle }, items);
}
