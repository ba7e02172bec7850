// Recensioni as a list that scales: search, status and category go to the server, pages with the
// total from X-Total-Count, tick boxes with the bulk bar (Pubblica in one POST, with the reviews
// the claims gate refused told in a toast; Rigenera with a prompt chosen once, one review at a
// time), a review opened from the address when the page does not hold it.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import DashboardRecensioni from '../../app/routes/dashboard/recensioni.tsx';
import type { Review } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aCategory, aPrompt, aReview } from './builders.ts';
import { expectToast, recordApiCalls, toastWith } from './dashboard-expect.ts';
import { contains, fakeList } from './fake-list.ts';
import { captureWrites, deferred } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

// The editor mounts ProseMirror: leave a loaded machine time to show it.

const TORCIA = aReview({ id: 31, id_recensione: 31, id_prodotto: 4, nome_sintetico: 'Torcia frontale' });
const RADIO = aReview({ id: 32, id_recensione: 32, id_prodotto: 5, nome_sintetico: 'Radio a manovella', stato: 'pubblicata' });

/** GET /api/recensioni as the server answers it (stato, q on the product's name, a page, X-Total-Count). */
function serveReviews(items: readonly Review[] = [TORCIA, RADIO]) {
  apiServer.use(http.get('/api/categorie-prodotti', () => HttpResponse.json([aCategory({ id: 1, nome: 'Illuminazione' })])));
  return fakeList(
    '/api/recensioni',
    () => items,
    (r, params) => contains(r.nome_sintetico, params.get('q') ?? ''),
  );
}

async function renderScreen(path = '/dashboard/recensioni') {
  const view = renderInDashboard(<DashboardRecensioni />, { path });
  await screen.findByRole('article', { name: 'Torcia frontale' });
  return view;
}

const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);
const bulkBar = () => within(screen.getByRole('toolbar', { name: 'Azioni sugli elementi selezionati' }));

