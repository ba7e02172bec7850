import { useQueryClient } from '@tanstack/react-query';
import { type ProductBlock } from '../../../../common/content-blocks.ts';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import type { Product } from '../../../../common/types.ts';
import { productQuery } from '../../../entities/products/api.ts';
import { productName } from '../../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useBlockProduct } from './block-data.ts';
import { ProductSearch } from './product-search.tsx';

/** The product a box shows now (when its dialog edits one). */
function Current({ id }: { id: number }) {
  const p = useBlockProduct(id);
  return <p className="muted">{p.state === 'ok' ? productName(p.product) : p.state === 'gone' ? `${M.productId(id)} — ${M.productGone}` : M.productId(id)}</p>;
}

/** A product found by a search goes into the products' cache: the block's preview shows it at once. */
export function useRememberProduct() {
  const client = useQueryClient();
  return (p: Product) => client.setQueryData(productQuery(p.id).queryKey, p);
}

/** 'Box prodotto': a product searched by name or ASIN; 'Scegli' puts its box at the caret (or in place of the box edited). */
export function ProductBoxDialog({ editing, onDone, onClose }: { editing: ProductBlock | null; onDone(block: ProductBlock): void; onClose(): void }) {
  const remember = useRememberProduct();
  return (
    <Dialog
      open
      title={editing ? M.productDialogEditTitle : M.productDialogTitle}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {M.cancel}
        </Button>
      }
    >
      {editing && <Current id={editing.id} />}
      <ProductSearch
        autoFocus
        action={(p) => ({ text: M.productChoose, label: M.productChooseLabel(productName(p)) })}
        onChoose={(p) => {
          remember(p);
          onDone({ tipo: 'prodotto', id: p.id });
        }}
      />
    </Dialog>
  );
}
