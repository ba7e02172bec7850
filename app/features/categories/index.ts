/** The categories feature's public entry: the screen of /dashboard/categorie-prodotti. Its other files are its own. */
export { CategoriesPage } from './categories-page.tsx';
