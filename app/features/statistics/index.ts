/**
 * The statistics feature's public entry: the screen of /dashboard/statistiche and the
 * clicks figure of the product cards. Its other files are its own.
 */
export { ProductClicks } from './product-clicks.tsx';
export { StatisticsPage } from './statistics-page.tsx';
export { default as statisticsCss } from './statistics.css?url';
