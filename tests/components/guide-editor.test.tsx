// A guide's own page (spec sections 2, 4, 5, 8): /dashboard/guide/nuova (title, products, 'Genera
// con AI' through the prompt modal, 'Salva guida', then the new guide's page) and
// /dashboard/guide/{id}, the editor of a saved guide. Edits to a tab are kept
// in the guide when the tab changes, and Salva sends what was edited. A saved guide's editor opens
// on the guide as stored now with its version tag, inside the editors' safety net: If-Match and the
// conflict dialog, the offer of an AI proposal, the unsaved state.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, test } from 'vitest';
import DashboardGuida from '../../app/routes/dashboard/guida.tsx';
import type { Guide, Product } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aPrompt } from './builders.ts';
import { addText, answerUnlessConfirmed, aRevisionEntry, captureWrites, guideContent, guideOfTwo, holdWrites, POWER_BANK, serveGuideEditing, TORCIA } from './guide-builders.ts';
import { fakeApi } from './dashboard-expect.ts';
import { type DashboardRender, renderInDashboard } from './render.tsx';

/**
 * 'Anteprima' of the guide as it stands, not saved (the public template renders it from this
 * draft, server-side: tests/web/previews.test.ts): the draft the button sends.
 */
async function previewDraft(view: DashboardRender): Promise<Record<string, unknown>> {
  const token = 'a'.repeat(32);
  const sent = fakeApi('post', '/api/anteprime', { token, url: `/anteprima/${token}`, scade_il: '2026-11-30T10:00:00.000Z' }, { status: 201 });
  await view.user.click(screen.getByRole('button', { name: 'Anteprima' }));
  await screen.findByRole('dialog', { name: 'Anteprima delle modifiche non salvate' });
  await view.user.keyboard('{Escape}');
  expect(sent).toHaveLength(1);
  return sent[0]!.body as Record<string, unknown>;
}

// The editor mounts ProseMirror for each tab: leave a loaded machine time to show it.

const CATALOG: Product[] = [TORCIA, POWER_BANK];
const GENERATED = guideContent(
  '<p>Al buio servono luce ed energia.</p>',
  [
    [2, '<p>Ricarica il telefono.</p>'],
    [1, '<p>Mani libere.</p>'],
  ],
  '<p>Prepara il kit prima.</p>',
);

/**
 * The editor with the catalogue answered by GET /api/prodotti, once it has arrived: the creation
 * panel's product selector shows, a saved guide's tabs carry the products' names.
 */
async function renderEditor(props: { mode: 'create' | 'edit'; guide?: Guide }) {
  apiServer.use(http.get('/api/prodotti', () => HttpResponse.json(CATALOG)));
  // A saved guide is read again with its tag; its history is empty.
  if (props.guide) serveGuideEditing(() => [props.guide!]);
  const view = renderPage(props.guide ? `/dashboard/guide/${props.guide.id}` : '/dashboard/guide/nuova');
  if (props.mode === 'create') await screen.findByRole('button', { name: 'Scegli i prodotti' });
  else await screen.findByRole('tab', { name: TORCIA.nome_sintetico! });
  return view;
}

/** The guide page's routes, at `path` (the list is a stand-in: 'Torna all’elenco' and a save lead away from the page). */
function renderPage(path: string) {
  return renderInDashboard(
    <Routes>
      <Route path="/dashboard/guide" element={<p>Elenco delle guide</p>} />
      <Route path="/dashboard/guide/nuova" element={<DashboardGuida />} />
      <Route path="/dashboard/guide/:id" element={<DashboardGuida />} />
    </Routes>,
    { path },
  );
}

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const saveButton = () => screen.getByRole('button', { name: 'Salva guida' });
const generateButton = () => screen.getByRole('button', { name: 'Genera con AI' });

