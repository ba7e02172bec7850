import { xmlEscape, xmlResponse } from './xml.ts';

/** One <item> of an RSS feed. */
export interface RssItem {
  title: string;
  link: string;
  date: string;
  description: string;
  category: string;
}

/** An RSS 2.0 channel: the site's /feed.xml and each author's /autore/{slug}/feed.xml. */
export function rssResponse(channel: { title: string; link: string; self: string; description: string }, items: readonly RssItem[]): Response {
  const rfc822 = (iso: string) => new Date(iso).toUTCString();
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(channel.title)}</title>`,
    `<link>${xmlEscape(channel.link)}</link>`,
    `<description>${xmlEscape(channel.description)}</description>`,
    '<language>it-IT</language>',
    `<atom:link href="${xmlEscape(channel.self)}" rel="self" type="application/rss+xml"/>`,
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
