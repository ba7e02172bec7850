import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** The fifth round (docs/ai-quality.md, 'Rules changed in the fifth round'): frequencies, totals and ratings said of every product. */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

const DETECTOR: GroundingProduct = {
  nome_prodotto: 'Rilevatore di monossido di carbonio con display',
  specifiche_tecniche: ['Norma: EN 50291-1:2018', 'Durata batteria: 10 anni'].join('\n'),
  descrizione_generale: 'Il tasto test permette di verificarne il funzionamento ogni settimana. Sostituire il rilevatore ogni 10 anni.',
};
const FILTER: GroundingProduct = {
  nome_prodotto: 'Borraccia filtrante',
  specifiche_tecniche: 'Capacità: 0,6 litri',
  descrizione_generale: 'Pulire il filtro due volte al mese con acqua pulita.',
};

describe('round 5: frequencies of advice are figures held to the data', () => {
  it('reports a counted frequency or an interval the data does not state', () => {
    expect(claimsOf('<p>Premete il tasto test almeno tre volte al mese.</p>', DETECTOR)).toEqual(['tre volte al mese']);
    expect(claimsOf("<p>Conviene controllarlo una volta all'anno.</p>", DETECTOR)).toEqual(["una volta all'anno"]);
    expect(claimsOf('<p>Cambiate le batterie ogni sei mesi.</p>', DETECTOR)).toEqual(['sei mesi']);
    expect(claimsOf('<p>Pulite il filtro una volta al mese.</p>', FILTER)).toEqual(['una volta al mese']);
  });
  it('passes the frequency the data states, in digits, in words or as once a period', () => {
    expect(claimsOf('<p>Pulite il filtro 2 volte al mese.</p>', FILTER)).toEqual([]);
    expect(claimsOf('<p>Il filtro va pulito due volte al mese.</p>', FILTER)).toEqual([]);
    // 'ogni settimana' in the data is once a week.
    expect(claimsOf('<p>Premete il tasto test una volta a settimana.</p>', DETECTOR)).toEqual([]);
    expect(claimsOf('<p>Il rilevatore si sostituisce ogni dieci anni.</p>', DETECTOR)).toEqual([]);
    // Not frequencies: a comparison, a one-off.
    expect(claimsOf('<p>Una volta a casa, si monta sulla parete.</p>', DETECTOR)).toEqual([]);
  });
});

const GUIDE: GroundingProduct[] = [
  { nome_sintetico: 'Ventilatore Brezzino', prezzo_prodotto: 39.99, valutazione_prodotto: 4.6 },
  { nome_sintetico: 'Power station Voltara P300', prezzo_prodotto: 249, valutazione_prodotto: 4.3 },
  { nome_sintetico: 'Asciugamani rinfrescanti Gelida', prezzo_prodotto: 12.99, valutazione_prodotto: 4.5 },
];
const guideClaims = (html: string) => findUnverifiedClaims(html, factsOf(GUIDE)).map((c) => c.text);

describe('round 5: a bound on what the products cost together holds for their sum', () => {
  it('holds a total to every product, or to the two or more its sentence names', () => {
    // 39,99 + 249 + 12,99 = 301,98: two cheap products alone do not make it true.
    expect(guideClaims('<p>In tutto si spende meno di 120 euro.</p>')).toEqual(['meno di 120 euro']);
    expect(guideClaims('<p>In tutto si spende meno di 310 euro.</p>')).toEqual([]);
    // Brezzino + Gelida = 52,98.
    expect(guideClaims('<p>Il Brezzino e i Gelida insieme costano meno di 55 euro.</p>')).toEqual([]);
    expect(guideClaims('<p>Il Brezzino e i Gelida insieme costano meno di 50 euro.</p>')).toEqual(['meno di 50 euro']);
  });
  it('leaves a price said of one product as it was', () => {
    expect(guideClaims('<p>La Voltara costa meno di 250 euro.</p>')).toEqual([]);
  });
});

describe('round 5: a rating bound said of every product holds for each', () => {
  it("reads 'tutti', 'ciascuno', 'entrambi' and the plural 'superiori a'", () => {
    expect(guideClaims('<p>Tutti e tre hanno valutazioni superiori a 4,4 stelle.</p>')).toEqual(['4,4 stelle']);
    expect(guideClaims('<p>Tutti e tre hanno valutazioni superiori a 4,2 stelle.</p>')).toEqual([]);
    // Said of one product, the best rating is enough.
    expect(guideClaims('<p>Il Brezzino ha una valutazione superiore a 4,5 stelle.</p>')).toEqual([]);
  });
});
