import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/**
 * The fifth round, quantities in reviews (docs/ai-quality.md): figures the data supports in
 * another wording, unit or arithmetic, or that are not the product's figures at all. Each rule
 * has a near text that must still be reported.
 */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

describe('round 5, key words and bounds', () => {
  it("takes no key word from a code glued to its digits ('9Cr18MoV')", () => {
    const axe: GroundingProduct = {
      nome_prodotto: 'Accetta da campeggio',
      specifiche_tecniche: 'Lunghezza lama: 8 Centimetri\nSpessore lama: 3 Millimetri',
      descrizione_generale: 'La lama in acciaio 9Cr18MoV da 3 mm di spessore resta affilata a lungo.',
    };
    expect(claimsOf('<p>Ha una lama in acciaio 9Cr18MoV lunga 8 cm.</p>', axe)).toEqual([]);
    expect(claimsOf('<p>Ha una lama in acciaio 9Cr18MoV lunga 9 cm.</p>', axe)).toEqual(['9 cm']);
  });
  it("reads 'inferiore ai', 'di poco inferiore ai' as bounds", () => {
    const tent: GroundingProduct = { nome_prodotto: 'Tenda da trekking', specifiche_tecniche: 'Peso: 2,8 kg' };
    expect(claimsOf('<p>Pesa di poco inferiore ai tre chili.</p>', tent)).toEqual([]);
    expect(claimsOf('<p>Ha un peso inferiore ai due chili.</p>', tent)).toEqual(['inferiore ai due chili']);
  });
  it("gives the words after a range's first end to that end ('dalle 8 ore alla massima luminosità alle 30 ore')", () => {
    const fan: GroundingProduct = { nome_prodotto: 'Torcia frontale', specifiche_tecniche: 'Autonomia: 8 ore (massima luminosità), fino a 30 ore (minima)' };
    expect(claimsOf('<p>L’autonomia va dalle 8 ore alla massima luminosità alle 30 ore al minimo.</p>', fan)).toEqual([]);
    expect(claimsOf('<p>Alla massima luminosità dura 30 ore.</p>', fan)).toEqual(['30 ore']);
  });
  it("takes the word before a colon as the key of the figure after it ('(prefiltro: 300 litri)')", () => {
    const jug: GroundingProduct = {
      nome_prodotto: 'Caraffa filtrante',
      specifiche_tecniche: 'Durata della cartuccia: 1500 litri',
      descrizione_generale: 'La cartuccia principale tratta 1500 litri; il prefiltro di ricambio va cambiato ogni 300 litri.',
    };
    // The figures only (the line as a whole is compared with the data's line apart).
    const figures = (html: string) =>
      findUnverifiedClaims(html, factsOf([jug]))
        .filter((c) => c.kind === 'misura')
        .map((c) => c.text);
    expect(figures('<ul><li>Durata della cartuccia: 1500 litri (prefiltro: 300 litri)</li></ul>')).toEqual([]);
    expect(figures('<ul><li>Durata della cartuccia: 1500 litri (prefiltro: 400 litri)</li></ul>')).toEqual(['400 litri']);
  });
  it('holds a bound to an end of a range, not to any value inside a wide one', () => {
    const meter: GroundingProduct = { nome_prodotto: 'Termometro da stanza', specifiche_tecniche: 'Intervallo di misura: da -10 °C a 50 °C\nRicarica: 2-3 ore' };
    expect(claimsOf('<p>Si ricarica in meno di 3 ore.</p>', meter)).toEqual([]);
    expect(claimsOf('<p>Suona quando la stanza scende sotto i 15 °C.</p>', meter)).toEqual(['sotto i 15 °C']);
  });
});

describe('round 5, arithmetic the text makes explicit', () => {
  const lamp: GroundingProduct = {
    nome_prodotto: 'Lampada ricaricabile',
    specifiche_tecniche: 'Capacità della batteria: 6000 mAh',
    descrizione_generale: 'Pompa di travaso con portata massima di 3000 litri all’ora.',
  };
  it("supports each of a count of things 'da' an amount when their total is the data's", () => {
    expect(claimsOf('<p>Dentro ci sono tre celle da 2000 mAh ciascuna.</p>', lamp)).toEqual([]);
    expect(claimsOf('<p>Dentro ci sono tre celle da 2500 mAh ciascuna.</p>', lamp)).toEqual(['2500 mAh']);
  });
  it('supports a rate restated per another unit of time', () => {
    expect(claimsOf('<p>Sposta circa 50 litri al minuto.</p>', lamp)).toEqual([]);
    expect(claimsOf('<p>Sposta circa 80 litri al minuto.</p>', lamp)).toEqual(['circa 80 litri']);
  });
  it("rounds a figure to a whole number of a large unit ('due kilowattora' of 2048 Wh)", () => {
    const station: GroundingProduct = { nome_prodotto: 'Stazione di ricarica', specifiche_tecniche: 'Capacità: 2048 Wh\nPeso: 1,2 kg' };
    expect(claimsOf('<p>Offre due kilowattora di riserva.</p>', station)).toEqual([]);
    expect(claimsOf('<p>Offre tre kilowattora di riserva.</p>', station)).toEqual(['tre kilowattora']);
    expect(claimsOf('<p>Pesa 1 kg.</p>', station)).toEqual(['1 kg']);
  });
});

