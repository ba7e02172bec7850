/** The overview feature's public entry: the screen of /dashboard/panoramica. Its other files are its own. */
export { OverviewPage } from './overview-page.tsx';
