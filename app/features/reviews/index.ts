/**
 * The reviews feature's public entry: the screen of /dashboard/recensioni, and what the products
 * screen uses to write reviews (its 'Genera recensione' overlay, the prompt question of a bulk
 * generation, the generation request). Its other files are its own.
 */
export { generateReview, reviewKeys } from './api.ts';
export { BulkPromptDialog } from './bulk-prompt-dialog.tsx';
export { useReviewOverlay } from './review-overlay.tsx';
export { ReviewsPage } from './reviews-page.tsx';
export { default as reviewsListCss } from './reviews-list.css?url';
