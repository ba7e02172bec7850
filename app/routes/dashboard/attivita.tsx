import { ACTIVITY_MSG } from '../../../common/messages-activity.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { ActivityPage, activityCss } from '../../features/activity/index.ts';
import type { Route } from './+types/attivita';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: activityCss }];

export function meta() {
  return [{ title: `${ACTIVITY_MSG.title} — ${DASH_MSG.dashboard}` }];
}

export default ActivityPage;
