import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { explainClaims } from '../../common/grounding/explain.ts';
import { articleClaims, newsFacts } from '../../common/news-grounding.ts';

/**
 * Why each claim of the gate is flagged (common/grounding/explain.ts, decision 0069): the nearest
 * fact as the data words it, or what the data has nothing on.
 */
const KETTLE: GroundingProduct = {
  nome_prodotto: 'Bollitore elettrico in acciaio, 1,7 L',
  nome_sintetico: 'Bollitore Rapido',
  specifiche_tecniche: 'Potenza nominale: 1800 W\nCapacità: 1,7 litri\nMateriale: acciaio inox\nPeso: 1,1 kg\nImpermeabilità: IPX4\nTempo di ricarica della base: 2 ore',
  descrizione_generale: '<p>Un bollitore pratico. Porta a ebollizione un litro in circa 4 minuti. Spegnimento automatico.</p>',
  prezzo_prodotto: 39.99,
  prezzo_originale: 49.99,
  valutazione_prodotto: 4.5,
};

/** The claims of `html` against `products`, explained: text → what is said of it. */
function explained(html: string, products: GroundingProduct[] = [KETTLE], extra?: string[]) {
  const facts = factsOf(products, extra);
  return Object.fromEntries(explainClaims(html, findUnverifiedClaims(html, facts), facts).map((c) => [c.text, c.dato ?? c.manca]));
}

