/** The reviews feature's public entry: the screen of /dashboard/recensioni and a review's own page (/nuova, /{productId}). Its other files are its own. */
export { ReviewsPage } from './reviews-page.tsx';
export { ReviewEditorPage } from './review-page.tsx';
export { ReviewNewPage } from './review-new-page.tsx';
export { default as reviewsListCss } from './reviews-list.css?url';
