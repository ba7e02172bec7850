/**
 * The products feature's public entry: the screens of /dashboard/prodotti and
 * /dashboard/aggiungi-prodotto and the product requests other features read. Its other files are its own.
 */
export { allProductsQuery, productKeys, productQuery } from './api.ts';
export { AddProductPage } from './add-product-page.tsx';
export { ProductForm } from './product-form.tsx';
export { ProductsPage } from './products-page.tsx';
export { default as productsListCss } from './products-list.css?url';
