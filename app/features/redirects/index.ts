/** The redirects feature's public entry: the screen of /dashboard/reindirizzamenti and its styles. Its other files are its own. */
export { RedirectsPage } from './redirects-page.tsx';
export { default as redirectsCss } from './redirects.css?url';
