/** The news feature's public entry: the edit form of /dashboard/notizie/nuova and /{id}. Its other files are its own. */
export { NewsForm } from './news-form.tsx';
