import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { News } from '../../common/types.ts';
import type { IngestEvent } from '../../common/types-news.ts';
import NotiziaForm from '../../app/routes/dashboard/notizia-form.tsx';
import DashboardNotizie from '../../app/routes/dashboard/notizie.tsx';
import { apiServer } from './api-server.ts';
import { aNewsCandidate, aNewsItem, aPrompt } from './builders.ts';
import { expectToast, fakeApi, held, recordApiCalls, toastTexts } from './dashboard-expect.ts';
import { contains, fakeList } from './fake-list.ts';
import { renderInDashboard } from './render.tsx';

/**
 * The news screens of the dashboard (spec sections 2 'Dashboard news', 3, 4, 5 'News', 7 'News',
 * 8 'News admin alerts'): the edit form (/dashboard/notizie/nuova and /dashboard/notizie/{id})
 * and the saved list with its filters, pages and bulk actions, against our API faked by msw.
 */

const NEWS_PROMPTS = [aPrompt({ id: 21, titolo: 'Notizia - rielaborazione', tipo: 'notizia', is_default: 1 }), aPrompt({ id: 22, titolo: 'Notizia - breve', tipo: 'notizia' })];
const TITLE_REQUIRED = 'Il titolo della notizia è obbligatorio.';
const RELEVANCE_INVALID = 'La rilevanza deve essere un numero intero da 0 a 5.';
const NEEDS_TEXT = 'Serve il testo originale (o almeno il sommario) per usare l’AI.';

/** The version tag the staff GET of an item answers (decision 0031). */
const TAG = 'W/"v1"';
/** GET /api/notizie/{id} as staff read it: the item with its version tag. */
const withTag =
  (item: News, tag = TAG) =>
  () =>
    HttpResponse.json(item, { headers: { ETag: tag } });

/** The editors' safety net: the item's history (none yet) and its autosaves. */
function serveRevisions() {
  const autosaves = fakeApi('post', '/api/revisioni', () =>
    HttpResponse.json({ id: 1, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 }),
  );
  const histories = fakeApi('get', '/api/revisioni', []);
  return { autosaves, histories };
}

/** The news routes of the dashboard, at `path`; the notizia prompts answered for the form. */
function renderNews(path: string) {
  const promptLists = fakeApi('get', '/api/prompts', NEWS_PROMPTS);
  serveRevisions();
  // The claims the publishing gate still holds against a saved item: none.
  fakeApi('get', '/api/verifica/notizia/:id', { non_verificati: [], verifica: null, conferme: [] });
  const view = renderInDashboard(
    <Routes>
      <Route path="/dashboard/notizie" element={<DashboardNotizie />} />
      <Route path="/dashboard/notizie/nuova" element={<NotiziaForm />} />
      <Route path="/dashboard/notizie/:id" element={<NotiziaForm />} />
    </Routes>,
    { path },
  );
  return { ...view, promptLists };
}

