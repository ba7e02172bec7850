// The banner of a pending version at the top of an editor (decision 0032): an autosave or an AI
// proposal newer than the saved text, the differences on request, then apply it or ignore it.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { PendingVersionBanner } from '../../app/components/dashboard/revisions/index.ts';
import type { Revision, RevisionEntry } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { renderInDashboard } from './render.tsx';

const CURRENT = { titolo: 'Kit blackout', contenuto: '<p>Serve una torcia.</p>', stato: 'pubblicata' };
const AUTOSAVE = { id: 30, creata_il: '2026-11-26T20:14:00.000Z', autore: 'mario', azione: 'autosalvataggio' } as RevisionEntry;
const PROPOSAL = { id: 31, creata_il: '2026-11-26T20:14:00.000Z', autore: null, azione: 'proposta' } as RevisionEntry;

function answerRevision(entry: RevisionEntry, contenuto: Record<string, unknown>) {
  let reads = 0;
  const revision: Revision = { ...entry, tipo: 'recensione', id_contenuto: 4, contenuto };
  apiServer.use(
    http.get(`/api/revisioni/${entry.id}`, () => {
      reads++;
      return HttpResponse.json(revision);
    }),
  );
  return () => reads;
}

function renderBanner(entry: RevisionEntry) {
  const onApply = vi.fn();
  const onDismiss = vi.fn();
  const view = renderInDashboard(<PendingVersionBanner entry={entry} tipo="recensione" current={CURRENT} onApply={onApply} onDismiss={onDismiss} />);
  return { ...view, onApply, onDismiss };
}

describe('pending version banner', () => {
  test('an autosave: its wording and Ripristina', () => {
    renderBanner(AUTOSAVE);
    expect(screen.getByRole('status')).toHaveTextContent('Hai un salvataggio automatico del 26 nov, 21:14 più recente del testo salvato.');
    expect(screen.getByRole('button', { name: 'Ripristina' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usa la proposta' })).not.toBeInTheDocument();
  });

  test('an AI proposal: its wording and Usa la proposta', () => {
    renderBanner(PROPOSAL);
    expect(screen.getByRole('status')).toHaveTextContent(
      'C’è una proposta dell’AI (Rigenerazione del 26 nov, 21:14) non ancora applicata: il testo pubblicato resta online finché non salvi.',
    );
    expect(screen.getByRole('button', { name: 'Usa la proposta' })).toBeInTheDocument();
  });

  test('Vedi differenze loads the version and compares the saved text with it', async () => {
    const reads = answerRevision(PROPOSAL, { ...CURRENT, contenuto: '<p>Serve una torcia frontale.</p>' });
    const { user } = renderBanner(PROPOSAL);
    expect(reads()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Vedi differenze' }));
    const diff = await screen.findByRole('group', { name: 'Differenze tra le versioni' });
    // The saved text on the left ('Attuale'), the proposal on the right ('Proposta').
    expect(
      within(diff)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Attuale', 'Proposta']);
    expect(diff).toHaveTextContent('solo in «Attuale»');
    expect(diff).toHaveTextContent('solo in «Proposta»');
    expect(diff.querySelector('td.is-after ins')).toHaveTextContent('frontale');
    expect(diff.querySelector('del')).toBeNull();
    expect(diff).toHaveTextContent('Senza modifiche: Titolo.');
  });

  test('Usa la proposta passes the version on; Ignora dismisses', async () => {
    const proposed = { ...CURRENT, contenuto: '<p>Nuovo testo.</p>' };
    answerRevision(PROPOSAL, proposed);
    const { user, onApply, onDismiss } = renderBanner(PROPOSAL);
    await user.click(screen.getByRole('button', { name: 'Usa la proposta' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith(proposed));
    await user.click(screen.getByRole('button', { name: 'Ignora' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  test('a version that cannot be read: the Italian error', async () => {
    apiServer.use(http.get('/api/revisioni/30', () => HttpResponse.json({ error: 'Revisione non trovata.' }, { status: 404 })));
    const { user, onApply } = renderBanner(AUTOSAVE);
    await user.click(screen.getByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisione non trovata.');
    expect(onApply).not.toHaveBeenCalled();
  });
});
