// The guides' list on /dashboard/guide (spec section 2 'Dashboard guides'): the search and the
// state filter asked of the server a page of 24 at a time, the pages, the empty states, and the
// bulk actions on the ticked cards: Pubblica, Archivia, Elimina in one request, Rigenera one guide
// at a time with the prompt chosen once. Modifica opens the guide's own page (/dashboard/guide/{id},
// the list's address kept for the way back), where leaving unsaved changes asks first;
// regenerating a published guide keeps its live text and offers the new one on its page.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import DashboardGuide from '../../app/routes/dashboard/guide.tsx';
import DashboardGuida from '../../app/routes/dashboard/guida.tsx';
import type { Guide } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aPrompt } from './builders.ts';
import { expectToast, fakeApi, toastWith } from './dashboard-expect.ts';
import { contains, fakeList } from './fake-list.ts';
import { addText, aRevisionEntry, captureWrites, guideContent, guideOfTwo, holdWrites, POWER_BANK, serveGuideEditing, TORCIA } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const GUIDES = [
  guideOfTwo({ id: 1, titolo: 'Kit blackout per la casa' }),
  guideOfTwo({ id: 2, titolo: 'Kit alluvione', stato: 'pubblicata' }),
  guideOfTwo({ id: 3, titolo: 'Scorte per l’inverno', stato: 'archiviata' }),
];

/**
 * /dashboard/guide with GET /api/guide answering `guides` (?q on the title, ?stato, a page and its
 * total), each guide's editor reading it with its tag, and its history: a proposal once one was
 * posted. `pending` holds the bodies POSTed to /api/revisioni (autosaves, proposals).
 */
async function renderGuides(guides: readonly Guide[] = GUIDES, path = '/dashboard/guide') {
  const lists = fakeList(
    '/api/guide',
    () => guides,
    (g, params) => contains(g.titolo, params.get('q') ?? ''),
  );
  apiServer.use(http.get('/api/prodotti', () => HttpResponse.json([TORCIA, POWER_BANK])));
  const pending: unknown[] = serveGuideEditing(() => guides, {
    history: () => (pending.some((b) => (b as { azione: string }).azione === 'proposta') ? [aRevisionEntry({ id: 31, azione: 'proposta', autore: 'admin' })] : []),
  });
  const view = renderInDashboard(
    <Routes>
      <Route path="/dashboard/guide" element={<DashboardGuide />} />
      <Route path="/dashboard/guide/:id" element={<DashboardGuida />} />
    </Routes>,
    { path },
  );
  if (path.startsWith('/dashboard/guide/')) return { ...view, lists, pending };
  await screen.findByRole('heading', { level: 1, name: 'Guide' });
  if (guides.length) await screen.findByRole('heading', { level: 2, name: guides[0]!.titolo });
  return { ...view, lists, pending };
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
    // Sent when the undo window closes (here: the toast closed).
    expect(bulk).toHaveLength(1);
    await user.click(within(toastWith('3 elementi eliminati.')).getByRole('button', { name: 'Chiudi notifica' }));
    await waitFor(() => expect(bulk).toHaveLength(2));
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
    const { user, pending } = await renderGuides();
    await user.click(tick('Kit blackout per la casa'));
    await user.click(tick('Kit alluvione'));
    await user.click(within(bar()).getByRole('button', { name: 'Rigenera' }));
    const dialog = screen.getByRole('dialog', { name: 'Rigenerare i 2 testi selezionati?' });
    // One of them is published: the dialog says it stays online.
    expect(dialog).toHaveTextContent('Le guide pubblicate restano online come sono: il nuovo testo le aspetta come proposta nel loro editor.');
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
    // The draft gets its new text; the published guide keeps its own, the new one is a proposal.
    expect(puts).toEqual([{ titolo: 'Kit blackout per la casa', contenuto: fresh }]);
    expect(pending).toEqual([
      {
        tipo: 'guida',
        id: 2,
        azione: 'proposta',
        contenuto: { titolo: 'Kit alluvione', immagine_url: GUIDES[1]!.immagine_url, id_immagine: GUIDES[1]!.id_immagine, contenuto: fresh, prodotti: [1, 2] },
      },
    ]);
  });
});

