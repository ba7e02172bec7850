// The /prodotti category dropdown of narrow screens (spec section 2) without React: the server's
// GET form (the real route's markup) enhanced by app/enhance/category-select.ts — a choice loads
// the list at once, the search kept, from page 1, with no empty parameter for 'Tutte'.
import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { initCategorySelect } from '../../app/enhance/category-select.ts';
import Prodotti from '../../app/routes/public/prodotti.tsx';

type Props = Parameters<typeof Prodotti>[0];

function setup({ q = '', categoria = null as number | null } = {}) {
  const loaderData = {
    products: [],
    categories: [
      { id: 3, nome: 'Illuminazione', numero: 4 },
      { id: 7, nome: 'Acqua', numero: 2 },
    ],
    all: 6,
    params: { q, categoria, page: 2 },
    total: 30,
    pages: 2,
  };
  const Page = () => <Prodotti {...({ loaderData, params: {}, matches: [] } as unknown as Props)} />;
  const router = createMemoryRouter([{ path: '/prodotti', element: <Page /> }], { initialEntries: ['/prodotti'] });
  document.body.innerHTML = renderToStaticMarkup(<RouterProvider router={router} />);
  const form = document.querySelector<HTMLFormElement>('form.filter-select')!;
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  initCategorySelect(form);
  const select = screen.getByRole('combobox', { name: 'Filtra per categoria' });
  return { form, select: select as HTMLSelectElement, assign };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('category dropdown', () => {
  test('is a GET form to /prodotti: the categories with their counts, the current one chosen, the search kept, Filtra without JavaScript', () => {
    const { form, select } = setup({ q: 'torcia', categoria: 7 });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/prodotti');
    expect(form).toHaveAttribute('data-enhance', 'category-select');
    expect(select).toHaveAttribute('name', 'categoria');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Tutte (6)'],
      ['3', 'Illuminazione (4)'],
      ['7', 'Acqua (2)'],
    ]);
    // The server marks the current category (happy-dom misreads the select's value after innerHTML).
    expect(select.querySelector('option[selected]')).toHaveValue('7');
    expect(form.querySelector('input[type="hidden"][name="q"]')).toHaveValue('torcia');
    expect(form.querySelector('noscript')?.textContent).toContain('Filtra');
    // The sidebar's links stay plain links.
    expect(screen.getByRole('link', { name: /^Illuminazione/ })).toHaveAttribute('href', '/prodotti?q=torcia&categoria=3');
  });

  test('choosing a category loads the list of that category, the search kept, page 1', () => {
    const { select, assign } = setup({ q: 'torcia' });
    fireEvent.change(select, { target: { value: '3' } });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/prodotti?q=torcia&categoria=3');
  });

  test('Tutte loads the list without a category parameter', () => {
    const { select, assign } = setup({ categoria: 3 });
    fireEvent.change(select, { target: { value: '' } });
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/prodotti');
  });
});
