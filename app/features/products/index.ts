/**
 * The products feature's public entry: the screens of /dashboard/prodotti and
 * /dashboard/aggiungi-prodotto, the product requests other features read, and the category filter
 * the reviews list shares. Its other files are its own.
 */
export { allProductsQuery, productKeys, productQuery } from './api.ts';
export { AddProductPage } from './add-product-page.tsx';
export { CategoryFilter } from './category-filter.tsx';
export { ProductForm } from './product-form.tsx';
export { ProductsPage } from './products-page.tsx';
export { default as productsListCss } from './products-list.css?url';
