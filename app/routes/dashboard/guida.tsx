import { useParams } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { EDITOR_PAGE_MSG as P } from '../../../common/messages-editor-page.ts';
import { editorPageCss } from '../../components/dashboard/editor-page/index.ts';
import { GuideEditorPage, GuideNewPage } from '../../features/guides/index.ts';
import guidesCss from '../../styles/dashboard-guides.css?url';
import type { Route } from './+types/guida';

/** The route module of /dashboard/guide/nuova and /dashboard/guide/{id}; the page lives in app/features/guides/. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: guidesCss },
  { rel: 'stylesheet', href: editorPageCss },
];

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? P.guideEdit : P.guideNew} — ${DASH_MSG.dashboard}` }];
}

export default function GuideRoute() {
  const { id } = useParams();
  return id ? <GuideEditorPage /> : <GuideNewPage />;
}
