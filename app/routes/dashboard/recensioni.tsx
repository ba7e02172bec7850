import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import { ReviewsPage, reviewsListCss } from '../../features/reviews/index.ts';
import reviewsCss from '../../styles/reviews.css?url';
import type { Route } from './+types/recensioni';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: reviewsCss },
  { rel: 'stylesheet', href: reviewsListCss },
];

export function meta() {
  return [{ title: `${R.title} — ${DASH_MSG.dashboard}` }];
}

export default ReviewsPage;
