import { useParams } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { EDITOR_PAGE_MSG as P } from '../../../common/messages-editor-page.ts';
import { editorPageCss } from '../../components/dashboard/editor-page/index.ts';
import { ReviewEditorPage, ReviewNewPage } from '../../features/reviews/index.ts';
import reviewsCss from '../../styles/reviews.css?url';
import type { Route } from './+types/recensione';

/** The route module of /dashboard/recensioni/nuova and /dashboard/recensioni/{productId}; the page lives in app/features/reviews/. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: reviewsCss },
  { rel: 'stylesheet', href: editorPageCss },
];

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `${params.id ? P.reviewEdit : P.reviewNew} — ${DASH_MSG.dashboard}` }];
}

export default function ReviewRoute() {
  const { id } = useParams();
  return id ? <ReviewEditorPage /> : <ReviewNewPage />;
}
