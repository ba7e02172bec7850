/** The feed sources feature's public entry: the screen of /dashboard/fonti-feed, and the sources' list the news screen reads after an ingest. */
export { feedSourcesQuery } from './api.ts';
export { FeedSourcesPage } from './feed-sources-page.tsx';
