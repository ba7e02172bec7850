import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import { PromptsPage } from '../../features/prompts/index.ts';
import promptsCss from '../../styles/prompts.css?url';
import type { Route } from './+types/prompts';

/** The route module of /dashboard/prompts; the screen itself lives in app/features/prompts/. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: promptsCss }];

export function meta() {
  return [{ title: `${M.title} — ${DASH_MSG.dashboard}` }];
}

export default function DashboardPrompts() {
  return <PromptsPage />;
}
