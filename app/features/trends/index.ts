/** The trends feature's public entry: the screen of /dashboard/tendenze. Its other files are its own. */
export { TrendsPage } from './trends-page.tsx';
