import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { ProductDataColumn } from './product-fields.tsx';
import { ProductMediaColumn } from './product-media.tsx';
import { ProductTextsColumn } from './product-texts.tsx';
import { type ProductFormProps, useProductForm } from './use-product-form.ts';

export type { ProductFormProps } from './use-product-form.ts';

/**
 * The product form of the spec (section 2): three columns — data, image and links, the four
 * collapsible texts with a check or cross mark. One component for the add form, the Aggiungi
 * prodotto page and the inline edit panel. The state, the ASIN lookup and the save live in
 * useProductForm; each column draws one part of it.
 */
export function ProductForm({ mode, screen, product, categories, onSaved, onCancel }: ProductFormProps) {
  const form = useProductForm({ mode, screen, product, onSaved });
  return (
    <form className="product-form" onSubmit={form.submit} noValidate aria-label={form.edit ? M.editPanelTitle(product!.nome_prodotto) : M.addProductTitle}>
      <div className="product-form-cols">
        <ProductDataColumn form={form} categories={categories} />
        <ProductMediaColumn form={form} onCancel={onCancel} />
        <ProductTextsColumn form={form} />
      </div>
    </form>
  );
}
