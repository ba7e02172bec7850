import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';

/** The fourth round's precision fixes (docs/ai-quality.md, 'Rules changed in the fourth round (precision)'). */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);
const guideClaims = (html: string, products: GroundingProduct[]) => unverifiedGuideClaims({ introduzione: html, sezioni: [], conclusione: '' }, products).map((c) => c.text);

const RADIO: GroundingProduct = {
  nome_sintetico: 'Radio RADIOSAFE RS-40',
  specifiche_tecniche: ['Capacità della batteria: 4000 Milliampere ore', 'Autonomia radio: fino a 25 ore'].join('\n'),
  descrizione_generale: 'Un minuto di manovella dà circa 8 minuti di ascolto.',
  informazioni_articolo: ['Marca: Radiosafe', 'Recensioni dei clienti: 4,6 su 5 stelle, 1.873 voti'].join('\n'),
  prezzo_prodotto: 36.99,
  valutazione_prodotto: 4.6,
};
const rated = (valutazione_prodotto: number, extra: Partial<GroundingProduct> = {}): GroundingProduct => ({
  nome_sintetico: 'Lanterna LUMAFOLD F10',
  valutazione_prodotto,
  ...extra,
});

describe('round 4, precision: a rating as its words hedge it', () => {
  it('reads whole and half stars written without decimals as the rating rounded down to the half', () => {
    expect(claimsOf('<p>Gli acquirenti le danno quattro stelle e mezza.</p>', rated(4.6))).toEqual([]);
    expect(claimsOf('<p>Gli acquirenti le danno quattro stelle e mezza.</p>', rated(4.2))).toEqual(['quattro stelle e mezza']);
    expect(claimsOf('<p>Su Amazon ha cinque stelle.</p>', rated(4.6))).toEqual(['cinque stelle']);
    expect(claimsOf('<p>Quattro stelle e mezza.</p>', rated(4.4))).toEqual(['Quattro stelle e mezza']);
    expect(claimsOf('<p>Su Amazon ha quattro stelle.</p>', rated(4.2))).toEqual([]);
    // Digits with a decimal are precise.
    expect(claimsOf('<p>Ha 4,5 stelle.</p>', rated(4.6))).toEqual(['4,5 stelle']);
  });
  it("reads 'vicina alle', 'sfiora le', 'quasi' as just under, 'abbondanti' and 'superano le' as over", () => {
    for (const text of ['La valutazione è vicina alle cinque stelle.', 'Sfiora le cinque stelle.', 'Quasi cinque stelle su Amazon.']) {
      expect(claimsOf(`<p>${text}</p>`, rated(4.6))).toEqual([]);
      expect(claimsOf(`<p>${text}</p>`, rated(4.3))).toHaveLength(1);
    }
    expect(claimsOf('<p>Quattro stelle abbondanti.</p>', rated(4.4))).toEqual([]);
    expect(claimsOf('<p>Quattro stelle abbondanti.</p>', rated(3.9))).toEqual(['Quattro stelle']);
    expect(claimsOf('<p>Tutti superano le quattro stelle.</p>', rated(4.2))).toEqual([]);
  });
  it("reads 'una media di 4,9' and 'la media è 4,4' as ratings; not a mean with a unit", () => {
    expect(claimsOf('<p>Gli utenti le riservano una media di 4,9.</p>', rated(4.4))).toEqual(['media di 4,9']);
    expect(claimsOf('<p>Le recensioni sono positive e la media è 4,4.</p>', rated(4.4))).toEqual([]);
    expect(findUnverifiedClaims('<p>Consuma una media di 2,5 litri al giorno.</p>', factsOf([rated(4.4)])).filter((c) => c.kind === 'valutazione')).toEqual([]);
  });
});

