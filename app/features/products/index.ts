/** The products feature's public entry: the one form of 'Aggiungi prodotto' and of a product's edit. Its other files are its own. */
export { ProductForm } from './product-form.tsx';
