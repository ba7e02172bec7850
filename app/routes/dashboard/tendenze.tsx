import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { TRENDS_MSG as M } from '../../../common/messages-trends.ts';
import { TrendsPage } from '../../features/trends/index.ts';
import trendsCss from '../../styles/trends.css?url';
import type { Route } from './+types/tendenze';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: trendsCss }];

export function meta() {
  return [{ title: `${M.title} — ${DASH_MSG.dashboard}` }];
}

export default TrendsPage;
