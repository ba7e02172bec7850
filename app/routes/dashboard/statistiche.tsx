import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { STATS_MSG as M } from '../../../common/messages-stats.ts';
import { StatisticsPage, statisticsCss } from '../../features/statistics/index.ts';
import type { Route } from './+types/statistiche';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: statisticsCss }];

export function meta() {
  return [{ title: `${M.title} — ${DASH_MSG.dashboard}` }];
}

export default StatisticsPage;
