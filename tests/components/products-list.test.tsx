// Prodotti as a list that scales: the search and the category go to the server (q, categoria),
// pages of 24 with the total from X-Total-Count, tick boxes with the bulk bar (one POST to
// /api/prodotti/azioni and one toast; Genera recensione one product at a time after a prompt),
// Griglia/Elenco remembered, and the empty states.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import DashboardProdotti from '../../app/routes/dashboard/prodotti.tsx';
import type { Product } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aCategory, aProduct, aPrompt } from './builders.ts';
import { expectToast, toastWith } from './dashboard-expect.ts';
import { contains, fakeList } from './fake-list.ts';
import { captureWrites } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const TORCIA = aProduct({ id: 1, nome_sintetico: 'Torcia frontale' });
const RADIO = aProduct({ id: 2, nome_sintetico: 'Radio a manovella', asin_prodotto: 'B0RADIO001', ha_recensione: true, stato_recensione: 'bozza' });
const LANTERNA = aProduct({ id: 3, nome_sintetico: 'Lanterna solare', asin_prodotto: 'B0LANTERN1' });

/** GET /api/prodotti as the server answers it (q on the names, a page, X-Total-Count); returns the addresses asked. */
function serveProducts(items: readonly Product[] = [TORCIA, RADIO, LANTERNA]) {
  apiServer.use(
    http.get('/api/prodotti/aggiorna', () => HttpResponse.json({ run: null })),
    // The cards' clicks figure (its own tests: statistics-page.test.tsx).
    http.get('/api/statistiche', () => HttpResponse.json({ giorni: [], prodotti: [], pagine: [] })),
    http.get('/api/categorie-prodotti', () => HttpResponse.json([aCategory({ id: 1, nome: 'Illuminazione' }), aCategory({ id: 2, nome: 'Comunicazione e radio' })])),
  );
  return fakeList<Product & { stato?: string }>(
    '/api/prodotti',
    () => items,
    (p, params) => contains(p.nome_sintetico, params.get('q') ?? ''),
  );
}

/** `n` more products, older than the three above. */
const more = (n: number) => Array.from({ length: n }, (_, i) => aProduct({ id: 100 + i, nome_sintetico: `Prodotto ${i}`, asin_prodotto: `B0MORE${String(i).padStart(4, '0')}` }));

async function renderScreen(path = '/dashboard/prodotti') {
  const view = renderInDashboard(<DashboardProdotti />, { path });
  await screen.findByRole('heading', { level: 2, name: 'Torcia frontale' });
  return view;
}

const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
const bulkBar = () => within(screen.getByRole('toolbar', { name: 'Azioni sugli elementi selezionati' }));

