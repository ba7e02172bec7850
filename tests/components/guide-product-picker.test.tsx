// The guide's product selector (spec sections 2 and 5): checkboxes in a modal, at most 10
// products (further checkboxes disabled), the order of choice kept, and Fatto.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { GuideProductPicker } from '../../app/features/guides/guide-product-picker.tsx';
import type { Product } from '../../common/types.ts';
import { aProduct } from './builders.ts';
import { renderInDashboard } from './render.tsx';

const catalog = (n: number) => Array.from({ length: n }, (_, i) => aProduct({ id: i + 1, nome_sintetico: `Articolo ${String(i + 1).padStart(2, '0')}` }));

/** The picker as the guide editor holds it: the selection lives in the parent. */
function renderPicker(products: Product[], initial: number[] = []) {
  const changes: number[][] = [];
  const onClose = vi.fn();
  function Host() {
    const [selected, setSelected] = useState(initial);
    return (
      <GuideProductPicker
        open
        products={products}
        selected={selected}
        onChange={(ids) => {
          changes.push(ids);
          setSelected(ids);
        }}
        onClose={onClose}
      />
    );
  }
  const view = renderInDashboard(<Host />);
  const dialog = screen.getByRole('dialog', { name: 'Seleziona i prodotti' });
  return { ...view, dialog, changes, onClose };
}

describe('guide product picker', () => {
  test('checking products adds them in the order chosen and counts them', async () => {
    const { user, dialog, changes } = renderPicker(catalog(4));
    expect(within(dialog).getByRole('status')).toHaveTextContent('0 di 10 prodotti selezionati');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Articolo 03' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Articolo 01' }));
    expect(changes.at(-1)).toEqual([3, 1]);
    expect(within(dialog).getByRole('checkbox', { name: /Articolo 03/ })).toBeChecked();
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 di 10 prodotti selezionati');
    await user.click(within(dialog).getByRole('checkbox', { name: /Articolo 03/ }));
    expect(changes.at(-1)).toEqual([1]);
  });

  test('with 10 chosen the other checkboxes are disabled; unchecking one enables them again', async () => {
    const { user, dialog, changes } = renderPicker(catalog(12), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const eleventh = within(dialog).getByRole('checkbox', { name: 'Articolo 11' });
    expect(eleventh).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Articolo 10' }));
    expect(changes.at(-1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('10 di 10 prodotti selezionati');
    expect(eleventh).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Articolo 12' })).toBeDisabled();
    // The chosen ones stay enabled, so the editor can change its mind.
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(10);
    for (const box of within(dialog).getAllByRole('checkbox', { checked: true })) expect(box).toBeEnabled();
    // A click on a disabled box adds nothing.
    await user.click(eleventh);
    expect(changes).toHaveLength(1);

    await user.click(within(dialog).getByRole('checkbox', { name: /Articolo 04/ }));
    expect(changes.at(-1)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
    expect(eleventh).toBeEnabled();
  });

  test('the filter box narrows the list by name or ASIN', async () => {
    const products = [
      aProduct({ id: 1, nome_sintetico: 'Torcia frontale', asin_prodotto: 'B0TORCIA01' }),
      aProduct({ id: 2, nome_sintetico: 'Radio a manovella', asin_prodotto: 'B0RADIO002' }),
    ];
    const { user, dialog } = renderPicker(products);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Filtra i prodotti' }), 'radio');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(dialog).getByRole('checkbox', { name: 'Radio a manovella' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'b0torcia');
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Torcia frontale']);
  });

  test('Fatto closes the selector', async () => {
    const { user, dialog, onClose } = renderPicker(catalog(2));
    await user.click(within(dialog).getByRole('button', { name: 'Fatto' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('an empty catalogue says so instead of showing checkboxes', () => {
    const { dialog } = renderPicker([]);
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(dialog).toHaveTextContent('Nessun prodotto in catalogo: aggiungine uno dalla sezione Prodotti.');
  });
});
