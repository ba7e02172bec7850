import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';
import { articleClaims } from '../../common/news-grounding.ts';

/** Products written the way Amazon.it lists them (the precision round's open-set cases use such data). */
const PANEL: GroundingProduct = {
  nome_sintetico: 'Pannello solare SUNVIGO 28W',
  specifiche_tecniche: ['Potenza massima: 28 Watt', 'Tensione in uscita: 5 Volt', 'Porte di uscita: 1 USB-C PD 18 W, 2 USB-A 5V⎓2,4A'].join('\n'),
  descrizione_generale: 'Aperto misura 84 x 28 cm, chiuso 28 x 16 cm.',
  informazioni_articolo: ['Peso articolo: 610 Grammi', 'Marca: SUNVIGO'].join('\n'),
  prezzo_originale: 59.99,
  prezzo_scontato: 47.99,
};
const RADIOS: GroundingProduct = {
  nome_sintetico: 'Ricetrasmittenti RADIOLINK T16',
  informazioni_articolo: ['Peso articolo: 280 Grammi', 'Marca: RADIOLINK'].join('\n'),
  prezzo_originale: 39.99,
  prezzo_scontato: 32.99,
};
const TOOL: GroundingProduct = {
  nome_sintetico: 'Pinza multiuso FORGIA 14 in 1',
  specifiche_tecniche: 'Materiale della lama: Acciaio inossidabile 420HC',
  informazioni_articolo: ['Peso articolo: 230 Grammi', 'Marca: FORGIA'].join('\n'),
  prezzo_prodotto: 27.5,
};
const EXTINGUISHER: GroundingProduct = {
  nome_sintetico: 'Estintore a polvere 2 kg',
  specifiche_tecniche: 'Temperatura di utilizzo: da -30 °C a +60 °C',
};

const texts = (html: string, ...products: GroundingProduct[]) => findUnverifiedClaims(html, factsOf(products)).map((c) => c.text);
const guide = (html: string) => unverifiedGuideClaims({ introduzione: html, sezioni: [], conclusione: '' }, [PANEL, RADIOS, TOOL]).map((c) => c.text);

describe('precision: figures as writers round and restate them', () => {
  it('reads letters glued to a number as one code with it (420HC), not as an acronym', () => {
    expect(texts('<p>Lame in acciaio inox 420HC.</p>', TOOL)).toEqual([]);
    expect(texts('<p>Lame in acciaio inox 440HC.</p>', TOOL)).toEqual(['440HC']);
  });

  it("reads 'gradi sotto zero' as a negative temperature", () => {
    expect(texts('<p>Funziona tra 30 gradi sotto zero e 60 sopra.</p>', EXTINGUISHER)).toEqual([]);
    expect(texts('<p>Funziona fino a 40 gradi sotto zero.</p>', EXTINGUISHER)).toEqual(['40 gradi sotto zero']);
  });

  it("reads 'supera di poco' as 'poco più di'", () => {
    expect(texts('<p>Aperto supera di poco gli 80 centimetri.</p>', PANEL)).toEqual([]);
    expect(texts('<p>Aperto supera di poco i 70 centimetri.</p>', PANEL)).toEqual(['supera di poco i 70 centimetri']);
  });

  it("lets an amount said with an article or a half ('mezzo chilo') round within 25 %, digits within 10 %", () => {
    expect(texts('<p>Pesa poco più di mezzo chilo.</p>', PANEL)).toEqual([]);
    expect(texts('<p>Pesa poco più di 500 grammi.</p>', PANEL)).toEqual(['poco più di 500 grammi']);
    expect(texts('<p>Pesa poco più di mezzo chilo.</p>', { ...PANEL, informazioni_articolo: 'Peso articolo: 700 Grammi' })).toEqual(['poco più di mezzo chilo']);
  });

  it("leaves quantifiers out of a 'Chiave: valore' line and reads a word that names another key of the data as the data's", () => {
    expect(texts('<ul><li>Tensione: 5 V su tutte le porte.</li></ul>', PANEL)).toEqual([]);
    expect(texts('<ul><li>Tensione: 5 V su prese frontali.</li></ul>', PANEL)).toEqual(['Tensione: 5 V su prese frontali']);
  });
});

describe('precision: totals over the products of a guide', () => {
  it('supports a weight or a price the sentence says adds the products up', () => {
    expect(guide('<p>Il pannello SUNVIGO, le radio RADIOLINK e la pinza FORGIA insieme pesano poco più di un chilo.</p>')).toEqual([]);
    expect(guide('<p>Con una spesa complessiva intorno ai 110 euro (47,99 € il pannello SUNVIGO, 32,99 € le radio RADIOLINK, 27,50 € la pinza FORGIA).</p>')).toEqual([]);
  });

  it('holds a total to the sums, and a figure without a word of adding up to each product', () => {
    expect(guide('<p>Il pannello SUNVIGO e la pinza FORGIA insieme pesano 1,5 kg.</p>')).toEqual(['1,5 kg']);
    expect(guide('<p>Con una spesa complessiva intorno ai 150 euro ci sono il pannello SUNVIGO e le radio RADIOLINK.</p>')).toEqual(['intorno ai 150 euro']);
    expect(guide('<p>Il pannello SUNVIGO pesa 840 grammi.</p>')).toEqual(['840 grammi']);
  });
});

describe('precision: round counts of a news source', () => {
  const source = { titolo: 'Frana in Val Fontanabuona', testo_originale: 'Una frana ha isolato una quarantina di residenti.' };
  it("reads 'una quarantina' as about 40", () => {
    expect(articleClaims('<p>La frana ha isolato circa 40 persone.</p>', source)).toEqual([]);
    expect(articleClaims('<p>La frana ha isolato circa 60 persone.</p>', source).map((c) => c.text)).toContain('60 persone');
  });

  it('reads a figure a comparison follows as the difference of two of the source, also in a smaller unit', () => {
    const river = { titolo: 'Piena del Bisagno', testo_originale: 'Il Bisagno ha raggiunto 2,3 metri, sotto la soglia di attenzione fissata a 3 metri.' };
    expect(articleClaims('<p>Il Bisagno ha toccato i 2,3 metri, settanta centimetri sotto la soglia.</p>', river)).toEqual([]);
    expect(articleClaims('<p>Il Bisagno ha toccato i 2,3 metri, cinquanta centimetri sotto la soglia.</p>', river).map((c) => c.text)).toContain('cinquanta centimetri');
    // Without a comparison after it, a difference is no figure of the source.
    expect(articleClaims('<p>Il livello è salito di settanta centimetri.</p>', river).map((c) => c.text)).toContain('settanta centimetri');
  });
});
