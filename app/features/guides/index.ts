/** The guides feature's public entry: the screen of /dashboard/guide (its list, bulk actions, overlay) and a guide's own page (/nuova, /{id}). Its other files are its own. */
export { GuidesPage } from './guides-page.tsx';
export { GuideEditorPage, GuideNewPage } from './guide-page.tsx';
export { default as guidesListCss } from './guides-list.css?url';
