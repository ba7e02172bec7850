import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ProductForm, type ProductFormProps } from '../../app/features/products/product-form.tsx';
import { aCategory, aProduct } from './builders.ts';
import { expectToast, expectToastLasts, fakeApi, held, recordApiCalls, useMessageClock } from './dashboard-expect.ts';
import { renderInDashboard } from './render.tsx';
import { settle } from './settle.ts';

/**
 * The product form (spec sections 2, 5, 8): the add form of the products screen, the Aggiungi
 * prodotto page and the inline edit panel. Our API is faked by msw; the JSON bodies it receives
 * are checked field by field.
 */

const CATEGORIES = [aCategory({ id: 1, nome: 'Illuminazione' }), aCategory({ id: 2, nome: 'Comunicazione e radio' })];
const SCREENS = ['products', 'add-page'] as const;
const TEXT_AREAS = ['Specifiche tecniche', 'Descrizione generale', 'Informazioni articolo', 'Contenuto della scatola'] as const;

/** What GET /api/asin-info answers for the radio (spec section 3, plus the ASIN it read). */
const RADIO_LOOKUP = {
  asin: 'B0SCORTA01',
  nome: 'Radio, di emergenza: a manovella solare - con torcia LED | USB',
  nome_sintetico: null,
  valutazione: 4.5,
  prezzo_originale: 49.99,
  prezzo_scontato: 34.99,
  seo_keyword_prodotto: 'radio emergenza, manovella',
  img_url: 'https://m.media-amazon.com/images/I/radio.jpg',
  link: 'https://www.amazon.it/dp/B0SCORTA01',
  specifiche_tecniche: 'AM/FM, 2000 mAh',
  descrizione_generale: 'Una radio per i blackout.',
  informazioni_articolo: 'Peso 400 g',
  contenuto_scatola: 'Radio, cavo USB',
};

/** The body the form sends when only these fields are filled: every other field is null. */
const EMPTY_PAYLOAD = {
  asin_prodotto: null,
  nome_prodotto: '',
  nome_sintetico: null,
  valutazione_prodotto: null,
  prezzo_originale: null,
  prezzo_scontato: null,
  prezzo_prodotto: null,
  seo_keyword_prodotto: null,
  id_categoria: null,
  img_prodotto: null,
  link_prodotto: null,
  specifiche_tecniche: null,
  descrizione_generale: null,
  informazioni_articolo: null,
  contenuto_scatola: null,
};

