import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import type { Product } from '../../../../common/types.ts';
import { formatPrice, PLACEHOLDER_IMAGE, productName } from '../../../lib/format.ts';
import { useSearchTerm } from '../use-search-term.ts';
import { productSearchQuery } from './block-data.ts';

/**
 * The catalogue's search of the block dialogs, by name or ASIN (GET /api/prodotti?q=, the
 * dashboard list's search): typing (debounced) lists the products with image, name, ASIN and
 * price; `action` is each result's button. Enter in the search picks the first result that can
 * be picked, ArrowDown/ArrowUp move along the results.
 */
export function ProductSearch({
  onChoose,
  action,
  canChoose = () => true,
  autoFocus = false,
}: {
  onChoose(product: Product): void;
  /** The result button's visible text and accessible name. */
  action(product: Product): { text: string; label: string };
  canChoose?(product: Product): boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const list = useRef<HTMLUListElement | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const [text, setText] = useState('');
  const term = useSearchTerm(text, 2);

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const found = useQuery({ ...productSearchQuery(term ?? ''), enabled: term !== null });
  const results = term === null ? [] : (found.data ?? []);

  function onSearchKey(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      const first = results.find(canChoose);
      if (first) onChoose(first);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      list.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    }
  }

  function onListKey(e: KeyboardEvent<HTMLUListElement>) {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (e.key === 'ArrowUp' && at <= 0) input.current?.focus();
    else buttons[Math.min(Math.max(at + (e.key === 'ArrowDown' ? 1 : -1), 0), buttons.length - 1)]?.focus();
  }

  const status = term === null ? null : found.isError ? M.productSearchFailed : found.isPending ? M.productSearching : results.length === 0 ? M.productSearchNone : null;
  return (
    <div className="rte-product-search">
      <label htmlFor={`${id}-cerca`}>{M.productSearch}</label>
      <input
        id={`${id}-cerca`}
        ref={input}
        type="search"
        value={text}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onSearchKey}
      />
      <p id={`${id}-hint`} className="field-hint">
        {M.productSearchHint}
      </p>
      <p className={found.isError ? 'field-error' : 'field-hint'} role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ul className="rte-product-results" ref={list} aria-label={M.productResults} onKeyDown={onListKey}>
          {results.map((p) => {
            const a = action(p);
            return (
              <li key={p.id}>
                <img src={p.img_prodotto || PLACEHOLDER_IMAGE} alt="" width={48} height={48} loading="lazy" />
                <span className="rte-product-text">
                  <span className="rte-product-name">{productName(p)}</span>
                  <span className="muted">
                    {p.asin_prodotto ? M.asin(p.asin_prodotto) : ''}
                    {p.asin_prodotto ? ' · ' : ''}
                    {p.prezzo_prodotto === null ? M.noPrice : formatPrice(p.prezzo_prodotto)}
                  </span>
                </span>
                <button type="button" className="btn btn-secondary btn-sm" aria-label={a.label} disabled={!canChoose(p)} onClick={() => onChoose(p)}>
                  {a.text}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
