/** The categories feature's public entry: the screen of /dashboard/categorie-prodotti, the list for selects and the lists' category filter. */
export { categoriesQuery, categoryKeys } from './api.ts';
export { CategoriesPage } from './categories-page.tsx';
export { CategoryFilter } from './category-filter.tsx';
export { useCategories } from './use-categories.ts';
