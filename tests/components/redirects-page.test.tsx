// Reindirizzamenti in the dashboard, rendered whole against our API faked by msw: the table
// (Da, A, Origine, Utilizzi, Ultimo utilizzo), its empty, loading-error and retry states, the add
// form with its Italian checks before anything is sent and the server's refusal next to the field,
// and the delete behind a confirmation.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { Redirect } from '../../common/schemas-redirects.ts';
import Reindirizzamenti from '../../app/routes/dashboard/reindirizzamenti.tsx';
import { apiServer } from './api-server.ts';
import { expectToast } from './dashboard-expect.ts';
import { captureWrites } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const OLD_NEWS: Redirect = {
  id: 2,
  da: '/notizie/allerta-meteo',
  a: '/notizie/allerta-meteo-liguria',
  origine: 'slug',
  utilizzi: 12345,
  ultimo_utilizzo: '2026-05-04T08:15:00.000Z',
  creato_il: '2026-05-01T10:00:00.000Z',
};
const REMOVED: Redirect = { id: 1, da: '/guida/7', a: null, origine: 'eliminazione', utilizzi: 0, ultimo_utilizzo: null, creato_il: '2026-05-01T09:00:00.000Z' };

/** GET /api/reindirizzamenti answers each list in turn (the last from then on). */
function serve(...lists: Redirect[][]) {
  let asked = 0;
  apiServer.use(http.get('/api/reindirizzamenti', () => HttpResponse.json(lists[Math.min(++asked, lists.length) - 1])));
}

const render = () => renderInDashboard(<Reindirizzamenti />, { path: '/dashboard/reindirizzamenti' });

describe('Reindirizzamenti', () => {
  test('lists each redirect with Da, A, Origine, Utilizzi and Ultimo utilizzo in Italian', async () => {
    serve([OLD_NEWS, REMOVED]);
    render();
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Da', 'A', 'Origine', 'Utilizzi', 'Ultimo utilizzo', 'Azioni']);
    const renamed = screen.getByRole('row', { name: /allerta-meteo-liguria/ });
    expect(renamed).toHaveTextContent('Cambio di slug');
    expect(renamed).toHaveTextContent('12.345');
    expect(renamed).toHaveTextContent('4 maggio 2026');
    const removed = screen.getByRole('row', { name: /guida\/7/ });
    expect(removed).toHaveTextContent('410 · Contenuto rimosso');
    expect(removed).toHaveTextContent('Testo eliminato');
    expect(removed).toHaveTextContent('Mai');
  });

  test('says when there is none, and offers Riprova when the list cannot be loaded', async () => {
    let fail = true;
    apiServer.use(http.get('/api/reindirizzamenti', () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([]))));
    const { user } = render();
    expect(await screen.findByText(M.loadError)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });

  test('checks both paths before sending, then adds the redirect and reloads the list', async () => {
    serve([], [{ ...OLD_NEWS, id: 3, da: '/vecchia-guida', a: '/guide', origine: 'manuale', utilizzi: 0, ultimo_utilizzo: null }]);
    const posts = captureWrites('post', '/api/reindirizzamenti', () => HttpResponse.json({}, { status: 201 }));
    const { user } = render();
    await screen.findByText(M.empty);
    const form = screen.getByRole('form', { name: M.addTitle });
    const da = within(form).getByRole('textbox', { name: /Da \(indirizzo vecchio\)/ });
    const a = within(form).getByRole('textbox', { name: /A \(pagina di destinazione\)/ });
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(da).toHaveAccessibleDescription(expect.stringContaining(M.pathRequired));
    await user.type(da, 'https://altro.example/x');
    await user.type(a, '/guide');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(da).toHaveAccessibleDescription(expect.stringContaining(M.pathInvalid));
    await user.clear(da);
    await user.type(da, '/guide/');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    expect(a).toHaveAccessibleDescription(expect.stringContaining(M.self));
    expect(posts).toEqual([]);
    await user.clear(da);
    await user.type(da, ' /vecchia-guida ');
    await user.click(within(form).getByRole('button', { name: 'Aggiungi' }));
    await expectToast(M.added, 'success');
    expect(posts).toEqual([{ da: '/vecchia-guida', a: '/guide' }]);
    expect(await screen.findByRole('row', { name: /vecchia-guida/ })).toHaveTextContent('Manuale');
    expect(da).toHaveValue('');
  });

  test("shows the server's refusal next to Da", async () => {
    serve([]);
    apiServer.use(http.post('/api/reindirizzamenti', () => HttpResponse.json({ error: M.fromLive }, { status: 409 })));
    const { user } = render();
    await screen.findByText(M.empty);
    await user.type(screen.getByRole('textbox', { name: /Da \(indirizzo vecchio\)/ }), '/privacy-vecchia');
    await user.type(screen.getByRole('textbox', { name: /A \(pagina di destinazione\)/ }), '/privacy');
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    expect(await screen.findByText(M.fromLive)).toBeInTheDocument();
  });

  test('deletes a redirect only once confirmed', async () => {
    serve([OLD_NEWS], []);
    const deletes = captureWrites('delete', '/api/reindirizzamenti/2', () => new HttpResponse(null, { status: 204 }));
    const { user } = render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Elimina ${OLD_NEWS.da}` }));
    const dialog = await screen.findByRole('dialog', { name: M.removeTitle });
    expect(dialog).toHaveTextContent(M.removeText(OLD_NEWS.da));
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(deletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: `Elimina ${OLD_NEWS.da}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Elimina' }));
    await expectToast(M.removed, 'success');
    expect(deletes).toHaveLength(1);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });
});
