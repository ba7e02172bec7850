/** The profile feature's public entry: Il mio profilo (/dashboard/profilo). Its other files are its own. */
export { ProfilePage } from './profile-page.tsx';
