/** The categories feature's public entry: the screen of /dashboard/categorie-prodotti and the list for selects. */
export { categoriesQuery, categoryKeys } from './api.ts';
export { CategoriesPage } from './categories-page.tsx';
export { useCategories } from './use-categories.ts';
