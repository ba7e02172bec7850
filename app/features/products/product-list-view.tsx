import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { Product } from '../../../common/types.ts';
import { type ListView, SelectBox, type Selection } from '../../components/dashboard/list/index.ts';
import { productName } from '../../lib/format.ts';
import { useCategories } from '../../entities/categories/use-categories.ts';
import { PriceHistory } from './price-history.tsx';
import { type ProductItemHandlers, ProductRow, ProductTile } from './product-item.tsx';
import { ProductForm } from './product-form.tsx';

/** The id of a product's edit panel (the grid pencil scrolls to it). */
export const panelId = (id: number) => `modifica-prodotto-${id}`;

/**
 * The products of a page as tiles (griglia) or rows (elenco), each with its tick box; in the list
 * the product being edited has its inline panel (the form with display name and preferred ASIN,
 * and its price history) under its row.
 */
export function ProductListView({
  products,
  view,
  editingId,
  selection,
  handlers,
  onEditDone,
}: {
  products: readonly Product[];
  view: ListView;
  editingId: number | null;
  selection: Selection;
  handlers: ProductItemHandlers;
  onEditDone(): void;
}) {
  const categories = useCategories();
  const select = (p: Product) => <SelectBox selection={selection} id={p.id} name={productName(p)} />;

  if (view === 'griglia') {
    return (
      <ul className="product-grid-dash">
        {products.map((p) => (
          <li key={p.id}>
            <ProductTile p={p} handlers={handlers} select={select(p)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="product-list">
      {products.map((p) => (
        <li key={p.id} className={`card product-list-item${editingId === p.id ? ' is-editing' : ''}`}>
          <ProductRow p={p} editing={editingId === p.id} handlers={handlers} select={select(p)} />
          {editingId === p.id && (
            <section id={panelId(p.id)} className="edit-panel" aria-label={M.editPanelTitle(productName(p))}>
              <h3 className="panel-title">{M.editPanelTitle(productName(p))}</h3>
              <ProductForm key={p.id} mode="edit" screen="products" product={p} categories={categories} onSaved={onEditDone} onCancel={onEditDone} />
              <PriceHistory productId={p.id} />
            </section>
          )}
        </li>
      ))}
    </ul>
  );
}
