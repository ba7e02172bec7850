// The guides' list on /dashboard/guide (spec section 2 'Dashboard guides'): the search and the
// state filter asked of the server a page of 24 at a time, the pages, the empty states, and the
// bulk actions on the ticked cards: Pubblica, Archivia, Elimina in one request, Rigenera one guide
// at a time with the prompt chosen once.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import DashboardGuide from '../../app/routes/dashboard/guide.tsx';
import type { Guide } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aPrompt } from './builders.ts';
import { expectToast, fakeApi } from './dashboard-expect.ts';
import { contains, fakeList } from './fake-list.ts';
import { captureWrites, guideContent, guideOfTwo, holdWrites, POWER_BANK, TORCIA } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const GUIDES = [
  guideOfTwo({ id: 1, titolo: 'Kit blackout per la casa' }),
  guideOfTwo({ id: 2, titolo: 'Kit alluvione', stato: 'pubblicata' }),
  guideOfTwo({ id: 3, titolo: 'Scorte per l’inverno', stato: 'archiviata' }),
];

/** /dashboard/guide with GET /api/guide answering `guides` (?q on the title, ?stato, a page and its total). */
async function renderGuides(guides: readonly Guide[] = GUIDES, path = '/dashboard/guide') {
  const lists = fakeList(
    '/api/guide',
    () => guides,
    (g, params) => contains(g.titolo, params.get('q') ?? ''),
  );
  apiServer.use(http.get('/api/prodotti', () => HttpResponse.json([TORCIA, POWER_BANK])));
  const view = renderInDashboard(
    <Routes>
      <Route path="/dashboard/guide" element={<DashboardGuide />} />
    </Routes>,
    { path },
  );
  await screen.findByRole('heading', { level: 1, name: 'Guide' });
  if (guides.length) await screen.findByRole('heading', { level: 2, name: guides[0]!.titolo });
  return { ...view, lists };
}

const cardTitles = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
const bar = () => screen.getByRole('toolbar', { name: 'Azioni sugli elementi selezionati' });
const tick = (title: string) => screen.getByRole('checkbox', { name: `Seleziona ${title}` });

