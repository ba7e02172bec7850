import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/**
 * False alarms on honest text written by people who never saw the rules (the retired sealed sets,
 * docs/ai-quality.md): each fixed as a class, with products and words of its own.
 */
const LAMP: GroundingProduct = {
  nome_sintetico: 'Lanterna Prova',
  specifiche_tecniche: 'Flusso luminoso: 1000 lumen',
  prezzo_prodotto: 26.99,
  prezzo_originale: 34.99,
  prezzo_scontato: 26.99,
  valutazione_prodotto: 4.6,
};

const texts = (html: string, ...products: GroundingProduct[]) => findUnverifiedClaims(html, factsOf(products)).map((c) => c.text);

describe('prices: the saving written as a difference', () => {
  it("reads 'N euro in meno del prezzo di listino' as the discount, exact or approximate", () => {
    expect(texts('<p>Costa 26,99 €, otto euro in meno del prezzo di listino.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Costa 26,99 €, circa otto euro meno del prezzo pieno.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Oggi 8 € in meno rispetto al listino, 8 euro di sconto.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Costa 26,99 €, dodici euro in meno del prezzo di listino.</p>', LAMP)).toEqual(['dodici euro']);
    expect(texts('<p>Circa quindici euro meno del prezzo pieno.</p>', LAMP)).toEqual(['Circa quindici euro']);
  });

  it("reads the price after 'rispetto ai' as the list price", () => {
    expect(texts('<p>Costa 26,99 €, scontata rispetto ai 34,99 € di listino.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Costa 26,99 €, scontata rispetto ai 39,99 €.</p>', LAMP)).toEqual(['39,99 €']);
  });
});

describe('features: a counted noun names no feature', () => {
  const TOOL: GroundingProduct = { nome_sintetico: 'Pinza Prova', specifiche_tecniche: 'Numero di funzioni: 14', prezzo_prodotto: 19.99 };

  it("reads 'le 14 funzioni vanno…', 'le quattordici funzioni dichiarate' as the count alone", () => {
    expect(texts('<p>Le 14 funzioni vanno dalla pinza al cacciavite.</p>', TOOL)).toEqual([]);
    expect(texts('<p>Ecco le quattordici funzioni dichiarate dal produttore.</p>', TOOL)).toEqual([]);
    expect(texts('<p>Ecco le sedici funzioni dichiarate dal produttore.</p>', TOOL)).toEqual(['sedici funzioni']);
  });

  it("still reads the feature a single 'funzione' or 'modalità' names", () => {
    expect(texts('<p>Ha una modalità silenziosa e la funzione torcia.</p>', TOOL)).toEqual(['modalità silenziosa', 'funzione torcia']);
  });
});

describe('popularity: praise carried by a rating', () => {
  it("leaves 'gli acquirenti la premiano con un 4,6 su 5' to the rating", () => {
    expect(texts('<p>Gli acquirenti la premiano con un 4,6 su 5.</p>', LAMP)).toEqual([]);
    expect(texts('<p>Gli acquirenti la premiano con un 4,9 su 5.</p>', LAMP)).toEqual(['4,9 su 5']);
    expect(texts('<p>Gli acquirenti la premiano.</p>', LAMP)).toEqual(['acquirenti la premiano']);
  });
});

describe("'Chiave: valore' lines with a comment after the measure", () => {
  const BANK: GroundingProduct = {
    nome_sintetico: 'Power bank Prova',
    specifiche_tecniche: 'Capacità della batteria: 20000 Milliampere ore\nEnergia della batteria: 74 Wattora',
    descrizione_generale: 'La batteria fa anche da power bank.',
    prezzo_prodotto: 29.99,
  };

  it('holds the measure to the data and leaves the comment to the prose rules', () => {
    expect(texts('<ul><li>Capacità: 20000 mAh, pari a 74 wattora</li></ul>', BANK)).toEqual([]);
    expect(texts('<ul><li>Batteria: 20000 mAh, usabile come power bank</li></ul>', BANK)).toEqual([]);
    expect(texts('<ul><li>Capacità: 20000 mAh, pari a 80 wattora</li></ul>', BANK)).toEqual(['80 wattora']);
    expect(texts('<ul><li>Batteria: 20000 mAh, con display integrato</li></ul>', BANK)).toEqual(['display']);
  });

  it('still holds a line of words alone to the data', () => {
    expect(texts('<ul><li>Capacità della batteria: altissima, garantita</li></ul>', BANK)).toEqual(['Capacità della batteria: altissima, garantita']);
  });
});

describe('codes: regulations and cited sources', () => {
  const CAN: GroundingProduct = {
    nome_sintetico: 'Tanica Prova',
    descrizione_generale: 'Idonea al contatto con alimenti secondo il Regolamento (CE) n. 1935/2004.',
    prezzo_prodotto: 12.99,
  };

  it("reads 'Regolamento (CE) n. 1935/2004' as 'CE 1935/2004'", () => {
    expect(texts('<p>Idonea agli alimenti secondo il Regolamento CE 1935/2004.</p>', CAN)).toEqual([]);
    expect(texts('<p>Conforme al Regolamento (CE) n. 1935/2004.</p>', CAN)).toEqual([]);
    expect(texts('<p>Conforme al Regolamento CE 1907/2006.</p>', CAN)).toEqual(['CE 1907/2006']);
  });

  it("leaves the body a figure is credited to ('secondo l'ISS') to the figure", () => {
    expect(texts("<p>Secondo l'ISS, conviene tenerla al buio.</p>", CAN)).toEqual([]);
    expect(texts('<p>È certificata dal TÜV.</p>', CAN)).toEqual(['TÜV']);
  });
});

describe('counts: the parts a product comes apart in', () => {
  const SHOVEL: GroundingProduct = { nome_sintetico: 'Pala Prova', specifiche_tecniche: 'Smontabile in 3 parti\nPeso articolo: 780 Grammi', prezzo_prodotto: 21.9 };

  it("reads 'si smonta in tre pezzi' against 'Smontabile in 3 parti'", () => {
    expect(texts('<p>Si smonta in tre pezzi e pesa 780 grammi.</p>', SHOVEL)).toEqual([]);
    expect(texts('<p>Si smonta in quattro pezzi.</p>', SHOVEL)).toEqual(['quattro pezzi']);
  });
});
