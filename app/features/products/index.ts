/** The products feature's public entry: the screens of /dashboard/prodotti and /dashboard/aggiungi-prodotto. Its other files are its own. */
export { AddProductPage } from './add-product-page.tsx';
export { ProductsPage } from './products-page.tsx';
export { default as productsListCss } from './products-list.css?url';
