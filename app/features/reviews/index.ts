/** The reviews feature's public entry: the screen of /dashboard/recensioni. Its other files are its own. */
export { ReviewsPage } from './reviews-page.tsx';
export { default as reviewsListCss } from './reviews-list.css?url';
