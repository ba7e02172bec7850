import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';

/**
 * The fifth round's rules for guides (docs/ai-quality.md, 'Rules changed in the fifth round
 * (guides and news)'), on products listed the way Amazon.it lists them: each a passage the rules
 * flagged though the data states the figure, and a near passage that must still be flagged.
 */
const TABLETS: GroundingProduct = {
  nome_prodotto: 'PURACQUA Pastiglie Disinfettanti per Acqua, 50 Pastiglie, 1 Pastiglia per 2 Litri',
  nome_sintetico: 'Pastiglie PURACQUA (50 pezzi)',
  specifiche_tecniche: ['Numero di pezzi: 50', 'Dosaggio: 1 pastiglia per 2 litri d’acqua', 'Peso articolo: 30 Grammi'].join('\n'),
  descrizione_generale: 'Una pastiglia tratta due litri in mezz’ora.',
};
const STOVE: GroundingProduct = {
  nome_prodotto: 'FUOCOLESTO Fornello da Campo in Titanio con Paravento, Pieghevole',
  nome_sintetico: 'Fornello FUOCOLESTO Vento 2',
  specifiche_tecniche: ['Peso articolo: 310 Grammi', 'Potenza: 2800 W'].join('\n'),
  descrizione_generale: 'Il solo bruciatore pesa 95 g, 310 g con il paravento. Porta a ebollizione un litro d’acqua in 4 minuti.',
  informazioni_articolo: 'Produttore: Fuocolesto',
};
const LAMP: GroundingProduct = {
  nome_prodotto: 'NEBBIA Lampada Solare da Giardino, Ricarica con 2-3 Giornate di Sole, 12 Ore di Luce',
  nome_sintetico: 'Lampada NEBBIA Estate',
  specifiche_tecniche: ['Autonomia: 12 ore', 'Capacità della batteria: 2000 Milliampere ore'].join('\n'),
  descrizione_generale: 'Con il solo sole la ricarica completa richiede 2-3 giornate di esposizione.',
  informazioni_articolo: 'Produttore: Nebbia',
};
const HOB: GroundingProduct = {
  nome_prodotto: 'CALORA Piastra Elettrica Portatile 1500W, 5 Livelli',
  nome_sintetico: 'Piastra CALORA 1500',
  specifiche_tecniche: ['Potenza: 1500 W', 'Livelli di potenza: 5'].join('\n'),
  informazioni_articolo: 'Produttore: Calora',
};
const NIGHT: GroundingProduct = {
  nome_prodotto: 'LUCINA Luce di Emergenza da Presa con Sensore, Torcia Estraibile, Confezione da 3',
  nome_sintetico: 'Luci LUCINA (3 pezzi)',
  specifiche_tecniche: 'Autonomia: 4 ore',
};
const guide = (html: string, products: readonly GroundingProduct[]) => unverifiedGuideClaims({ introduzione: html, sezioni: [], conclusione: '' }, products).map((c) => c.text);
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

describe('round 5, guides: figures the data states in other words', () => {
  it('counts days in giornate', () => {
    expect(claimsOf('<p>Al solo sole servono due o tre giorni di esposizione.</p>', LAMP)).toEqual([]);
    expect(claimsOf('<p>Al solo sole servono quattro o cinque giorni di esposizione.</p>', LAMP)).toEqual(['quattro o cinque giorni']);
  });
  it('holds what the whole pack does to the totals over its pieces', () => {
    expect(claimsOf('<p>Una confezione tratta cento litri.</p>', TABLETS)).toEqual([]);
    expect(claimsOf('<p>Una confezione tratta duecento litri.</p>', TABLETS)).toEqual(['duecento litri']);
  });
  it("takes no key word from what the figure is without ('senza paravento')", () => {
    expect(claimsOf('<p>Pesa 95 g senza paravento.</p>', STOVE)).toEqual([]);
    expect(claimsOf('<p>Pesa 120 g senza paravento.</p>', STOVE)).toEqual(['120 g']);
  });
});

describe('round 5, guides: which product a figure is said of', () => {
  it("reads a model word that is a common word as a name only with its capital ('tutta l'estate')", () => {
    expect(guide('<p>Il bruciatore porta a ebollizione un litro in 4 minuti per tutta l’estate.</p>', [STOVE, LAMP])).toEqual([]);
    expect(guide('<p>La lampada Estate si accende in 4 minuti.</p>', [STOVE, LAMP])).toEqual(['4 minuti']);
  });
  it("cuts a sentence at 'mentre', though it names one product", () => {
    expect(guide('<p>La lampada Nebbia è la più comoda, mentre il bruciatore scalda un litro in 4 minuti.</p>', [STOVE, LAMP])).toEqual([]);
    expect(guide('<p>La lampada Nebbia è la più comoda e si accende in 4 minuti.</p>', [STOVE, LAMP])).toEqual(['4 minuti']);
  });
  it("holds a product to another's figure only in a dimension its own data measures", () => {
    // The hob's data has no volume: the litre is the stove's; its power is its own, and 2800 W is not.
    expect(guide('<p>La piastra Calora porta a ebollizione un litro d’acqua con i suoi 1500 W.</p>', [STOVE, HOB])).toEqual([]);
    expect(guide('<p>La piastra Calora porta a ebollizione un litro d’acqua con i suoi 2800 W.</p>', [STOVE, HOB])).toEqual(['2800 W']);
  });
});

describe('round 5, guides: figures of the reader, of the text, of a premise', () => {
  it('quotes a figure with its rate', () => {
    expect(guide('<p>Si consiglia almeno una pastiglia a persona al giorno.</p>', [TABLETS, STOVE])).toEqual([]);
    expect(guide('<p>Servono almeno tre litri a persona al giorno.</p>', [TABLETS, STOVE])).toEqual(['almeno tre litri a persona al giorno']);
  });
  it('takes a count the text spells out after a colon as its own', () => {
    expect(guide('<p>Il kit copre quattro emergenze: un blackout, un incendio, una fuga di gas e una caduta.</p>', [TABLETS, STOVE, NIGHT])).toEqual([]);
    expect(guide('<p>Il kit copre quattro emergenze.</p>', [TABLETS, STOVE, NIGHT])).toEqual(['quattro emergenze']);
    expect(guide('<p>Il kit copre quattro emergenze: un blackout e un incendio.</p>', [TABLETS, STOVE, NIGHT])).toEqual(['quattro emergenze']);
  });
  it('lists the claim a premise sets up, not the premise', () => {
    expect(guide('<p>Per una famiglia di sei persone servono almeno 90 pastiglie.</p>', [TABLETS, STOVE])).toEqual(['almeno 90 pastiglie']);
    // An amount and the time it lasts in one clause are one claim (yardsticks.ts): the premise is inside it, not listed on its own.
    expect(guide('<p>Con una cartuccia da 230 g il fornello resta acceso per 90 minuti.</p>', [TABLETS, STOVE])).toEqual(['230 g il fornello resta acceso per 90 minuti']);
    // Alone, or in another statement than the claim, the figure is listed.
    expect(guide('<p>Il fornello basta a una famiglia di sei persone.</p>', [TABLETS, STOVE])).toEqual(['sei persone']);
    expect(guide('<p>Basta a una famiglia di sei persone, e si accende in 90 minuti.</p>', [TABLETS, STOVE])).toEqual(['sei persone', '90 minuti']);
  });
});
