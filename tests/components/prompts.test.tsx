import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Prompt } from '../../common/types.ts';
import DashboardPrompts from '../../app/routes/dashboard/prompts.tsx';
import { aPrompt } from './builders.ts';
import { expectToast, fakeApi, held, recordApiCalls } from './dashboard-expect.ts';
import { renderInDashboard } from './render.tsx';

/**
 * The Prompts screen (spec sections 2 'Dashboard prompts', 4 'Default prompt', 5, 7 'Prompts',
 * 8, 9): the list with its filters, the add form with 'Genera prompt', editing, the default and
 * deletion, against our API faked by msw.
 */

const REVIEW_DEFAULT = aPrompt({ id: 1, titolo: 'Recensione standard', tipo: 'recensione', is_default: 1 });
const REVIEW_FRIENDLY = aPrompt({ id: 2, titolo: 'Recensione amichevole', tipo: 'recensione', testo: 'Tono amichevole per {nome_prodotto}.' });
const GUIDE_DEFAULT = aPrompt({ id: 3, titolo: 'Guida per sezioni', tipo: 'guida', is_default: 1, testo: 'Guida su {titolo}.' });
const NEWS_INACTIVE = aPrompt({ id: 4, titolo: 'Notizia breve', tipo: 'notizia', is_active: 0, testo: 'Riassumi {testo_originale}.' });
const ALL = [REVIEW_DEFAULT, REVIEW_FRIENDLY, GUIDE_DEFAULT, NEWS_INACTIVE];

const REQUIRED = 'Titolo, Tipo e Testo sono obbligatori.';
const GENERATE_REQUIRED = 'Per generare, compila Titolo, Tipo e il box con le direttive.';