describe('the nearest fact of a product’s data', () => {
  it('a quantity: the line with one of the same dimension, its key named in the sentence', () => {
    expect(explained('<p>Ha una potenza di 2200 W.</p><p>Pesa 900 grammi.</p>')).toEqual({ '2200 W': 'Potenza nominale: 1800 W', '900 grammi': 'Peso: 1,1 kg' });
  });

  it('a quantity found in prose: the sentence of the description that holds it, not a line of the same dimension about something else', () => {
    expect(explained('<p>Porta a ebollizione un litro in 3 minuti.</p>')).toEqual({ '3 minuti': 'Porta a ebollizione un litro in circa 4 minuti.' });
    expect(explained('<p>La base si ricarica in 5 ore.</p>')).toEqual({ '5 ore': 'Tempo di ricarica della base: 2 ore' });
  });

  it('prices: the price fields, the offer or the list price by the sentence’s words', () => {
    expect(explained('<p>Costa 29,99 euro.</p>')).toEqual({ '29,99 euro': 'Prezzo in offerta: 39,99 €' });
    expect(explained('<p>Il prezzo di listino è di 59,99 euro.</p>')).toEqual({ '59,99 euro': 'Prezzo di listino: 49,99 €' });
    expect(explained('<p>Costa 29,99 euro.</p>', [{ ...KETTLE, prezzo_prodotto: null, prezzo_originale: null }])).toEqual({ '29,99 euro': 'Nessun dato sul prezzo' });
  });

  it('ratings: the rating field; none when the data has no rating', () => {
    expect(explained('<p>Gli acquirenti gli danno 4,8 su 5.</p>')).toEqual({ '4,8 su 5': 'Valutazione: 4,5 su 5' });
    expect(explained('<p>Gli acquirenti gli danno 4,8 su 5.</p>', [{ ...KETTLE, valutazione_prodotto: null }])).toEqual({ '4,8 su 5': 'Nessun dato sulla valutazione' });
  });

  it('codes: a code of the same family; else the code the data lacks', () => {
    expect(explained('<p>È impermeabile IP68.</p>')).toEqual({ IP68: 'Impermeabilità: IPX4' });
    expect(explained('<p>È conforme alla norma EN 14604.</p>')).toEqual({ 'EN 14604': 'Nessun dato su EN 14604' });
  });

  it('a "Chiave: valore" line: the data’s line with the same key', () => {
    expect(explained('<p>Materiale: titanio</p>')).toEqual({ 'Materiale: titanio': 'Materiale: acciaio inox' });
    expect(explained('<p>Garanzia: 5 anni</p>')).toEqual({ '5 anni': 'Nessun dato sulla garanzia' });
  });

  it('nothing of that kind: what is missing, in good Italian', () => {
    const bare: GroundingProduct = { nome_sintetico: 'Torcia', specifiche_tecniche: 'Colore: nero' };
    expect(explained('<p>Fa 300 lumen con 1800 W e pesa 2 kg.</p>', [bare])).toEqual({
      '300 lumen': 'Nessun dato sulla luminosità',
      '1800 W': 'Nessun dato sulla potenza',
      '2 kg': 'Nessun dato sul peso',
    });
    const count = [{ text: '4 prese', kind: 'misura' }];
    expect(explainClaims('<p>Ha 4 prese.</p>', count, factsOf([bare]))[0]!.manca).toBe('Nessun dato sul numero di prese');
    expect(explainClaims('<p>Ha 4 prese.</p>', count, factsOf([{ specifiche_tecniche: 'Colore: nero\nNumero di prese: 3' }]))[0]!.dato).toBe('Numero di prese: 3');
    expect(explained('<p>Il corpo è in titanio.</p>', [bare])).toEqual({ titanio: 'Nessun dato su «titanio»' });
  });

  it('a first-person test and a link: a fitting line; the model’s claims keep their reason', () => {
    expect(explained('<p>L’abbiamo usato per tre settimane in redazione.</p>')).toEqual({
      'L’abbiamo usato per tre settimane': 'Nessun dato può sostenere una prova in prima persona: la conferma solo chi l’ha fatta.',
    });
    expect(explained('<p>Lo trovi su <a href="https://negozio.example/b">questo sito</a>.</p>')).toEqual({
      'collegamento a negozio.example': 'Nessun dato nomina questo sito: controlla il collegamento.',
    });
    const model = [{ text: 'È il migliore della categoria', kind: 'qualitativa', motivo: 'Nessun confronto nei dati.' }];
    expect(explainClaims('<p>È il migliore della categoria.</p>', model, factsOf([KETTLE]))).toEqual(model);
  });

  it('several products (a guide): the line is named after its product', () => {
    const lamp: GroundingProduct = { nome_sintetico: 'Lanterna X', specifiche_tecniche: 'Flusso luminoso: 300 lumen' };
    expect(explained('<p>La lanterna fa 500 lumen.</p>', [KETTLE, lamp], ['Guida alle lanterne'])).toEqual({ '500 lumen': 'Lanterna X — Flusso luminoso: 300 lumen' });
  });

  it('a long sentence is cut, so a confirmation’s source stays within its limit', () => {
    const long: GroundingProduct = { descrizione_generale: `Ha una potenza di 1800 W ${'e molte altre qualità '.repeat(30)}.` };
    const [claim] = explainClaims('<p>Ha 2000 W.</p>', findUnverifiedClaims('<p>Ha 2000 W.</p>', factsOf([long])), factsOf([long]));
    expect(claim!.dato!.length).toBeLessThanOrEqual(300);
    expect(claim!.dato).toMatch(/^Ha una potenza di 1800 W.*…$/);
  });
});

describe('a news item: the nearest sentence of its source', () => {
  const source = {
    titolo: 'Droni, nuove regole',
    testo_originale: 'Il ministro ha detto che le regole entreranno in vigore a marzo. I droni sopra i 250 grammi dovranno essere registrati. La multa arriva a 1.000 euro.',
    fonte: 'Agenzia di prova',
  };
  const html =
    '<p>I droni sopra i 500 grammi andranno registrati, con multe fino a 2.000 euro. Il ministro ha dichiarato: «le nuove regole saranno in vigore da marzo prossimo».</p><p>Anche i «piloti dovranno superare un esame teorico».</p>';
  it('numbers, prices and a quote said in other words; a quote the source has nothing like', () => {
    const claims = explainClaims(html, articleClaims(html, source), newsFacts(source));
    expect(Object.fromEntries(claims.map((c) => [c.text, c.dato ?? c.manca]))).toEqual({
      '500 grammi': 'I droni sopra i 250 grammi dovranno essere registrati.',
      '2.000 euro': 'La multa arriva a 1.000 euro.',
      'le nuove regole saranno in vigore da marzo prossimo': 'Il ministro ha detto che le regole entreranno in vigore a marzo.',
      'piloti dovranno superare un esame teorico': 'La fonte non contiene queste parole così come sono scritte.',
    });
  });
});
