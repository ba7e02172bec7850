import { describe, expect, it } from 'vitest';
import { articleClaims, type NewsSource } from '../../common/news-grounding.ts';

/**
 * The fifth round's rules for news and guides (docs/ai-quality.md, 'Rules changed in the fifth
 * round (guides and news)'): each a text the rules flagged though its data or source states the
 * figure, and a near text that must still be flagged.
 */
const FLOOD: NewsSource = {
  titolo: 'Piena del Tanaro, evacuate 2.400 persone: scuole chiuse in quattro comuni',
  testo_originale: [
    'ALBA, 12 OTT - Il Tanaro ha superato la soglia di guardia alle 5.20 di oggi, sabato: al ponte di Alba l’idrometro segnava 4,8 metri. La piena ha danneggiato un argine in terra lungo 600 metri e una condotta da 800 millimetri.',
    'Il Comune ha fatto evacuare 2.400 persone delle frazioni basse; 35 squadre di volontari sono al lavoro. Per chi viola le ordinanze sono previste multe fino a 5.000 euro.',
    'Scuole chiuse ad Alba, Bra e Cherasco (e nei quartieri di Mussotto e Piana Biglini) fino a lunedì. I forti venti da ovest hanno rallentato i lavori.',
    'Il bollettino dell’Arpa indicava un pericolo moderato, grado 4 su una scala di 5, per le prossime 24 ore.',
  ].join('\n'),
  fonte: 'La Stampa',
};
const claims = (html: string, source: NewsSource = FLOOD) => articleClaims(html, source).map((c) => c.text);

describe('round 5, news: figures the source states in other words', () => {
  it('reads a length in any unit of length, and half units', () => {
    expect(claims('<p>Danneggiata una condotta da 0,8 metri e un argine lungo seicento metri; al ponte l’acqua era a 4,8 m.</p>')).toEqual([]);
    expect(claims('<p>Danneggiata una condotta da 1,2 metri.</p>')).toEqual(['1,2 metri']);
    expect(claims('<p>L’idrometro segnava quattro metri e mezzo.</p>')).toEqual(['quattro metri e mezzo']);
  });
  it('reads a time of day in words, approximate within half an hour', () => {
    expect(claims('<p>Il fiume ha superato la soglia poco dopo le cinque del mattino.</p>')).toEqual([]);
    expect(claims('<p>Il fiume ha superato la soglia verso le cinque e mezza.</p>')).toEqual([]);
    // Not the same hour, nor a time near enough.
    expect(claims('<p>Il fiume ha superato la soglia alle sei del mattino.</p>')).toEqual(['sei del mattino']);
    expect(claims('<p>Il fiume ha superato la soglia poco prima delle sette.</p>')).toEqual(['sette']);
  });
  it('takes the day of a dateline with an abbreviated month', () => {
    expect(claims('<p>Sabato 12 ottobre il Tanaro ha superato la soglia di guardia.</p>')).toEqual([]);
    expect(claims('<p>Sabato 13 ottobre il Tanaro ha superato la soglia di guardia.</p>')).toEqual(['13 ottobre']);
  });
  it("reads 'i venti' as winds, not twenty", () => {
    expect(claims('<p>I venti da ovest hanno rallentato i lavori.</p>')).toEqual([]);
    expect(claims('<p>Al lavoro venti squadre di volontari.</p>')).toEqual(['venti squadre']);
  });
  it('counts the names of a list in parentheses', () => {
    expect(claims('<p>Scuole chiuse anche in due quartieri di Alba, Mussotto e Piana Biglini.</p>')).toEqual([]);
    expect(claims('<p>Scuole chiuse anche in sei quartieri di Alba.</p>')).toEqual(['sei quartieri']);
  });
  it('reports an invented figure once, though the text restates it', () => {
    expect(claims('<h2>Evacuate 2.600 persone</h2><p>Il Comune ha fatto evacuare 2.600 residenti delle frazioni basse.</p>')).toEqual(['2.600 persone']);
    expect(claims('<p>Multe fino a 8mila euro; chi costruisce sull’argine rischia 8.000 euro.</p>')).toEqual(['8mila euro']);
    // Small counts of different nouns are different claims.
    expect(claims('<p>Sono rimaste ferite sette persone e sono crollate sette case.</p>')).toEqual(['sette persone', 'sette case']);
  });
  it('holds a level on a scale to the source, as no product rating', () => {
    expect(claims('<p>Il pericolo era forte, grado 4 su 5.</p>')).toEqual([]);
    expect(claims('<p>Il pericolo era marcato, grado 3 su 5.</p>')).toEqual(['3 su 5']);
  });
});
