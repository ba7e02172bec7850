/** The news feature's public entry: the screen of /dashboard/notizie and the edit form of /dashboard/notizie/nuova and /{id}. Its other files are its own. */
export { default as newsListCss } from './news-list.css?url';
export { NewsForm } from './news-form.tsx';
export { NewsPage } from './news-page.tsx';
