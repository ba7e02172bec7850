import { MSG } from '../../../common/messages.ts';
import { AUTHOR_LIST_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import { authorFeed } from '../../lib/pages/author-view.server.ts';
import { rssResponse } from '../../lib/rss.ts';
import type { Route } from './+types/author-feed';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(AUTHOR_LIST_TOPICS) };

/** /autore/{slug}/feed.xml: RSS 2.0 of an author's latest published texts; 404 where /autore/{slug} is one. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const feed = await authorFeed(context.services, params.slug ?? '');
  if (!feed) return new Response(MSG.pageNotFoundTitle, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return rssResponse(feed.channel, feed.items);
}
