/** The users feature's public entry: the screen of /dashboard/utenti and ending one's other sessions (the user menu). */
export { endOtherSessions } from './api.ts';
export { UsersPage } from './users-page.tsx';