describe('reviews list', () => {
  test('a page of 24, the total in the header; search, status and category go to the server', async () => {
    const asked = serveReviews();
    const { user } = await renderScreen();
    expect(params(asked[0])).toEqual({ limit: '24', offset: '0' });
    expect(screen.getByText('2 recensioni')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'torcia');
    await waitFor(() => expect(params(asked.at(-1))).toEqual({ limit: '24', offset: '0', q: 'torcia' }));
    await user.click(screen.getByRole('radio', { name: 'Pubblicate' }));
    await waitFor(() => expect(params(asked.at(-1))).toEqual({ limit: '24', offset: '0', q: 'torcia', stato: 'pubblicata' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Illuminazione');
    await waitFor(() => expect(params(asked.at(-1))).toEqual({ limit: '24', offset: '0', q: 'torcia', stato: 'pubblicata', categoria: '1' }));
  });

  test('Successiva asks for the next page', async () => {
    const others = Array.from({ length: 28 }, (_, i) => aReview({ id: 100 + i, id_recensione: 100 + i, id_prodotto: 100 + i, nome_sintetico: `Prodotto ${i}` }));
    const asked = serveReviews([TORCIA, RADIO, ...others]);
    const { user } = await renderScreen();
    const pager = within(screen.getByRole('navigation', { name: 'Pagine' }));
    await user.click(pager.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(params(asked.at(-1))).toEqual({ limit: '24', offset: '24' }));
    expect(await pager.findByText(/Pagina 2 di 2/)).toBeInTheDocument();
  });

  test('bulk Pubblica: one POST; the reviews the claims gate refused are told with its words', async () => {
    serveReviews();
    const refused = 'La recensione contiene 1 dato non verificato: toglilo dal testo o confermalo indicando la fonte.';
    const bodies = captureWrites('post', '/api/recensioni/azioni', () => HttpResponse.json({ riusciti: [32], falliti: [{ id: 31, errore: refused }] }));
    const { user } = await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' }));
    expect(bulkBar().getByText('2 selezionati')).toBeInTheDocument();
    await user.click(bulkBar().getByRole('button', { name: 'Pubblica' }));
    await expectToast('1 elemento aggiornato.', 'success');
    await expectToast(`1 elemento non aggiornato: ${refused}`, 'error');
    expect(bodies).toEqual([{ azione: 'pubblica', ids: [31, 32] }]);
  });

  test('bulk Archivia: drafts only, no question; with a published one, the question names it; Annulla puts each back through its own action', async () => {
    serveReviews();
    const refused = 'La recensione contiene 1 dato non verificato: toglilo dal testo o confermalo indicando la fonte.';
    const bodies = captureWrites('post', '/api/recensioni/azioni', async ({ request }) => {
      const { azione, ids } = (await request.clone().json()) as { azione: string; ids: number[] };
      return HttpResponse.json(azione === 'pubblica' ? { riusciti: [], falliti: [{ id: ids[0], errore: refused }] } : { riusciti: ids, falliti: [] });
    });
    const { user } = await renderScreen();

    // A draft alone: nothing leaves the site, no question; Annulla is offered all the same.
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Torcia frontale' }));
    await user.click(bulkBar().getByRole('button', { name: 'Archivia' }));
    await expectToast('1 elemento aggiornato.', 'success');
    expect(within(toastWith('1 elemento aggiornato.')).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    expect(bodies).toEqual([{ azione: 'archivia', ids: [31] }]);

    // The draft and the published review: the question names the one live page.
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona tutti in questa pagina' }));
    await user.click(bulkBar().getByRole('button', { name: 'Archivia' }));
    const ask = screen.getByRole('dialog', { name: 'Archiviare i 2 elementi selezionati?' });
    expect(ask).toHaveTextContent('1 pagina pubblicata verrà tolta dal sito.');
    expect(ask).toHaveTextContent('Subito dopo potrai annullare l’operazione per qualche secondo.');
    await user.click(within(ask).getByRole('button', { name: 'Archivia' }));
    await expectToast('2 elementi aggiornati.', 'success');

    // Annulla: the draft goes back to draft, the published one through Pubblica, whose gate is reported.
    await user.click(within(toastWith('2 elementi aggiornati.')).getByRole('button', { name: 'Annulla' }));
    await expectToast('Operazione annullata: 1 elemento ripristinato.', 'success');
    await expectToast(`1 elemento non ripristinato: ${refused}`, 'error');
    expect(bodies.slice(1)).toEqual([
      { azione: 'archivia', ids: [31, 32] },
      { azione: 'bozza', ids: [31] },
      { azione: 'pubblica', ids: [32] },
    ]);
  });

  test('a scheduled review shows published once its time comes: the list is asked again then, and every 15 s while it is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    vi.setSystemTime('2026-11-26T10:00:00.000Z');
    const at = '2026-11-26T10:10:00.000Z';
    let items = [{ ...TORCIA, pubblicazione_programmata: at }, RADIO];
    serveReviews();
    fakeList('/api/recensioni', () => items);
    const calls = recordApiCalls();
    const asked = () => calls.filter((c) => c.startsWith('GET /api/recensioni?')).length;
    await renderScreen();
    const card = screen.getByRole('article', { name: 'Torcia frontale' });
    const first = asked();

    // Nothing before the time. The fake clock also runs with real time (shouldAdvanceTime, for the
    // waits): a minute of margin keeps a slow render on a loaded machine from reaching the time.
    await act(() => vi.advanceTimersByTimeAsync(9 * 60_000));
    expect(asked()).toBe(first);
    // At the time (the job has not published it yet): asked again, still a draft.
    await act(() => vi.advanceTimersByTimeAsync(60_000 + 2_000));
    await waitFor(() => expect(asked()).toBe(first + 1));
    expect(within(card).getByText('Bozza')).toBeInTheDocument();
    // 15 s later the job has: published.
    items = [{ ...TORCIA, stato: 'pubblicata' }, RADIO];
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(await within(card).findByText('Pubblicata')).toBeInTheDocument();
    expect(asked()).toBe(first + 2);
    // Nothing scheduled any more: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(asked()).toBe(first + 2);
  });

  test('bulk Rigenera: the prompt chosen once, then each review in turn with its progress', async () => {
    serveReviews();
    apiServer.use(
      http.get('/api/prompts', () => HttpResponse.json([aPrompt({ id: 2, titolo: 'Recensione breve' }), aPrompt({ id: 3, titolo: 'Recensione della redazione', is_default: 1 })])),
    );
    const first = deferred();
    const generated: string[] = [];
    apiServer.use(
      http.post('/api/recensioni/genera/:id', async ({ request, params: p }) => {
        generated.push(`${String(p.id)}:${JSON.stringify(await request.json())}`);
        if (generated.length === 1) await first.promise;
        return HttpResponse.json({ recensione: TORCIA, non_verificati: [], creata: false });
      }),
    );
    const { user } = await renderScreen();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Torcia frontale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Radio a manovella' }));
    await user.click(bulkBar().getByRole('button', { name: 'Rigenera' }));
    const dialog = screen.getByRole('dialog', { name: 'Rigenerare i 2 testi selezionati?' });
    expect(await within(dialog).findByRole('combobox', { name: 'Prompt per la rigenerazione' })).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: 'Rigenera' }));
    expect(await bulkBar().findByText('1 di 2…')).toBeInTheDocument();
    first.resolve();
    await expectToast('2 elementi aggiornati.', 'success');
    expect(generated).toEqual(['4:{"id_prompt":3}', '5:{"id_prompt":3}']);
  });

  test('?edit={productId} goes on to the review’s own page, wherever the review is in the list', async () => {
    serveReviews();
    const { router } = renderInDashboard(<DashboardRecensioni />, { path: '/dashboard/recensioni?edit=9' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/recensioni/9'));
  });

  test('a search with no match says so, with Azzera filtri', async () => {
    serveReviews([TORCIA]);
    const { user } = renderInDashboard(<DashboardRecensioni />, { path: '/dashboard/recensioni?q=zzz' });
    expect(await screen.findByText('Nessun risultato per questa ricerca.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(await screen.findByRole('article', { name: 'Torcia frontale' })).toBeInTheDocument();
  });
});
