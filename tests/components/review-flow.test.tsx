// The review before publishing in the dashboard (decision 0065): the
// editor page's 'Revisione' for a writer who cannot publish (Invia in revisione, the editor's
// note) and for an editor (Rimanda all’autore with a required note, Pubblica); Pubblica and
// Archivia hidden from who may not publish; Panoramica's 'Da rivedere' and the writer's own texts.
import { screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { ReviewFlowSection, type ReviewFlowItem, StatusSection } from '../../app/components/dashboard/editor-page/index.ts';
import { ReviewQueue } from '../../app/features/overview/review-queue.tsx';
import { useSession } from '../../app/lib/session.tsx';
import { REVIEW_FLOW_MSG as M } from '../../common/messages-review-flow.ts';
import type { ReviewQueueItem } from '../../common/review-flow.ts';
import type { Role } from '../../common/roles.ts';
import { fakeApi } from './dashboard-expect.ts';
import { renderInDashboard } from './render.tsx';

/** The session's user, as after a login. */
function As({ ruolo, id = 5, children }: { ruolo: Role; id?: number; children: ReactNode }) {
  const { markLoggedIn, user } = useSession();
  useEffect(() => {
    markLoggedIn({ id, username: `utente${id}`, ruolo, nome: `Utente ${id}` });
  }, [markLoggedIn, id, ruolo]);
  return user ? <>{children}</> : null;
}

const draft = (over: Partial<ReviewFlowItem> = {}): ReviewFlowItem => ({ id: 7, stato: 'bozza', id_autore: 5, revisione: null, nota_revisione: null, ...over });
const news = (over: Partial<ReviewFlowItem>) => ({ ...draft(over), titolo: 'Una notizia' });
const section = () => screen.getByRole('region', { name: M.section });

function renderSection(ruolo: Role, item: ReviewFlowItem, { dirty = false } = {}) {
  return renderInDashboard(
    <As ruolo={ruolo}>
      <ReviewFlowSection tipo="notizia" pathId={item.id} item={item} dirty={dirty} />
    </As>,
  );
}

describe('the editor page’s Revisione', () => {
  test('a collaboratore sends their draft: Invia in revisione posts, the badge and the waiting line follow', async () => {
    const sent = fakeApi('post', '/api/notizie/7/revisione', news({ revisione: 'in_revisione' }));
    const view = renderSection('collaboratore', draft());
    await view.user.click(await screen.findByRole('button', { name: M.send }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(section()).findByText(M.waitingHint)).toBeVisible();
    expect(within(section()).getByText(M.badgeInReview, { exact: true })).toBeVisible();
    expect(within(section()).queryByRole('button', { name: M.send })).toBeNull();
  });

  test('while changes are unsaved the draft cannot be sent', async () => {
    renderSection('collaboratore', draft(), { dirty: true });
    expect(await screen.findByRole('button', { name: M.send })).toBeDisabled();
    expect(screen.getByText(M.whileDirty)).toBeVisible();
  });

  test('a text sent back shows the editor’s note to its writer, and may be sent again', async () => {
    renderSection('autore', draft({ revisione: 'rimandata', nota_revisione: 'Cita la fonte.' }));
    // An autore publishes their own: no Invia in revisione, but the note stays in view.
    expect(await screen.findByText(M.editorNote('Cita la fonte.'))).toBeVisible();
    expect(screen.queryByRole('button', { name: M.send })).toBeNull();
  });

  test('a collaboratore sees Invia in revisione again under the note', async () => {
    renderSection('collaboratore', draft({ revisione: 'rimandata', nota_revisione: 'Cita la fonte.' }));
    expect(await screen.findByRole('button', { name: M.send })).toBeEnabled();
    expect(screen.getByText(M.editorNote('Cita la fonte.'))).toBeVisible();
    expect(screen.getByText(M.sendAgainHint)).toBeVisible();
  });

  test('an editor sends a text back: the note is required, then posted; the note shows', async () => {
    const back = fakeApi('post', '/api/notizie/7/rimanda', (body: { nota: string }) => news({ revisione: 'rimandata', nota_revisione: body.nota }));
    const view = renderSection('editor', draft({ id_autore: 9, revisione: 'in_revisione' }));
    await view.user.click(await screen.findByRole('button', { name: M.sendBack }));
    const dialog = screen.getByRole('dialog', { name: M.sendBackTitle });
    await view.user.click(within(dialog).getByRole('button', { name: M.sendBackSubmit }));
    expect(within(dialog).getByText(M.noteRequired)).toBeVisible();
    expect(back).toHaveLength(0);
    await view.user.type(within(dialog).getByLabelText(M.noteLabel, { exact: false }), '  Aggiungi una foto.  ');
    await view.user.click(within(dialog).getByRole('button', { name: M.sendBackSubmit }));
    await waitFor(() => expect(back).toHaveLength(1));
    expect(back[0]!.body).toEqual({ nota: 'Aggiungi una foto.' });
    expect(await screen.findByText(M.editorNote('Aggiungi una foto.'))).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('an editor publishes a text in review from the section, through its own gate when the page gives none', async () => {
    const published = fakeApi('post', '/api/notizie/7/pubblica', { ...news({}), stato: 'pubblicata' });
    const view = renderSection('editor', draft({ id_autore: 9, revisione: 'in_revisione' }));
    await view.user.click(await screen.findByRole('button', { name: M.publish }));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]!.body).toEqual({});
  });

  test('with the page’s own Pubblica, the section’s button calls it (its gate and dialog are the page’s)', async () => {
    const calls: string[] = [];
    const view = renderInDashboard(
      <As ruolo="editor">
        <ReviewFlowSection tipo="guida" pathId={7} item={draft({ id_autore: 9, revisione: 'in_revisione' })} dirty={false} onPublish={() => calls.push('pubblica')} />
      </As>,
    );
    await view.user.click(await screen.findByRole('button', { name: M.publish }));
    expect(calls).toEqual(['pubblica']);
  });

  test.each([
    ['editor', draft({ id_autore: 9 })],
    ['autore', draft()],
    ['collaboratore', draft({ stato: 'pubblicata' })],
  ] as const)('nothing for a %s on %j', async (ruolo, item) => {
    renderInDashboard(
      <As ruolo={ruolo}>
        <p>pronto</p>
        <ReviewFlowSection tipo="notizia" pathId={7} item={item} dirty={false} />
      </As>,
    );
    expect(await screen.findByText('pronto')).toBeVisible();
    expect(screen.queryByRole('region', { name: M.section })).toBeNull();
  });
});

describe('Pubblica and Archivia in the side panel', () => {
  const item = { id: 7, stato: 'bozza' as const, pubblicazione_programmata: null, id_autore: 5 };
  const noop = () => undefined;
  test.each([
    ['collaboratore', 5, false],
    ['autore', 5, true],
    ['autore', 9, false],
    ['editor', 9, true],
  ] as const)('a %s on a text of user %i: shown %s', async (ruolo, idAutore, shown) => {
    renderInDashboard(
      <As ruolo={ruolo}>
        <StatusSection item={{ ...item, id_autore: idAutore }} dirty={false} busy={false} onPublish={noop} onArchive={noop} />
      </As>,
    );
    expect(await screen.findByText('Bozza')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pubblica' }) !== null).toBe(shown);
    expect(screen.queryByRole('button', { name: 'Archivia' }) !== null).toBe(shown);
  });
});

const queued = (over: Partial<ReviewQueueItem>): ReviewQueueItem => ({
  tipo: 'recensione',
  id: 3,
  id_percorso: 12,
  titolo: 'Torcia a manovella',
  autore: 'Giulia',
  revisione: 'in_revisione',
  nota_revisione: null,
  revisione_il: '2026-05-04T09:30:00.000Z',
  ...over,
});

describe('Panoramica', () => {
  test('an editor sees Da rivedere: each text links to its editor page, with its writer', async () => {
    fakeApi('get', '/api/revisione', [queued({}), queued({ tipo: 'notizia', id: 8, id_percorso: 8, titolo: 'Allerta meteo', autore: null })]);
    renderInDashboard(
      <As ruolo="editor">
        <ReviewQueue />
      </As>,
    );
    const card = await screen.findByTestId('review-queue');
    expect(await within(card).findByRole('heading', { name: `${M.queueTitle} (2)` })).toBeVisible();
    expect(await within(card).findByRole('link', { name: /Torcia a manovella/ })).toHaveAttribute('href', '/dashboard/recensioni/12');
    expect(within(card).getByRole('link', { name: /Allerta meteo/ })).toHaveAttribute('href', '/dashboard/notizie/8');
    expect(within(card).getByText(M.queueBy('Giulia'))).toBeVisible();
    expect(within(card).getByText(M.queueBy(M.queueUnknownAuthor))).toBeVisible();
  });

  test('nothing waiting: the empty line', async () => {
    fakeApi('get', '/api/revisione', []);
    renderInDashboard(
      <As ruolo="amministratore">
        <ReviewQueue />
      </As>,
    );
    expect(await screen.findByText(M.queueEmpty)).toBeVisible();
  });

  test('a failure says so, with Riprova', async () => {
    fakeApi('get', '/api/revisione', { error: 'x' }, { status: 500 });
    renderInDashboard(
      <As ruolo="editor">
        <ReviewQueue />
      </As>,
    );
    expect(await screen.findByText(M.queueError)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeVisible();
  });

  test('a collaboratore sees their own texts, the editor’s note with those sent back', async () => {
    fakeApi('get', '/api/revisione/miei', [queued({ revisione: 'rimandata', nota_revisione: 'Più foto.' })]);
    renderInDashboard(
      <As ruolo="collaboratore">
        <ReviewQueue />
      </As>,
    );
    expect(await screen.findByRole('heading', { name: `${M.mineTitle} (1)` })).toBeVisible();
    expect(screen.getByText(M.editorNote('Più foto.'))).toBeVisible();
    expect(screen.getByText(M.badgeSentBack, { exact: true })).toBeVisible();
  });
});