describe('guides: the editor and regeneration', () => {
  const NEW_CONTENT = guideContent(
    '<p>Introduzione rigenerata.</p>',
    [
      [1, '<p>Uno rigenerato.</p>'],
      [2, '<p>Due rigenerato.</p>'],
    ],
    '<p>Fine rigenerata.</p>',
  );
  const card = (title: string) => screen.getByRole('article', { name: title });
  /** The page of that guide once it has read the guide (its title in the header, its save status in the save bar). */
  async function editorOf(title: string) {
    await screen.findByText(title, { selector: '.page-header-description' });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Salvataggio' })).getByTestId('stato-salvataggio')).toBeInTheDocument());
    return document.body;
  }

  async function regenerate(user: Awaited<ReturnType<typeof renderGuides>>['user'], title: string) {
    await user.click(within(card(title)).getByRole('button', { name: 'Rigenera' }));
    const dialog = screen.getByRole('dialog', { name: 'Rigenera guida' });
    return dialog;
  }

  test('a published guide’s Rigenera keeps the live text: the new one is POSTed as a proposal, no PUT, and its editor offers it', async () => {
    const generations = captureWrites('post', '/api/guide/genera', () => HttpResponse.json(NEW_CONTENT));
    const puts = captureWrites('put', '/api/guide/:id', () => HttpResponse.json(GUIDES[1]));
    const { user, pending, router } = await renderGuides();
    const dialog = await regenerate(user, 'Kit alluvione');
    expect(dialog).toHaveTextContent('La guida è pubblicata: il nuovo testo diventa una proposta da rivedere nell’editor, e la versione online non cambia finché non la salvi.');
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    // The guide's page opens at once on the proposal; a toast says what the dialog would.
    expect(await screen.findByText('Nuova versione pronta: la guida pubblicata resta online finché non salvi la nuova versione.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/guide/2'));
    expect(generations).toEqual([{ titolo: 'Kit alluvione', prodotti: [1, 2] }]);
    expect(pending).toEqual([
      {
        tipo: 'guida',
        id: 2,
        azione: 'proposta',
        contenuto: { titolo: 'Kit alluvione', immagine_url: GUIDES[1]!.immagine_url, id_immagine: GUIDES[1]!.id_immagine, contenuto: NEW_CONTENT, prodotti: [1, 2] },
      },
    ]);
    expect(puts).toEqual([]);
    // Its page opens and offers the proposal.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/guide/2'));
    const editor = await editorOf('Kit alluvione');
    expect(await within(editor).findByRole('button', { name: 'Usa la proposta' })).toBeInTheDocument();
    expect(within(editor).getByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Introduzione della guida.');
  });

  test('a draft’s Rigenera still writes the new text with a PUT', async () => {
    captureWrites('post', '/api/guide/genera', () => HttpResponse.json(NEW_CONTENT));
    const puts = captureWrites('put', '/api/guide/:id', () => HttpResponse.json({ ...GUIDES[0]!, contenuto: NEW_CONTENT }));
    const { user, pending, router } = await renderGuides();
    const dialog = await regenerate(user, 'Kit blackout per la casa');
    expect(dialog).toHaveTextContent(
      'Titolo e copertina restano; il contenuto viene sostituito solo quando la nuova versione è pronta, e il testo precedente resta nella Cronologia.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(await within(dialog).findByText('Guida rigenerata')).toBeInTheDocument();
    expect(puts).toEqual([{ titolo: 'Kit blackout per la casa', contenuto: NEW_CONTENT }]);
    expect(pending).toEqual([]);
    expect(router.state.location.search).toBe('');
  });

  test('Modifica opens the guide’s page with the list’s address; leaving its unsaved changes asks «Modifiche non salvate» first', async () => {
    const puts = captureWrites('put', '/api/guide/:id', () => HttpResponse.json(GUIDES[0]));
    const { user, router } = await renderGuides(GUIDES, '/dashboard/guide?stato=bozza');
    await user.click(within(card('Kit blackout per la casa')).getByRole('link', { name: 'Modifica' }));
    const editor = await editorOf('Kit blackout per la casa');
    expect(router.state.location.pathname).toBe('/dashboard/guide/1');
    await addText(user, 'Testo dell’introduzione', ' Da non perdere.');
    expect(within(editor).getByTestId('stato-salvataggio')).toHaveTextContent('Modifiche non salvate');

    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Resta e salva' }));
    // Stays, and saves.
    expect(router.state.location.pathname).toBe('/dashboard/guide/1');
    await waitFor(() => expect(puts).toEqual([expect.objectContaining({ contenuto: expect.objectContaining({ introduzione: expect.stringContaining('Da non perdere.') }) })]));
    expect(within(editor).getByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Da non perdere.');

    // Asked again; «Esci senza salvare» goes back to the list as it was, without a save.
    await addText(user, 'Testo dell’introduzione', ' Da buttare.');
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Modifiche non salvate' })).getByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/guide'));
    expect(router.state.location.search).toBe('?stato=bozza');
    expect(puts).toHaveLength(1);
  });

  test('a page without changes follows a change made meanwhile (Pubblica in its side panel): its next save sends the new tag', async () => {
    let published = false;
    const guides = () => GUIDES.map((g) => (g.id === 1 && published ? { ...g, stato: 'pubblicata' as const } : g));
    apiServer.use(
      http.post('/api/guide/1/pubblica', () => {
        published = true;
        return HttpResponse.json(guides()[0]);
      }),
    );
    const matches: Array<string | null> = [];
    apiServer.use(
      http.put('/api/guide/1', ({ request }) => {
        matches.push(request.headers.get('if-match'));
        return HttpResponse.json(guides()[0], { headers: { ETag: 'W/"g3"' } });
      }),
    );
    let reads = 0;
    const { user } = await renderGuides(GUIDES, '/dashboard/guide/1');
    serveGuideEditing(guides, {
      etag: () => {
        reads++;
        return published ? 'W/"g2"' : 'W/"g1"';
      },
    });
    await editorOf('Kit blackout per la casa');
    const before = reads;
    const aside = screen.getByRole('complementary', { name: 'Impostazioni del testo' });
    await user.click(within(aside).getByRole('button', { name: 'Pubblica' }));
    expect(await screen.findByText('Guida pubblicata')).toBeInTheDocument();
    // The publication reloads the guide the page holds.
    await waitFor(() => expect(reads).toBeGreaterThan(before));
    expect(await within(aside).findByText('Pubblicata')).toBeInTheDocument();
    await addText(user, 'Testo dell’introduzione', ' Dopo la pubblicazione.');
    await user.click(within(screen.getByRole('region', { name: 'Salvataggio' })).getByRole('button', { name: 'Salva guida' }));
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(matches).toEqual(['W/"g2"']);
  });

  test("'Modifica il testo' in the gate's dialog of a card opens the guide's page at the first claim, on its tab", async () => {
    apiServer.use(
      http.post('/api/guide/1/pubblica', () =>
        HttpResponse.json({ error: 'La guida contiene 1 dato non verificato.', non_verificati: [{ text: 'Sezione del prodotto due.', kind: 'qualitativa' }] }, { status: 409 }),
      ),
    );
    const { user, router } = await renderGuides();
    await user.click(within(card('Kit blackout per la casa')).getByRole('button', { name: 'Pubblica' }));
    const gate = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    await user.click(within(gate).getByRole('button', { name: 'Modifica il testo' }));
    const editor = await editorOf('Kit blackout per la casa');
    expect(router.state.location.pathname).toBe('/dashboard/guide/1');
    // The second product's section comes forward, its text selected at the claim.
    expect(within(editor).getByRole('tab', { selected: true })).toHaveTextContent('Power bank');
    const section = await within(editor).findByRole('textbox', { name: 'Testo della sezione «Power bank»' });
    await waitFor(() => expect(section).toHaveFocus());
    expect(document.getSelection()?.toString()).toBe('Sezione del prodotto due.');
  });

  test('a guide that does not exist: «Testo non trovato.» and the way back to the list', async () => {
    apiServer.use(http.get('/api/guide/99', () => HttpResponse.json({ error: 'Guida non trovata.' }, { status: 404 })));
    await renderGuides(GUIDES, '/dashboard/guide/99');
    expect(await screen.findByText('Testo non trovato.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna all’elenco' })).toHaveAttribute('href', '/dashboard/guide');
  });
});
