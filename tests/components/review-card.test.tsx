// The review cards of /dashboard/recensioni (spec sections 2, 4, 5, 8): collapsed content that
// expands on click and collapses on a click outside, the editor (blank text refused, PUT of
// recensione_prodotto), Pubblica/Archivia with the list reloaded, Rigenera through the prompt select.
// The screen itself is rendered, so each card talks to the fake API as it does on the page.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Review } from '../../common/types.ts';
import DashboardRecensioni from '../../app/routes/dashboard/recensioni.tsx';
import { NO_SEO } from '../../common/seo.ts';
import { apiServer } from './api-server.ts';
import { aProduct, aPrompt, aReview } from './builders.ts';
import { addText, answerUnlessConfirmed, captureWrites, specText } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

// The editor mounts ProseMirror: leave a loaded machine time to show it.

const NAME = 'Torcia frontale';
const REVIEW = aReview({
  id: 31,
  id_recensione: 31,
  id_prodotto: 4,
  titolo: null,
  nome_sintetico: NAME,
  recensione_prodotto: '<p>Una torcia robusta e affidabile.</p>',
});

/** GET /api/recensioni answers each list in turn (the last one from then on); returns the addresses asked. */
function serveReviews(...lists: Review[][]) {
  const asked: URL[] = [];
  apiServer.use(
    http.get('/api/recensioni', ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json(lists[Math.min(asked.length, lists.length) - 1]);
    }),
    // The editor reads the product's stored data to highlight unverified claims.
    http.get('/api/prodotti/4', () => HttpResponse.json(aProduct({ id: 4, nome_sintetico: NAME }))),
    // The category filter offers the categories.
    http.get('/api/categorie-prodotti', () => HttpResponse.json([])),
    // What the publishing gate knows of the review (the editor's highlights).
    http.get('/api/verifica/recensione/:id', () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
    // The editor opens the review as stored now, with its version tag.
    http.get('/api/recensioni/:productId', ({ params }) => {
      const review = lists[Math.max(asked.length, 1) - 1]?.find((r) => r.id_prodotto === Number(params.productId));
      return review
        ? HttpResponse.json({ exists: true, recensione: review }, { headers: { ETag: 'W/"v1"' } })
        : HttpResponse.json({ error: 'Recensione non trovata.' }, { status: 404 });
    }),
    // Its history (none yet) and its autosaves.
    http.get('/api/revisioni', () => HttpResponse.json([])),
    http.post('/api/revisioni', () => HttpResponse.json({ id: 1, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 })),
  );
  return asked;
}

async function renderScreen(...lists: Review[][]) {
  return renderScreenAt('/dashboard/recensioni', ...lists);
}

async function renderScreenAt(path: string, ...lists: Review[][]) {
  const asked = serveReviews(...(lists.length > 0 ? lists : [[REVIEW]]));
  const view = renderInDashboard(<DashboardRecensioni />, { path });
  const card = await screen.findByRole('article', { name: NAME });
  return { ...view, card, asked };
}

const button = (card: HTMLElement, name: string) => within(card).getByRole('button', { name });

async function openEditor(user: ReturnType<typeof renderInDashboard>['user'], card: HTMLElement) {
  await user.click(button(card, 'Modifica'));
  return within(card).findByRole('textbox', { name: 'Testo della recensione' });
}

