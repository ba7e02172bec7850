import { describe, expect, it } from 'vitest';
import {
  initialProductFormState,
  lookupErrorMessage,
  type ProductFormAction,
  productFormReducer,
  type ProductFormState,
  productLink,
} from '../../app/features/products/product-form-state.ts';
import { EMPTY_PRODUCT, valuesFromProduct } from '../../app/features/products/product-form-values.ts';
import { ApiError } from '../../app/lib/api.ts';
import { aProduct } from '../components/builders.ts';

/**
 * The product form's state without React: typing, the ASIN lookup, a refresh from Amazon, the
 * save and its errors; where "Apri link prodotto" goes and the words of a failed lookup.
 */

const run = (state: ProductFormState, ...actions: ProductFormAction[]) => actions.reduce(productFormReducer, state);
const empty = () => initialProductFormState(undefined);
const MARKETPLACE = { baseUrl: 'https://www.amazon.it' };

describe('product form state: the start', () => {
  it('the add form starts empty, the edit panel with the product’s values; nothing running', () => {
    expect(empty()).toEqual({ values: EMPTY_PRODUCT, errors: {}, saving: false, searching: false, lookedUp: null, existing: null, cleared: false });
    const product = aProduct();
    expect(initialProductFormState(product).values).toEqual(valuesFromProduct(product));
  });
});

describe('product form state: typing and errors', () => {
  it('a failure puts its message on its field alone; one without a field leaves the errors', () => {
    let s = run(empty(), { type: 'failed', message: 'ASIN non valido', field: 'asin_prodotto' });
    expect(s.errors).toEqual({ asin_prodotto: 'ASIN non valido' });
    s = run(s, { type: 'failed', message: 'Nome obbligatorio', field: 'nome_prodotto' });
    expect(s.errors).toEqual({ nome_prodotto: 'Nome obbligatorio' });
    expect(run(s, { type: 'failed', message: 'Errore del server' })).toBe(s);
  });

  it('typing in a field changes its value and clears its own error only', () => {
    const s = { ...empty(), errors: { asin_prodotto: 'x', nome_prodotto: 'y' } };
    const typed = run(s, { type: 'field', field: 'asin_prodotto', value: 'B0SCORTA01' });
    expect(typed.values.asin_prodotto).toBe('B0SCORTA01');
    expect(typed.errors).toEqual({ asin_prodotto: undefined, nome_prodotto: 'y' });
    expect(run(empty(), { type: 'field', field: 'nome_prodotto', value: 'Radio' }).errors).toEqual({});
  });
});

describe('product form state: the lookup and a refresh', () => {
  it('searching goes on and off; a found product fills the form and clears the errors', () => {
    let s = run(empty(), { type: 'failed', message: 'x', field: 'asin_prodotto' }, { type: 'searching', on: true });
    expect(s.searching).toBe(true);
    s = run(s, { type: 'found', lookup: { asin: 'B0SCORTA01', nome: 'Radio a manovella', prezzo_scontato: 34.9 } }, { type: 'searching', on: false });
    expect(s).toMatchObject({
      searching: false,
      errors: {},
      values: { asin_prodotto: 'B0SCORTA01', nome_prodotto: 'Radio a manovella', prezzo_scontato: '34,90' },
    });
  });

  it('a refresh takes prices, rating and image and keeps what was typed elsewhere', () => {
    const typed = run(initialProductFormState(aProduct()), { type: 'field', field: 'nome_sintetico', value: 'Mio nome' });
    const s = run(typed, { type: 'refreshed', product: aProduct({ prezzo_scontato: 19.5, img_prodotto: 'https://img.example/n.jpg' }) });
    expect(s.values).toMatchObject({ nome_sintetico: 'Mio nome', prezzo_scontato: '19,50', img_prodotto: 'https://img.example/n.jpg' });
  });
});

