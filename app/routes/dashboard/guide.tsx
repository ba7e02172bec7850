import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { GuidesPage, guidesListCss } from '../../features/guides/index.ts';
import guidesCss from '../../styles/dashboard-guides.css?url';
import type { Route } from './+types/guide';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: guidesCss },
  { rel: 'stylesheet', href: guidesListCss },
];

export function meta() {
  return [{ title: `${G.title} — ${DASH_MSG.dashboard}` }];
}

export default GuidesPage;
