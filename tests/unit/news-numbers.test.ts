import { describe, expect, it } from 'vitest';
import { articleClaims } from '../../common/news-grounding.ts';
import { figuresIn, figuresNotInSource, sourceValues } from '../../common/grounding/news-numbers.ts';

const source = {
  titolo: 'Blackout in città: 120.000 utenze al buio',
  testo_originale:
    'Il guasto di martedì 14 gennaio ha lasciato al buio oltre 120.000 utenze. Le squadre erano 35; le ultime 6.000 utenze sono tornate servite dopo 18 ore, entro le 2 di notte l’80% era servito. Fuori c’erano -3 gradi. Danni per circa 1,2 milioni di euro. Il servizio idrico resta sospeso per 48 ore.',
  fonte: 'Cronaca',
  link_fonte: 'https://cronaca.example/blackout',
};
const texts = (html: string) => articleClaims(html, source).map((c) => c.text);

/** A news text's figures are held to its source's (decision 0067). */
describe('news figures held to the source', () => {
  it('reads figures in digits and words, scaled by mila and milioni, with the noun they count', () => {
    expect(figuresIn('Oltre 120 mila utenze e 50 squadre; 1,2 milioni di euro; seimila famiglie').map((f) => [f.quote, f.values])).toEqual([
      ['120 mila utenze', [120000]],
      ['50 squadre', [50]],
      ['1,2 milioni', [1200000]],
      ['seimila famiglie', [6000]],
    ]);
    // Italian prose groups thousands with a dot; '80 per cento' is a percentage, not a hundred.
    expect(figuresIn('150.000 utenze').map((f) => f.values)).toEqual([[150000]]);
    expect(figuresIn('l’80 per cento').map((f) => f.values)).toEqual([[80]]);
  });

  it('passes the source figures restated in other words: mila, words, unsigned, another unit of time', () => {
    expect(texts('<p>Più di 120 mila utenze al buio, trentacinque squadre al lavoro; alle due l’80 per cento era servito.</p>')).toEqual([]);
    expect(texts('<p>Le ultime seimila hanno atteso diciotto ore, con tre gradi sotto zero; il servizio idrico resta sospeso per due giorni.</p>')).toEqual([]);
    expect(texts('<p>Danni per circa 1,2 milioni di euro, stimati un anno fa.</p>')).toEqual([]);
  });

  it('flags a figure the source does not state, whatever noun it counts, bare numbers and words after a copula too', () => {
    expect(texts('<p>Al lavoro 50 squadre e 800 pasti distribuiti.</p>')).toEqual(['50 squadre', '800 pasti']);
    expect(texts('<p>I centri aperti sono stati sei, le autobotti sono 60.</p>')).toEqual(['sei', '60']);
    expect(texts('<p>Lavori conclusi il 15 febbraio.</p>')).toEqual(['15 febbraio']);
    expect(texts('<p>Utenze al buio: oltre 150.000.</p>')).toEqual(['150.000']);
    // 'sei' the verb is no figure.
    expect(texts('<p>Se sei in casa, resta al caldo.</p>')).toEqual([]);
  });

  it('approximations stay within 5 % of the source; a unit conversion needs a unit', () => {
    expect(texts('<p>Circa 125.000 utenze al buio.</p>')).toEqual([]);
    expect(texts('<p>Circa 140.000 utenze al buio.</p>')).toEqual(['140.000 utenze']);
    // 5 × 24 = 120 is no reason to pass five transformers against 120.000 users.
    expect(texts('<p>I trasformatori da sostituire sono cinque.</p>')).toEqual(['cinque']);
  });

  it('a time of day is one figure: its hour is no count of anything', () => {
    const withTimes = { ...source, testo_originale: `${source.testo_originale} Lavori dalle 8:30 alle 16:30.` };
    expect(articleClaims('<p>Il gestore ha predisposto 8 gruppi elettrogeni.</p>', withTimes).map((c) => c.text)).toEqual(['8 gruppi']);
    expect(articleClaims('<p>Lavori tra le 8:30 e le 16:30.</p>', withTimes)).toEqual([]);
  });

  it('telephone numbers, times of day, days of months, shares and spans are read as what they are', () => {
    const notice = {
      titolo: 'Allerta',
      testo_originale:
        'Il numero verde 800.177.797 è attivo. Esercitazione dal 6 all’8 novembre, con il test alle 8.42 di giovedì 6 novembre; uffici aperti dalle 22 alle 6. I messaggi arrivano entro 60 secondi. Le donne sono il 31% dei volontari. Il piano vale fino al 30 giugno.',
    };
    const claims = (html: string) => articleClaims(html, notice).map((c) => c.text);
    // The same number written in other groups; the span as days and hours; a share as its percentage.
    expect(claims('<p>Chiamate lo 800 177 797. Tre giorni di esercitazione, dalle 22: otto ore. Quasi un volontario su tre è donna.</p>')).toEqual([]);
    // A time of day, a date and an amount are held to the source's times, dates and amounts of their kind.
    expect(claims('<p>Il test scatterà alle 9.30 del 15 maggio; i messaggi arriveranno entro 30 secondi.</p>')).toEqual(['9.30', '15 maggio', '30 secondi']);
    expect(claims('<p>Il test delle 8.42 di giovedì 6 novembre: messaggi entro 60 secondi, un minuto.</p>')).toEqual([]);
    // A unit written with its figure stays in the claim, so a confirmation of it matches.
    expect(claims('<p>Raffiche a 90 km/h e il 40% dei volontari.</p>')).toEqual(['90 km/h', '40%']);
  });

  it('a figure inside a quotation is left to the quote check, which flags the quotation once', () => {
    const claims = articleClaims('<p>«Ridurremo i consumi del 20 per cento entro l’estate», ha detto.</p>', source);
    expect(claims.map((c) => c.kind)).toEqual(['citazione']);
    expect(figuresNotInSource('<p>«Ridurremo i consumi del 20 per cento»</p>', sourceValues('niente'))).toEqual([]);
  });
});