describe('product form state: changing the ASIN after a lookup', () => {
  const RADIO = {
    asin: 'B0SCORTA01',
    nome: 'Radio a manovella - AM/FM',
    prezzo_originale: 49.99,
    prezzo_scontato: 34.99,
    img_url: 'https://img.example/r.jpg',
    specifiche_tecniche: 'AM/FM',
  };

  it('takes out what the lookup wrote, gives back what was typed by hand before it, keeps what was typed after it', () => {
    const typed = run(empty(), { type: 'field', field: 'nome_prodotto', value: 'Scritto a mano' }, { type: 'field', field: 'seo_keyword_prodotto', value: 'radio' });
    let s = run(typed, { type: 'field', field: 'asin_prodotto', value: 'b0scorta01' }, { type: 'found', lookup: RADIO });
    expect(s.values).toMatchObject({ asin_prodotto: 'B0SCORTA01', nome_prodotto: RADIO.nome, nome_sintetico: 'Radio a manovella', prezzo_scontato: '34,99' });
    s = run(s, { type: 'field', field: 'specifiche_tecniche', value: 'AM/FM, scritte da me' });
    // The same ASIN, written otherwise: nothing changes.
    expect(run(s, { type: 'field', field: 'asin_prodotto', value: ' b0scorta01 ' }).values.nome_prodotto).toBe(RADIO.nome);
    s = run(s, { type: 'field', field: 'asin_prodotto', value: 'B0ALTRO001' });
    expect(s.values).toEqual({
      ...EMPTY_PRODUCT,
      asin_prodotto: 'B0ALTRO001',
      nome_prodotto: 'Scritto a mano',
      seo_keyword_prodotto: 'radio',
      specifiche_tecniche: 'AM/FM, scritte da me',
    });
    expect(s).toMatchObject({ lookedUp: null, existing: null, cleared: true });
  });

  it('an ASIN already in the catalogue is flagged at the lookup, except the product being edited; another ASIN drops the flag', () => {
    const existing = { id: 4, nome: 'Radio a manovella' };
    let s = run(empty(), { type: 'found', lookup: { ...RADIO, esistente: existing } });
    expect(s.existing).toEqual(existing);
    expect(run(s, { type: 'found', lookup: { ...RADIO, esistente: null } }).existing).toBeNull();
    expect(run(initialProductFormState(aProduct({ id: 4 })), { type: 'found', lookup: { ...RADIO, esistente: existing }, selfId: 4 }).existing).toBeNull();
    s = run(s, { type: 'field', field: 'asin_prodotto', value: '' });
    expect(s.existing).toBeNull();
    expect(s.values.nome_prodotto).toBe('');
  });

  it('a second lookup starts from what the form held before the first', () => {
    const typed = run(empty(), { type: 'field', field: 'prezzo_originale', value: '10,00' });
    const s = run(typed, { type: 'found', lookup: RADIO }, { type: 'found', lookup: { asin: 'B0SCORTA01', nome: 'Radio' } });
    expect(s.values).toMatchObject({ nome_prodotto: 'Radio', prezzo_originale: '10,00', prezzo_scontato: '', img_prodotto: '' });
  });
});

describe('product form state: saving', () => {
  it('saving clears the errors; a creation saved starts again empty, an edit keeps its values', () => {
    const typed = run({ ...empty(), errors: { nome_prodotto: 'x' } }, { type: 'field', field: 'asin_prodotto', value: 'B0SCORTA01' });
    const s = run(typed, { type: 'saving' });
    expect(s).toMatchObject({ saving: true, errors: {} });
    expect(run(s, { type: 'saved', reset: true }, { type: 'settled' })).toEqual({ ...s, values: EMPTY_PRODUCT, saving: false });
    expect(run(s, { type: 'saved', reset: false })).toEqual(s);
  });
});

describe('product form: the link and the lookup’s words', () => {
  it('"Apri link prodotto" goes to the product link, else the marketplace page of the ASIN, else nowhere', () => {
    expect(productLink({ ...EMPTY_PRODUCT, link_prodotto: ' https://amzn.example/x ', asin_prodotto: 'B0SCORTA01' }, MARKETPLACE)).toBe('https://amzn.example/x');
    expect(productLink({ ...EMPTY_PRODUCT, link_prodotto: 'non un link', asin_prodotto: ' b0scorta01 ' }, MARKETPLACE)).toBe('https://www.amazon.it/dp/B0SCORTA01');
    expect(productLink({ ...EMPTY_PRODUCT, asin_prodotto: 'corto' }, MARKETPLACE)).toBeNull();
  });

  it('a failed lookup says the server’s details, else its error, else the screen’s words', () => {
    expect(lookupErrorMessage(new ApiError(502, 'Amazon non risponde', { dettagli: ' Pagina non trovata ' }), 'Errore')).toBe('Pagina non trovata');
    expect(lookupErrorMessage(new ApiError(502, 'Amazon non risponde', { dettagli: '  ' }), 'Errore')).toBe('Amazon non risponde');
    expect(lookupErrorMessage(new Error('rete'), 'Errore nella ricerca')).toBe('Errore nella ricerca');
  });
});
