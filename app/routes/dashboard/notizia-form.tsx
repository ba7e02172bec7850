import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { editorPageCss } from '../../components/dashboard/editor-page/index.ts';
import { NewsForm } from '../../features/news/index.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/notizia-form';

/** The route module of /dashboard/notizie/nuova and /dashboard/notizie/{id}; the page lives in app/features/news/. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: newsCss },
  { rel: 'stylesheet', href: editorPageCss },
];

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? N.editTitle : N.newTitle} — ${DASH_MSG.dashboard}` }];
}

/** The page; opened from the gate's dialog of the list ('Modifica il testo'), at the first claim (useRevealFromState). */
export default NewsForm;
