/** The media feature's public entry: the screen of /dashboard/media and its styles. Its other files are its own. */
export { MediaPage } from './media-page.tsx';
export { mediaLibraryCss as mediaCss } from '../../components/dashboard/media/index.ts';
