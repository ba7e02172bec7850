/** The users feature's public entry: the screen of /dashboard/utenti. Its other files are its own. */
export { UsersPage } from './users-page.tsx';
