import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { guideHref, newsHref } from '../../lib/carousel.ts';
import { ANONYMOUS, plainText } from '../../lib/content.server.ts';
import { truncate } from '../../lib/seo.ts';
import { xmlEscape, xmlResponse } from '../../lib/xml.ts';
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
  const rfc822 = (iso: string) => new Date(iso).toUTCString();
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(siteName)}</title>`,
    `<link>${xmlEscape(`${siteUrl}/`)}</link>`,
    `<description>${xmlEscape(MSG.heroSubtitle)}</description>`,
    '<language>it-IT</language>',
    `<atom:link href="${xmlEscape(`${siteUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`<lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>`] : []),
    ...items.map((i) =>
      [
        '<item>',
        `<title>${xmlEscape(i.title)}</title>`,
        `<link>${xmlEscape(i.link)}</link>`,
        `<guid isPermaLink="true">${xmlEscape(i.link)}</guid>`,
        `<pubDate>${rfc822(i.date)}</pubDate>`,
        `<category>${xmlEscape(i.category)}</category>`,
        `<description>${xmlEscape(i.description)}</description>`,
        '</item>',
      ].join(''),
    ),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
  return xmlResponse(xml, 'application/rss+xml');
}
