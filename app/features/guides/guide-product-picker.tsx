import { useId, useMemo, useState } from 'react';
import { GUIDE_MSG as G, MAX_GUIDE_PRODUCTS } from '../../../common/messages-guides.ts';
import type { Product } from '../../../common/types.ts';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

/**
 * The product selector of a guide (spec sections 2 and 5): checkboxes, at most 10 (the others are
 * disabled once 10 are chosen), a filter box, and Fatto. The guide's order is the order of choice.
 */
export function GuideProductPicker({
  open,
  products,
  selected,
  onChange,
  onClose,
}: {
  open: boolean;
  products: readonly Product[];
  selected: readonly number[];
  onChange(ids: number[]): void;
  onClose(): void;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const full = selected.length >= MAX_GUIDE_PRODUCTS;
  const shown = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return q ? products.filter((p) => `${productName(p)} ${p.nome_prodotto} ${p.asin_prodotto ?? ''}`.toLowerCase().includes(q)) : products;
  }, [filter, products]);

  function toggle(id: number, on: boolean) {
    if (on && !selected.includes(id) && !full) onChange([...selected, id]);
    if (!on) onChange(selected.filter((x) => x !== id));
  }

  return (
    <Dialog
      open={open}
      title={G.productsModalTitle}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="primary" onClick={onClose}>
          {G.done}
        </Button>
      }
    >
      <p className="muted guide-picker-hint">{G.productsModalHint}</p>
      <div className="guide-picker-bar">
        <label htmlFor={filterId} className="sr-only">
          {G.productsFilter}
        </label>
        <input id={filterId} type="search" placeholder={G.productsFilter} value={filter} onChange={(e) => setFilter(e.target.value)} />
        <p className={`guide-picker-count${full ? ' is-full' : ''}`} role="status" aria-live="polite">
          {G.productsSelected(selected.length)}
          {full && <span className="sr-only"> {G.productsMaxReached}</span>}
        </p>
      </div>
      {full && (
        <p className="guide-picker-full" aria-hidden="true">
          {G.productsMaxReached}
        </p>
      )}
      {products.length === 0 ? (
        <p className="muted">{G.productsCatalogEmpty}</p>
      ) : (
        <ul className="guide-picker-list">
          {shown.map((p) => {
            const position = selected.indexOf(p.id);
            const checked = position >= 0;
            const disabled = !checked && full;
            return (
              <li key={p.id} className={`guide-picker-item${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}>
                <label>
                  <input type="checkbox" name="prodotti-guida" value={p.id} checked={checked} disabled={disabled} onChange={(e) => toggle(p.id, e.target.checked)} />
                  <img src={p.img_prodotto || PLACEHOLDER_IMAGE} alt="" width={40} height={40} loading="lazy" />
                  <span className="guide-picker-name">{productName(p)}</span>
                  {checked && (
                    <span className="guide-picker-order" aria-hidden="true">
                      {position + 1}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