async function openTab({ user }: DashboardRender, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

describe('guide editor: a saved guide', () => {
  test('shows the saved content in tabs: Introduzione, one per product in order, Conclusione', async () => {
    const view = await renderEditor({ mode: 'edit', guide: guideOfTwo({ prodotti: [1, 2] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Modifica guida' })).toBeInTheDocument();
    expect(screen.getByText('Kit blackout', { selector: '.page-header-description' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Sezioni della guida' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Introduzione', 'Torcia frontale', 'Power bank', 'Conclusione']);
    expect(await screen.findByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Introduzione della guida.');
    await openTab(view, 'Power bank');
    expect(await screen.findByRole('textbox', { name: 'Testo della sezione «Power bank»' })).toHaveTextContent('Sezione del prodotto due.');
    await openTab(view, 'Conclusione');
    expect(await screen.findByRole('textbox', { name: 'Testo della conclusione' })).toHaveTextContent('Conclusione della guida.');
    // The rich-text editor's toolbar is there for each text.
    expect(screen.getByRole('toolbar', { name: 'Formattazione del testo' })).toBeInTheDocument();
    for (const tool of ['Grassetto', 'Corsivo', 'Elenco puntato', 'Elenco numerato', 'Collegamento']) {
      expect(screen.getByRole('button', { name: tool })).toBeEnabled();
    }
  });

  test('edits survive tab changes and Salva guida sends titolo, contenuto and the id_immagine', async () => {
    const saved = guideOfTwo({ titolo: 'Kit blackout', updated_at: '2025-04-01T08:00:00.000Z' });
    const bodies = captureWrites('put', '/api/guide/7', () => HttpResponse.json(saved));
    const guide = guideOfTwo({
      id_immagine: 12,
      immagine_url: 'https://images.unsplash.com/photo-1?w=1600',
      immagine_autore: 'Ada Rossi',
      immagine_fonte: 'unsplash',
    });
    const view = await renderEditor({ mode: 'edit', guide });

    await addText(view.user, 'Testo dell’introduzione', ' Prima modifica.');
    await openTab(view, 'Power bank');
    await addText(view.user, 'Testo della sezione «Power bank»', ' Seconda modifica.');
    await openTab(view, 'Introduzione');
    expect(await screen.findByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Introduzione della guida. Prima modifica.');
    await openTab(view, 'Power bank');
    expect(await screen.findByRole('textbox', { name: 'Testo della sezione «Power bank»' })).toHaveTextContent('Sezione del prodotto due. Seconda modifica.');

    await view.user.click(saveButton());
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        titolo: 'Kit blackout',
        id_immagine: 12,
        contenuto: guideContent(
          '<p>Introduzione della guida. Prima modifica.</p>',
          [
            [1, '<p>Sezione del prodotto uno.</p>'],
            [2, '<p>Sezione del prodotto due. Seconda modifica.</p>'],
          ],
          '<p>Conclusione della guida.</p>',
        ),
      },
    ]);
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
  });

  test('without a picked cover the save carries no image id, and the title is sent trimmed', async () => {
    const bodies = captureWrites('put', '/api/guide/7', () => HttpResponse.json(guideOfTwo({ titolo: 'Kit per il blackout' })));
    const view = await renderEditor({ mode: 'edit', guide: guideOfTwo() });
    const title = screen.getByRole('textbox', { name: /Titolo della guida/ });
    await view.user.clear(title);
    await view.user.type(title, '  Kit per il blackout  ');
    await addText(view.user, 'Testo dell’introduzione', ' Nuova.');
    await view.user.click(saveButton());
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ titolo: 'Kit per il blackout', contenuto: { introduzione: '<p>Introduzione della guida. Nuova.</p>' } });
    expect((bodies[0] as { id_immagine?: unknown }).id_immagine ?? null).toBeNull();
  });

  test('a blank title disables Salva guida', async () => {
    const view = await renderEditor({ mode: 'edit', guide: guideOfTwo() });
    expect(saveButton()).toBeEnabled();
    const title = screen.getByRole('textbox', { name: /Titolo della guida/ });
    await view.user.clear(title);
    await view.user.type(title, '   ');
    await view.user.tab();
    expect(saveButton()).toBeDisabled();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Il titolo della guida è obbligatorio.');
  });

  test('a failed save says «Errore nel salvataggio», or the server’s own words', async () => {
    apiServer.use(http.put('/api/guide/7', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const view = await renderEditor({ mode: 'edit', guide: guideOfTwo() });
    await view.user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel salvataggio');
    expect(screen.queryByText('Guida aggiornata')).not.toBeInTheDocument();

    apiServer.use(http.put('/api/guide/7', () => HttpResponse.json({ error: 'Guida non trovata.' }, { status: 404 })));
    await view.user.click(saveButton());
    expect(await screen.findByText('Guida non trovata.')).toBeInTheDocument();
    expect(screen.queryByText('Guida aggiornata')).not.toBeInTheDocument();
  });

  test('new text the server finds unverified asks a source per claim, then saves with the confirmations', async () => {
    const claim = { text: '2 kg', kind: 'misura', parte: 'introduzione', id_prodotto: null };
    const bodies = answerUnlessConfirmed('put', '/api/guide/7', [claim], guideOfTwo());
    const view = await renderEditor({ mode: 'edit', guide: guideOfTwo({ stato: 'pubblicata' }) });
    await addText(view.user, 'Testo dell’introduzione', ' Il kit pesa 2 kg.');
    await view.user.click(saveButton());
    const confirm = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    expect(within(confirm).getByText('2 kg').tagName).toBe('MARK');
    // Without a source the confirmation is not sent.
    await view.user.click(within(confirm).getByRole('button', { name: 'Conferma e salva' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Indica la fonte del dato da confermare.');
    expect(bodies).toHaveLength(1);
    await view.user.type(within(confirm).getByRole('textbox', { name: 'Fonte' }), 'Pesato in magazzino');
    await view.user.click(within(confirm).getByRole('button', { name: 'Conferma e salva' }));
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      conferme: [{ testo: '2 kg', fonte: 'Pesato in magazzino' }],
      contenuto: { introduzione: '<p>Introduzione della guida. Il kit pesa 2 kg.</p>' },
    });
    // The page stays on the guide.
    expect(view.router.state.location.pathname).toBe('/dashboard/guide/7');
  });

  test('opens on the guide as stored now: nothing to save until a change, then «Modifiche non salvate»', async () => {
    const stored = guideOfTwo({
      titolo: 'Kit blackout (aggiornato)',
      contenuto: guideContent(
        '<p>Testo salvato da Lucia.</p>',
        [
          [1, '<p>Uno.</p>'],
          [2, '<p>Due.</p>'],
        ],
        '<p>Fine.</p>',
      ),
    });
    apiServer.use(http.get('/api/prodotti', () => HttpResponse.json(CATALOG)));
    serveGuideEditing(() => [stored]);
    const view = renderPage('/dashboard/guide/7');
    expect(await screen.findByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Testo salvato da Lucia.');
    expect(screen.getByRole('textbox', { name: /Titolo della guida/ })).toHaveValue('Kit blackout (aggiornato)');
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Nessuna modifica da salvare');
    expect(screen.getByRole('button', { name: 'Cronologia' })).toBeInTheDocument();
    await addText(view.user, 'Testo dell’introduzione', ' Aggiunta.');
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Modifiche non salvate');
  });

  test('Salva sends the tag it read as If-Match; a 412 opens «Il contenuto è stato modificato», and Sovrascrivi saves over the newer tag', async () => {
    const matches: Array<string | null> = [];
    let stale = true;
    apiServer.use(
      http.put('/api/guide/7', ({ request }) => {
        matches.push(request.headers.get('if-match'));
        if (stale) {
          stale = false;
          return HttpResponse.json({ error: 'Il testo è stato modificato da qualcun altro dopo che l’hai aperto.' }, { status: 412 });
        }
        return HttpResponse.json(guideOfTwo(), { headers: { ETag: 'W/"g3"' } });
      }),
    );
    apiServer.use(http.get('/api/prodotti', () => HttpResponse.json(CATALOG)));
    // The editor read the guide at tag g1; a colleague has saved it since (g2).
    let reads = 0;
    serveGuideEditing(() => [guideOfTwo()], { etag: () => (++reads === 1 ? 'W/"g1"' : 'W/"g2"') });
    const view = renderPage('/dashboard/guide/7');
    await screen.findByRole('textbox', { name: 'Testo dell’introduzione' });
    await addText(view.user, 'Testo dell’introduzione', ' Mia modifica.');
    await view.user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Il contenuto è stato modificato' });
    expect(matches).toEqual(['W/"g1"']);
    // No toast besides the dialog: the screen handles the conflict itself.
    expect(screen.queryByText(/modificato da qualcun altro/)).not.toBeInTheDocument();
    // The editor's text is still there, unsaved.
    expect(screen.getByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Mia modifica.');
    const overwrite = await within(dialog).findByRole('button', { name: 'Sovrascrivi' });
    await waitFor(() => expect(overwrite).toBeEnabled());
    await view.user.click(overwrite);
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    // Sent again over the tag of the version read after the conflict; the editor stays open, saved.
    expect(matches).toEqual(['W/"g1"', 'W/"g2"']);
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent(/^Salvato alle \d\d:\d\d$/);
    expect(screen.queryByRole('dialog', { name: 'Il contenuto è stato modificato' })).not.toBeInTheDocument();
  });

  test('an AI proposal newer than the saved text is offered: «Usa la proposta» puts it in the editor, and Salva sends it', async () => {
    const proposal = guideContent(
      '<p>Introduzione proposta.</p>',
      [
        [1, '<p>Uno proposto.</p>'],
        [2, '<p>Due proposto.</p>'],
      ],
      '<p>Fine proposta.</p>',
    );
    const guide = guideOfTwo({ stato: 'pubblicata' });
    apiServer.use(http.get('/api/prodotti', () => HttpResponse.json(CATALOG)));
    serveGuideEditing(() => [guide], { history: () => [aRevisionEntry({ id: 30, azione: 'proposta', autore: null })] });
    apiServer.use(
      http.get('/api/revisioni/30', () =>
        HttpResponse.json({
          ...aRevisionEntry({ id: 30, azione: 'proposta' }),
          tipo: 'guida',
          id_contenuto: 7,
          contenuto: { titolo: guide.titolo, immagine_url: null, id_immagine: null, contenuto: proposal, prodotti: [1, 2] },
        }),
      ),
    );
    const bodies = captureWrites('put', '/api/guide/7', () => HttpResponse.json({ ...guide, contenuto: proposal }, { headers: { ETag: 'W/"g2"' } }));
    const { user } = renderPage(`/dashboard/guide/${guide.id}`);
    await user.click(await screen.findByRole('button', { name: 'Usa la proposta' }));
    expect(await screen.findByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Introduzione proposta.');
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Modifiche non salvate');
    expect(screen.queryByRole('button', { name: 'Usa la proposta' })).not.toBeInTheDocument();
    await user.click(saveButton());
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toEqual([{ titolo: 'Kit blackout', id_immagine: null, immagine_url: null, contenuto: proposal }]);
  });
});

describe('guide editor: the creation panel', () => {
  const guidePrompts = [aPrompt({ id: 4, tipo: 'guida', titolo: 'Guida sintetica' }), aPrompt({ id: 5, tipo: 'guida', titolo: 'Guida della redazione', is_default: 1 })];

  /** Title and products chosen through the selector, in this order. */
  async function fillPanel(view: DashboardRender, title: string, products: string[]) {
    if (title) await view.user.type(screen.getByRole('textbox', { name: /Titolo della guida/ }), title);
    await view.user.click(screen.getByRole('button', { name: 'Scegli i prodotti' }));
    const picker = screen.getByRole('dialog', { name: 'Seleziona i prodotti' });
    for (const name of products) await view.user.click(within(picker).getByRole('checkbox', { name }));
    await view.user.click(within(picker).getByRole('button', { name: 'Fatto' }));
    expect(screen.queryByRole('dialog', { name: 'Seleziona i prodotti' })).not.toBeInTheDocument();
  }

  /** Answers the guide prompts; returns the addresses asked. */
  function answerPrompts() {
    const asked: URL[] = [];
    apiServer.use(
      http.get('/api/prompts', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json(guidePrompts);
      }),
    );
    return asked;
  }

  /** Answers the guide prompts and the generation; returns the generation requests' bodies. */
  function fakeGeneration() {
    answerPrompts();
    return captureWrites('post', '/api/guide/genera', () => HttpResponse.json(GENERATED));
  }

  /** Genera con AI, then Conferma in the prompt modal once its prompts are there (`prompt` chosen first). */
  async function confirmPrompt(view: DashboardRender, prompt?: string) {
    await view.user.click(generateButton());
    const modal = screen.getByRole('dialog', { name: 'Scegli il prompt per la guida' });
    expect(await within(modal).findAllByRole('radio')).toHaveLength(2);
    if (prompt) await view.user.click(within(modal).getByRole('radio', { name: new RegExp(prompt) }));
    await view.user.click(within(modal).getByRole('button', { name: 'Conferma' }));
  }

  async function generateWith(view: DashboardRender, prompt?: string) {
    await confirmPrompt(view, prompt);
    await screen.findByRole('tablist', { name: 'Sezioni della guida' });
  }

  test('Genera con AI needs a title and a product; Salva guida waits for a generated guide', async () => {
    const view = await renderEditor({ mode: 'create' });
    expect(screen.getByRole('heading', { name: 'Nuova guida' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    expect(generateButton()).toHaveAccessibleDescription('Servono un titolo e almeno un prodotto.');

    await view.user.type(screen.getByRole('textbox', { name: /Titolo della guida/ }), 'Kit blackout');
    expect(generateButton()).toBeDisabled(); // no product yet
    await fillPanel(view, '', ['Power bank']);
    expect(generateButton()).toBeEnabled();
    expect(saveButton()).toBeDisabled(); // nothing generated yet

    // A blank title disables it again.
    await view.user.clear(screen.getByRole('textbox', { name: /Titolo della guida/ }));
    expect(generateButton()).toBeDisabled();
  });

  test('the chosen products are listed in order and can be reordered or removed', async () => {
    const view = await renderEditor({ mode: 'create' });
    expect(screen.getByText('Nessun prodotto scelto.')).toBeInTheDocument();
    await fillPanel(view, 'Kit', ['Power bank', 'Torcia frontale']);
    const list = () =>
      within(screen.getByRole('group', { name: /Prodotti della guida/ }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list()).toEqual(['1.Power bank', '2.Torcia frontale']);
    await view.user.click(screen.getByRole('button', { name: 'Sposta «Torcia frontale» più in alto' }));
    expect(list()).toEqual(['1.Torcia frontale', '2.Power bank']);
    await view.user.click(screen.getByRole('button', { name: 'Togli «Power bank» dalla guida' }));
    expect(list()).toEqual(['1.Torcia frontale']);
    expect(screen.getByText('1 di 10 prodotti selezionati')).toBeInTheDocument();
  });

  test('the prompt modal lists the guide prompts as radios, the Default one chosen; Conferma generates with it', async () => {
    const asked = answerPrompts();
    const bodies = captureWrites('post', '/api/guide/genera', () => HttpResponse.json(GENERATED));
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Luce ed energia', ['Power bank', 'Torcia frontale']);
    await view.user.click(generateButton());
    const modal = screen.getByRole('dialog', { name: 'Scegli il prompt per la guida' });
    const def = await within(modal).findByRole('radio', { name: /Guida della redazione/ });
    expect(def).toBeChecked();
    expect(def.closest('label')).toHaveTextContent('Default');
    expect(within(modal).getByRole('radio', { name: 'Guida sintetica' }).closest('label')).not.toHaveTextContent('Default');
    expect(within(modal).getByRole('button', { name: 'Annulla' })).toBeEnabled();
    expect(asked.map((u) => u.searchParams.get('tipo'))).toEqual(['guida']);
    await view.user.click(within(modal).getByRole('button', { name: 'Conferma' }));

    await screen.findByRole('tablist', { name: 'Sezioni della guida' });
    expect(bodies).toEqual([{ titolo: 'Luce ed energia', prodotti: [2, 1], prompt_id: 5 }]);
    expect(tabNames()).toEqual(['Introduzione', 'Power bank', 'Torcia frontale', 'Conclusione']);
    expect(await screen.findByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Al buio servono luce ed energia.');
    // 'Anteprima' shows the generated guide not saved yet: its title, the sections in order.
    const draft = await previewDraft(view);
    expect(draft).toMatchObject({ tipo: 'guida', id: null, titolo: 'Luce ed energia', prodotti: [2, 1] });
    expect((draft.contenuto as { sezioni: Array<{ id_prodotto: number }> }).sezioni.map((s) => s.id_prodotto)).toEqual([2, 1]);
    expect(saveButton()).toBeEnabled();
  });

  test('Annulla in the prompt modal generates nothing', async () => {
    answerPrompts(); // and no generation answer: a request would fail the test
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Kit', ['Power bank']);
    await view.user.click(generateButton());
    const modal = screen.getByRole('dialog', { name: 'Scegli il prompt per la guida' });
    await within(modal).findAllByRole('radio');
    await view.user.click(within(modal).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog', { name: 'Scegli il prompt per la guida' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  test('while the AI writes, Genera con AI is disabled and the progress shows', async () => {
    answerPrompts();
    const { bodies, answer } = holdWrites('post', '/api/guide/genera', () => HttpResponse.json(GENERATED));
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Kit', ['Power bank', 'Torcia frontale']);
    await confirmPrompt(view);
    expect(await screen.findByText('Generazione in corso...')).toHaveAttribute('role', 'status');
    expect(generateButton()).toBeDisabled();
    expect(saveButton()).toBeDisabled();
    answer.resolve();
    await screen.findByRole('tablist', { name: 'Sezioni della guida' });
    expect(bodies).toHaveLength(1);
    expect(generateButton()).toBeEnabled();
  });

  test('edits made in each tab are all in the guide that Salva guida posts', async () => {
    fakeGeneration();
    const created = guideOfTwo({ id: 40, titolo: 'Luce ed energia' });
    const bodies = captureWrites('post', '/api/guide', () => HttpResponse.json(created, { status: 201 }));
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Luce ed energia', ['Power bank', 'Torcia frontale']);
    await generateWith(view, 'Guida sintetica');

    await addText(view.user, 'Testo dell’introduzione', ' Uno.');
    await openTab(view, 'Torcia frontale');
    await addText(view.user, 'Testo della sezione «Torcia frontale»', ' Due.');
    await openTab(view, 'Conclusione');
    await addText(view.user, 'Testo della conclusione', ' Tre.');
    await openTab(view, 'Introduzione');
    expect(await screen.findByRole('textbox', { name: 'Testo dell’introduzione' })).toHaveTextContent('Al buio servono luce ed energia. Uno.');
    // 'Anteprima' follows the edits, in every tab.
    const edited = (await previewDraft(view)).contenuto as { introduzione: string; sezioni: Array<{ testo: string }>; conclusione: string };
    expect([edited.introduzione, edited.sezioni[1]!.testo, edited.conclusione]).toEqual([
      '<p>Al buio servono luce ed energia. Uno.</p>',
      '<p>Mani libere. Due.</p>',
      '<p>Prepara il kit prima. Tre.</p>',
    ]);

    await view.user.click(saveButton());
    expect(await screen.findByText('Guida salvata')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      titolo: 'Luce ed energia',
      prodotti: [2, 1],
      contenuto: guideContent(
        '<p>Al buio servono luce ed energia. Uno.</p>',
        [
          [2, '<p>Ricarica il telefono.</p>'],
          [1, '<p>Mani libere. Due.</p>'],
        ],
        '<p>Prepara il kit prima. Tre.</p>',
      ),
    });
    // The new guide's own page opens.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/dashboard/guide/${created.id}`));
  });

  test('a cover address typed by hand shows in the previews and is saved as immagine_url', async () => {
    fakeGeneration();
    const bodies = captureWrites('post', '/api/guide', () => HttpResponse.json(guideOfTwo(), { status: 201 }));
    const view = await renderEditor({ mode: 'create' });
    await view.user.click(screen.getByText('Oppure inserisci l’indirizzo di un’immagine'));
    await view.user.type(screen.getByRole('textbox', { name: 'URL immagine di copertina' }), '/demo/guide/1.svg');
    expect(screen.getByRole('img', { name: 'Anteprima copertina' })).toHaveAttribute('src', '/demo/guide/1.svg');
    await fillPanel(view, 'Kit', ['Power bank']);
    await generateWith(view);
    // 'Anteprima' shows the typed cover.
    expect(await previewDraft(view)).toMatchObject({ immagine_url: '/demo/guide/1.svg' });
    await view.user.click(saveButton());
    expect(await screen.findByText('Guida salvata')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ titolo: 'Kit', immagine_url: '/demo/guide/1.svg', prodotti: [2] });
  });

  test('removing a product after generation drops its section tab', async () => {
    fakeGeneration();
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Kit', ['Power bank', 'Torcia frontale']);
    await generateWith(view);
    await view.user.click(screen.getByRole('button', { name: 'Togli «Power bank» dalla guida' }));
    expect(tabNames()).toEqual(['Introduzione', 'Torcia frontale', 'Conclusione']);
  });

  test('a failed generation says «Errore durante la generazione della guida» and leaves nothing to save', async () => {
    answerPrompts();
    apiServer.use(http.post('/api/guide/genera', () => HttpResponse.json({}, { status: 502 })));
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Kit', ['Power bank']);
    await confirmPrompt(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante la generazione della guida');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  test('a failed save says «Errore durante il salvataggio della guida»', async () => {
    fakeGeneration();
    apiServer.use(http.post('/api/guide', () => HttpResponse.json({}, { status: 500 })));
    const view = await renderEditor({ mode: 'create' });
    await fillPanel(view, 'Kit', ['Power bank']);
    await generateWith(view);
    await view.user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore durante il salvataggio della guida');
    expect(view.router.state.location.pathname).toBe('/dashboard/guide/nuova');
  });

  test('the products list: «Errore caricamento prodotti» with Riprova while the catalogue cannot load', async () => {
    let asked = 0;
    apiServer.use(
      http.get('/api/prodotti', () => {
        asked++;
        return asked === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(CATALOG);
      }),
    );
    const { user } = renderPage('/dashboard/guide/nuova');
    expect(await screen.findByText('Errore caricamento prodotti')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scegli i prodotti' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: 'Scegli i prodotti' })).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  test('Torna all’elenco leads back to the list', async () => {
    const view = await renderEditor({ mode: 'create' });
    await view.user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    expect(await screen.findByText('Elenco delle guide')).toBeInTheDocument();
  });
});
