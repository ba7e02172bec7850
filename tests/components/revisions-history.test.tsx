// The 'Cronologia' dialog of an edited content (decision 0032): the versions newest first with their
// action, author and time, what each version is, the comparison with the current text, and the
// restore after a confirmation (its answer passed on; the server's Italian message on a failure).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { RevisionHistory } from '../../app/features/revisions/index.ts';
import type { Revision, RevisionEntry } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { captureWrites } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const ENTRIES = [
  { id: 12, creata_il: '2026-11-26T20:14:00.000Z', autore: 'mario', azione: 'salvataggio' },
  { id: 11, creata_il: '2026-11-25T09:05:00.000Z', autore: null, azione: 'rigenerazione' },
  { id: 10, creata_il: '2026-11-24T08:00:00.000Z', autore: 'lucia', azione: 'autosalvataggio' },
] as RevisionEntry[];

const CURRENT = { titolo: 'Torcia frontale', contenuto: '<p>Una luce forte e leggera.</p>', stato: 'pubblicata' };
const KEPT: Revision = {
  ...ENTRIES[0]!,
  tipo: 'recensione',
  id_contenuto: 5,
  contenuto: { titolo: 'Torcia frontale', contenuto: '<p>Una luce debole e leggera.</p>', stato: 'pubblicata' },
};

function answerHistory(entries: RevisionEntry[] = ENTRIES) {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/revisioni', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(entries);
    }),
    http.get('/api/revisioni/12', () => HttpResponse.json(KEPT)),
  );
  return asked;
}

function renderHistory() {
  const onClose = vi.fn();
  const onRestored = vi.fn();
  const view = renderInDashboard(<RevisionHistory open tipo="recensione" id={5} current={CURRENT} onClose={onClose} onRestored={onRestored} />);
  return { ...view, onClose, onRestored };
}

const entryButton = (name: RegExp) => screen.getByRole('button', { name });

describe('revision history', () => {
  test('lists the versions newest first with action, time in Italy, author or Sistema, and what each is', async () => {
    const asked = answerHistory();
    renderHistory();
    const dialog = await screen.findByRole('dialog', { name: 'Cronologia' });
    await within(dialog).findByRole('button', { name: /^Salvataggio 26 nov/ });
    expect(asked).toEqual(['?tipo=recensione&id=5']);
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Salvataggio 26 nov 2026, 21:14 di mario Versione prima di questa modifica',
      'Rigenerazione AI 25 nov 2026, 10:05 di Sistema Versione prima di questa modifica',
      'Salvataggio automatico 24 nov 2026, 09:00 di lucia Non applicata',
    ]);
    for (const b of within(dialog).getAllByRole('button', { pressed: false })) expect(b).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText('Scegli una versione per vedere le differenze con il testo attuale.')).toBeInTheDocument();
  });

  test('an empty history says so', async () => {
    answerHistory([]);
    renderHistory();
    expect(await screen.findByText('Nessuna versione precedente.')).toBeInTheDocument();
  });

  test('choosing a version compares it with the current text: removed and added words marked', async () => {
    answerHistory();
    const { user } = renderHistory();
    await screen.findByRole('button', { name: /^Salvataggio 26 nov/ });
    await user.click(entryButton(/^Salvataggio 26 nov/));
    expect(entryButton(/^Salvataggio 26 nov/)).toHaveAttribute('aria-pressed', 'true');
    const diff = await screen.findByRole('group', { name: 'Differenze tra le versioni' });
    expect(diff).toHaveTextContent('Barrato in rosso: solo in «Questa versione». Sottolineato in verde: solo in «Testo attuale».');
    expect(diff.querySelector('del')).toHaveTextContent('[rimosso: debole]');
    expect(diff.querySelector('ins')).toHaveTextContent('[aggiunto: forte]');
    expect(within(diff).getByText('Titolo').parentElement).toHaveTextContent('TitoloNessuna modifica');
  });

  test('Ripristina asks a confirmation, POSTs the restore, reloads the list and passes the answer on', async () => {
    const asked = answerHistory();
    const saved = { id: 5, titolo: 'Torcia frontale', contenuto: '<p>Una luce debole e leggera.</p>' };
    const bodies = captureWrites('post', '/api/revisioni/12/ripristina', () => HttpResponse.json(saved));
    const { user, onRestored } = renderHistory();
    await user.click(await screen.findByRole('button', { name: /^Salvataggio 26 nov/ }));
    await user.click(await screen.findByRole('button', { name: 'Ripristina questa versione' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ripristinare questa versione?' });
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Ripristina' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(saved));
    expect(bodies).toEqual([{}]);
    expect(asked).toHaveLength(2);
    expect(await screen.findByText('Versione ripristinata.')).toBeInTheDocument();
  });

  test("a refused restore shows the server's Italian message", async () => {
    answerHistory();
    apiServer.use(
      http.post('/api/revisioni/12/ripristina', () =>
        HttpResponse.json({ error: 'Il testo pubblicato contiene affermazioni non verificate.', non_verificati: [{ text: 'Dura 100 ore' }] }, { status: 409 }),
      ),
    );
    const { user, onRestored } = renderHistory();
    await user.click(await screen.findByRole('button', { name: /^Salvataggio 26 nov/ }));
    await user.click(await screen.findByRole('button', { name: 'Ripristina questa versione' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ripristinare questa versione?' })).getByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il testo pubblicato contiene affermazioni non verificate.');
    expect(onRestored).not.toHaveBeenCalled();
  });
});
