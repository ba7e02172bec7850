import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { FeedSourcesPage } from '../../features/feeds/index.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/fonti-feed';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export function meta() {
  return [{ title: `${N.sourcesTitle} — ${DASH_MSG.dashboard}` }];
}

export default FeedSourcesPage;
