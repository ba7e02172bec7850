/** The About feature's public entry: the editor of /dashboard/chi-siamo. Its other files are its own. */
export { AboutPage } from './about-page.tsx';
