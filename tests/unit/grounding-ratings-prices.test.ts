import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** A pack of twelve at 11,99 €: 0,99 € a piece. */
const PACK: GroundingProduct = {
  nome_sintetico: 'Coperte isotermiche Prova (12 pezzi)',
  nome_prodotto: 'Coperta Isotermica Emergenza, Confezione da 12',
  specifiche_tecniche: 'Dimensioni: 210x160cm',
  prezzo_prodotto: 11.99,
  valutazione_prodotto: 4.7,
};
const LAMP: GroundingProduct = { nome_sintetico: 'Lanterna Prova', specifiche_tecniche: 'Flusso luminoso: 1000 lumen', prezzo_prodotto: 26.99, valutazione_prodotto: 4.6 };

const texts = (html: string, ...products: GroundingProduct[]) => findUnverifiedClaims(html, factsOf(products)).map((c) => c.text);

describe('recall: ratings stated as popularity', () => {
  it('reports superlatives of votes and praise by reviews or buyers', () => {
    expect(texts('<p>È la lanterna più votata su Amazon, amatissima dagli acquirenti.</p>', LAMP)).toEqual(['più votata', 'amatissima']);
    expect(texts('<p>I commenti degli acquirenti lodano la luce; le recensioni la premiano.</p>', LAMP)).toEqual(['commenti degli acquirenti lodano', 'recensioni la premiano']);
    expect(texts('<p>Ha ottime recensioni e feedback entusiasti.</p>', LAMP)).toEqual(['ottime recensioni', 'feedback entusiasti']);
  });

  it('leaves alone reviews named without praise, our own advice, and a count already reported', () => {
    expect(texts('<p>Prima di comprare leggete le recensioni; agli utenti consigliamo di provarla in casa.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Oltre 1.500 recensioni positive.</p>', LAMP)).toEqual(['Oltre 1.500 recensioni']);
  });
});

describe('recall: prices in words, approximate, per piece', () => {
  it('reads prices in words and bounds in words, true or false', () => {
    expect(texts('<p>Costa meno di venti euro.</p>', LAMP)).toEqual(['meno di venti euro']);
    expect(texts('<p>Sotto i trenta euro.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Sotto i quindici euro.</p>', PACK)).toEqual([]);
  });

  it("reads 'una ventina di euro' as about 20 €", () => {
    expect(texts('<p>Costa una ventina di euro.</p>', LAMP)).toEqual(['una ventina di euro']);
    expect(texts('<p>Costa una trentina di euro.</p>', LAMP)).toEqual([]);
  });

  it("holds a price of one piece ('a coperta', 'l’una', 'ciascuna') to the pack's price divided by its count", () => {
    expect(texts('<p>Meno di 80 centesimi a coperta.</p>', PACK)).toEqual(['Meno di 80 centesimi a coperta']);
    expect(texts('<p>Meno di un euro a coperta, circa un euro l’una, 12 pezzi.</p>', PACK)).toEqual([]);
    expect(texts('<p>Meno di 50 centesimi ciascuna.</p>', PACK)).toEqual(['Meno di 50 centesimi ciascuna']);
  });
});

describe('recall: times of day in a news text', () => {
  it('holds a time of day to the source', () => {
    const source = factsOf([], ['Interruzione dalle 8:30 alle 16.30 in 14 comuni.']);
    const found = (html: string) => findUnverifiedClaims(html, source).map((c) => c.text);
    expect(found('<p>Dalle 08:30 alle 16:30 in quattordici comuni.</p>')).toEqual([]);
    expect(found('<p>Dalle 8:30 alle 18:30.</p>')).toEqual(['alle 18:30']);
  });
});