describe('guides: search, state and pages', () => {
  test('asks for a page of 24; the search asks the server for q after a pause, and says when nothing matches', async () => {
    const { user, lists, router } = await renderGuides();
    expect(Object.fromEntries(lists[0]!.searchParams)).toEqual({ limit: '24', offset: '0' });
    expect(cardTitles()).toEqual(GUIDES.map((g) => g.titolo));
    expect(screen.getByText('3 guide.')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Cerca' });
    await user.type(search, 'kit');
    await waitFor(() => expect(cardTitles()).toEqual(['Kit blackout per la casa', 'Kit alluvione']));
    expect(Object.fromEntries(lists.at(-1)!.searchParams)).toEqual({ limit: '24', offset: '0', q: 'kit' });
    expect(router.state.location.search).toBe('?q=kit');
    expect(screen.getByText('2 guide.')).toBeInTheDocument();

    await user.type(search, ' introvabile');
    expect(await screen.findByText('Nessun risultato per questa ricerca.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(search).toHaveValue('');
  });

  test('the state filter asks the server for that state', async () => {
    const { user, lists } = await renderGuides();
    await user.click(screen.getByRole('radio', { name: 'Pubblicate' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Kit alluvione']));
    expect(lists.at(-1)!.searchParams.get('stato')).toBe('pubblicata');
    expect(screen.getByRole('radio', { name: 'Pubblicate' })).toBeChecked();
  });

  test('more than 24 guides: 24 a page, Successiva asks for the next ones', async () => {
    const many = Array.from({ length: 30 }, (_, i) => guideOfTwo({ id: i + 1, titolo: `Guida ${i + 1}` }));
    const { user, lists } = await renderGuides(many);
    expect(cardTitles()).toHaveLength(24);
    expect(screen.getByText(/30 risultati · Pagina 1 di 2/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(cardTitles()).toEqual(many.slice(24).map((g) => g.titolo)));
    expect(lists.at(-1)!.searchParams.get('offset')).toBe('24');
    expect(screen.getByText(/Pagina 2 di 2/)).toBeInTheDocument();
  });

  test('without guides: the spec’s empty message, no bulk bar', async () => {
    await renderGuides([]);
    expect(await screen.findByText('Nessuna guida trovata.')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Azioni sugli elementi selezionati' })).not.toBeInTheDocument();
  });
});

describe('guides: bulk actions', () => {
  test('ticked guides are published in one request, with one toast; the selection is cleared and the list reloads', async () => {
    const bulk = fakeApi('post', '/api/guide/azioni', { riusciti: [1, 3], falliti: [] });
    const { user, lists } = await renderGuides();
    expect(within(bar()).queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
    await user.click(tick('Kit blackout per la casa'));
    await user.click(tick('Scorte per l’inverno'));
    expect(bar()).toHaveTextContent('2 selezionati');
    await user.click(within(bar()).getByRole('button', { name: 'Pubblica' }));
    await expectToast('2 elementi aggiornati.', 'success');
    expect(bulk.map((c) => c.body)).toEqual([{ azione: 'pubblica', ids: [1, 3] }]);
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(tick('Kit blackout per la casa')).not.toBeChecked();
    expect(bar()).toHaveTextContent('Seleziona tutti in questa pagina');
  });

  test('a guide the publishing gate holds back is reported; Elimina asks first', async () => {
    const bulk = fakeApi('post', '/api/guide/azioni', (body: { azione: string }) =>
      body.azione === 'pubblica' ? { riusciti: [], falliti: [{ id: 1, errore: 'La guida contiene 1 dato non verificato.' }] } : { riusciti: [1, 2, 3], falliti: [] },
    );
    const { user } = await renderGuides();
    await user.click(tick('Kit blackout per la casa'));
    await user.click(within(bar()).getByRole('button', { name: 'Pubblica' }));
    await expectToast('1 elemento non aggiornato: La guida contiene 1 dato non verificato.', 'error');

    await user.click(within(bar()).getByRole('checkbox', { name: /Seleziona tutti in questa pagina|selezionat/ }));
    expect(bar()).toHaveTextContent('3 selezionati');
    await user.click(within(bar()).getByRole('button', { name: 'Elimina' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminare i 3 elementi selezionati?' });
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    await expectToast('3 elementi eliminati.', 'success');
    expect(bulk.map((c) => c.body)).toEqual([
      { azione: 'pubblica', ids: [1] },
      { azione: 'elimina', ids: [1, 2, 3] },
    ]);
  });

  test('Rigenera: the prompt chosen once, then one guide at a time through the card’s own requests, with its progress', async () => {
    apiServer.use(
      http.get('/api/prompts', () =>
        HttpResponse.json([aPrompt({ id: 4, tipo: 'guida', titolo: 'Guida sintetica' }), aPrompt({ id: 5, tipo: 'guida', titolo: 'Guida della redazione', is_default: 1 })]),
      ),
    );
    const fresh = guideContent(
      '<p>Nuova.</p>',
      [
        [1, '<p>Uno.</p>'],
        [2, '<p>Due.</p>'],
      ],
      '<p>Fine.</p>',
    );
    const { bodies: generations, answer } = holdWrites('post', '/api/guide/genera', () => HttpResponse.json(fresh));
    const puts = captureWrites('put', '/api/guide/:id', ({ params }) => HttpResponse.json(guideOfTwo({ id: Number(params.id) })));
    const { user } = await renderGuides();
    await user.click(tick('Kit blackout per la casa'));
    await user.click(tick('Kit alluvione'));
    await user.click(within(bar()).getByRole('button', { name: 'Rigenera' }));
    const dialog = screen.getByRole('dialog', { name: 'Rigenerare i 2 testi selezionati?' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Guida sintetica' }));
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await within(bar()).findByText('1 di 2…')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Interrompi' })).toBeInTheDocument();
    answer.resolve();
    await expectToast('2 elementi aggiornati.', 'success');
    expect(generations).toEqual([
      { titolo: 'Kit blackout per la casa', prodotti: [1, 2], prompt_id: 4 },
      { titolo: 'Kit alluvione', prodotti: [1, 2], prompt_id: 4 },
    ]);
    expect(puts).toEqual([
      { titolo: 'Kit blackout per la casa', contenuto: fresh },
      { titolo: 'Kit alluvione', contenuto: fresh },
    ]);
  });
});