describe('round 5, figures stated together', () => {
  const cooker: GroundingProduct = {
    nome_prodotto: 'Fornellino ad alcol',
    specifiche_tecniche: 'Tempo di ebollizione: 4 minuti (0,5 L);\n7 minuti (1 L)',
    descrizione_generale: 'In 4 minuti scalda mezzo litro d’acqua, in 7 minuti un litro; il serbatoio si svuota in 25 minuti.',
  };
  it('supports a figure the data states beside another figure the text also gives beside it', () => {
    // 'scalda' names the half litre's fact; the pair (one litre, 7 minutes) is the data's.
    expect(claimsOf('<p>Pro: un litro scaldato in 7 minuti, fiamma stabile.</p>', cooker)).toEqual([]);
    expect(claimsOf('<p>Pro: un litro scaldato in 5 minuti, fiamma stabile.</p>', cooker)).toEqual(['un litro scaldato in 5 minuti']);
  });
});

describe('round 5, yardsticks and example devices', () => {
  const tank: GroundingProduct = { nome_prodotto: 'Serbatoio pieghevole', specifiche_tecniche: 'Capacità: 30 litri' };
  it('reports the people served and the time told against them as one claim', () => {
    expect(claimsOf('<p>I 30 litri bastano a una famiglia di tre persone per quattro giorni.</p>', tank)).toEqual(['tre persone per quattro giorni']);
    // A product of factors is no yardstick: each figure stays a claim of its own.
    expect(claimsOf('<p>Calcolate: persone x 5 litri x 6 giorni.</p>', tank)).toEqual(['5 litri', '6 giorni']);
    // Without a time, the people served are a claim of their own.
    expect(claimsOf('<p>È adatto a una famiglia di tre persone.</p>', tank)).toEqual(['tre persone']);
  });
  it("joins a device's battery to the time told after it when the product has no such figure", () => {
    const panel: GroundingProduct = { nome_prodotto: 'Pannello solare pieghevole 21 W', specifiche_tecniche: 'Potenza: 21 W' };
    expect(claimsOf('<p>Al sole carica un powerbank da 5.000 mAh in circa tre ore.</p>', panel)).toEqual(['5.000 mAh in circa tre ore']);
    const lamp: GroundingProduct = { nome_prodotto: 'Lanterna', specifiche_tecniche: 'Batteria: 4000 mAh' };
    expect(claimsOf('<p>La batteria da 6000 mAh si ricarica in tre ore.</p>', lamp)).toEqual(['6000 mAh', 'tre ore']);
  });
});

describe('round 5, counts', () => {
  it("reads 'ne servono tre' as a count of a noun the data counts", () => {
    const sachets: GroundingProduct = {
      nome_prodotto: 'Bustine potabilizzanti',
      specifiche_tecniche: 'Numero di bustine: 30',
      descrizione_generale: 'Ogni bustina tratta un litro d’acqua limpida; per l’acqua torbida ne servono tre.',
    };
    expect(claimsOf('<p>Con l’acqua torbida servono tre bustine.</p>', sachets)).toEqual([]);
    expect(claimsOf('<p>Con l’acqua torbida servono quattro bustine.</p>', sachets)).toEqual(['quattro bustine']);
  });
});

describe("round 5, Amazon's dimensions and tests told in the first person", () => {
  const blanket: GroundingProduct = {
    nome_prodotto: 'Telo ignifugo per barbecue',
    specifiche_tecniche: 'Dimensioni prodotto: 120L x 90l centimetri\nTemperatura di esercizio: -20 °C a 50 °C\nAdatto a griglie fino a 60 cm',
  };
  it("reads 'L' and 'l' glued to the sides as length and width, not litres", () => {
    expect(claimsOf('<p>Misura 120 x 90 cm.</p>', blanket)).toEqual([]);
    expect(claimsOf('<p>Contiene 120 litri.</p>', blanket)).toEqual(['120 litri']);
  });
  it("reads an amount the data never measures, or a setting within the data's limits, as the test's", () => {
    const told = claimsOf('<p>L’abbiamo provato su un braciere con due litri di olio in fiamme, a -5 °C.</p>', blanket);
    expect(told).not.toContain('due litri');
    expect(told).not.toContain('-5 °C');
    // Outside the data's limits the figure is the product's, and reported.
    expect(claimsOf('<p>L’abbiamo provato su una griglia da 80 cm a -5 °C.</p>', blanket)).toContain('80 cm');
  });
});
