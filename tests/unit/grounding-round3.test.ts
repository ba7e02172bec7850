import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { articleClaims, type NewsSource } from '../../common/news-grounding.ts';

/** The third round's rules (docs/ai-quality.md, 'The third round'), each on data written the way Amazon.it lists it. */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

const JUMP_STARTER: GroundingProduct = {
  nome_prodotto: 'FULMIX Avviatore Auto 1500A, Power Bank 16000mAh con Uscita USB-C PD 20W, Ricarica Rapida 20W',
  nome_sintetico: 'FULMIX Avviatore FX-15',
  specifiche_tecniche: ['Uscite: 1 x USB-C PD 20W, 1 x USB-A 5V/2A', 'Ingresso: USB-C 5V/2A'].join('\n'),
};

describe('round 3, precision: a unit glued to its number after a code', () => {
  it("reads 'USB-C PD 20W' in the data as a power, not as a code 'PD 20W'", () => {
    expect(claimsOf('<p>Ha una porta USB-C PD da 20 W per il telefono.</p>', JUMP_STARTER)).toEqual([]);
    expect(claimsOf('<p>Ha una porta USB-C PD da 30 W per il telefono.</p>', JUMP_STARTER)).toEqual(['30 W']);
  });
  it("takes the data's 'Ricarica Rapida 20W' for an output, not for the product's own charging", () => {
    expect(claimsOf('<p>Si ricarica a 20 W.</p>', JUMP_STARTER)).toEqual(['20 W']);
  });
});

const STOVE: GroundingProduct = {
  nome_sintetico: 'Fornello FIAMMETTA B1',
  specifiche_tecniche: ['Potenza: 2100 W', 'Autonomia: circa 2 ore con una cartuccia da 227 g'].join('\n'),
  descrizione_generale: 'Fornello a butano per il campeggio e per i blackout.',
};

describe('round 3, precision: the scene of a first-person experience', () => {
  it('does not list the length of the event told, besides the experience claim', () => {
    expect(claimsOf('<p>Durante un blackout di tre giorni lo abbiamo usato per tutti i pasti.</p>', STOVE)).toEqual(['lo abbiamo usato']);
  });
  it("still lists a span the data gives as the product's ('autonomia') and any figure outside such a sentence", () => {
    expect(claimsOf('<p>Lo abbiamo usato con un’autonomia di tre ore.</p>', STOVE)).toContain('tre ore');
    expect(claimsOf('<p>Dura un blackout di tre giorni.</p>', STOVE)).toEqual(['tre giorni']);
  });
});

const SNOW: NewsSource = {
  titolo: 'Neve sul Molise: chiusa la provinciale 12, scuole chiuse in quattro comuni',
  testo_originale: [
    'CAMPOBASSO, 9 FEBBRAIO - Raffiche fino a 80 chilometri orari e mezzo metro di neve nella notte: la Provincia ha chiuso la strada provinciale 12.',
    'Scuole chiuse a Capracotta, Agnone, Vastogirardi e Pescopennataro; alle 7 di ieri la neve aveva già superato i 30 centimetri.',
    'La Regione ha stanziato 3,5 milioni di euro, 1,2 in più del 2024. Le scuole riapriranno lunedì 12.',
  ].join('\n'),
  fonte: 'Il Quotidiano del Molise',
  link_fonte: 'https://www.example.it/neve-molise',
};
const newsClaims = (html: string) => articleClaims(html, SNOW).map((c) => c.text);

describe('round 3, precision: news figures the source states in other words', () => {
  it('reads a speed as a speed, not as hours', () => {
    expect(newsClaims('<p>Raffiche fino a 80 km/h.</p>')).toEqual([]);
    expect(newsClaims('<p>Raffiche fino a 90 km/h.</p>')).toEqual(['90 km/h']);
  });
  it("dates 'ieri' by the source's dateline, and a weekday's day by the month the source names", () => {
    expect(newsClaims('<p>Alle 7 dell’8 febbraio c’erano già 30 centimetri di neve.</p>')).toEqual([]);
    expect(newsClaims('<p>Le scuole riapriranno il 12 febbraio.</p>')).toEqual([]);
    expect(newsClaims('<p>Le scuole riapriranno il 13 febbraio.</p>')).toEqual(['13 febbraio']);
  });
  it('counts the names the source lists after the same noun', () => {
    expect(newsClaims('<p>Scuole chiuse in quattro comuni dell’Alto Molise.</p>')).toEqual([]);
    expect(newsClaims('<p>Le scuole sono chiuse in cinque comuni.</p>')).toEqual(['cinque comuni']);
  });
  it('understands the scale of a bare figure after a scaled one', () => {
    expect(newsClaims('<p>La Regione ha stanziato 3,5 milioni, 1,2 in più del 2024.</p>')).toEqual([]);
    expect(newsClaims('<p>La Regione ha stanziato 3,5 milioni, 1,4 in più del 2024.</p>')).toEqual(['1,4']);
  });
  it('reads a road by its initials as the source writes it out', () => {
    expect(newsClaims('<p>Chiusa la SP12.</p>')).toEqual([]);
    expect(newsClaims('<p>Chiusa la SP13.</p>')).toEqual(['SP13']);
  });
});

describe("round 3, precision: lines that look like 'Chiave: valore' and are not", () => {
  const UPS: GroundingProduct = {
    nome_sintetico: 'Mini UPS RETEVIVA 8000',
    specifiche_tecniche: ['Tempo di commutazione: 0 Millisecondi', 'Torcia: LED, 3 modalità (alta, bassa, SOS)', 'Primo avvio: premere il tasto per 3 secondi'].join('\n'),
  };
  it('reads a title whose second half asks as no specification', () => {
    expect(claimsOf('<h2>Primo avvio: cosa sapere prima di collegarlo</h2>', UPS)).toEqual([]);
  });
  it("reads a line's value in words as a figure, and its comment after the comma as prose", () => {
    expect(claimsOf('<ul><li>Commutazione: zero millisecondi</li><li>Torcia: tre modalità, SOS compreso</li></ul>', UPS)).toEqual([]);
    expect(claimsOf('<ul><li>Torcia: cinque modalità, SOS compreso</li></ul>', UPS)).toEqual(['cinque modalità']);
  });
  it("holds a news item's summary lines to the source figure by figure, not as a product's line", () => {
    expect(newsClaims('<h2>Neve in Molise: scuole e strade sotto pressione</h2><p>Vento: raffiche fino a 80 km/h.</p>')).toEqual([]);
  });
});