describe('products list', () => {
  test('asks for the newest 24 and shows the total in the header and under the list', async () => {
    const asked = serveProducts();
    await renderScreen();
    expect(params(asked[0])).toEqual({ limit: '24', offset: '0', ordine: 'recenti' });
    expect(screen.getByText('3 prodotti in catalogo.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagine' })).toHaveTextContent('3 risultati');
  });

  test('the search asks the server with q, back on the first page', async () => {
    const asked = serveProducts([TORCIA, RADIO, ...more(27), LANTERNA]);
    const { user, router } = renderInDashboard(<DashboardProdotti />, { path: '/dashboard/prodotti?pagina=2' });
    await screen.findByRole('heading', { level: 2, name: 'Lanterna solare' });
    expect(params(asked[0])).toMatchObject({ offset: '24' });
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'lanterna');
    await waitFor(() => expect(params(asked.at(-1))).toEqual({ limit: '24', offset: '0', ordine: 'recenti', q: 'lanterna' }));
    expect(await screen.findByText('1 prodotto in catalogo.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Prodotto 22' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=lanterna');
  });

  test('the category filter asks the server with categoria', async () => {
    const asked = serveProducts();
    const { user } = await renderScreen();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Comunicazione e radio');
    await waitFor(() => expect(params(asked.at(-1))).toMatchObject({ categoria: '2', offset: '0' }));
  });

  test('Successiva and Precedente ask for the next and previous page', async () => {
    const asked = serveProducts([TORCIA, RADIO, LANTERNA, ...more(47)]);
    const { user } = await renderScreen();
    const pager = within(screen.getByRole('navigation', { name: 'Pagine' }));
    expect(pager.getByText(/Pagina 1 di 3/)).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Precedente' })).toBeDisabled();
    await user.click(pager.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(params(asked.at(-1))).toMatchObject({ offset: '24' }));
    expect(await pager.findByText(/Pagina 2 di 3/)).toBeInTheDocument();
    await user.click(pager.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(params(asked.at(-1))).toMatchObject({ offset: '48' }));
    expect(await pager.findByText(/Pagina 3 di 3/)).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Successiva' })).toBeDisabled();
    // Back to a page seen a moment ago: shown from what was read, not asked again.
    await user.click(pager.getByRole('button', { name: 'Precedente' }));
    expect(await pager.findByText(/Pagina 2 di 3/)).toBeInTheDocument();
    expect(asked.map((u) => u.searchParams.get('offset'))).toEqual(['0', '24', '48']);
  });

  test('ticked products and Aggiorna dati da Amazon: one POST to /api/prodotti/azioni, one toast, the list reloads', async () => {
    const asked = serveProducts();
    const bodies = captureWrites('post', '/api/prodotti/azioni', () => HttpResponse.json({ riusciti: [1, 3], falliti: [] }));
    const { user } = await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Torcia frontale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Lanterna solare' }));
    expect(bulkBar().getByText('2 selezionati')).toBeInTheDocument();
    const before = asked.length;
    await user.click(bulkBar().getByRole('button', { name: 'Aggiorna dati da Amazon' }));
    await expectToast('2 elementi aggiornati.', 'success');
    expect(bodies).toEqual([{ azione: 'aggiorna', ids: [1, 3] }]);
    expect(asked.length).toBeGreaterThan(before);
    expect(screen.getByRole('checkbox', { name: 'Seleziona Torcia frontale' })).not.toBeChecked();
  });

  test('bulk Elimina asks first, then waits out the undo window; the products that could not be deleted are told in one toast', async () => {
    serveProducts();
    const bodies = captureWrites('post', '/api/prodotti/azioni', () => HttpResponse.json({ riusciti: [1], falliti: [{ id: 2, errore: 'Prodotto non trovato.' }] }));
    const { user } = await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Lanterna solare' }));
    await user.click(bulkBar().getByRole('button', { name: 'Elimina' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminare i 2 elementi selezionati?' });
    expect(bodies).toEqual([]);
    expect(confirm).toHaveTextContent('Nessuna pagina pubblicata verrà tolta dal sito.');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    // Held for the undo window: the products leave the list, nothing is sent yet.
    await expectToast('2 elementi eliminati.', 'success');
    expect(screen.queryByRole('heading', { level: 2, name: 'Torcia frontale' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lanterna solare' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // Closing the toast ends the window: the delete goes.
    await user.click(within(toastWith('2 elementi eliminati.')).getByRole('button', { name: 'Chiudi notifica' }));
    await expectToast('1 elemento non aggiornato: Prodotto non trovato.', 'error');
    expect(bodies).toEqual([{ azione: 'elimina', ids: [1, 2] }]);
  });

  test('bulk Genera recensione: a prompt once, then one product without a review at a time', async () => {
    serveProducts();
    apiServer.use(
      http.get('/api/prompts', () => HttpResponse.json([aPrompt({ id: 2, titolo: 'Recensione breve' }), aPrompt({ id: 3, titolo: 'Recensione della redazione', is_default: 1 })])),
    );
    const generated: string[] = [];
    apiServer.use(
      http.post('/api/recensioni/genera/:id', async ({ request, params: p }) => {
        generated.push(`${String(p.id)}:${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ recensione: {}, non_verificati: [], creata: true }, { status: 201 });
      }),
    );
    const { user } = await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' }));
    await user.click(bulkBar().getByRole('button', { name: 'Genera recensione' }));
    const dialog = screen.getByRole('dialog', { name: 'Generare le recensioni dei 2 prodotti selezionati?' });
    expect(dialog).toHaveTextContent('1 prodotto ha già una recensione e viene saltato.');
    const select = await within(dialog).findByRole('combobox', { name: 'Prompt' });
    expect(select).toHaveValue('3');
    await user.selectOptions(select, 'Recensione breve');
    await user.click(within(dialog).getByRole('button', { name: 'Genera recensione' }));
    await expectToast('2 elementi aggiornati.', 'success');
    expect(generated).toEqual(['1:{"id_prompt":2}', '3:{"id_prompt":2}']);
  });

  test('Griglia is the default; Elenco is remembered after the screen is left', async () => {
    serveProducts();
    const first = await renderScreen();
    expect(screen.getByRole('radio', { name: 'Griglia' })).toBeChecked();
    await first.user.click(screen.getByRole('radio', { name: 'Elenco' }));
    expect(document.querySelector('.product-list')).not.toBeNull();
    first.unmount();

    await renderScreen();
    expect(screen.getByRole('radio', { name: 'Elenco' })).toBeChecked();
    expect(document.querySelector('.product-grid-dash')).toBeNull();
  });

  test('the grid pencil switches to Elenco and opens the edit panel', async () => {
    serveProducts();
    apiServer.use(http.get('/api/prodotti/:id/prezzi', () => HttpResponse.json([])));
    const { user } = await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Modifica: Torcia frontale' }));
    expect(screen.getByRole('radio', { name: 'Elenco' })).toBeChecked();
    expect(await screen.findByRole('region', { name: 'Modifica «Torcia frontale»' })).toBeInTheDocument();
  });

  test('?edit={id} of a product on another page shows it first with its panel open, and leaves the address clean', async () => {
    serveProducts();
    const far = aProduct({ id: 9, nome_sintetico: 'Fischietto di segnalazione', asin_prodotto: 'B0FISCHI01' });
    apiServer.use(
      http.get('/api/prodotti/9', () => HttpResponse.json(far)),
      http.get('/api/prodotti/:id/prezzi', () => HttpResponse.json([])),
    );
    const { router } = renderInDashboard(<DashboardProdotti />, { path: '/dashboard/prodotti?edit=9' });
    expect(await screen.findByRole('region', { name: 'Modifica «Fischietto di segnalazione»' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Elenco' })).toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  test('no match: «Nessun risultato per questa ricerca.» and Azzera filtri asks again without filters', async () => {
    const asked = serveProducts([TORCIA]);
    const { user } = renderInDashboard(<DashboardProdotti />, { path: '/dashboard/prodotti?q=zzz&categoria=2' });
    expect(await screen.findByText('Nessun risultato per questa ricerca.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(await screen.findByRole('article', { name: 'Torcia frontale' })).toBeInTheDocument();
    expect(params(asked.at(-1))).toEqual({ limit: '24', offset: '0', ordine: 'recenti' });
  });

  test('an empty catalogue keeps its own message', async () => {
    serveProducts([]);
    renderInDashboard(<DashboardProdotti />, { path: '/dashboard/prodotti' });
    expect(await screen.findByText('Nessun prodotto trovato.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Azzera filtri' })).not.toBeInTheDocument();
  });
});