describe('round 4, precision: counts of ratings and praise of the rating', () => {
  it("holds a count of ratings to the data's count in any of its nouns (voti, valutazioni, recensioni, acquirenti)", () => {
    expect(claimsOf('<p>Il giudizio è netto: 4,6 stelle su cinque, su più di 1.800 valutazioni.</p>', RADIO)).toEqual([]);
    expect(claimsOf('<p>Quasi duemila acquirenti l’hanno votata.</p>', RADIO)).toEqual([]);
    expect(claimsOf('<p>Ha oltre 5.000 recensioni.</p>', RADIO)).toEqual(['oltre 5.000 recensioni']);
    expect(claimsOf('<p>Ha oltre 1.500 recensioni.</p>', rated(4.6))).toEqual(['oltre 1.500 recensioni']);
  });
  it("reads 'migliaia di …' against the data's count, and a bound over a round figure up to the next one", () => {
    expect(claimsOf('<p>Migliaia di acquirenti l’hanno scelta.</p>', RADIO)).toEqual(['Migliaia di acquirenti']);
    const more = { ...RADIO, informazioni_articolo: 'Recensioni dei clienti: 4,6 su 5 stelle, 2.347 voti' };
    expect(claimsOf('<p>Migliaia di acquirenti l’hanno valutata 4,6 su 5.</p>', more)).toEqual([]);
    expect(claimsOf('<p>Oltre 2.000 valutazioni.</p>', more)).toEqual([]);
    expect(claimsOf('<p>Oltre 3.000 valutazioni.</p>', more)).toEqual(['Oltre 3.000 valutazioni']);
  });
  it('lets praise restate a rating the data holds in its sentence, and praise of the rating itself when it is 4 or more', () => {
    expect(claimsOf('<p>Il giudizio degli acquirenti è positivo: 4,6 su 5.</p>', rated(4.6))).toEqual([]);
    expect(claimsOf('<p>Ha ottime valutazioni su Amazon.</p>', rated(4.6))).toEqual([]);
    expect(claimsOf('<p>Ha ottime valutazioni su Amazon.</p>', rated(3.8))).toEqual(['ottime valutazioni']);
    // Praise of the reviews, without a rating, and sales are claims still.
    expect(claimsOf('<p>Le recensioni degli acquirenti sono entusiaste.</p>', rated(4.6))).toEqual(['recensioni degli acquirenti sono entusiaste']);
    expect(claimsOf('<p>Con 4,6 su 5 è la lanterna più venduta su Amazon.</p>', rated(4.6))).toEqual(['più venduta']);
  });
});

describe('round 4, precision: a guide ranking its products by rating', () => {
  const products: GroundingProduct[] = [
    { nome_sintetico: 'Fornello FIAMMAPRO FP-22', valutazione_prodotto: 4.5 },
    { nome_sintetico: 'Set pentole GAVETTA 10 pz', valutazione_prodotto: 4.6 },
    { nome_sintetico: 'Accendino FLAMEX Arc', valutazione_prodotto: 4.2 },
  ];
  it("holds 'il più apprezzato' of the product it speaks of to the guide's highest rating", () => {
    expect(guideClaims('<p>Si va dal 4,2 dell’accendino Flamex al 4,6 del set Gavetta, che è anche il più apprezzato dagli acquirenti.</p>', products)).toEqual([]);
    expect(guideClaims('<p>Il fornello Fiammapro, con 4,5 su 5, è il più apprezzato del gruppo.</p>', products)).toEqual(['più apprezzato']);
    expect(guideClaims('<p>Il set Gavetta è il più apprezzato su Amazon.</p>', products)).toEqual(['più apprezzato']);
  });
});

describe('round 4, precision: quantities and prices in other words', () => {
  it("holds a maximum in the data's own words ('fino a 25 ore') whatever the words beside it single out", () => {
    expect(claimsOf('<p>La batteria dura fino a 25 ore di ascolto.</p>', RADIO)).toEqual([]);
    expect(claimsOf('<p>La batteria dura fino a 30 ore di ascolto.</p>', RADIO)).toHaveLength(1);
  });
  it("reads 'circa' written after a figure as an approximation", () => {
    const bank: GroundingProduct = { nome_sintetico: 'Power bank SOLARIA S27', specifiche_tecniche: 'Energia: 99,16 Wattora' };
    expect(claimsOf('<p>Capacità: 26.800 mAh (99 Wh circa).</p>', { ...bank, specifiche_tecniche: 'Capacità: 26800 mAh\nEnergia: 99,16 Wattora' })).toEqual([]);
    expect(claimsOf('<p>Energia: 90 Wh circa.</p>', bank)).toEqual(['90 Wh']);
  });
  it("reads 'per tutto il kit' as the sum of the guide's prices", () => {
    const kit: GroundingProduct[] = [
      { nome_sintetico: 'Fornello FIAMMAPRO FP-22', prezzo_prodotto: 24.99 },
      { nome_sintetico: 'Set pentole GAVETTA 10 pz', prezzo_prodotto: 22.49 },
      { nome_sintetico: 'Accendino FLAMEX Arc', prezzo_prodotto: 12.99 },
    ];
    expect(guideClaims('<p>Per tutto il kit si spendono circa 60 euro.</p>', kit)).toEqual([]);
    expect(guideClaims('<p>Per tutto il kit si spendono circa 90 euro.</p>', kit)).toEqual(['circa 90 euro']);
  });
});
