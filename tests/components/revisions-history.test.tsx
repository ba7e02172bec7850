// The 'Cronologia' dialog of an edited content (decision 0032): the versions newest first with their
// action, author and time, what each version is, the comparison with the current text, and the
// restore after a confirmation (its answer passed on; the server's Italian message on a failure;
// the publishing gate's claims in the 'Dati da verificare' dialog, confirmed or taken to the editor).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { RevisionHistory } from '../../app/components/dashboard/revisions/index.ts';
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
  const onEditVersion = vi.fn();
  const view = renderInDashboard(<RevisionHistory open tipo="recensione" id={5} current={CURRENT} onClose={onClose} onRestored={onRestored} onEditVersion={onEditVersion} />);
  return { ...view, onClose, onRestored, onEditVersion };
}

/** Chooses the newest version and confirms its restore. */
async function restoreNewest(user: ReturnType<typeof renderHistory>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Salvataggio 26 nov/ }));
  await user.click(await screen.findByRole('button', { name: 'Ripristina questa versione' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Ripristinare questa versione?' })).getByRole('button', { name: 'Ripristina' }));
}

const GATED = { error: 'La recensione ha 1 dato da verificare.', non_verificati: [{ text: 'Dura 100 ore', kind: 'misura' }] };

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

  test('choosing a version shows it beside the current text: on the left its words since removed, on the right the words added', async () => {
    answerHistory();
    const { user } = renderHistory();
    await screen.findByRole('button', { name: /^Salvataggio 26 nov/ });
    await user.click(entryButton(/^Salvataggio 26 nov/));
    expect(entryButton(/^Salvataggio 26 nov/)).toHaveAttribute('aria-pressed', 'true');
    const diff = await screen.findByRole('group', { name: 'Differenze tra le versioni' });
    expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Versione del 26 nov 2026, 21:14', 'Attuale']);
    expect(diff).toHaveTextContent('Barrato in rosso: solo in «Versione del 26 nov 2026, 21:14». Sottolineato in verde: solo in «Attuale».');
    const [row] = within(diff)
      .getAllByRole('row')
      .filter((r) => r.classList.contains('is-changed'));
    const [left, right] = within(row!).getAllByRole('cell');
    expect(left!.querySelector('del')).toHaveTextContent('[rimosso: debole]');
    expect(right!.querySelector('ins')).toHaveTextContent('[aggiunto: forte]');
    expect(left!.querySelector('ins')).toBeNull();
    expect(diff).toHaveTextContent('Senza modifiche: Titolo.');
    expect(within(diff).queryByRole('rowheader', { name: 'Titolo' })).not.toBeInTheDocument();
  });

  test('a proposal never applied stands on the right of the current text, as in the banner', async () => {
    answerHistory([{ id: 13, creata_il: '2026-11-27T08:00:00.000Z', autore: null, azione: 'proposta' }, ...ENTRIES] as RevisionEntry[]);
    const proposal: Revision = { ...KEPT, id: 13, azione: 'proposta', contenuto: { ...KEPT.contenuto, contenuto: '<p>Una luce forte e robusta.</p>' } };
    apiServer.use(http.get('/api/revisioni/13', () => HttpResponse.json(proposal)));
    const { user } = renderHistory();
    await user.click(await screen.findByRole('button', { name: /^Proposta AI 27 nov/ }));
    const diff = await screen.findByRole('group', { name: 'Differenze tra le versioni' });
    expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Attuale', 'Proposta']);
    expect(diff.querySelector('td.is-before del')).toHaveTextContent('[rimosso: leggera]');
    expect(diff.querySelector('td.is-after ins')).toHaveTextContent('[aggiunto: robusta]');
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
    apiServer.use(http.post('/api/revisioni/12/ripristina', () => HttpResponse.json({ error: 'Il contenuto di questa revisione non esiste più.' }, { status: 404 })));
    const { user, onRestored } = renderHistory();
    await restoreNewest(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Il contenuto di questa revisione non esiste più.');
    expect(onRestored).not.toHaveBeenCalled();
  });

  test("a restore held by the publishing gate opens 'Dati da verificare'; with each source it goes through", async () => {
    answerHistory();
    const saved = { recensione: { id: 5 }, non_verificati: [] };
    // Held while no source comes with it.
    const bodies = captureWrites('post', '/api/revisioni/12/ripristina', async ({ request }) =>
      'conferme' in ((await request.json()) as object) ? HttpResponse.json(saved) : HttpResponse.json(GATED, { status: 409 }),
    );
    const { user, onRestored } = renderHistory();
    await restoreNewest(user);
    const gate = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    expect(within(gate).getByText('Dura 100 ore')).toBeInTheDocument();
    expect(screen.queryByText(GATED.error)).not.toBeInTheDocument();
    await user.type(within(gate).getByRole('textbox', { name: 'Fonte' }), 'Manuale del produttore');
    await user.click(within(gate).getByRole('button', { name: 'Conferma e ripristina' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(saved));
    expect(bodies).toEqual([{}, { conferme: [{ testo: 'Dura 100 ore', fonte: 'Manuale del produttore' }] }]);
  });

  test("'Modifica il testo' of a held restore takes the version to the editor, at its claims", async () => {
    answerHistory();
    apiServer.use(http.post('/api/revisioni/12/ripristina', () => HttpResponse.json(GATED, { status: 409 })));
    const { user, onRestored, onEditVersion } = renderHistory();
    await restoreNewest(user);
    const gate = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    await user.click(within(gate).getByRole('button', { name: 'Modifica il testo' }));
    expect(onEditVersion).toHaveBeenCalledWith({ entry: ENTRIES[0], snapshot: KEPT.contenuto, claims: ['Dura 100 ore'] });
    expect(onRestored).not.toHaveBeenCalled();
  });
});
