// Attività (decision 0064): the log's lines (when in Italian time, who, what, on what with its
// link, the claim and its source), the filters kept in the address and sent to the API, the pages,
// and the loading, empty and error (with 'Riprova') states.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import DashboardAttivita from '../../app/routes/dashboard/attivita.tsx';
import type { ActivityLine, ActivityPage } from '../../common/activity.ts';
import { apiServer } from './api-server.ts';
import { renderInDashboard } from './render.tsx';

const NOW = new Date('2026-11-26T13:30:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const line = (over: Partial<ActivityLine>): ActivityLine => ({
  id: 1,
  id_utente: 2,
  nome_utente: 'Giulia Rossi',
  azione: 'modificato',
  tipo_oggetto: 'guida',
  id_oggetto: 7,
  titolo: 'Guida al kit',
  dettagli: null,
  creata_il: '2026-11-26T13:02:00Z',
  collegamento: '/dashboard/guide/7',
  ...over,
});

const LINES = [
  line({
    id: 3,
    azione: 'claim_confermato',
    tipo_oggetto: 'recensione',
    titolo: 'Torcia frontale',
    collegamento: '/dashboard/recensioni/4',
    dettagli: { affermazione: 'Dura 10 ore', fonte: 'Scheda del produttore' },
  }),
  line({ id: 2, azione: 'eliminato', tipo_oggetto: 'notizia', titolo: 'Allerta passata', collegamento: null, creata_il: '2026-11-25T08:15:00Z' }),
  line({ id: 1, creata_il: '2026-11-20T08:15:00Z' }),
];

/** GET /api/attivita answering `page` (or what `answer` says); the queries asked, in order. */
function serve(answer: (url: URL) => Response | ActivityPage = () => ({ data: LINES, totale: 3, pagina: 1, per_pagina: 50, pagine: 1 })) {
  const asked: URLSearchParams[] = [];
  apiServer.use(
    http.get('/api/attivita', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams);
      const res = answer(url);
      return res instanceof Response ? res : HttpResponse.json(res);
    }),
    http.get('/api/attivita/persone', () => HttpResponse.json([{ id: 2, nome: 'Giulia Rossi' }])),
    http.get('/api/auth/me', () => HttpResponse.json({ authenticated: true, user: { id: 1, username: 'admin', ruolo: 'amministratore', nome: 'admin' } })),
  );
  return asked;
}

describe('Attività', () => {
  test('shows each line: when, who, what, on what (linked while it exists) and the claim with its source', async () => {
    serve();
    renderInDashboard(<DashboardAttivita />, { path: '/dashboard/attivita' });
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento attività…');
    const rows = await screen.findAllByRole('row');
    const [claim, deleted, older] = rows.slice(1);
    expect(claim).toHaveTextContent('oggi 14:02');
    expect(claim).toHaveTextContent('Giulia Rossi');
    expect(claim).toHaveTextContent('Affermazione confermata');
    expect(within(claim!).getByRole('link', { name: 'Torcia frontale' })).toHaveAttribute('href', '/dashboard/recensioni/4');
    expect(within(claim!).getByText('Affermazione').nextElementSibling).toHaveTextContent('Dura 10 ore');
    expect(within(claim!).getByText('Fonte').nextElementSibling).toHaveTextContent('Scheda del produttore');
    expect(deleted).toHaveTextContent('ieri 09:15');
    expect(deleted).toHaveTextContent('Eliminato');
    expect(within(deleted!).queryByRole('link')).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Allerta passata');
    expect(older).toHaveTextContent('20 nov 2026');
    expect(screen.getByText('3 risultati')).toBeInTheDocument();
  });

  test('the filters go to the address and to the API; Azzera filtri clears them', async () => {
    const asked = serve();
    const { user, router } = renderInDashboard(<DashboardAttivita />, { path: '/dashboard/attivita' });
    await screen.findAllByRole('row');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Azione' }), 'pubblicato');
    await screen.findByRole('button', { name: 'Azzera filtri' });
    expect(router.state.location.search).toBe('?azione=pubblicato');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Persona' }), 'Giulia Rossi');
    expect(router.state.location.search).toBe('?utente=2&azione=pubblicato');
    await vi.waitFor(() => expect(asked.at(-1)?.toString()).toBe('utente=2&azione=pubblicato'));
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(router.state.location.search).toBe('');
  });

  test('pages: Successiva asks for the next page', async () => {
    const asked = serve((url) => ({ data: LINES, totale: 120, pagina: Number(url.searchParams.get('pagina') ?? 1), per_pagina: 50, pagine: 3 }));
    const { user } = renderInDashboard(<DashboardAttivita />, { path: '/dashboard/attivita' });
    await screen.findByText(/Pagina 1 di 3/);
    await user.click(screen.getByRole('button', { name: /Successiva/ }));
    await screen.findByText(/Pagina 2 di 3/);
    expect(asked.at(-1)?.get('pagina')).toBe('2');
  });

  test('empty: says so, differently when filtered', async () => {
    serve(() => ({ data: [], totale: 0, pagina: 1, per_pagina: 50, pagine: 1 }));
    renderInDashboard(<DashboardAttivita />, { path: '/dashboard/attivita' });
    expect(await screen.findByText('Nessuna attività registrata.')).toBeInTheDocument();
  });

  test('empty with filters', async () => {
    serve(() => ({ data: [], totale: 0, pagina: 1, per_pagina: 50, pagine: 1 }));
    renderInDashboard(<DashboardAttivita />, { path: '/dashboard/attivita?azione=eliminato' });
    expect(await screen.findByText('Nessuna attività con questi filtri.')).toBeInTheDocument();
  });

  test('an error, and Riprova asks again', async () => {
    let fail = true;
    const asked = serve(() => (fail ? new Response('boom', { status: 500 }) : { data: LINES, totale: 3, pagina: 1, per_pagina: 50, pagine: 1 }));
    const { user } = renderInDashboard(<DashboardAttivita />, { path: '/dashboard/attivita' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento delle attività');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('3 risultati')).toBeInTheDocument();
    expect(asked.length).toBeGreaterThanOrEqual(2);
  });
});
