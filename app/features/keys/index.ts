/** The API keys feature's public entry: the screen of /dashboard/chiavi. Its other files are its own. */
export { KeysPage } from './keys-page.tsx';
