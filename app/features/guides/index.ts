/** The guides feature's public entry: the screen of /dashboard/guide (its list, bulk actions, overlay and editor). Its other files are its own. */
export { GuidesPage } from './guides-page.tsx';
export { default as guidesListCss } from './guides-list.css?url';
