import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { NewsPage, newsListCss } from '../../features/news/index.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/notizie';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: newsCss },
  { rel: 'stylesheet', href: newsListCss },
];

export function meta() {
  return [{ title: `${N.title} — ${DASH_MSG.dashboard}` }];
}

export default NewsPage;
