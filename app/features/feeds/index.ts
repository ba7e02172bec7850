/** The feed sources feature's public entry: the screen of /dashboard/fonti-feed. Its other files are its own. */
export { FeedSourcesPage } from './feed-sources-page.tsx';
