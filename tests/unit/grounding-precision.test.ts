import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct, parseNumber } from '../../common/grounding.ts';

/** A power bank whose listing writes its units together with the numbers, as Amazon.it does. */
const POWER_BANK: GroundingProduct = {
  nome_prodotto: 'Power Bank 25000mAh 65W, USB C PD',
  nome_sintetico: 'Power bank Prova 25K',
  specifiche_tecniche: [
    'Capacità: 25000mAh / 90Wh',
    'Uscita USB-C: 65W max (5V3A/9V3A/12V3A/15V3A/20V3,25A)',
    'Ingresso USB-C: 100W max',
    'Tempo di ricarica: circa 1,5 ore con caricatore da 100W',
  ].join('\n'),
};

/** A lantern whose colour temperatures are given one by one and whose ranges use '~'. */
const LANTERN: GroundingProduct = {
  nome_sintetico: 'Lanterna Prova',
  specifiche_tecniche: [
    'Temperatura colore: luce calda 3000 K, luce naturale 4500 K, luce fredda 6500 K',
    'Autonomia: 5~40 h',
    'Temperatura di esercizio: -10 °C ~ 50 °C',
    'Ricarica: USB-C 5V/2A',
  ].join('\n'),
  descrizione_generale: 'Funziona anche con 3 pile stilo (non incluse).',
};

const texts = (html: string, ...products: GroundingProduct[]) => findUnverifiedClaims(html, factsOf(products)).map((c) => c.text);

describe('precision: units written together or apart', () => {
  it('reads charging profiles written without spaces (5V3A, 20V3,25A) as volts and amperes', () => {
    expect(texts('<p>I profili vanno da 5 V 3 A fino a 20 V e 3,25 A.</p>', POWER_BANK)).toEqual([]);
    expect(texts('<p>Arriva a 20 V e 4 A.</p>', POWER_BANK)).toEqual(['4 A']);
  });

  it('reads a plain space between groups of three digits as a thousands separator', () => {
    expect(parseNumber('25 000')).toEqual([25000]);
    expect(texts('<p>I 25 000 mAh sono 90 Wh.</p>', POWER_BANK)).toEqual([]);
    expect(texts('<p>I 26 000 mAh.</p>', POWER_BANK)).toEqual(['26 000 mAh']);
  });
});

describe('precision: ranges written two ways', () => {
  it("reads '~' as a range in the data", () => {
    expect(texts('<p>Dura da 5 a 40 ore e funziona tra -10 °C e 50 °C.</p>', LANTERN)).toEqual([]);
    expect(texts('<p>Dura da 5 a 48 ore.</p>', LANTERN)).toEqual(['da 5 a 48 ore']);
  });

  it('supports a range whose two ends the data gives one by one', () => {
    expect(texts('<p>La luce si regola da 3000 a 6500 K, o tra 3000 K e 4500 K.</p>', LANTERN)).toEqual([]);
    expect(texts('<p>La luce si regola da 2700 a 6500 K.</p>', LANTERN)).toEqual(['da 2700 a 6500 K']);
  });

  it("supports a range the data gives as such whatever the words around it ('duri da 5 a 40 ore')", () => {
    const withProse = { ...LANTERN, descrizione_generale: 'In modalità minima dura fino a 40 ore.' };
    expect(texts('<p>Una lanterna che duri da 5 a 40 ore.</p>', withProse)).toEqual([]);
  });
});

describe('precision: generic standards and sizes', () => {
  it('reads battery sizes by their Italian names (AA = stilo), and still tells AA from AAA', () => {
    expect(texts('<p>Accetta anche tre pile AA.</p>', LANTERN)).toEqual([]);
    expect(texts('<p>Accetta anche tre pile AAA.</p>', LANTERN)).toEqual(['AAA']);
  });

  it('takes paper sizes, metric threads, clothing sizes and the CE marking for no product code', () => {
    expect(texts('<p>Piegato occupa meno di un foglio A6, si fissa con una vite M8, veste fino alla XXXL e ha la marcatura CE.</p>', LANTERN)).toEqual([]);
    expect(texts('<p>Protezione IP67.</p>', LANTERN)).toEqual(['IP67']);
  });
});

describe('recall: a value of the other role', () => {
  it("does not take the data's input for an output, nor its output for an input", () => {
    expect(texts('<p>Con i suoi 100 W in uscita ricarica anche i portatili.</p>', POWER_BANK)).toEqual(['100 W']);
    expect(texts('<p>Il power bank si ricarica a 65 W.</p>', POWER_BANK)).toEqual(['65 W']);
    expect(texts('<p>La porta USB-C eroga 2 A.</p>', LANTERN)).toEqual(['2 A']);
    expect(texts('<p>Regge picchi di 100 W.</p>', POWER_BANK)).toEqual(['100 W']);
  });

  it('still supports each value in its own role', () => {
    expect(texts('<p>Eroga fino a 65 W e si ricarica a 100 W; la porta USB-C in ingresso accetta 2 A.</p>', POWER_BANK, LANTERN)).toEqual([]);
  });
});