/** The form of an existing item, loaded from GET /api/notizie/{id}. */
async function renderEditForm(item: News) {
  fakeApi('get', `/api/notizie/${item.id}`, withTag(item));
  const view = renderNews(`/dashboard/notizie/${item.id}`);
  await screen.findByRole('heading', { level: 1, name: 'Modifica notizia' });
  // The form shows once the item is read.
  await screen.findByRole('textbox', { name: 'Titolo' });
  return view;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const relevance = () => screen.getByRole('spinbutton', { name: 'Rilevanza (0–5)' });
/** Replaces the relevance (a number box: a cleared one shows 0 again). */
async function setRelevance(user: ReturnType<typeof renderNews>['user'], value: string) {
  await user.tripleClick(relevance());
  await user.paste(value);
}
const saveButton = () => screen.getByRole('button', { name: 'Salva' });
/** The form's own error line (not a toast). */
const formError = async (text: string) => {
  const el = await screen.findByText(text, { selector: '.news-form [role="alert"]' });
  return el;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('new item form', () => {
  test('starts as a draft with relevance 0 and asks for the notizia prompts', async () => {
    const { promptLists } = renderNews('/dashboard/notizie/nuova');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuova notizia' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stato' })).toHaveValue('bozza');
    expect(relevance()).toHaveValue(0);
    expect(box('Titolo')).toHaveValue('');
    await waitFor(() => expect(promptLists).toHaveLength(1));
    expect(Object.fromEntries(promptLists[0]!.url.searchParams)).toEqual({ tipo: 'notizia', active: '1', sort: 'updated_at', order: 'desc', limit: '50' });
    const prompt = screen.getByRole('combobox', { name: 'Prompt per l’articolo' });
    await waitFor(() =>
      expect(
        within(prompt)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Prompt predefinito', 'Notizia - rielaborazione (DEFAULT)', 'Notizia - breve']),
    );
  });

  test.each(['', '   '])('the title is required (%j): nothing is sent', async (title) => {
    const { user } = renderNews('/dashboard/notizie/nuova');
    const calls = recordApiCalls();
    if (title) await user.type(box('Titolo'), title);
    await user.type(box('Sommario'), 'Un sommario senza titolo.');
    await user.click(saveButton());
    expect(await formError(TITLE_REQUIRED)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test.each(['6', '-1', '2.5'])('relevance %s is refused: it is a whole number from 0 to 5', async (value) => {
    const { user } = renderNews('/dashboard/notizie/nuova');
    const calls = recordApiCalls();
    await user.type(box('Titolo'), 'Allerta meteo');
    await setRelevance(user, value);
    await user.click(saveButton());
    expect(await formError(RELEVANCE_INVALID)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('the slug follows the title until it is edited by hand', async () => {
    const { user } = renderNews('/dashboard/notizie/nuova');
    await user.type(box('Titolo'), 'Perché l’allerta è rossa');
    expect(box('Slug (indirizzo)')).toHaveValue('perche-lallerta-e-rossa');
    await user.clear(box('Slug (indirizzo)'));
    await user.type(box('Slug (indirizzo)'), 'allerta-rossa');
    await user.type(box('Titolo'), ' oggi');
    expect(box('Slug (indirizzo)')).toHaveValue('allerta-rossa');
  });

  test('Salva sends POST /api/notizie with every field, says “Notizia creata.” and opens the saved item', async () => {
    const created = aNewsItem({
      id: 7,
      titolo: 'Perché l’allerta è rossa',
      slug: 'perche-lallerta-e-rossa',
      sommario: 'Una prova scritta a mano.',
      rilevanza: 5,
      tag: 'allerta, meteo',
    });
    const posts = fakeApi('post', '/api/notizie', created, { status: 201 });
    const loads = fakeApi('get', '/api/notizie/7', withTag(created));
    const { user, router } = renderNews('/dashboard/notizie/nuova');
    await user.type(box('Titolo'), 'Perché l’allerta è rossa');
    await user.type(box('Sottotitolo'), 'Cosa fare adesso');
    await user.type(box('Sommario'), 'Una prova scritta a mano.');
    await setRelevance(user, '5');
    await user.type(box('Tag'), 'allerta, meteo');
    await user.type(box('Fonte'), 'Protezione Civile');
    await user.click(saveButton());

    await expectToast('Notizia creata.', 'success');
    expect(posts.map((c) => c.body)).toEqual([
      {
        titolo: 'Perché l’allerta è rossa',
        sottotitolo: 'Cosa fare adesso',
        slug: 'perche-lallerta-e-rossa',
        sommario: 'Una prova scritta a mano.',
        descrizione: '',
        contenuto: '',
        testo_originale: '',
        fonte: 'Protezione Civile',
        link_fonte: '',
        data_pubblicazione: null,
        data_fonte: null,
        immagine_url: '',
        immagine_autore: '',
        immagine_autore_link: '',
        stato: 'bozza',
        rilevanza: 5,
        tag: 'allerta, meteo',
        seo_titolo: '',
        seo_descrizione: '',
        noindex: false,
        id_immagine: null,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notizie/7'));
    // The item's own form, read again with its version tag (once): wait for that read itself, not
    // for a Titolo box, which the creation form still shows for a moment after the navigation.
    await waitFor(() => expect(loads).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Modifica notizia' })).toBeInTheDocument();
    await waitFor(() => expect(box('Titolo')).toHaveValue('Perché l’allerta è rossa'));
    expect(loads).toHaveLength(1);
  });

  test.each([
    [{ error: 'Questo slug è già usato da un’altra notizia.' }, 409, 'Questo slug è già usato da un’altra notizia.'],
    [null, 500, 'Errore nel salvataggio della notizia.'],
  ])('a failed save (%j, HTTP %i) says %j and stays on the form', async (answer, status, message) => {
    fakeApi('post', '/api/notizie', answer, { status });
    const { user, router } = renderNews('/dashboard/notizie/nuova');
    await user.type(box('Titolo'), 'Allerta meteo');
    await user.click(saveButton());
    expect(await formError(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/notizie/nuova');
    expect(box('Titolo')).toHaveValue('Allerta meteo');
  });

  test('Torna all’elenco leads to the list', async () => {
    fakeApi('get', '/api/notizie', []);
    fakeApi('get', '/api/notizie/candidati', []);
    const { user, router } = renderNews('/dashboard/notizie/nuova');
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    expect(router.state.location.pathname).toBe('/dashboard/notizie');
    expect(await screen.findByText('Nessuna notizia salvata.')).toBeInTheDocument();
  });
});

describe('editing an item', () => {
  const DRAFT = aNewsItem({
    id: 5,
    titolo: 'Allerta meteo in Liguria',
    slug: 'allerta-meteo-in-liguria',
    sommario: 'La protezione civile dirama l’allerta arancione.',
    testo_originale: 'Testo completo della fonte sull’allerta.',
    fonte: 'Protezione Civile',
    link_fonte: 'https://fonte.example/allerta',
    rilevanza: 3,
    tag: 'allerta',
  });

  test('shows the saved values; Salva sends PUT /api/notizie/{id} and says “Notizia salvata.”', async () => {
    const puts = fakeApi('put', '/api/notizie/5', { ...DRAFT, rilevanza: 4 });
    const { user } = await renderEditForm(DRAFT);
    expect(box('Titolo')).toHaveValue('Allerta meteo in Liguria');
    expect(box('Slug (indirizzo)')).toHaveValue('allerta-meteo-in-liguria');
    expect(box('Slug (indirizzo)')).toBeEnabled();
    expect(box('Sommario')).toHaveValue('La protezione civile dirama l’allerta arancione.');
    expect(box('Testo originale della fonte')).toHaveValue('Testo completo della fonte sull’allerta.');
    expect(box('Fonte')).toHaveValue('Protezione Civile');
    expect(relevance()).toHaveValue(3);
    // The title no longer rewrites a saved slug.
    await user.type(box('Titolo'), ' e Toscana');
    expect(box('Slug (indirizzo)')).toHaveValue('allerta-meteo-in-liguria');
    await setRelevance(user, '4');
    await user.click(saveButton());

    await expectToast('Notizia salvata.', 'success');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toMatchObject({
      titolo: 'Allerta meteo in Liguria e Toscana',
      slug: 'allerta-meteo-in-liguria',
      rilevanza: 4,
      stato: 'bozza',
      id_immagine: null,
    });
  });

  test('a published item may change its slug: the box says its old address will answer 301, and the new slug is sent', async () => {
    const published = { ...DRAFT, stato: 'pubblicata' as const };
    const puts = fakeApi('put', '/api/notizie/5', published);
    const { user } = await renderEditForm(published);
    expect(box('Slug (indirizzo)')).toBeEnabled();
    expect(box('Slug (indirizzo)')).toHaveAccessibleDescription('Notizia pubblicata: se cambi lo slug, il vecchio indirizzo rimanda a quello nuovo.');
    expect(screen.getByRole('link', { name: 'Visualizza' })).toHaveAttribute('href', '/notizie/allerta-meteo-in-liguria');
    // The title no longer drives the slug once the address is public.
    await user.type(box('Titolo'), ' oggi');
    expect(box('Slug (indirizzo)')).toHaveValue('allerta-meteo-in-liguria');
    await user.clear(box('Slug (indirizzo)'));
    await user.type(box('Slug (indirizzo)'), 'allerta-liguria');
    await user.click(saveButton());
    await expectToast('Notizia salvata.', 'success');
    expect(puts[0]!.body).toMatchObject({ slug: 'allerta-liguria' });
  });

  test('an item that cannot be loaded says “Testo non trovato.”', async () => {
    fakeApi('get', '/api/notizie/99', { error: 'Notizia non trovata.' }, { status: 404 });
    renderNews('/dashboard/notizie/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Testo non trovato.');
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
  });

  test('the AI buttons need a source text (the original, else the summary); the article also a title', async () => {
    const { user } = await renderEditForm({ ...DRAFT, sommario: null, testo_originale: null });
    const summarize = screen.getByRole('button', { name: 'Genera sommario' });
    const generate = screen.getByRole('button', { name: 'Genera articolo' });
    expect(summarize).toBeDisabled();
    expect(generate).toBeDisabled();
    expect(screen.getByText(NEEDS_TEXT)).toBeInTheDocument();
    await user.type(box('Sommario'), 'Due frasi di sommario.');
    expect(summarize).toBeEnabled();
    expect(generate).toBeEnabled();
    expect(screen.queryByText(NEEDS_TEXT)).not.toBeInTheDocument();
    await user.clear(box('Titolo'));
    expect(generate).toBeDisabled();
    expect(summarize).toBeEnabled();
  });

  test('Genera sommario sends the title and the original text and fills the summary', async () => {
    const sums = fakeApi('post', '/api/notizie/sintetizza', { sommario: 'Allerta arancione in Liguria fino a domani.' });
    const { user } = await renderEditForm(DRAFT);
    await user.click(screen.getByRole('button', { name: 'Genera sommario' }));
    await expectToast('Sommario generato: rileggilo prima di salvare.', 'success');
    expect(box('Sommario')).toHaveValue('Allerta arancione in Liguria fino a domani.');
    expect(sums.map((c) => c.body)).toEqual([{ titolo: 'Allerta meteo in Liguria', testo: 'Testo completo della fonte sull’allerta.' }]);
  });

  test('Genera articolo sends the source and the chosen prompt, shows the article and saves it', async () => {
    const answer = held();
    const generations = fakeApi('post', '/api/notizie/genera', async () => {
      await answer.promise;
      return { contenuto: '<h2>Cosa succede</h2><p>Secondo quanto riportato da Protezione Civile, allerta fino a domani.</p>', non_verificati: [] };
    });
    const puts = fakeApi('put', '/api/notizie/5', (body: unknown) => ({ ...DRAFT, ...(body as object) }));
    const { user } = await renderEditForm(DRAFT);
    await screen.findByRole('option', { name: 'Notizia - breve' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prompt per l’articolo' }), 'Notizia - breve');
    await user.click(screen.getByRole('button', { name: 'Genera articolo' }));
    expect(await screen.findByText('Scrivo l’articolo… può richiedere fino a un minuto.')).toBeInTheDocument();
    answer.release();

    await expectToast('Articolo generato: rileggilo prima di salvare.', 'success');
    expect(generations.map((c) => c.body)).toEqual([
      {
        titolo: 'Allerta meteo in Liguria',
        testo: 'Testo completo della fonte sull’allerta.',
        fonte: 'Protezione Civile',
        link_fonte: 'https://fonte.example/allerta',
        id_prompt: 22,
      },
    ]);
    const article = screen.getByRole('textbox', { name: 'Articolo' });
    await waitFor(() => expect(within(article).getByRole('heading', { level: 2, name: 'Cosa succede' })).toBeInTheDocument());
    expect(article).toHaveTextContent('Secondo quanto riportato da Protezione Civile');
    await user.click(saveButton());
    await expectToast('Notizia salvata.', 'success');
    expect(puts[0]!.body).toMatchObject({ contenuto: '<h2>Cosa succede</h2><p>Secondo quanto riportato da Protezione Civile, allerta fino a domani.</p>' });
  });

  test('an article already written is replaced at once, without a question: «Annulla» brings it back, claims included', async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const generations = fakeApi('post', '/api/notizie/genera', { contenuto: '<p>Nuovo testo con 120 mm.</p>', non_verificati: [{ text: '120 mm', kind: 'misura' }] });
    const puts = fakeApi('put', '/api/notizie/5', (body: unknown) => ({ ...DRAFT, ...(body as object) }));
    const { user } = await renderEditForm({ ...DRAFT, contenuto: '<p>Testo rivisto a mano.</p>' });
    const article = screen.getByRole('textbox', { name: 'Articolo' });
    await user.click(screen.getByRole('button', { name: 'Genera articolo' }));
    await expectToast('Articolo generato: rileggilo prima di salvare.', 'success');
    expect(confirm).not.toHaveBeenCalled();
    expect(generations).toHaveLength(1);
    await waitFor(() => expect(article).toHaveTextContent('Nuovo testo con 120 mm.'));
    expect(await screen.findByText('1 dato non verificato')).toBeInTheDocument();

    const line = screen.getByText('Articolo generato dall’AI.');
    expect(line.closest('[role="status"]')).not.toBeNull();
    const undo = within(line.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Annulla' });
    expect(undo).toHaveAccessibleDescription('Articolo generato dall’AI.');
    // Keyboard: the button takes the focus and Enter undoes; the focus moves to the article.
    undo.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(article).toHaveTextContent(/^Testo rivisto a mano\.$/));
    expect(article).toHaveFocus();
    expect(screen.queryByText('Articolo generato dall’AI.')).not.toBeInTheDocument();
    expect(screen.queryByText('1 dato non verificato')).not.toBeInTheDocument();
    // Nothing of the generation is left: the save is the editor's own text, not marked as written by the AI.
    await user.click(saveButton());
    await expectToast('Notizia salvata.', 'success');
    expect(puts[0]!.body).toMatchObject({ contenuto: '<p>Testo rivisto a mano.</p>' });
    expect(puts[0]!.body).not.toHaveProperty('verifica_ai');
  });

  test('Genera sommario, then Annulla, gives back the editor’s own summary exactly; typing in it ends the offer', async () => {
    fakeApi('post', '/api/notizie/sintetizza', { sommario: 'Sommario scritto dall’AI.' });
    const { user } = await renderEditForm(DRAFT);
    await user.clear(box('Sommario'));
    await user.type(box('Sommario'), '  Il mio sommario, con spazi. ');
    await user.click(screen.getByRole('button', { name: 'Genera sommario' }));
    await waitFor(() => expect(box('Sommario')).toHaveValue('Sommario scritto dall’AI.'));
    const status = screen.getByText('Sommario generato dall’AI.').closest('[role="status"]') as HTMLElement;
    await user.click(within(status).getByRole('button', { name: 'Annulla' }));
    expect(box('Sommario')).toHaveValue('  Il mio sommario, con spazi. ');
    expect(box('Sommario')).toHaveFocus();
    expect(within(status).queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();

    // Once the editor edits the generated text, it is theirs: no more Annulla.
    await user.click(screen.getByRole('button', { name: 'Genera sommario' }));
    await waitFor(() => expect(box('Sommario')).toHaveValue('Sommario scritto dall’AI.'));
    expect(within(status).getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    await user.type(box('Sommario'), ' Ritoccato.');
    expect(within(status).queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();
    expect(box('Sommario')).toHaveValue('Sommario scritto dall’AI. Ritoccato.');
  });

  test.each([
    [
      'Genera sommario',
      '/api/notizie/sintetizza',
      { error: 'L’intelligenza artificiale non ha restituito un sommario. Riprova.' },
      502,
      'L’intelligenza artificiale non ha restituito un sommario. Riprova.',
    ],
    ['Genera sommario', '/api/notizie/sintetizza', null, 500, 'Errore durante la generazione.'],
    [
      'Genera articolo',
      '/api/notizie/genera',
      { error: 'L’intelligenza artificiale non ha restituito un articolo. Riprova.' },
      502,
      'L’intelligenza artificiale non ha restituito un articolo. Riprova.',
    ],
    ['Genera articolo', '/api/notizie/genera', null, 500, 'Errore durante la generazione.'],
  ] as const)('%s: when %s answers %j (HTTP %i) it says %j and changes nothing', async (action, path, answer, status, message) => {
    fakeApi('post', path, answer, { status });
    const { user } = await renderEditForm(DRAFT);
    await user.click(screen.getByRole('button', { name: action }));
    await expectToast(message, 'error');
    expect(box('Sommario')).toHaveValue('La protezione civile dirama l’allerta arancione.');
    expect(screen.getByRole('textbox', { name: 'Articolo' })).toHaveTextContent('');
    expect(screen.getByRole('button', { name: action })).toBeEnabled();
  });
});

describe('the unverified data of a news item', () => {
  test('are counted from the saved text against the source, confirmed ones left out, and the box speaks of the source', async () => {
    const item = aNewsItem({
      id: 9,
      titolo: 'Piogge in Liguria',
      testo_originale: 'Piogge intense in Liguria.',
      contenuto: '<p>Sono caduti 120 mm di pioggia.</p><p>Raffiche a 90 km/h.</p><p>Il 40% delle strade è chiuso.</p>',
    });
    fakeApi('get', `/api/notizie/${item.id}`, withTag(item));
    renderNews(`/dashboard/notizie/${item.id}`);
    // The report (a later handler wins): one claim confirmed by an editor with its source.
    fakeApi('get', '/api/verifica/notizia/:id', {
      non_verificati: [],
      verifica: null,
      conferme: [{ testo: '90 km/h', chiave: '90 km/h', tipo_dato: 'misura', fonte: 'ARPAL', autore: 'admin', created_at: '2026-11-01T00:00:00.000Z' }],
    });
    expect(await screen.findByText('2 dati non verificati')).toBeInTheDocument();
    expect(screen.getByText('Non compaiono nel testo della fonte: controllali o correggili prima di pubblicare.')).toBeInTheDocument();
    expect(screen.queryByText(/dati salvati del prodotto/)).not.toBeInTheDocument();
  });
});

describe('the safety net around the form', () => {
  const ITEM = aNewsItem({ id: 5, titolo: 'Allerta meteo in Liguria', sommario: 'Il sommario salvato.', testo_originale: 'Testo della fonte.' });

  test('a freshly loaded item has nothing to save; a change says «Modifiche non salvate» and is kept as an autosave', async () => {
    const { user } = await renderEditForm(ITEM);
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Nessuna modifica da salvare');
    expect(screen.getByRole('button', { name: 'Cronologia' })).toBeInTheDocument();
    const autosaves = fakeApi('post', '/api/revisioni', () =>
      HttpResponse.json({ id: 2, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'autosalvataggio' }, { status: 201 }),
    );
    await user.type(box('Sommario'), ' Aggiunto.');
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Modifiche non salvate');
    await waitFor(() => expect(autosaves).toHaveLength(1));
    expect(autosaves[0]!.body).toMatchObject({
      tipo: 'notizia',
      id: 5,
      azione: 'autosalvataggio',
      contenuto: { sommario: 'Il sommario salvato. Aggiunto.', titolo: 'Allerta meteo in Liguria', rilevanza: 0 },
    });
  });

  test('Salva sends the version tag as If-Match; the next save sends the tag the answer carried', async () => {
    const tags: Array<string | null> = [];
    let n = 1;
    apiServer.use(
      http.put('/api/notizie/5', async ({ request }) => {
        tags.push(request.headers.get('if-match'));
        const body = (await request.json()) as Partial<News>;
        return HttpResponse.json({ ...ITEM, ...body }, { headers: { ETag: `W/"v${++n}"` } });
      }),
    );
    const { user } = await renderEditForm(ITEM);
    await user.type(box('Sommario'), ' Uno.');
    await user.click(saveButton());
    await expectToast('Notizia salvata.', 'success');
    await waitFor(() => expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent(/^Salvato alle \d\d:\d\d$/));
    await user.type(box('Sommario'), ' Due.');
    await user.click(saveButton());
    await waitFor(() => expect(tags).toHaveLength(2));
    expect(tags).toEqual([TAG, 'W/"v2"']);
  });

  test('a save refused with 412 opens «Il contenuto è stato modificato»; Sovrascrivi saves again with the newer tag', async () => {
    const tags: Array<string | null> = [];
    const theirs = { ...ITEM, sommario: 'Il sommario di Lucia.' };
    apiServer.use(
      http.put('/api/notizie/5', ({ request }) => {
        tags.push(request.headers.get('if-match'));
        return tags.length === 1
          ? HttpResponse.json({ error: 'Il testo è stato modificato da qualcun altro dopo che l’hai aperto. Ricarica per vedere la versione attuale.' }, { status: 412 })
          : HttpResponse.json({ ...ITEM, sommario: 'Il mio sommario.' }, { headers: { ETag: 'W/"v3"' } });
      }),
    );
    const { user } = await renderEditForm(ITEM);
    // From now on GET answers the colleague's version.
    fakeApi('get', '/api/notizie/5', withTag(theirs, 'W/"v2"'));
    await user.clear(box('Sommario'));
    await user.type(box('Sommario'), 'Il mio sommario.');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: 'Il contenuto è stato modificato' });
    expect(toastTexts('error')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Vedi differenze' }));
    expect(await within(dialog).findByRole('group', { name: 'Differenze tra le versioni' })).toHaveTextContent('Lucia');
    await user.click(within(dialog).getByRole('button', { name: 'Sovrascrivi' }));
    await expectToast('Notizia salvata.', 'success');
    expect(tags).toEqual([TAG, 'W/"v2"']);
    expect(box('Sommario')).toHaveValue('Il mio sommario.');
  });

  test('leaving with unsaved changes asks «Modifiche non salvate»: «Resta e salva» stays and saves, «Esci senza salvare» leaves', async () => {
    fakeApi('get', '/api/notizie', []);
    fakeApi('get', '/api/notizie/candidati', []);
    const puts = fakeApi('put', '/api/notizie/5', (body: unknown) => ({ ...ITEM, ...(body as object) }));
    const { user, router } = await renderEditForm(ITEM);
    await user.type(box('Titolo'), ' e Toscana');
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    let ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Resta e salva' }));
    await expectToast('Notizia salvata.', 'success');
    expect(puts.map((p) => p.body)).toEqual([expect.objectContaining({ titolo: 'Allerta meteo in Liguria e Toscana' })]);
    expect(router.state.location.pathname).toBe('/dashboard/notizie/5');
    expect(box('Titolo')).toHaveValue('Allerta meteo in Liguria e Toscana');
    await user.type(box('Titolo'), ' e Lazio');
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Esci senza salvare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notizie'));
  });

  test('a new item: leaving after typing asks; creating it opens its address without asking', async () => {
    const created = aNewsItem({ id: 9, titolo: 'Nuova allerta', slug: 'nuova-allerta' });
    fakeApi('post', '/api/notizie', created, { status: 201 });
    fakeApi('get', '/api/notizie/9', withTag(created));
    const { user, router } = renderNews('/dashboard/notizie/nuova');
    await user.type(box('Titolo'), 'Nuova allerta');
    // No history before the item exists.
    expect(screen.queryByRole('button', { name: 'Cronologia' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna all’elenco' }));
    const ask = await screen.findByRole('dialog', { name: 'Modifiche non salvate' });
    await user.click(within(ask).getByRole('button', { name: 'Resta e salva' }));
    await user.click(saveButton());
    await expectToast('Notizia creata.', 'success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notizie/9'));
    expect(await screen.findByRole('textbox', { name: 'Titolo' })).toHaveValue('Nuova allerta');
    expect(screen.queryByRole('dialog', { name: 'Modifiche non salvate' })).not.toBeInTheDocument();
    expect(screen.getByTestId('stato-salvataggio')).toHaveTextContent('Nessuna modifica da salvare');
  });
});

describe('the saved list', () => {
  const ITEMS = [
    aNewsItem({
      id: 1,
      titolo: 'Allerta meteo in Liguria',
      sommario: 'Piogge intense sulla costa.',
      fonte: 'Protezione Civile',
      slug: 'allerta-meteo',
      stato: 'bozza',
      rilevanza: 2,
    }),
    aNewsItem({
      id: 2,
      titolo: 'Black-out in Sardegna',
      sommario: 'Rete elettrica ripristinata dopo la ALLERTA.',
      fonte: 'ANSA',
      slug: 'black-out',
      stato: 'pubblicata',
      rilevanza: 5,
    }),
    aNewsItem({ id: 3, titolo: 'Scorte d’acqua consigliate', sommario: null, fonte: null, slug: 'scorte-acqua', stato: 'archiviata', rilevanza: 0 }),
  ];

  /** GET /api/notizie as the server answers it: ?q on the title or summary, ?fonte on the source, ?stato, a page with its total. */
  const answerList = (items: () => readonly News[]) =>
    fakeList('/api/notizie', items, (n, params) => {
      const q = params.get('q');
      const fonte = params.get('fonte');
      return (!q || contains(n.titolo, q) || contains(n.sommario, q)) && (!fonte || contains(n.fonte, fonte));
    });

  /** The list with GET /api/notizie answering `items`; returns its requests. */
  async function renderList(items: readonly News[] = ITEMS) {
    const lists = answerList(() => items);
    fakeApi('get', '/api/notizie/candidati', []);
    const view = renderNews('/dashboard/notizie');
    await screen.findByRole('heading', { level: 1, name: 'Notizie geopolitica' });
    if (items.length) await screen.findByRole('link', { name: items[0]!.titolo });
    return { ...view, lists };
  }
  const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  const item = (title: string) => within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!);
  const savedList = () => within(screen.getByRole('region', { name: 'Notizie salvate' }));

  test('a page of 24 is asked of the server; the text filter asks it again for q (title or summary) and keeps it in the address', async () => {
    const { user, lists, router } = await renderList();
    expect(Object.fromEntries(lists[0]!.searchParams)).toEqual({ limit: '24', offset: '0' });
    const text = screen.getByRole('searchbox', { name: 'Cerca nel titolo o nel sommario' });
    await user.type(text, 'ALLERTA');
    await waitFor(() => expect(titles()).toEqual(['Allerta meteo in Liguria', 'Black-out in Sardegna']));
    expect(lists.at(-1)!.searchParams.get('q')).toBe('ALLERTA');
    expect(router.state.location.search).toBe('?q=ALLERTA');
    await user.type(text, ' introvabile');
    expect(await screen.findByText('Nessuna notizia corrisponde ai filtri.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(titles()).toEqual(ITEMS.map((n) => n.titolo)));
    expect(text).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  test('source filter: the server is asked for fonte, combined with the text filter', async () => {
    const { user, lists } = await renderList();
    const source = screen.getByRole('searchbox', { name: 'Fonte' });
    await user.type(source, 'CIV');
    await waitFor(() => expect(titles()).toEqual(['Allerta meteo in Liguria']));
    expect(lists.at(-1)!.searchParams.get('fonte')).toBe('CIV');
    await user.clear(source);
    await user.type(source, 'n');
    await waitFor(() => expect(titles()).toEqual(['Allerta meteo in Liguria', 'Black-out in Sardegna']));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca nel titolo o nel sommario' }), 'sardegna');
    await waitFor(() => expect(titles()).toEqual(['Black-out in Sardegna']));
    expect(Object.fromEntries(lists.at(-1)!.searchParams)).toEqual({ limit: '24', offset: '0', q: 'sardegna', fonte: 'n' });
  });

  test('the state filter asks the server for that state', async () => {
    const { user, lists, router } = await renderList();
    await user.click(screen.getByRole('radio', { name: 'Bozze' }));
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(lists[1]!.searchParams.get('stato')).toBe('bozza');
    await waitFor(() => expect(titles()).toEqual(['Allerta meteo in Liguria']));
    expect(router.state.location.search).toBe('?stato=bozza');
    // Back to every state: the first page shows again (as the server answered it a moment ago).
    await user.click(screen.getByRole('radio', { name: 'Tutte' }));
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  test('more than 24 items: pages with Precedente and Successiva', async () => {
    const many = Array.from({ length: 30 }, (_, i) => aNewsItem({ id: i + 1, titolo: `Notizia ${i + 1}`, slug: `notizia-${i + 1}` }));
    const { user, lists } = await renderList(many);
    expect(titles()).toHaveLength(24);
    expect(savedList().getByText(/30 risultati · Pagina 1 di 2/)).toBeInTheDocument();
    await user.click(savedList().getByRole('button', { name: 'Successiva' }));
    await waitFor(() => expect(titles()).toEqual(many.slice(24).map((n) => n.titolo)));
    expect(lists.at(-1)!.searchParams.get('offset')).toBe('24');
    expect(savedList().getByRole('button', { name: 'Successiva' })).toBeDisabled();
    await user.click(savedList().getByRole('button', { name: 'Precedente' }));
    await waitFor(() => expect(titles()).toHaveLength(24));
  });

  test('ticked items are published in one request; the items the gate holds back are reported', async () => {
    const bulk = fakeApi('post', '/api/notizie/azioni', {
      riusciti: [1],
      falliti: [{ id: 3, errore: 'La notizia contiene 1 dato che la fonte non riporta.' }],
    });
    const { user, lists } = await renderList();
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Allerta meteo in Liguria' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Scorte d’acqua consigliate' }));
    const bar = screen.getByRole('toolbar', { name: 'Azioni sugli elementi selezionati' });
    expect(bar).toHaveTextContent('2 selezionati');
    await user.click(within(bar).getByRole('button', { name: 'Pubblica' }));
    await expectToast('1 elemento aggiornato.', 'success');
    await expectToast('1 elemento non aggiornato: La notizia contiene 1 dato che la fonte non riporta.', 'error');
    expect(bulk.map((c) => c.body)).toEqual([{ azione: 'pubblica', ids: [1, 3] }]);
    await waitFor(() => expect(lists).toHaveLength(2));
    expect(within(bar).getByText('Seleziona tutti in questa pagina')).toBeInTheDocument();
  });

  test('each item shows its state, source and relevance, Pubblica unless published and Archivia unless archived; links to its form', async () => {
    const { user, router } = await renderList();
    expect(item('Allerta meteo in Liguria').getByText('Bozza')).toBeInTheDocument();
    expect(item('Allerta meteo in Liguria').getByText('Rilevanza 2 su 5')).toBeInTheDocument();
    expect(item('Black-out in Sardegna').queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
    expect(item('Black-out in Sardegna').getByRole('button', { name: 'Archivia' })).toBeInTheDocument();
    expect(item('Scorte d’acqua consigliate').getByText(/Senza fonte/)).toBeInTheDocument();
    expect(item('Scorte d’acqua consigliate').getByRole('button', { name: 'Pubblica' })).toBeInTheDocument();
    expect(item('Scorte d’acqua consigliate').queryByRole('button', { name: 'Archivia' })).not.toBeInTheDocument();
    expect(item('Black-out in Sardegna').getByRole('link', { name: 'Visualizza' })).toHaveAttribute('href', '/notizie/black-out');

    fakeApi('get', '/api/notizie/1', ITEMS[0]);
    await user.click(item('Allerta meteo in Liguria').getByRole('link', { name: 'Modifica' }));
    expect(router.state.location.pathname).toBe('/dashboard/notizie/1');
    expect(await screen.findByRole('textbox', { name: 'Titolo' })).toHaveValue('Allerta meteo in Liguria');
    expect(screen.getByRole('heading', { level: 1, name: 'Modifica notizia' })).toBeInTheDocument();
  });

  test("'Modifica il testo' in the gate's dialog of an item opens its form at the first claim", async () => {
    const CLAIM = 'È l’allerta più grave del decennio.';
    const held = { ...ITEMS[0]!, contenuto: `<p>Piogge intense sulla costa.</p><p>${CLAIM}</p>` };
    fakeApi(
      'post',
      '/api/notizie/1/pubblica',
      { error: 'La notizia contiene 1 dato che la fonte non riporta.', non_verificati: [{ text: CLAIM, kind: 'qualitativa' }] },
      { status: 409 },
    );
    fakeApi('get', '/api/notizie/1', withTag(held));
    const { user, router } = await renderList();
    await user.click(item('Allerta meteo in Liguria').getByRole('button', { name: 'Pubblica' }));
    const gate = await screen.findByRole('dialog', { name: 'Dati da verificare' });
    await user.click(within(gate).getByRole('button', { name: 'Modifica il testo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/notizie/1'));
    const article = await screen.findByRole('textbox', { name: 'Articolo' });
    await waitFor(() => expect(article).toHaveFocus());
    expect(document.getSelection()?.toString()).toBe(CLAIM);
  });

  test('+ Nuova opens the empty form', async () => {
    const { user, router } = await renderList();
    await user.click(screen.getByRole('link', { name: '+ Nuova' }));
    expect(router.state.location.pathname).toBe('/dashboard/notizie/nuova');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuova notizia' })).toBeInTheDocument();
  });

  test.each([
    ['Pubblica', 'Allerta meteo in Liguria', '/api/notizie/1/pubblica', 'Notizia pubblicata.', 'Errore pubblicazione'],
    ['Archivia', 'Black-out in Sardegna', '/api/notizie/2/archivia', 'Notizia archiviata.', 'Errore archiviazione'],
  ] as const)('%s on «%s» posts an empty body to %s and reloads; a failure says %j', async (action, title, path, done, failure) => {
    const calls = fakeApi('post', path, aNewsItem());
    const { user, lists } = await renderList();
    await user.click(item(title).getByRole('button', { name: action }));
    await expectToast(done, 'success');
    expect(calls.map((c) => c.body)).toEqual([{}]);
    await waitFor(() => expect(lists).toHaveLength(2));

    fakeApi('post', path, null, { status: 500 });
    await user.click(item(title).getByRole('button', { name: action }));
    await expectToast(failure, 'error');
  });

  test('Elimina asks “Eliminare definitivamente questa notizia?”, then deletes; a failure says “Errore eliminazione”', async () => {
    let items: readonly News[] = ITEMS;
    answerList(() => items);
    fakeApi('get', '/api/notizie/candidati', []);
    fakeApi('delete', '/api/notizie/3', null, { status: 500 });
    const { user } = renderNews('/dashboard/notizie');
    await screen.findByRole('heading', { level: 3, name: 'Scorte d’acqua consigliate' });
    await user.click(item('Scorte d’acqua consigliate').getByRole('button', { name: 'Elimina' }));
    let dialog = screen.getByRole('dialog', { name: 'Elimina notizia' });
    expect(dialog).toHaveTextContent('Scorte d’acqua consigliate');
    expect(dialog).toHaveTextContent('Eliminare definitivamente questa notizia?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectToast('Errore eliminazione', 'error');
    expect(titles()).toContain('Scorte d’acqua consigliate');

    const deletes = fakeApi('delete', '/api/notizie/3', () => {
      items = ITEMS.filter((n) => n.id !== 3);
      return new Response(null, { status: 204 });
    });
    dialog = screen.getByRole('dialog', { name: 'Elimina notizia' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectToast('Notizia eliminata.', 'success');
    expect(deletes).toHaveLength(1);
    expect(titles()).toEqual(['Allerta meteo in Liguria', 'Black-out in Sardegna']);
  });

  test('a failed load says “Errore caricamento notizie”; an empty list says so', async () => {
    fakeApi('get', '/api/notizie', null, { status: 500 });
    fakeApi('get', '/api/notizie/candidati', []);
    const { user } = renderNews('/dashboard/notizie');
    expect(await screen.findByText('Errore caricamento notizie')).toBeInTheDocument();
    fakeApi('get', '/api/notizie', []);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessuna notizia salvata.')).toBeInTheDocument();
  });

  test('a failed feed read says “Errore lettura feed”', async () => {
    fakeApi('post', '/api/notizie/ingest-feed', null, { status: 502 });
    const { user } = await renderList();
    await user.click(screen.getByRole('button', { name: 'Ingest da feed' }));
    await expectToast('Errore lettura feed', 'error');
    expect(screen.getByRole('button', { name: 'Ingest da feed' })).toBeEnabled();
  });
});

describe('the candidates panel', () => {
  const CANDIDATES = Array.from({ length: 12 }, (_, i) => aNewsCandidate({ id: i + 1 }));
  const candidate = (title: string) => within(screen.getByRole('heading', { level: 3, name: title }).closest('li')!);
  const shownCandidates = () =>
    within(screen.getByRole('region', { name: 'Candidati dai feed' }))
      .queryAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);

  async function renderPanel(candidates = CANDIDATES) {
    fakeApi('get', '/api/notizie/candidati', candidates);
    const lists = fakeApi('get', '/api/notizie', []);
    const view = renderNews('/dashboard/notizie');
    await screen.findByText(
      candidates.length ? `${Math.min(5, candidates.length)} di ${candidates.length} notizie` : 'Nessuna notizia nei feed. Premi «Ingest da feed» per leggerli adesso.',
    );
    return { ...view, lists };
  }

  test('shows 5 candidates; each “Carica altre 5 notizie” appends 5 more until all are shown', async () => {
    const { user } = await renderPanel();
    expect(shownCandidates()).toEqual(CANDIDATES.slice(0, 5).map((c) => c.titolo));
    await user.click(screen.getByRole('button', { name: 'Carica altre 5 notizie' }));
    expect(shownCandidates()).toEqual(CANDIDATES.slice(0, 10).map((c) => c.titolo));
    expect(screen.getByText('10 di 12 notizie')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carica altre 5 notizie' }));
    expect(shownCandidates()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Carica altre 5 notizie' })).not.toBeInTheDocument();
  });

  /** An NDJSON answer the test writes line by line (the server streams 'Ingest da feed' as it goes). */
  function streamedAnswer() {
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    return {
      response: () => new HttpResponse(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } }),
      push: (event: IngestEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)),
      close: () => controller.close(),
    };
  }
  const SOURCES = [
    { id: 1, nome: 'Feed rotto', url: 'https://feed.example/rotto' },
    { id: 3, nome: 'Feed sano', url: 'https://feed.example/sano' },
    { id: 4, nome: 'Feed lento', url: 'https://feed.example/lento' },
  ];
  const TIMED_OUT = 'Nessuna risposta entro 30 secondi: lettura interrotta.';
  const sourceLine = (name: string) => screen.getByText(name, { selector: '.news-ingest-progress strong' }).closest('li')!;

  test('Ingest da feed posts an empty body, shows each source as it is read, then the new candidates and the sources that failed', async () => {
    const answer = streamedAnswer();
    const ingests = fakeApi('post', '/api/notizie/ingest-feed', () => answer.response());
    const { user } = await renderPanel([]);
    await user.click(screen.getByRole('button', { name: 'Ingest da feed' }));
    expect(await screen.findByText('Lettura dei feed…')).toBeInTheDocument();

    answer.push({ tipo: 'inizio', totale: 3, limite_ms: 30_000, fonti: SOURCES });
    await waitFor(() => expect(sourceLine('Feed lento')).toHaveTextContent('Feed lento: in lettura…'));
    answer.push({ tipo: 'fonte', letti: 1, totale: 3, ...SOURCES[1]!, esito: 'letto', elementi: 7, errore: null });
    expect(await screen.findByText('Letto 1 di 3 feed…')).toBeInTheDocument();
    expect(sourceLine('Feed sano')).toHaveTextContent('Feed sano: 7 notizie');
    answer.push({ tipo: 'fonte', letti: 2, totale: 3, ...SOURCES[0]!, esito: 'errore', elementi: null, errore: 'HTTP 500' });
    expect(await screen.findByText('Letto 2 di 3 feed…')).toBeInTheDocument();
    expect(sourceLine('Feed rotto')).toHaveTextContent('Feed rotto: HTTP 500');
    expect(sourceLine('Feed lento')).toHaveTextContent('in lettura…');
    expect(screen.getByRole('button', { name: 'Ingest da feed' })).toBeDisabled();

    answer.push({ tipo: 'fonte', letti: 3, totale: 3, ...SOURCES[2]!, esito: 'errore', elementi: null, errore: TIMED_OUT });
    answer.push({
      tipo: 'fine',
      candidati: CANDIDATES.slice(0, 7),
      fallite: [
        { ...SOURCES[0]!, errore: 'HTTP 500' },
        { ...SOURCES[2]!, errore: TIMED_OUT },
      ],
      scaduto: true,
    });
    answer.close();
    expect(await screen.findByText('5 di 7 notizie')).toBeInTheDocument();
    expect(ingests.map((c) => c.body)).toEqual([{}]);
    const failed = await screen.findByText('2 fonti non sono state lette:');
    expect(failed.closest('[role="alert"]')).toHaveTextContent('Feed rotto: HTTP 500');
    expect(failed.closest('[role="alert"]')).toHaveTextContent(`Feed lento: ${TIMED_OUT}`);
    expect(screen.queryByText('Letto 3 di 3 feed…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingest da feed' })).toBeEnabled();
  });

  test.each([
    ['reports its own failure', { tipo: 'errore', error: 'Errore lettura feed' } as const, 'Errore lettura feed'],
    ['stops before its end', null, 'La lettura dei feed si è interrotta prima della fine. Riprova.'],
  ])('an ingest that %s says so in Italian and can be run again', async (_case, last, message) => {
    const answer = streamedAnswer();
    fakeApi('post', '/api/notizie/ingest-feed', () => answer.response());
    const { user } = await renderPanel([]);
    await user.click(screen.getByRole('button', { name: 'Ingest da feed' }));
    answer.push({ tipo: 'inizio', totale: 3, limite_ms: 30_000, fonti: SOURCES });
    if (last) answer.push(last);
    answer.close();
    await expectToast(message, 'error');
    expect(screen.getByRole('button', { name: 'Ingest da feed' })).toBeEnabled();
    expect(screen.queryByText('Lettura dei feed…')).not.toBeInTheDocument();
  });

  test('Aggiungi a bozze: “Aggiungo...” while saving, then “Aggiunto a bozze!” for good with a link to the new draft; the saved list reloads', async () => {
    const answer = held();
    const drafts = fakeApi('post', '/api/notizie/bozze', async () => {
      await answer.promise;
      return { ...aNewsItem({ id: 41, titolo: 'Notizia dal feed 1' }), avviso: null };
    });
    const { user, lists } = await renderPanel([aNewsCandidate({ id: 1 }), aNewsCandidate({ id: 2, salvata: true, id_notizia: 40 })]);
    expect(candidate('Notizia dal feed 2').getByRole('button', { name: 'Aggiunto a bozze!' })).toBeDisabled();
    await user.click(candidate('Notizia dal feed 1').getByRole('button', { name: 'Aggiungi a bozze' }));
    expect(candidate('Notizia dal feed 1').getByRole('button', { name: 'Aggiungo...' })).toBeDisabled();
    answer.release();
    await waitFor(() => expect(candidate('Notizia dal feed 1').getByRole('button', { name: 'Aggiunto a bozze!' })).toBeDisabled());
    // The notice opens the new draft; a candidate saved before opens its news item.
    expect(candidate('Notizia dal feed 1').getByRole('link', { name: 'Apri la bozza' })).toHaveAttribute('href', '/dashboard/notizie/41');
    expect(candidate('Notizia dal feed 1').getByRole('link', { name: 'Apri la bozza' })).toHaveAccessibleDescription('Notizia dal feed 1');
    expect(candidate('Notizia dal feed 2').getByRole('link', { name: 'Apri la notizia' })).toHaveAttribute('href', '/dashboard/notizie/40');
    expect(drafts.map((c) => c.body)).toEqual([
      {
        titolo: 'Notizia dal feed 1',
        sommario: 'Sommario della notizia 1.',
        descrizione: null,
        fonte: 'Fonte di prova',
        link_fonte: 'https://fonte.example/notizia-1',
        link: null,
        data_pubblicazione: null,
        immagine_url: null,
        immagine_autore: null,
      },
    ]);
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  test('a failed Aggiungi a bozze says “Errore salvataggio bozza” (or the server’s words) and can be tried again', async () => {
    fakeApi('post', '/api/notizie/bozze', null, { status: 500 });
    const { user } = await renderPanel([aNewsCandidate({ id: 1 })]);
    await user.click(screen.getByRole('button', { name: 'Aggiungi a bozze' }));
    await expectToast('Errore salvataggio bozza', 'error');
    expect(screen.getByRole('button', { name: 'Aggiungi a bozze' })).toBeEnabled();
    fakeApi('post', '/api/notizie/bozze', { error: 'Questa notizia è già stata salvata: la trovi tra le notizie salvate.' }, { status: 409 });
    await user.click(screen.getByRole('button', { name: 'Aggiungi a bozze' }));
    await expectToast('Questa notizia è già stata salvata: la trovi tra le notizie salvate.', 'error');
  });

  test('the sidebar switch is on by default and its state is kept in local storage', async () => {
    const { user } = await renderPanel([]);
    const toggle = screen.getByRole('switch', { name: 'Notizie nella barra laterale del sito' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(window.localStorage.getItem('scorta_news_sidebar')).toBe('0');
    await user.click(toggle);
    expect(window.localStorage.getItem('scorta_news_sidebar')).toBe('1');
  });
});
