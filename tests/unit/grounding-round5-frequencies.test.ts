import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** The fifth round: how often something is done is a figure (common/grounding/frequencies.ts; docs/ai-quality.md). */
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
