import { describe, expect, it } from 'vitest';
import { applyLookup, applyRefresh, EMPTY_PRODUCT, toPayload } from '../../app/features/products/product-form-values.ts';
import type { Product } from '../../common/types.ts';

/** The dashboard product form's values: the ASIN lookup, a pasted address, a refresh. */
describe('product form values', () => {
  const typed = { ...EMPTY_PRODUCT, asin_prodotto: 'https://www.amazon.it/x/dp/B0SCORTA01?th=1', nome_prodotto: 'A mano', contenuto_scatola: 'Radio' };

  it('fills the form from a lookup, keeping what the lookup does not know, and takes the ASIN it read', () => {
    const v = applyLookup(typed, {
      asin: 'B0SCORTA01',
      nome: 'Radio AM/FM a manovella, con torcia - Ideale per campeggio',
      nome_sintetico: null,
      valutazione: 4.5,
      prezzo_originale: 49.99,
      prezzo_scontato: 34.9,
      img_url: 'https://m.media-amazon.com/images/I/x.jpg',
      contenuto_scatola: null,
    });
    expect(v).toMatchObject({
      asin_prodotto: 'B0SCORTA01',
      nome_prodotto: 'Radio AM/FM a manovella, con torcia - Ideale per campeggio',
      // common/asin.ts deriveShortName: the inner '/' stays, the ',' goes, 5 words.
      nome_sintetico: 'Radio AM/FM a manovella con',
      valutazione_prodotto: '4,5',
      prezzo_originale: '49,99',
      prezzo_scontato: '34,90',
      img_prodotto: 'https://m.media-amazon.com/images/I/x.jpg',
      contenuto_scatola: 'Radio',
      seo_keyword_prodotto: '',
    });
    expect(applyLookup(typed, { nome_sintetico: 'Radio Scortex' }).nome_sintetico).toBe('Radio Scortex');
    expect(applyLookup(typed, {}).asin_prodotto).toBe(typed.asin_prodotto);
  });

  it('sends a pasted Amazon address as its ASIN, anything else as typed', () => {
    expect(toPayload(typed, { edit: false }).asin_prodotto).toBe('B0SCORTA01');
    expect(toPayload({ ...typed, asin_prodotto: ' b0e2etest1 ' }, { edit: false }).asin_prodotto).toBe('B0E2ETEST1');
    expect(toPayload({ ...typed, asin_prodotto: 'non un asin' }, { edit: false }).asin_prodotto).toBe('non un asin');
    expect(toPayload({ ...typed, asin_prodotto: ' ' }, { edit: false }).asin_prodotto).toBeNull();
  });

  it('a refresh from Amazon changes only prices, rating and image in an open edit form', () => {
    const refreshed = {
      nome_prodotto: 'Nome salvato',
      nome_sintetico: null,
      nome_visualizzato: null,
      asin_prodotto: 'B0SCORTA01',
      asin_preferito: null,
      seo_keyword_prodotto: null,
      id_categoria: null,
      link_prodotto: null,
      specifiche_tecniche: null,
      descrizione_generale: null,
      informazioni_articolo: null,
      contenuto_scatola: null,
      prezzo_originale: 20,
      prezzo_scontato: null,
      valutazione_prodotto: 4,
      img_prodotto: '/nuova.jpg',
    } as Product;
    const before = { ...typed, prezzo_originale: '10,00', prezzo_scontato: '8,00', valutazione_prodotto: '3', img_prodotto: '/vecchia.jpg' };
    expect(applyRefresh(before, refreshed)).toEqual({
      ...before,
      prezzo_originale: '20,00',
      prezzo_scontato: '',
      valutazione_prodotto: '4',
      img_prodotto: '/nuova.jpg',
    });
  });
});