/** Renders the screen with GET /api/prompts answering `list` (changeable by the test); returns the list requests. */
function renderPrompts(list: Prompt[] = ALL) {
  const state = { list };
  const gets = fakeApi('get', '/api/prompts', () => state.list);
  const view = renderInDashboard(<DashboardPrompts />, { path: '/dashboard/prompts' });
  return { ...view, gets, state };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const cardTitles = () => screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const addForm = () => screen.getByRole('form', { name: 'Nuovo prompt' });
const query = (call: { url: URL }) => Object.fromEntries(call.url.searchParams);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the list', () => {
  test('asks for 200 prompts by last update and shows each with its type, DEFAULT badge, date and actions', async () => {
    const { gets } = renderPrompts();
    expect(await screen.findByText('4 prompt')).toBeInTheDocument();
    expect(gets.map(query)).toEqual([{ limit: '200', sort: 'updated_at', order: 'desc' }]);
    expect(cardTitles()).toEqual(['Recensione standard', 'Recensione amichevole', 'Guida per sezioni', 'Notizia breve']);

    const standard = within(card('Recensione standard'));
    expect(standard.getByText('Recensioni prodotti')).toBeInTheDocument();
    expect(standard.getByText('DEFAULT')).toBeInTheDocument();
    expect(standard.getByText('Aggiornato: 02/03/2025, 11:30')).toBeInTheDocument();
    expect(standard.getByRole('button', { name: 'Copia: Recensione standard' })).toBeEnabled();
    expect(standard.getByRole('button', { name: 'Modifica: Recensione standard' })).toBeEnabled();
    // A default prompt: already the default, and its delete button is disabled.
    expect(standard.getByRole('button', { name: 'Predefinito: Recensione standard' })).toBeDisabled();
    expect(standard.getByRole('button', { name: 'Elimina: Recensione standard' })).toBeDisabled();
    expect(standard.getByRole('button', { name: 'Elimina: Recensione standard' })).toHaveAccessibleDescription('Il prompt predefinito non si può eliminare.');

    const friendly = within(card('Recensione amichevole'));
    expect(friendly.queryByText('DEFAULT')).not.toBeInTheDocument();
    expect(friendly.getByRole('button', { name: 'Imposta default: Recensione amichevole' })).toBeEnabled();
    expect(friendly.getByRole('button', { name: 'Elimina: Recensione amichevole' })).toBeEnabled();
    expect(friendly.getByLabelText('Testo: Recensione amichevole')).toHaveTextContent('Tono amichevole per {nome_prodotto}.');

    expect(within(card('Guida per sezioni')).getByText('Guide')).toBeInTheDocument();
    expect(within(card('Guida per sezioni')).getByText('DEFAULT')).toBeInTheDocument();
    expect(within(card('Notizia breve')).getByText('Notizie')).toBeInTheDocument();
    expect(within(card('Notizia breve')).getByText('Non attivo')).toBeInTheDocument();
  });

  test('reads the answer in either of its spec shapes: a list or { prompts: [...] }', async () => {
    fakeApi('get', '/api/prompts', () => ({ prompts: [REVIEW_DEFAULT, GUIDE_DEFAULT] }));
    renderInDashboard(<DashboardPrompts />, { path: '/dashboard/prompts' });
    expect(await screen.findByText('2 prompt')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Recensione standard', 'Guida per sezioni']);
  });

  test('with no prompts it says so', async () => {
    renderPrompts([]);
    expect(await screen.findByText('Nessun prompt salvato.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  test('a failed load says “Errore nel caricamento dei prompts.”; Riprova asks again', async () => {
    fakeApi('get', '/api/prompts', null, { status: 500 });
    const { user } = renderInDashboard(<DashboardPrompts />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore nel caricamento dei prompts.');
    fakeApi('get', '/api/prompts', [REVIEW_FRIENDLY]);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Recensione amichevole' })).toBeInTheDocument();
  });

  test('type and text filter only when Filtra is pressed (text trimmed); Azzera filtri shows everything again', async () => {
    const { user, gets, state } = renderPrompts();
    await screen.findByText('4 prompt');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Guide');
    await user.type(screen.getByRole('searchbox', { name: 'Cerca nei prompt' }), '  sezioni ');
    expect(gets).toHaveLength(1);

    state.list = [GUIDE_DEFAULT];
    await user.click(screen.getByRole('button', { name: 'Filtra' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Guida per sezioni']));
    expect(query(gets[1]!)).toEqual({ limit: '200', sort: 'updated_at', order: 'desc', tipo: 'guida', q: 'sezioni' });

    state.list = [];
    await user.clear(screen.getByRole('searchbox', { name: 'Cerca nei prompt' }));
    await user.type(screen.getByRole('searchbox', { name: 'Cerca nei prompt' }), 'nessuno{Enter}');
    expect(await screen.findByText('Nessun prompt corrisponde ai filtri.')).toBeInTheDocument();

    state.list = ALL;
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    expect(await screen.findByText('4 prompt')).toBeInTheDocument();
    expect(query(gets.at(-1)!)).toEqual({ limit: '200', sort: 'updated_at', order: 'desc' });
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Cerca nei prompt' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Azzera filtri' })).not.toBeInTheDocument();
  });

  test('Copia puts the text on the clipboard, or says how to copy by hand', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('negato'));
    const { user } = renderPrompts();
    await user.click(await screen.findByRole('button', { name: 'Copia: Recensione amichevole' }));
    await expectToast('Prompt copiato negli appunti.', 'success');
    expect(writeText).toHaveBeenCalledWith('Tono amichevole per {nome_prodotto}.');
    await user.click(screen.getByRole('button', { name: 'Copia: Recensione amichevole' }));
    await expectToast('Impossibile copiare: seleziona il testo e copialo a mano.', 'error');
  });
});

describe('the add form', () => {
  async function openAddForm() {
    const view = renderPrompts();
    await screen.findByText('4 prompt');
    await view.user.click(screen.getByRole('button', { name: 'Nuovo prompt' }));
    return view;
  }
  const inForm = () => within(addForm());
  type AddValues = Partial<Record<'titolo' | 'tipo' | 'direttive' | 'testo', string>>;
  /** Types the given values (the type by its label); empty values are left untouched. */
  async function fillAddForm(user: ReturnType<typeof renderPrompts>['user'], values: AddValues) {
    if (values.titolo) await user.type(inForm().getByRole('textbox', { name: 'Titolo' }), values.titolo);
    if (values.tipo) await user.selectOptions(inForm().getByRole('combobox', { name: 'Tipo' }), values.tipo);
    if (values.direttive) await user.type(inForm().getByRole('textbox', { name: 'Direttive per la generazione' }), values.direttive);
    if (values.testo) await user.type(inForm().getByRole('textbox', { name: 'Testo' }), values.testo);
  }
  /** The box shows `message` as its error. */
  async function expectBoxError(name: string, message: string) {
    const box = inForm().getByRole('textbox', { name });
    await waitFor(() => expect(box).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(box).toHaveAttribute('aria-invalid', 'true');
  }

  test('opens with the title focused and hides its own button; Annulla closes it without calling the API', async () => {
    const { user } = await openAddForm();
    const calls = recordApiCalls();
    expect(inForm().getByRole('textbox', { name: 'Titolo' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Nuovo prompt' })).not.toBeInTheDocument();
    expect(inForm().getByRole('checkbox', { name: 'Attivo (proposto nelle liste di scelta)' })).toBeChecked();
    await user.click(inForm().getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('form', { name: 'Nuovo prompt' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuovo prompt' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  /** Salva prompt needs titolo, tipo and testo; Genera prompt titolo, tipo and direttive (after trimming). */
  test.each([
    ['Salva prompt', 'everything empty', 'Testo', REQUIRED, {}],
    ['Salva prompt', 'a title of spaces', 'Testo', REQUIRED, { titolo: '   ', tipo: 'Guide', testo: 'Un testo' }],
    ['Salva prompt', 'no type', 'Testo', REQUIRED, { titolo: 'Titolo', testo: 'Un testo' }],
    ['Salva prompt', 'a text of spaces', 'Testo', REQUIRED, { titolo: 'Titolo', tipo: 'Notizie', testo: '  \n ' }],
    ['Genera prompt', 'no title', 'Direttive per la generazione', GENERATE_REQUIRED, { tipo: 'Recensioni prodotti', direttive: 'Tono amichevole' }],
    ['Genera prompt', 'a title of spaces', 'Direttive per la generazione', GENERATE_REQUIRED, { titolo: '  ', tipo: 'Recensioni prodotti', direttive: 'Tono amichevole' }],
    ['Genera prompt', 'no type', 'Direttive per la generazione', GENERATE_REQUIRED, { titolo: 'Titolo', direttive: 'Tono amichevole' }],
    ['Genera prompt', 'directives of spaces', 'Direttive per la generazione', GENERATE_REQUIRED, { titolo: 'Titolo', tipo: 'Guide', direttive: '   ' }],
  ] as const)('%s with %s: the %s box says %j and nothing is sent', async (action, _case, box, message, values) => {
    const { user } = await openAddForm();
    const calls = recordApiCalls();
    await fillAddForm(user, values);
    await user.click(inForm().getByRole('button', { name: action }));
    await expectBoxError(box, message);
    expect(calls).toEqual([]);
  });

  test('choosing a type lists the placeholders the system fills', async () => {
    const { user } = await openAddForm();
    await user.selectOptions(inForm().getByRole('combobox', { name: 'Tipo' }), 'Recensioni prodotti');
    expect(inForm().getByRole('textbox', { name: 'Testo' })).toHaveAccessibleDescription(
      expect.stringMatching(/^Segnaposto che il sistema riempie: \{nome_prodotto\}, \{nome_sintetico\}/),
    );
    await user.selectOptions(inForm().getByRole('combobox', { name: 'Tipo' }), 'Guide');
    expect(inForm().getByRole('textbox', { name: 'Testo' })).toHaveAccessibleDescription('Segnaposto che il sistema riempie: {titolo}, {prodotti}.');
  });

  test('Genera prompt sends {titolo, tipo, direttive, lingua: it} once (a second click while it works is ignored) and fills the text', async () => {
    const answer = held();
    const generations = fakeApi('post', '/api/prompts/genera', async () => {
      await answer.promise;
      return { prompt: 'Scrivi una recensione amichevole di {nome_prodotto}.' };
    });
    const { user } = await openAddForm();
    await fillAddForm(user, { titolo: 'Recensione amichevole', tipo: 'Recensioni prodotti', direttive: 'Tono amichevole, 300 parole' });
    await user.click(inForm().getByRole('button', { name: 'Genera prompt' }));
    expect(await inForm().findByText('Generazione del prompt in corso…')).toBeInTheDocument();
    expect(inForm().getByRole('button', { name: 'Salva prompt' })).toBeDisabled();
    await user.click(inForm().getByRole('button', { name: 'Genera prompt' }));
    answer.release();

    await expectToast('Prompt generato: controllalo e salvalo.', 'success');
    expect(inForm().getByRole('textbox', { name: 'Testo' })).toHaveValue('Scrivi una recensione amichevole di {nome_prodotto}.');
    expect(inForm().getByRole('textbox', { name: 'Testo' })).toHaveFocus();
    expect(inForm().queryByText('Generazione del prompt in corso…')).not.toBeInTheDocument();
    expect(generations).toHaveLength(1);
    // Spec section 7 names the type 'categoria'; the screen sends it as 'tipo' (the API takes both).
    const { tipo, categoria, ...rest } = generations[0]!.body as Record<string, unknown>;
    expect(rest).toEqual({ titolo: 'Recensione amichevole', direttive: 'Tono amichevole, 300 parole', lingua: 'it' });
    expect(categoria ?? tipo).toBe('recensione');
  });

  test('Genera prompt over a text already written: «Annulla» next to it puts that text back; editing it ends the offer', async () => {
    fakeApi('post', '/api/prompts/genera', { prompt: 'Scrivi una recensione amichevole di {nome_prodotto}.' });
    const { user } = await openAddForm();
    await fillAddForm(user, { titolo: 'Recensione amichevole', tipo: 'Recensioni prodotti', direttive: 'Tono amichevole', testo: 'La mia bozza di prompt.' });
    const text = inForm().getByRole('textbox', { name: 'Testo' });
    await user.click(inForm().getByRole('button', { name: 'Genera prompt' }));
    await waitFor(() => expect(text).toHaveValue('Scrivi una recensione amichevole di {nome_prodotto}.'));
    const line = inForm().getByText('Testo generato dall’AI.').closest('[role="status"]') as HTMLElement;
    const undo = within(line).getByRole('button', { name: 'Annulla' });
    expect(undo).toHaveAccessibleDescription('Testo generato dall’AI.');
    await user.click(undo);
    expect(text).toHaveValue('La mia bozza di prompt.');
    expect(text).toHaveFocus();
    expect(within(line).queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();

    await user.click(inForm().getByRole('button', { name: 'Genera prompt' }));
    await waitFor(() => expect(text).toHaveValue('Scrivi una recensione amichevole di {nome_prodotto}.'));
    await user.type(text, ' In 300 parole.');
    expect(within(line).queryByRole('button', { name: 'Annulla' })).not.toBeInTheDocument();
  });

  test.each([
    [
      'Genera prompt',
      '/api/prompts/genera',
      { error: 'OpenAI ha risposto con un errore (HTTP 500).' },
      502,
      'OpenAI ha risposto con un errore (HTTP 500).',
      'Direttive per la generazione',
    ],
    ['Genera prompt', '/api/prompts/genera', null, 500, 'Errore nella generazione del prompt.', 'Direttive per la generazione'],
    ['Salva prompt', '/api/prompts', { error: 'Il titolo può contenere al massimo 200 caratteri.' }, 400, 'Il titolo può contenere al massimo 200 caratteri.', 'Testo'],
    ['Salva prompt', '/api/prompts', null, 500, 'Errore nel salvataggio del prompt.', 'Testo'],
  ] as const)('%s: when %s answers %j (HTTP %i) it says %j in the %s box and the form keeps its values', async (action, path, answer, status, message, box) => {
    fakeApi('post', path, answer, { status });
    const { user } = await openAddForm();
    await fillAddForm(user, { titolo: 'Prova errore', tipo: 'Guide', direttive: 'Qualsiasi', testo: 'Scritto a mano' });
    await user.click(inForm().getByRole('button', { name: action }));
    await expectBoxError(box, message);
    expect(inForm().getByRole('textbox', { name: 'Titolo' })).toHaveValue('Prova errore');
    expect(inForm().getByRole('textbox', { name: 'Testo' })).toHaveValue('Scritto a mano');
  });

  test('Salva prompt sends POST /api/prompts, says “Prompt salvato.”, closes the form and reloads the list', async () => {
    const created = aPrompt({ id: 9, titolo: 'Notizia in breve', tipo: 'notizia', is_active: 0, testo: 'Riassumi {titolo}.' });
    const posts = fakeApi('post', '/api/prompts', created, { status: 201 });
    const { user, gets, state } = await openAddForm();
    await fillAddForm(user, { titolo: 'Notizia in breve', tipo: 'Notizie', testo: 'Riassumi {{titolo}.' });
    await user.click(inForm().getByRole('checkbox', { name: 'Attivo (proposto nelle liste di scelta)' }));
    state.list = [created, ...ALL];
    await user.click(inForm().getByRole('button', { name: 'Salva prompt' }));

    await expectToast('Prompt salvato.', 'success');
    expect(posts.map((c) => c.body)).toEqual([{ titolo: 'Notizia in breve', tipo: 'notizia', testo: 'Riassumi {titolo}.', is_active: false }]);
    expect(screen.queryByRole('form', { name: 'Nuovo prompt' })).not.toBeInTheDocument();
    await waitFor(() => expect(cardTitles()[0]).toBe('Notizia in breve'));
    expect(gets).toHaveLength(2);
    expect(within(card('Notizia in breve')).queryByText('DEFAULT')).not.toBeInTheDocument();
  });
});

describe('editing a prompt', () => {
  async function openEdit(title: string) {
    const view = renderPrompts();
    await view.user.click(await screen.findByRole('button', { name: `Modifica: ${title}` }));
    return { ...view, inCard: within(card(title)) };
  }

  test('the card becomes a form with the prompt’s values, the title focused; blanks are refused after trimming', async () => {
    const { user, inCard } = await openEdit('Recensione amichevole');
    const calls = recordApiCalls();
    const title = inCard.getByRole('textbox', { name: 'Titolo' });
    expect(title).toHaveValue('Recensione amichevole');
    expect(title).toHaveFocus();
    expect(inCard.getByRole('combobox', { name: 'Tipo' })).toHaveValue('recensione');
    expect(inCard.getByRole('textbox', { name: 'Testo' })).toHaveValue('Tono amichevole per {nome_prodotto}.');
    expect(inCard.getByRole('checkbox', { name: 'Attivo (proposto nelle liste di scelta)' })).toBeChecked();
    await user.clear(title);
    await user.type(title, '   ');
    await user.click(inCard.getByRole('button', { name: 'Salva modifiche' }));
    expect(inCard.getByRole('textbox', { name: 'Testo' })).toHaveAccessibleDescription(expect.stringContaining(REQUIRED));
    expect(calls).toEqual([]);
  });

  test('Salva modifiche sends PUT /api/prompts/{id}, says “Prompt aggiornato.”, shows the new title and gives the focus back to Modifica', async () => {
    const saved = { ...REVIEW_FRIENDLY, titolo: 'Recensione amichevole e breve', is_active: 0 as const };
    const puts = fakeApi('put', '/api/prompts/2', saved);
    const { user, inCard } = await openEdit('Recensione amichevole');
    await user.type(inCard.getByRole('textbox', { name: 'Titolo' }), ' e breve');
    await user.click(inCard.getByRole('checkbox', { name: 'Attivo (proposto nelle liste di scelta)' }));
    await user.click(inCard.getByRole('button', { name: 'Salva modifiche' }));

    await expectToast('Prompt aggiornato.', 'success');
    expect(puts.map((c) => c.body)).toEqual([{ titolo: 'Recensione amichevole e breve', tipo: 'recensione', testo: 'Tono amichevole per {nome_prodotto}.', is_active: false }]);
    const edited = within(card('Recensione amichevole e breve'));
    expect(edited.getByText('Non attivo')).toBeInTheDocument();
    await waitFor(() => expect(edited.getByRole('button', { name: 'Modifica: Recensione amichevole e breve' })).toHaveFocus());
  });

  test.each([
    [{ error: 'Prompt non trovato.' }, 404, 'Prompt non trovato.'],
    [null, 500, "Errore nell'aggiornamento del prompt."],
  ])('a failed update (%j, HTTP %i) says %j and keeps the form open', async (answer, status, message) => {
    fakeApi('put', '/api/prompts/2', answer, { status });
    const { user, inCard } = await openEdit('Recensione amichevole');
    await user.click(inCard.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(inCard.getByRole('textbox', { name: 'Testo' })).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(inCard.getByRole('button', { name: 'Salva modifiche' })).toBeInTheDocument();
  });

  test('Annulla and Esc give up the changes', async () => {
    const { user, inCard } = await openEdit('Recensione amichevole');
    const calls = recordApiCalls();
    await user.type(inCard.getByRole('textbox', { name: 'Titolo' }), ' non salvato');
    await user.click(inCard.getByRole('button', { name: 'Annulla' }));
    const modify = within(card('Recensione amichevole')).getByRole('button', { name: 'Modifica: Recensione amichevole' });
    await waitFor(() => expect(modify).toHaveFocus());

    await user.click(modify);
    await user.type(within(card('Recensione amichevole')).getByRole('textbox', { name: 'Titolo' }), ' di nuovo{Escape}');
    expect(within(card('Recensione amichevole')).queryByRole('textbox', { name: 'Titolo' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('the default prompt cannot be made inactive', async () => {
    const { inCard } = await openEdit('Recensione standard');
    expect(inCard.getByRole('checkbox', { name: 'Attivo (proposto nelle liste di scelta)' })).toBeDisabled();
  });
});

describe('default and deletion', () => {
  test('Imposta default makes the prompt the only default of its type; the other types keep theirs', async () => {
    const patches = fakeApi('patch', '/api/prompts/2/default', { ...REVIEW_FRIENDLY, is_default: 1 });
    const { user } = renderPrompts();
    await user.click(await screen.findByRole('button', { name: 'Imposta default: Recensione amichevole' }));

    await expectToast('«Recensione amichevole» è ora il prompt predefinito.', 'success');
    expect(patches).toHaveLength(1);
    const friendly = within(card('Recensione amichevole'));
    expect(friendly.getByText('DEFAULT')).toBeInTheDocument();
    expect(friendly.getByRole('button', { name: 'Elimina: Recensione amichevole' })).toBeDisabled();
    const standard = within(card('Recensione standard'));
    expect(standard.queryByText('DEFAULT')).not.toBeInTheDocument();
    expect(standard.getByRole('button', { name: 'Imposta default: Recensione standard' })).toBeEnabled();
    expect(standard.getByRole('button', { name: 'Elimina: Recensione standard' })).toBeEnabled();
    expect(within(card('Guida per sezioni')).getByText('DEFAULT')).toBeInTheDocument();
  });

  test.each([
    [{ error: 'Un altro utente ha appena cambiato il prompt predefinito: riprova.' }, 409, 'Un altro utente ha appena cambiato il prompt predefinito: riprova.'],
    [null, 500, "Errore nell'impostare il default."],
  ])('a failed default (%j, HTTP %i) says %j and changes no badge', async (answer, status, message) => {
    fakeApi('patch', '/api/prompts/2/default', answer, { status });
    const { user } = renderPrompts();
    await user.click(await screen.findByRole('button', { name: 'Imposta default: Recensione amichevole' }));
    await expectToast(message, 'error');
    expect(within(card('Recensione standard')).getByText('DEFAULT')).toBeInTheDocument();
    expect(within(card('Recensione amichevole')).queryByText('DEFAULT')).not.toBeInTheDocument();
  });

  test('Elimina asks first; Annulla keeps the prompt, Elimina deletes it', async () => {
    const deletes = fakeApi('delete', '/api/prompts/2', null, { status: 204 });
    const { user } = renderPrompts();
    await user.click(await screen.findByRole('button', { name: 'Elimina: Recensione amichevole' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminare il prompt?' });
    expect(dialog).toHaveTextContent('Vuoi eliminare il prompt «Recensione amichevole»? L’operazione non si può annullare.');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(deletes).toEqual([]);
    expect(card('Recensione amichevole')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elimina: Recensione amichevole' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminare il prompt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectToast('Prompt eliminato.', 'success');
    expect(deletes).toHaveLength(1);
    expect(cardTitles()).toEqual(['Recensione standard', 'Guida per sezioni', 'Notizia breve']);
  });

  test.each([
    [{ error: 'Il prompt predefinito non può essere eliminato: imposta prima come predefinito un altro prompt dello stesso tipo.' }, 409],
    [null, 500],
  ])('a failed deletion (%j, HTTP %i) says why and keeps the prompt', async (answer, status) => {
    fakeApi('delete', '/api/prompts/2', answer, { status });
    const { user } = renderPrompts();
    await user.click(await screen.findByRole('button', { name: 'Elimina: Recensione amichevole' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Eliminare il prompt?' })).getByRole('button', { name: 'Elimina' }));
    await expectToast(answer?.error ?? "Errore nell'eliminazione del prompt.", 'error');
    expect(card('Recensione amichevole')).toBeInTheDocument();
  });
});