function renderForm(props: Partial<ProductFormProps> = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderInDashboard(<ProductForm mode="create" screen="products" categories={CATEGORIES} onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { ...view, onSaved, onCancel };
}

const box = (name: string) => screen.getByRole('textbox', { name });
const button = (name: string) => screen.getByRole('button', { name });
const asinBox = () => box('ASIN');
/** The summary (title and filled/empty mark) of one of the four collapsible texts. */
const summaryOf = (label: string) => box(label).closest('details')!.querySelector('summary')!;

/** Replaces the text of each box, as a user pasting it (one change per box). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(box(label));
    if (value) await user.paste(value);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ASIN search', () => {
  test.each([
    ['products', 'Inserisci un ASIN prima di cercare.'],
    ['add-page', 'Inserisci un ASIN valido.'],
  ] as const)('%s screen: Cerca with a blank ASIN says %j on the ASIN box and calls nothing', async (screenName, message) => {
    const calls = recordApiCalls();
    const { user } = renderForm({ screen: screenName });
    await user.type(asinBox(), '   ');
    await user.click(button('Cerca'));
    await expectToast(message, 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(asinBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(calls).toEqual([]);
  });

  test('the empty-ASIN message closes after 2.5 s; the reason stays by the box until it is edited', async () => {
    renderForm();
    const user = useMessageClock();
    await expectToastLasts(() => fireEvent.click(button('Cerca')), 'Inserisci un ASIN prima di cercare.', 'error', 2500);
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    vi.setTimerTickMode('interval');
    await user.type(asinBox(), 'B');
    expect(asinBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Inserisci un ASIN prima di cercare.')).not.toBeInTheDocument();
  });

  test('a found product fills every field (short name derived from the full name), says so for 2 s', async () => {
    const lookups = fakeApi('get', '/api/asin-info', RADIO_LOOKUP);
    renderForm();
    const user = useMessageClock();
    await user.type(asinBox(), ' b0scorta01 ');
    await expectToastLasts(() => fireEvent.click(button('Cerca')), 'Dati trovati dal codice ASIN.', 'success', 2000);

    expect(lookups.map((c) => c.url.searchParams.get('asin'))).toEqual(['b0scorta01']);
    expect(asinBox()).toHaveValue('B0SCORTA01');
    expect(box('Nome completo')).toHaveValue(RADIO_LOOKUP.nome);
    // No short name in the answer: before ' - ', punctuation stripped, the first 5 words.
    expect(box('Nome sintetico')).toHaveValue('Radio di emergenza a manovella');
    expect(box('Valutazione (0–5)')).toHaveValue('4,5');
    expect(box('Prezzo originale (€)')).toHaveValue('49,99');
    expect(box('Prezzo scontato (€)')).toHaveValue('34,99');
    expect(box('Parole chiave SEO')).toHaveValue('radio emergenza, manovella');
    expect(box('URL immagine')).toHaveValue(RADIO_LOOKUP.img_url);
    expect(screen.getByRole('img', { name: 'Anteprima immagine' })).toHaveAttribute('src', RADIO_LOOKUP.img_url);
    expect(box('Link prodotto')).toHaveValue(RADIO_LOOKUP.link);
    expect(box('Specifiche tecniche')).toHaveValue('AM/FM, 2000 mAh');
    expect(box('Descrizione generale')).toHaveValue('Una radio per i blackout.');
    expect(box('Informazioni articolo')).toHaveValue('Peso 400 g');
    expect(box('Contenuto della scatola')).toHaveValue('Radio, cavo USB');
    for (const label of TEXT_AREAS) expect(summaryOf(label)).toHaveTextContent('(compilato)');
  });

  test('a short name given by the lookup is kept as it is', async () => {
    fakeApi('get', '/api/asin-info', { ...RADIO_LOOKUP, nome_sintetico: 'Radio a manovella' });
    const { user } = renderForm();
    await user.type(asinBox(), 'B0SCORTA01');
    await user.click(button('Cerca'));
    await expectToast('Dati trovati dal codice ASIN.', 'success');
    expect(box('Nome sintetico')).toHaveValue('Radio a manovella');
  });

  test('while Amazon answers, Cerca is busy, a progress line shows and the form cannot be added', async () => {
    const answer = held();
    fakeApi('get', '/api/asin-info', async () => {
      await answer.promise;
      return RADIO_LOOKUP;
    });
    const { user } = renderForm();
    await user.type(asinBox(), 'B0SCORTA01');
    await user.click(button('Cerca'));
    expect(await screen.findByText('Ricerca su Amazon in corso: può richiedere fino a 30 secondi.')).toHaveAttribute('role', 'status');
    // Busy but not disabled, so the focus stays on it while Amazon answers.
    expect(button('Cerca')).toHaveAttribute('aria-busy', 'true');
    expect(button('Cerca')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Cerca')).toBeEnabled();
    expect(button('Cerca')).toHaveFocus();
    expect(button('Aggiungi prodotto')).toBeDisabled();
    answer.release();
    await expectToast('Dati trovati dal codice ASIN.', 'success');
    expect(button('Cerca')).not.toHaveAttribute('aria-busy');
    expect(button('Aggiungi prodotto')).toBeEnabled();
    expect(screen.queryByText('Ricerca su Amazon in corso: può richiedere fino a 30 secondi.')).not.toBeInTheDocument();
  });

  test.each([
    ['products', { error: 'Prodotto non trovato', dettagli: 'Nessun prodotto con ASIN B000000404 su Amazon.' }, 404, 'Nessun prodotto con ASIN B000000404 su Amazon.'],
    ['add-page', { error: 'Prodotto non trovato', dettagli: 'Nessun prodotto con ASIN B000000404 su Amazon.' }, 404, 'Nessun prodotto con ASIN B000000404 su Amazon.'],
    ['products', { error: 'Amazon ha chiesto una verifica anti-robot.' }, 502, 'Amazon ha chiesto una verifica anti-robot.'],
    ['add-page', { error: 'Amazon ha chiesto una verifica anti-robot.' }, 502, 'Amazon ha chiesto una verifica anti-robot.'],
    ['products', null, 500, 'Errore nella ricerca ASIN.'],
    ['add-page', null, 500, 'Errore nel recupero dati da ASIN'],
  ] as const)('%s screen: a failed lookup (%j, HTTP %i) says %j and leaves every field as it was', async (screenName, answer, status, message) => {
    fakeApi('get', '/api/asin-info', answer, { status });
    const { user } = renderForm({ screen: screenName });
    await fill(user, { 'Nome completo': 'Scritto a mano', 'Prezzo originale (€)': '12,00', ASIN: 'B000000404' });
    await user.click(button('Cerca'));

    await expectToast(message, 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(asinBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(asinBox()).toHaveValue('B000000404');
    expect(box('Nome completo')).toHaveValue('Scritto a mano');
    expect(box('Prezzo originale (€)')).toHaveValue('12,00');
    expect(box('Nome sintetico')).toHaveValue('');
    expect(box('URL immagine')).toHaveValue('');
    expect(summaryOf('Specifiche tecniche')).toHaveTextContent('(vuoto)');
  });

  test('Enter in the ASIN box searches and does not submit the form', async () => {
    const calls = recordApiCalls();
    fakeApi('get', '/api/asin-info', RADIO_LOOKUP);
    const { user, onSaved } = renderForm();
    await fill(user, { 'Nome completo': 'Un nome valido' });
    await user.type(asinBox(), 'B0SCORTA01{Enter}');
    await expectToast('Dati trovati dal codice ASIN.', 'success');
    expect(calls).toEqual(['GET /api/asin-info?asin=B0SCORTA01']);
    expect(onSaved).not.toHaveBeenCalled();
    expect(box('Nome completo')).toHaveValue(RADIO_LOOKUP.nome);
  });
});

describe('ASIN lookup: short links, duplicates, another ASIN', () => {
  test.each(SCREENS)('%s screen: a pasted amzn.eu short link is sent to the lookup and the box takes the ASIN it leads to', async (screenName) => {
    const lookups = fakeApi('get', '/api/asin-info', { ...RADIO_LOOKUP, esistente: null });
    const posts = fakeApi('post', screenName === 'products' ? '/api/prodotti' : '/api/asin-info', (body: unknown) =>
      screenName === 'products' ? aProduct({ id: 9 }) : { success: true, error: null, id: 9, prodotto: aProduct({ id: 9, ...(body as object) }) },
    );
    const { user } = renderForm({ screen: screenName });
    await fill(user, { ASIN: 'https://amzn.eu/d/radio01' });
    // Saved before Cerca: the short link names no ASIN yet, nothing is sent.
    await user.click(button('Aggiungi prodotto'));
    await fill(user, { 'Nome completo': 'Radio' });
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Premi Cerca per leggere l’ASIN dal link breve, oppure incolla il link completo o l’ASIN.', 'error');
    expect(posts).toEqual([]);

    await user.click(button('Cerca'));
    await expectToast('Dati trovati dal codice ASIN.', 'success');
    expect(lookups.map((c) => c.url.searchParams.get('asin'))).toEqual(['https://amzn.eu/d/radio01']);
    expect(asinBox()).toHaveValue('B0SCORTA01');
    expect(box('Nome completo')).toHaveValue(RADIO_LOOKUP.nome);
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Prodotto salvato correttamente.', 'success');
    expect(posts.map((c) => (c.body as { asin_prodotto: string }).asin_prodotto)).toEqual(['B0SCORTA01']);
  });

  test('a short link that does not resolve says so by the box and changes nothing', async () => {
    fakeApi(
      'get',
      '/api/asin-info',
      {
        error: 'Link breve Amazon non risolto: incolla il link completo o l’ASIN.',
        dettagli: 'Il link breve porta fuori da Amazon (example.com): incolla il link completo del prodotto o il suo ASIN.',
      },
      { status: 422 },
    );
    const { user } = renderForm({ screen: 'add-page' });
    await fill(user, { 'Nome completo': 'Scritto a mano', ASIN: 'amzn.eu/d/fuori01' });
    await user.click(button('Cerca'));
    await expectToast('Il link breve porta fuori da Amazon (example.com): incolla il link completo del prodotto o il suo ASIN.', 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(asinBox()).toHaveValue('amzn.eu/d/fuori01');
    expect(box('Nome completo')).toHaveValue('Scritto a mano');
  });

  test.each(SCREENS)('%s screen: an ASIN already in the catalogue is flagged at the lookup, with a link to that product', async (screenName) => {
    fakeApi('get', '/api/asin-info', { ...RADIO_LOOKUP, esistente: { id: 42, nome: 'Radio a manovella' } });
    const { user, router } = renderForm({ screen: screenName });
    await user.type(asinBox(), 'B0SCORTA01');
    await user.click(button('Cerca'));
    const warning = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Questo ASIN è già nel catalogo: Radio a manovella. Apri il prodotto');
    expect(warning.closest('[role="status"]')).not.toBeNull();
    const open = within(warning).getByRole('link', { name: 'Apri il prodotto' });
    expect(open).toHaveAttribute('href', '/dashboard/prodotti?edit=42');
    // The save stays the server's to refuse: its words go on the ASIN box.
    fakeApi(
      'post',
      screenName === 'products' ? '/api/prodotti' : '/api/asin-info',
      screenName === 'products' ? { error: 'Esiste già un prodotto con questo ASIN.' } : { success: false, error: 'Esiste già un prodotto con questo ASIN.' },
      { status: 409 },
    );
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Esiste già un prodotto con questo ASIN.', 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    await user.click(open);
    expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/prodotti?edit=42');
  });

  test('no warning for a new ASIN, nor in the edit panel for the product’s own ASIN', async () => {
    fakeApi('get', '/api/asin-info', { ...RADIO_LOOKUP, esistente: { id: 5, nome: 'Radio a manovella' } });
    const { user } = renderForm({ mode: 'edit', product: aProduct({ id: 5, asin_prodotto: 'B0SCORTA01' }) });
    await user.click(button('Cerca'));
    await expectToast('Dati trovati dal codice ASIN.', 'success');
    expect(screen.queryByText(/già nel catalogo/)).not.toBeInTheDocument();
  });

  test('changing the ASIN after a lookup takes out the previous product’s data; what was typed by hand stays', async () => {
    fakeApi('get', '/api/asin-info', { ...RADIO_LOOKUP, esistente: { id: 42, nome: 'Radio a manovella' } });
    const posts = fakeApi('post', '/api/prodotti', aProduct({ id: 9 }), { status: 201 });
    const { user } = renderForm();
    await fill(user, { 'Parole chiave SEO': 'scelte da me', ASIN: 'B0SCORTA01' });
    await user.click(button('Cerca'));
    await expectToast('Dati trovati dal codice ASIN.', 'success');
    expect(box('Prezzo scontato (€)')).toHaveValue('34,99');
    expect(box('Parole chiave SEO')).toHaveValue(RADIO_LOOKUP.seo_keyword_prodotto);
    await fill(user, { 'Contenuto della scatola': 'Radio, cavo USB, manuale' });

    await fill(user, { ASIN: 'B0ALTRO001' });
    expect(asinBox()).toHaveValue('B0ALTRO001');
    for (const label of ['Nome completo', 'Nome sintetico', 'Valutazione (0–5)', 'Prezzo originale (€)', 'Prezzo scontato (€)', 'URL immagine', 'Link prodotto']) {
      expect(box(label), label).toHaveValue('');
    }
    for (const label of ['Specifiche tecniche', 'Descrizione generale', 'Informazioni articolo']) expect(summaryOf(label), label).toHaveTextContent('(vuoto)');
    // Typed before the lookup: back. Typed after it: kept.
    expect(box('Parole chiave SEO')).toHaveValue('scelte da me');
    expect(box('Contenuto della scatola')).toHaveValue('Radio, cavo USB, manuale');
    expect(screen.getByText('ASIN cambiato: i dati della ricerca precedente sono stati tolti.')).toBeInTheDocument();
    expect(screen.queryByText(/già nel catalogo/)).not.toBeInTheDocument();

    // The previous name cannot be saved under the new ASIN: the name is required again.
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Il nome prodotto è obbligatorio.', 'error');
    await fill(user, { 'Nome completo': 'Torcia' });
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Prodotto salvato correttamente.', 'success');
    expect(posts.map((c) => c.body)).toEqual([
      { ...EMPTY_PAYLOAD, asin_prodotto: 'B0ALTRO001', nome_prodotto: 'Torcia', seo_keyword_prodotto: 'scelte da me', contenuto_scatola: 'Radio, cavo USB, manuale' },
    ]);
  });

  test('another ASIN while the lookup runs drops that lookup: its answer never fills the form', async () => {
    const answer = held();
    fakeApi('get', '/api/asin-info', async () => {
      await answer.promise;
      return RADIO_LOOKUP;
    });
    const { user } = renderForm();
    await user.type(asinBox(), 'B0SCORTA01');
    await user.click(button('Cerca'));
    expect(await screen.findByText('Ricerca su Amazon in corso: può richiedere fino a 30 secondi.')).toBeInTheDocument();
    await fill(user, { ASIN: 'B0ALTRO001' });
    expect(screen.queryByText('Ricerca su Amazon in corso: può richiedere fino a 30 secondi.')).not.toBeInTheDocument();
    expect(button('Cerca')).not.toHaveAttribute('aria-busy');
    answer.release();
    await settle();
    expect(asinBox()).toHaveValue('B0ALTRO001');
    expect(box('Nome completo')).toHaveValue('');
  });
});

describe('adding a product', () => {
  test.each(SCREENS)('%s screen: the name is required (spaces do not count), then the ASIN; nothing is sent', async (screenName) => {
    const calls = recordApiCalls();
    const { user, onSaved } = renderForm({ screen: screenName });
    await user.type(box('Nome completo'), '   ');
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Il nome prodotto è obbligatorio.', 'error');
    expect(box('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Nome completo')).toHaveAccessibleDescription('Il nome prodotto è obbligatorio.');

    await fill(user, { 'Nome completo': 'Radio a manovella' });
    expect(box('Nome completo')).not.toHaveAttribute('aria-invalid');
    await user.click(button('Aggiungi prodotto'));
    await expectToast('ASIN mancante.', 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(asinBox()).toHaveAccessibleDescription(expect.stringContaining('ASIN mancante.'));

    await fill(user, { ASIN: 'B0-NON-VALIDO' });
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Inserisci un ASIN valido.', 'error');
    expect(calls).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('the name-required message closes after 2.5 s', async () => {
    renderForm();
    useMessageClock();
    await expectToastLasts(() => fireEvent.click(button('Aggiungi prodotto')), 'Il nome prodotto è obbligatorio.', 'error', 2500);
  });

  test.each([
    ['Valutazione (0–5)', '7', 'La valutazione deve essere compresa tra 0 e 5.'],
    ['Valutazione (0–5)', 'tanto', 'La valutazione deve essere un numero.'],
    ['Prezzo originale (€)', '-3', 'Il prezzo non può essere negativo.'],
    ['Prezzo scontato (€)', 'gratis', 'Il prezzo deve essere un numero.'],
    ['Link prodotto', 'amazon.it/radio', 'Il link del prodotto deve essere un indirizzo http:// o https:// valido.'],
  ])('%s %j is refused before sending: %j', async (label, value, message) => {
    const calls = recordApiCalls();
    const { user } = renderForm();
    await fill(user, { ASIN: 'B0SCORTA01', 'Nome completo': 'Radio a manovella', [label]: value });
    await user.click(button('Aggiungi prodotto'));
    await expectToast(message, 'error');
    expect(box(label)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  test('products screen: POST /api/prodotti with empty fields as null and the discounted price; then the form empties', async () => {
    const saved = aProduct({ id: 7, nome_prodotto: 'Torcia frontale E2E' });
    const posts = fakeApi('post', '/api/prodotti', saved, { status: 201 });
    const { user, onSaved } = renderForm();
    await fill(user, {
      ASIN: ' b0torcia01 ',
      'Nome completo': '  Torcia frontale E2E  ',
      'Nome sintetico': 'Torcia E2E',
      'Valutazione (0–5)': '4,5',
      'Prezzo originale (€)': '39,90',
      'Prezzo scontato (€)': '29.90',
      'Parole chiave SEO': 'torcia, blackout',
      'URL immagine': '/demo/prodotti/torcia.svg',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoria' }), 'Comunicazione e radio');
    await user.click(summaryOf('Specifiche tecniche'));
    await user.type(box('Specifiche tecniche'), 'LED 1000 lm');
    await user.click(button('Aggiungi prodotto'));

    await expectToast('Prodotto salvato correttamente.', 'success');
    expect(posts.map((c) => c.body)).toEqual([
      {
        ...EMPTY_PAYLOAD,
        asin_prodotto: 'B0TORCIA01',
        nome_prodotto: 'Torcia frontale E2E',
        nome_sintetico: 'Torcia E2E',
        valutazione_prodotto: 4.5,
        prezzo_originale: 39.9,
        prezzo_scontato: 29.9,
        prezzo_prodotto: 29.9,
        seo_keyword_prodotto: 'torcia, blackout',
        id_categoria: 2,
        img_prodotto: '/demo/prodotti/torcia.svg',
        specifiche_tecniche: 'LED 1000 lm',
      },
    ]);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(saved);
    expect(box('Nome completo')).toHaveValue('');
    expect(asinBox()).toHaveValue('');
    expect(summaryOf('Specifiche tecniche')).toHaveTextContent('(vuoto)');
  });

  test.each([
    ['39,90', '29,90', { prezzo_originale: 39.9, prezzo_scontato: 29.9, prezzo_prodotto: 29.9 }],
    ['39,90', '', { prezzo_originale: 39.9, prezzo_scontato: null, prezzo_prodotto: 39.9 }],
    ['', '19,50', { prezzo_originale: null, prezzo_scontato: 19.5, prezzo_prodotto: 19.5 }],
    ['', '', { prezzo_originale: null, prezzo_scontato: null, prezzo_prodotto: null }],
  ])('price rule: original %j and discounted %j send %j', async (original, discounted, prices) => {
    const posts = fakeApi('post', '/api/prodotti', aProduct(), { status: 201 });
    const { user } = renderForm();
    await fill(user, { ASIN: 'B0TORCIA01', 'Nome completo': 'Torcia', 'Prezzo originale (€)': original, 'Prezzo scontato (€)': discounted });
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Prodotto salvato correttamente.', 'success');
    expect(posts[0]?.body).toEqual({ ...EMPTY_PAYLOAD, asin_prodotto: 'B0TORCIA01', nome_prodotto: 'Torcia', ...prices });
  });

  test('add-page screen: saves through POST /api/asin-info with the same body (a pasted Amazon address sent as its ASIN)', async () => {
    const prodotto = aProduct({ id: 9, nome_prodotto: 'Radio E2E a manovella' });
    const posts = fakeApi('post', '/api/asin-info', { success: true, error: null, id: 9, prodotto }, { status: 201 });
    const { user, onSaved } = renderForm({ screen: 'add-page' });
    await fill(user, {
      ASIN: 'https://www.amazon.it/Radio/dp/B0SCORTA01/ref=sr_1_1',
      'Nome completo': 'Radio E2E a manovella',
      'Prezzo originale (€)': '49,99',
    });
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Prodotto salvato correttamente.', 'success');
    expect(posts.map((c) => c.body)).toEqual([
      { ...EMPTY_PAYLOAD, asin_prodotto: 'B0SCORTA01', nome_prodotto: 'Radio E2E a manovella', prezzo_originale: 49.99, prezzo_prodotto: 49.99 },
    ]);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(prodotto);
    expect(box('Nome completo')).toHaveValue('');
  });

  test.each([
    ['products', 'post', '/api/prodotti'],
    ['add-page', 'post', '/api/asin-info'],
  ] as const)('%s screen: a duplicate ASIN (409) is said on the ASIN box; the form keeps its values', async (screenName, method, path) => {
    fakeApi(method, path, { error: 'Esiste già un prodotto con questo ASIN.' }, { status: 409 });
    const { user, onSaved } = renderForm({ screen: screenName });
    await fill(user, { ASIN: 'B0SCORTA01', 'Nome completo': 'Doppione' });
    await user.click(button('Aggiungi prodotto'));
    await expectToast('Esiste già un prodotto con questo ASIN.', 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(asinBox()).toHaveAccessibleDescription(expect.stringContaining('Esiste già un prodotto con questo ASIN.'));
    expect(box('Nome completo')).toHaveValue('Doppione');
    expect(onSaved).not.toHaveBeenCalled();
  });

  test.each([
    ['products', '/api/prodotti', { error: 'La categoria selezionata non esiste.' }, 400, 'La categoria selezionata non esiste.'],
    ['products', '/api/prodotti', null, 500, 'Errore durante il salvataggio.'],
    ['add-page', '/api/asin-info', null, 500, 'Errore nel salvataggio prodotto'],
    ['add-page', '/api/asin-info', { success: false, error: 'Salvataggio rifiutato dal server.' }, 200, 'Salvataggio rifiutato dal server.'],
    ['add-page', '/api/asin-info', { success: false, error: null }, 200, 'Errore nel salvataggio prodotto'],
  ] as const)('%s screen: a failed save (%s answers %j, HTTP %i) says %j', async (screenName, path, answer, status, message) => {
    fakeApi('post', path, answer, { status });
    const { user, onSaved } = renderForm({ screen: screenName });
    await fill(user, { ASIN: 'B0SCORTA01', 'Nome completo': 'Radio' });
    await user.click(button('Aggiungi prodotto'));
    await expectToast(message, 'error');
    expect(asinBox()).not.toHaveAttribute('aria-invalid');
    expect(box('Nome completo')).toHaveValue('Radio');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('links, image and texts', () => {
  test('Apri link prodotto is disabled without a link or a valid ASIN; it opens the link, else the ASIN’s Amazon page', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderForm();
    const openLink = button('Apri link prodotto');
    expect(openLink).toBeDisabled();
    await fill(user, { ASIN: 'B0-NO', 'Link prodotto': 'non un indirizzo' });
    expect(openLink).toBeDisabled();

    await fill(user, { ASIN: 'b0scorta01' });
    expect(openLink).toBeEnabled();
    await user.click(openLink);
    expect(open).toHaveBeenLastCalledWith('https://www.amazon.it/dp/B0SCORTA01', '_blank', 'noopener,noreferrer');

    await fill(user, { ASIN: '', 'Link prodotto': 'https://negozio.example/radio' });
    expect(openLink).toBeEnabled();
    await user.click(openLink);
    expect(open).toHaveBeenLastCalledWith('https://negozio.example/radio', '_blank', 'noopener,noreferrer');
    expect(open).toHaveBeenCalledTimes(2);
  });

  test('the image preview shows the image URL, else the placeholder', async () => {
    const { user } = renderForm();
    const preview = screen.getByRole('img', { name: 'Anteprima immagine' });
    const placeholder = preview.getAttribute('src');
    expect(placeholder).toMatch(/placeholder/);
    await fill(user, { 'URL immagine': '/demo/prodotti/torcia.svg' });
    expect(preview).toHaveAttribute('src', '/demo/prodotti/torcia.svg');
    await fill(user, { 'URL immagine': '' });
    expect(preview).toHaveAttribute('src', placeholder);
  });

  test('four collapsible texts, closed at first, each marked empty until it holds more than spaces', async () => {
    const { user } = renderForm();
    const texts = within(screen.getByRole('group', { name: 'Testi' }));
    expect(texts.getAllByRole('textbox').map((t) => t.getAttribute('name'))).toEqual(['specifiche_tecniche', 'descrizione_generale', 'informazioni_articolo', 'contenuto_scatola']);
    for (const label of TEXT_AREAS) {
      expect(box(label).closest('details')).not.toHaveAttribute('open');
      expect(summaryOf(label)).toHaveTextContent(`${label}(vuoto)`);
    }
    await user.click(summaryOf('Informazioni articolo'));
    expect(box('Informazioni articolo').closest('details')).toHaveAttribute('open');
    await user.type(box('Informazioni articolo'), '   ');
    expect(summaryOf('Informazioni articolo')).toHaveTextContent('(vuoto)');
    await user.type(box('Informazioni articolo'), 'Peso 400 g');
    expect(summaryOf('Informazioni articolo')).toHaveTextContent('Informazioni articolo(compilato)');
    for (const label of TEXT_AREAS.filter((l) => l !== 'Informazioni articolo')) expect(summaryOf(label)).toHaveTextContent('(vuoto)');
  });

  test('the categories are offered by name, with no category as the default', () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Categoria' });
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nessuna categoria', 'Illuminazione', 'Comunicazione e radio']);
  });
});

describe('edit panel', () => {
  const PRODUCT = aProduct({
    id: 5,
    nome_prodotto: 'Torcia frontale E2E ricaricabile',
    nome_sintetico: 'Torcia E2E',
    asin_prodotto: 'B0TORCIA01',
    valutazione_prodotto: 4.5,
    prezzo_originale: 39.9,
    prezzo_scontato: 29.9,
    prezzo_prodotto: 29.9,
    id_categoria: 1,
    specifiche_tecniche: 'LED 1000 lm',
  });
  const renderEdit = () => renderForm({ mode: 'edit', product: PRODUCT });

  test('starts from the product, with display name and preferred ASIN; Salva and Annulla instead of Aggiungi', () => {
    renderEdit();
    expect(screen.getByRole('form', { name: 'Modifica «Torcia frontale E2E ricaricabile»' })).toBeInTheDocument();
    expect(asinBox()).toHaveValue('B0TORCIA01');
    expect(box('Nome completo')).toHaveValue('Torcia frontale E2E ricaricabile');
    expect(box('Valutazione (0–5)')).toHaveValue('4,5');
    expect(box('Prezzo originale (€)')).toHaveValue('39,90');
    expect(box('Prezzo scontato (€)')).toHaveValue('29,90');
    expect(screen.getByRole('combobox', { name: 'Categoria' })).toHaveValue('1');
    expect(summaryOf('Specifiche tecniche')).toHaveTextContent('(compilato)');
    expect(box('Nome visualizzato')).toHaveValue('');
    expect(box('ASIN preferito')).toHaveValue('');
    expect(button('Salva')).toBeEnabled();
    expect(button('Annulla')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Aggiungi prodotto' })).not.toBeInTheDocument();
  });

  test('the add forms have neither display name nor preferred ASIN', () => {
    renderForm();
    expect(screen.queryByRole('textbox', { name: 'Nome visualizzato' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ASIN preferito' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salva' })).not.toBeInTheDocument();
  });

  test('Salva sends PUT /api/prodotti/{id}: an emptied field as null, the price falls back to the original, display name and preferred ASIN included', async () => {
    const updated = aProduct({ ...PRODUCT, prezzo_scontato: null, prezzo_prodotto: 39.9, nome_visualizzato: 'Torcia da cantina' });
    const puts = fakeApi('put', '/api/prodotti/5', updated);
    const { user, onSaved } = renderEdit();
    await fill(user, { 'Prezzo scontato (€)': '', 'Nome visualizzato': 'Torcia da cantina', 'ASIN preferito': 'b0e2epref1' });
    await user.click(button('Salva'));

    await expectToast('Prodotto aggiornato.', 'success');
    expect(puts.map((c) => c.body)).toEqual([
      {
        ...EMPTY_PAYLOAD,
        asin_prodotto: 'B0TORCIA01',
        nome_prodotto: 'Torcia frontale E2E ricaricabile',
        nome_sintetico: 'Torcia E2E',
        valutazione_prodotto: 4.5,
        prezzo_originale: 39.9,
        prezzo_scontato: null,
        prezzo_prodotto: 39.9,
        id_categoria: 1,
        specifiche_tecniche: 'LED 1000 lm',
        nome_visualizzato: 'Torcia da cantina',
        asin_preferito: 'B0E2EPREF1',
      },
    ]);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith(updated);
  });

  test('an emptied name is refused; an emptied ASIN is allowed (sent as null)', async () => {
    const puts = fakeApi('put', '/api/prodotti/5', PRODUCT);
    const { user } = renderEdit();
    await fill(user, { 'Nome completo': '', ASIN: '' });
    await user.click(button('Salva'));
    await expectToast('Il nome prodotto è obbligatorio.', 'error');
    expect(box('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);

    await fill(user, { 'Nome completo': 'Torcia' });
    await user.click(button('Salva'));
    await expectToast('Prodotto aggiornato.', 'success');
    expect(puts[0]?.body).toMatchObject({ nome_prodotto: 'Torcia', asin_prodotto: null });
  });

  test('a failed update says the server’s words, else its own', async () => {
    fakeApi('put', '/api/prodotti/5', null, { status: 500 });
    const { user, onSaved } = renderEdit();
    await user.click(button('Salva'));
    await expectToast('Errore durante l’aggiornamento del prodotto.', 'error');
    fakeApi('put', '/api/prodotti/5', { error: 'Esiste già un prodotto con questo ASIN.' }, { status: 409 });
    await user.click(button('Salva'));
    await expectToast('Esiste già un prodotto con questo ASIN.', 'error');
    expect(asinBox()).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('Annulla gives up the changes without calling the API', async () => {
    const calls = recordApiCalls();
    const { user, onCancel, onSaved } = renderEdit();
    await fill(user, { 'Nome completo': 'Questo non verrà salvato' });
    await user.click(button('Annulla'));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});
