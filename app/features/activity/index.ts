/** The activity log's public entry: the screen of /dashboard/attivita and its styles. Its other files are its own. */
export { ActivityPage } from './activity-page.tsx';
export { default as activityCss } from './activity.css?url';