describe('review card', () => {
  test('shows the name, the status badge, the content, the last change and the actions', async () => {
    const { card } = await renderScreen();
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(NAME);
    expect(card).toHaveTextContent('Bozza');
    expect(within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` })).toHaveTextContent('Una torcia robusta e affidabile.');
    expect(card).toHaveTextContent(/Ultima modifica: \S/);
    const actions = within(card).getByRole('group', { name: `Azioni per ${NAME}` });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Espandi', 'Modifica', 'Pubblica', 'Programma', 'Archivia', 'Rigenera', 'Elimina']);
    expect(within(actions).getByRole('link', { name: 'Visualizza articolo' })).toHaveAttribute('href', '/articolo/4');
  });

  test('Pubblica is hidden on a published review, Archivia on an archived one', async () => {
    const other = aReview({ id: 32, id_prodotto: 5, nome_sintetico: 'Radio a manovella', stato: 'archiviata' });
    const { card } = await renderScreen([{ ...REVIEW, stato: 'pubblicata' }, other]);
    expect(card).toHaveTextContent('Pubblicata');
    expect(within(card).queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
    expect(button(card, 'Archivia')).toBeInTheDocument();
    const archived = screen.getByRole('article', { name: 'Radio a manovella' });
    expect(archived).toHaveTextContent('Archiviata');
    expect(within(archived).queryByRole('button', { name: 'Archivia' })).not.toBeInTheDocument();
    expect(button(archived, 'Pubblica')).toBeInTheDocument();
  });

  test('the content is collapsed, expands on a click, and collapses on Comprimi or a click outside the card', async () => {
    const { user, card } = await renderScreen();
    const content = within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` });
    expect(content).not.toHaveClass('is-expanded');
    await user.click(content);
    expect(content).toHaveClass('is-expanded');
    expect(button(card, 'Comprimi')).toHaveAttribute('aria-expanded', 'true');
    // A second click on the text keeps it open.
    await user.click(content);
    expect(content).toHaveClass('is-expanded');
    await user.click(button(card, 'Comprimi'));
    expect(content).not.toHaveClass('is-expanded');
    expect(button(card, 'Espandi')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button(card, 'Espandi'));
    expect(content).toHaveClass('is-expanded');
    await user.click(screen.getByRole('heading', { level: 1, name: 'Recensioni' }));
    expect(content).not.toHaveClass('is-expanded');
  });

  test('a blank review is refused with «La recensione non può essere vuota.» and nothing is sent', async () => {
    const bodies = captureWrites('put', '/api/recensioni/:id', () => HttpResponse.json({}));
    const { user, card } = await renderScreen();
    const editor = await openEditor(user, card);
    expect(editor).toHaveTextContent('Una torcia robusta e affidabile.');
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(editor).toHaveTextContent('');
    await user.click(button(card, 'Salva'));
    const inline = within(card).getByRole('alert');
    expect(inline).toHaveTextContent('La recensione non può essere vuota.');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['La recensione non può essere vuota.', 'La recensione non può essere vuota.']);
    expect(bodies).toEqual([]);
    // The editor stays open with the text to fix.
    expect(within(card).getByRole('textbox', { name: 'Testo della recensione' })).toBeInTheDocument();
  });

  test('Salva sends recensione_prodotto to PUT /api/recensioni/{productId} and the card shows the saved text', async () => {
    const saved = { ...REVIEW, recensione_prodotto: '<p>Una torcia robusta e affidabile. Consigliata.</p>' };
    const bodies = captureWrites('put', '/api/recensioni/4', () => HttpResponse.json({ recensione: saved }));
    const { user, card, router } = await renderScreen([REVIEW], [saved]);
    await openEditor(user, card);
    await addText(user, 'Testo della recensione', ' Consigliata.');
    await user.click(button(card, 'Salva'));
    expect(await screen.findByText('Recensione aggiornata.')).toBeInTheDocument();
    expect(bodies).toEqual([{ recensione_prodotto: '<p>Una torcia robusta e affidabile. Consigliata.</p>', titolo: null, sottotitolo: null, ...NO_SEO }]);
    // The editor closes through the address (?modifica= goes), without asking: the text is saved.
    await waitFor(() => expect(within(card).queryByRole('textbox', { name: 'Testo della recensione' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Modifiche non salvate')).not.toBeInTheDocument();
    expect(within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` })).toHaveTextContent('Una torcia robusta e affidabile. Consigliata.');
  });

  test('the save sends the tag it opened with; a 412 opens the conflict dialog, and Sovrascrivi sends the newer tag', async () => {
    const tags: (string | null)[] = [];
    let stale = true;
    apiServer.use(
      http.put('/api/recensioni/4', ({ request }) => {
        tags.push(request.headers.get('if-match'));
        if (stale) {
          stale = false;
          return HttpResponse.json({ error: 'Il testo è stato modificato da qualcun altro dopo che l’hai aperto.' }, { status: 412 });
        }
        return HttpResponse.json({ recensione: { ...REVIEW, recensione_prodotto: '<p>Mia.</p>' } }, { headers: { ETag: 'W/"v3"' } });
      }),
    );
    const { user, card } = await renderScreen();
    await openEditor(user, card);
    await addText(user, 'Testo della recensione', ' Mia.');
    // Someone else saved: the editor will read version 2.
    apiServer.use(
      http.get('/api/recensioni/4', () =>
        HttpResponse.json({ exists: true, recensione: { ...REVIEW, recensione_prodotto: '<p>Del collega.</p>' } }, { headers: { ETag: 'W/"v2"' } }),
      ),
      http.get('/api/revisioni', () => HttpResponse.json([{ id: 9, creata_il: '2026-11-26T10:15:00.000Z', autore: 'giulia', azione: 'salvataggio' }])),
    );
    await user.click(button(card, 'Salva'));
    const dialog = await screen.findByRole('dialog', { name: 'Il contenuto è stato modificato' });
    expect(await within(dialog).findByText(/Mentre modificavi, giulia ha salvato questo contenuto/)).toBeInTheDocument();
    // No toast on top of the dialog.
    expect(screen.queryByText(/modificato da qualcun altro/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sovrascrivi' }));
    expect(await screen.findByText('Recensione aggiornata.')).toBeInTheDocument();
    expect(tags).toEqual(['W/"v1"', 'W/"v2"']);
  });

  test('a failed save says «Errore durante aggiornamento.» and keeps the editor open', async () => {
    apiServer.use(http.put('/api/recensioni/4', () => HttpResponse.json({}, { status: 500 })));
    const { user, card } = await renderScreen();
    await openEditor(user, card);
    await user.click(button(card, 'Salva'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante aggiornamento.');
    expect(within(card).getByRole('textbox', { name: 'Testo della recensione' })).toBeInTheDocument();
  });

  test('Annulla with no changes closes the editor at once', async () => {
    const { user, card } = await renderScreen();
    await openEditor(user, card);
    await user.click(within(card).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(within(card).queryByRole('textbox', { name: 'Testo della recensione' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Annulla with unsaved changes asks first: «Resta e salva» saves and stays, «Esci senza salvare» closes without saving', async () => {
    const bodies = captureWrites('put', '/api/recensioni/:id', async ({ request }) => {
      const { recensione_prodotto } = (await request.json()) as { recensione_prodotto: string };
      return HttpResponse.json({ recensione: { ...REVIEW, recensione_prodotto }, non_verificati: [] });
    });
    // The list (and the editor's own copy) are read again after the save.
    const { user, card } = await renderScreen([REVIEW], [REVIEW]);
    await openEditor(user, card);
    await addText(user, 'Testo della recensione', ' Da tenere.');
    expect(within(card).getByTestId('stato-salvataggio')).toHaveTextContent('Modifiche non salvate');
    await user.click(within(card).getByRole('button', { name: 'Annulla' }));
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Resta e salva' }));
    expect(await screen.findByText('Recensione aggiornata.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ recensione_prodotto: expect.stringContaining('Da tenere.') })]);
    expect(within(card).getByRole('textbox', { name: 'Testo della recensione' })).toHaveTextContent('Da tenere.');
    await waitFor(() => expect(within(card).getByTestId('stato-salvataggio')).toHaveTextContent('Salvato alle'));

    await addText(user, 'Testo della recensione', ' Da buttare.');
    await user.click(within(card).getByRole('button', { name: 'Annulla' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(within(card).queryByRole('textbox', { name: 'Testo della recensione' })).not.toBeInTheDocument());
    expect(bodies).toHaveLength(1);
  });

  test('an AI proposal taken and given back («Torna al testo di prima») is offered again', async () => {
    const proposal = { id: 77, creata_il: '2026-11-26T20:14:00.000Z', autore: null, azione: 'proposta' };
    const { user, card } = await renderScreen();
    apiServer.use(
      http.get('/api/revisioni', () => HttpResponse.json([proposal])),
      http.get('/api/revisioni/77', () =>
        HttpResponse.json({ ...proposal, tipo: 'recensione', id_contenuto: REVIEW.id, contenuto: { titolo: null, contenuto: '<p>Testo della proposta.</p>' } }),
      ),
    );
    const editor = await openEditor(user, card);
    await user.click(await within(card).findByRole('button', { name: 'Usa la proposta' }));
    await waitFor(() => expect(editor).toHaveTextContent('Testo della proposta.'));
    expect(within(card).queryByRole('button', { name: 'Usa la proposta' })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Torna al testo di prima' }));
    await waitFor(() => expect(editor).toHaveTextContent('Una torcia robusta e affidabile.'));
    expect(await within(card).findByRole('button', { name: 'Usa la proposta' })).toBeInTheDocument();
    // Ignora puts it away.
    await user.click(within(card).getByRole('button', { name: 'Ignora' }));
    expect(within(card).queryByRole('button', { name: 'Usa la proposta' })).not.toBeInTheDocument();
  });

  test.each([
    { action: 'Pubblica', path: 'pubblica', stato: 'pubblicata', badge: 'Pubblicata', toast: 'Recensione pubblicata.' },
    { action: 'Archivia', path: 'archivia', stato: 'archiviata', badge: 'Archiviata', toast: 'Recensione archiviata.' },
  ] as const)('$action posts to /api/recensioni/{id}/$path, then the list reloads with the new status', async ({ action, path, stato, badge, toast }) => {
    const bodies = captureWrites('post', `/api/recensioni/31/${path}`, () => HttpResponse.json({ ...REVIEW, stato }));
    const { user, card, asked } = await renderScreen([REVIEW], [{ ...REVIEW, stato }]);
    await user.click(button(card, action));
    expect(await screen.findByText(toast)).toBeInTheDocument();
    expect(bodies).toEqual([{}]);
    expect(await within(card).findByText(badge)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: action })).not.toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  test('failed publish and archive say «Errore durante la pubblicazione.» and «Errore durante l’archiviazione.»', async () => {
    apiServer.use(
      http.post('/api/recensioni/31/pubblica', () => HttpResponse.json({}, { status: 500 })),
      http.post('/api/recensioni/31/archivia', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user, card } = await renderScreen();
    await user.click(button(card, 'Pubblica'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la pubblicazione.');
    await user.click(button(card, 'Archivia'));
    expect(await screen.findByText(specText("Errore durante l'archiviazione."))).toBeInTheDocument();
    expect(card).toHaveTextContent('Bozza');
  });

  test('Rigenera starts on the default prompt; without one it needs a prompt («Seleziona un prompt per procedere.»), then replaces the text', async () => {
    apiServer.use(
      http.get('/api/prompts', () => HttpResponse.json([aPrompt({ id: 2, titolo: 'Recensione breve' }), aPrompt({ id: 3, titolo: 'Recensione della redazione', is_default: 1 })])),
    );
    const regenerated = { ...REVIEW, recensione_prodotto: '<p>Testo rigenerato.</p>' };
    const bodies = captureWrites('post', '/api/recensioni/genera/4', () => HttpResponse.json({ recensione: regenerated, non_verificati: [], creata: false }));
    const { user, card } = await renderScreen([REVIEW], [regenerated]);
    await user.click(button(card, 'Rigenera'));
    const modal = screen.getByRole('dialog', { name: `Rigenera la recensione di ${NAME}` });
    const select = await within(modal).findByRole('combobox', { name: 'Prompt' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleziona un prompt', 'Recensione breve', 'Recensione della redazione (Default)']);
    // The default prompt is chosen already, as in the guides' dialog.
    expect(select).toHaveDisplayValue('Recensione della redazione (Default)');

    await user.selectOptions(select, 'Seleziona un prompt');
    await user.click(within(modal).getByRole('button', { name: 'Rigenera' }));
    expect(within(modal).getByRole('alert')).toHaveTextContent('Seleziona un prompt per procedere.');
    expect(select).toHaveAccessibleDescription('Seleziona un prompt per procedere.');
    expect(bodies).toEqual([]);

    await user.selectOptions(select, 'Recensione breve');
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Rigenera' }));
    expect(await within(modal).findByText(`Recensione rigenerata per ${NAME}`)).toBeInTheDocument();
    expect(bodies).toEqual([{ id_prompt: 2 }]);
    expect(within(card).getByRole('region', { name: `Testo della recensione di ${NAME}` })).toHaveTextContent('Testo rigenerato.');
  });

  test.each(['edit', 'editProductId'])('?%s={productId} opens that review in the editor and leaves the address clean', async (param) => {
    const { card, router } = await renderScreenAt(`/dashboard/recensioni?${param}=4`);
    expect(await within(card).findByRole('textbox', { name: 'Testo della recensione' })).toHaveTextContent('Una torcia robusta e affidabile.');
    expect(router.state.location.pathname).toBe('/dashboard/recensioni');
    // The open editor is kept in the address instead (a reload keeps it open).
    expect(router.state.location.search).toBe('?modifica=31');
  });

  test('?editProductId= of a product without a review offers to generate one', async () => {
    apiServer.use(http.get('/api/prompts', () => HttpResponse.json([aPrompt({ id: 2, titolo: 'Recensione breve' })])));
    const radio = aProduct({ id: 5, nome_sintetico: 'Radio a manovella' });
    apiServer.use(
      http.get('/api/prodotti/5', () => HttpResponse.json(radio)),
      http.get('/api/recensioni/5', () => HttpResponse.json({ error: 'Recensione non trovata.', exists: false, recensione: null }, { status: 404 })),
    );
    const { router } = await renderScreenAt('/dashboard/recensioni?editProductId=5');
    expect(await screen.findByText('Questo prodotto non ha ancora una recensione.')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Genera la recensione di Radio a manovella' });
    // The only prompt, not marked default, is chosen already.
    expect(await within(dialog).findByRole('combobox', { name: 'Prompt' })).toHaveDisplayValue('Recensione breve');
    expect(router.state.location.search).toBe('');
  });

  test('the status filter asks for that status only', async () => {
    const { user, asked } = await renderScreen([REVIEW], []);
    await user.click(screen.getByRole('radio', { name: 'Bozze' }));
    expect(await screen.findByText('Nessuna recensione con questo stato.')).toBeInTheDocument();
    expect(asked.map((u) => u.searchParams.get('stato'))).toEqual([null, 'bozza']);
    expect(screen.queryByRole('article', { name: NAME })).not.toBeInTheDocument();
  });

  test('Pubblica with claims the product data does not hold asks a source per claim, then publishes with the confirmations', async () => {
    const bodies = answerUnlessConfirmed('post', '/api/recensioni/31/pubblica', [{ text: '99 ore', kind: 'misura' }], { ...REVIEW, stato: 'pubblicata' });
    const { user, card } = await renderScreen([REVIEW], [{ ...REVIEW, stato: 'pubblicata' }]);
    await user.click(button(card, 'Pubblica'));
    const confirm = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    expect(within(confirm).getByText('99 ore').tagName).toBe('MARK');
    expect(within(confirm).getByText('misura')).toBeInTheDocument();
    await user.type(within(confirm).getByRole('textbox', { name: 'Fonte' }), 'Manuale, pagina 3');
    await user.click(within(confirm).getByRole('button', { name: 'Conferma e pubblica' }));
    expect(await screen.findByText('Recensione pubblicata.')).toBeInTheDocument();
    expect(bodies).toEqual([{}, { conferme: [{ testo: '99 ore', fonte: 'Manuale, pagina 3' }] }]);
    expect(await within(card).findByText('Pubblicata')).toBeInTheDocument();
  });

  test('Elimina asks «Vuoi eliminare la recensione per …?», then the card leaves the list', async () => {
    const deletes = captureWrites('delete', '/api/recensioni/4', () => new HttpResponse(null, { status: 204 }));
    const { user, card } = await renderScreen([REVIEW], []);
    await user.click(button(card, 'Elimina'));
    const dialog = screen.getByRole('dialog', { name: 'Eliminare la recensione?' });
    expect(dialog).toHaveTextContent('Vuoi eliminare la recensione per Torcia frontale?');
    await user.click(within(dialog.querySelector('footer')!).getByRole('button', { name: 'Elimina' }));
    expect(await within(dialog).findByText('Recensione eliminata per Torcia frontale')).toBeInTheDocument();
    expect(deletes).toHaveLength(1);
    expect(screen.queryByRole('article', { name: NAME })).not.toBeInTheDocument();
  });

  test('a failed list load says «Errore caricamento recensioni.» with Riprova', async () => {
    let calls = 0;
    apiServer.use(
      http.get('/api/recensioni', () => {
        calls++;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([REVIEW]);
      }),
      http.get('/api/categorie-prodotti', () => HttpResponse.json([])),
    );
    const { user } = renderInDashboard(<DashboardRecensioni />, { path: '/dashboard/recensioni' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore caricamento recensioni.');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: NAME })).toBeInTheDocument();
  });
});
