/** The products feature's public entry: the one form of 'Aggiungi prodotto' and of a product's edit, and the product requests other features read. Its other files are its own. */
export { allProductsQuery, productKeys, productQuery } from './api.ts';
export { ProductForm } from './product-form.tsx';
