import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { REDIRECT_MSG } from '../../../common/messages-redirects.ts';
import { RedirectsPage, redirectsCss } from '../../features/redirects/index.ts';
import type { Route } from './+types/reindirizzamenti';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: redirectsCss }];

export function meta() {
  return [{ title: `${REDIRECT_MSG.title} — ${DASH_MSG.dashboard}` }];
}

export default RedirectsPage;
