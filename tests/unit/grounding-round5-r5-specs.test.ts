import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** Round 5, specifications, first-person testing, prices and ratings (docs/ai-quality.md), on data written the way Amazon.it lists it. */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

const FLASK: GroundingProduct = {
  nome_prodotto: 'TERMOVA Thermos Acciaio Inox 750 ml, Borraccia Termica Sottovuoto a Doppia Parete, Senza BPA',
  nome_sintetico: 'Thermos Termova TV-750',
  specifiche_tecniche: [
    'Marca: Termova',
    'Materiale: Acciaio inossidabile 18/8',
    'Colore: Blu notte',
    'Capacità: 750 Millilitri',
    'Peso articolo: 420 Grammi',
    'Mantenimento del calore: 12 Ore',
  ].join('\n'),
  descrizione_generale: 'Il tappo a vite con guarnizione in silicone alimentare non perde. Il bicchiere svitabile è già compreso.',
  contenuto_scatola: '1 x Thermos, 1 x Spazzolino per la pulizia',
  prezzo_prodotto: 24.9,
  valutazione_prodotto: 4.4,
};

describe("round 5, 'Chiave: valore' lines: a specification only when the value is a bare value the data lacks", () => {
  it('reads a value with a figure after other words, with an article or with a verb as prose', () => {
    const html = [
      '<ul><li><strong>Peso:</strong> poco meno di mezzo chilo</li>',
      '<li><strong>Calore:</strong> lo tiene fino a 12 ore</li>',
      '<li><strong>Materiale:</strong> l’acciaio inox della scocca</li>',
      '<li><strong>Pulizia:</strong> basta sciacquarlo</li>',
      '<li><strong>Calore:</strong> tiene il tè caldo</li></ul>',
    ].join('');
    expect(claimsOf(html, FLASK)).toEqual([]);
    // The figures of such a value are still held to the data, and a bare value the data lacks is a claim.
    expect(claimsOf('<ul><li><strong>Calore:</strong> lo tiene fino a 24 ore</li></ul>', FLASK)).toEqual(['24 ore']);
    expect(claimsOf('<ul><li><strong>Materiale:</strong> titanio</li><li>Colore: rosso</li></ul>', FLASK)).toEqual(['Materiale: titanio', 'Colore: rosso']);
  });

  it('holds the words after a measure, and the items after a comma, to the data under any key', () => {
    expect(claimsOf('<ul><li>Capacità: 750 ml con il bicchiere</li><li>Materiale: acciaio inox, guarnizione in silicone</li></ul>', FLASK)).toEqual([]);
    expect(claimsOf('<ul><li>Capacità: 750 ml con la cannuccia</li></ul>', FLASK)).toEqual(['Capacità: 750 ml con la cannuccia']);
    expect(claimsOf('<ul><li>Materiale: acciaio inox, guarnizione in sughero</li></ul>', FLASK)).toEqual(['Materiale: acciaio inox, guarnizione in sughero']);
    // The first item answers the label: a word the data has elsewhere is not its value.
    expect(claimsOf('<ul><li>Materiale: silicone</li></ul>', FLASK)).toEqual(['Materiale: silicone']);
  });

  it("reads a heading 'Tema: prodotto' as a title, not as a line of a table", () => {
    expect(claimsOf('<h2>Calore: il thermos Termova</h2><p>Sta nello zaino.</p>', FLASK)).toEqual([]);
    expect(claimsOf('<h3>Materiale: la scheda</h3>', FLASK)).toEqual([]);
    expect(claimsOf('<p>Materiale: plastica</p>', FLASK)).toEqual(['Materiale: plastica']);
  });
});

const DETECTOR: GroundingProduct = {
  nome_prodotto: 'ALLARMIX Rilevatore di Monossido di Carbonio con Display, Sensore Elettrochimico, Batteria 10 Anni',
  nome_sintetico: 'Rilevatore Allarmix AX-5',
  specifiche_tecniche: ['Marca: Allarmix', 'Gas rilevato: Monossido di carbonio', 'Livello sonoro: 85 dB', 'Norma: EN 50291-1'].join('\n'),
};

describe('round 5, acronyms that name no specification of the product', () => {
  it('reads a gas by its formula as the data’s name for it', () => {
    expect(claimsOf('<p>Un rilevatore di CO va messo in camera da letto.</p>', DETECTOR)).toEqual([]);
    expect(claimsOf('<p>Rileva anche il CO2 e il GPL.</p>', DETECTOR)).toEqual(['CO2', 'GPL']);
  });
  it('reads a body credited as the source of a figure as a source', () => {
    expect(claimsOf('<p>Secondo i dati dell’ISTAT, quasi una casa su due ha una caldaia a gas.</p>', DETECTOR)).toEqual([]);
    expect(claimsOf('<p>Le stime dell’ISS parlano di centinaia di intossicazioni all’anno.</p>', DETECTOR)).toEqual([]);
    // A body the product is said to be approved by is a claim; so is a feature after a noun without 'di'.
    expect(claimsOf('<p>È approvato dall’IMQ e ha la ricerca GPS.</p>', DETECTOR)).toEqual(['IMQ', 'GPS']);
  });
});

describe('round 5, first-person testing: what the sentence really says', () => {
  it('reads a heading that labels the story as no claim when the text below tells it', () => {
    expect(claimsOf('<h2>La nostra prova</h2><p>L’abbiamo portato in montagna: il tè restava caldo.</p>', FLASK)).toEqual(['L’abbiamo portato']);
    // Alone, or with a verb, the heading is the claim.
    expect(claimsOf('<h2>La nostra prova</h2><p>Il tappo a vite non perde.</p>', FLASK)).toEqual(['La nostra prova']);
    expect(claimsOf('<h2>Come l’abbiamo provato</h2><p>L’abbiamo riempito ogni mattina.</p>', FLASK)).toEqual(['l’abbiamo provato', 'L’abbiamo riempito']);
  });
  it('reads a reaction beside a use as part of it, and a weak form in its clause as the same claim', () => {
    expect(claimsOf('<p>L’abbiamo usato per due settimane in ufficio, e la tenuta ci ha sorpreso.</p>', FLASK)).toEqual(['L’abbiamo usato per due settimane']);
    expect(claimsOf('<p>Il prezzo ci ha sorpreso.</p>', FLASK)).toEqual(['ci ha sorpreso']);
    expect(claimsOf('<p>Nel nostro esemplare il tappo ha ceduto dopo un mese di uso quotidiano.</p>', FLASK)).toEqual([
      'Nel nostro esemplare il tappo ha ceduto dopo un mese di uso',
    ]);
    // After a comma, a weak form is a claim of its own.
    expect(claimsOf('<p>L’abbiamo tenuto in auto e, alla prova dei fatti, non perde.</p>', FLASK)).toEqual(['L’abbiamo tenuto', 'alla prova dei fatti']);
  });
  it('reads a comparison among what the writer tried as one claim with its superlative', () => {
    expect(claimsOf('<p>Tra i thermos che abbiamo provato, è il più leggero della fascia.</p>', FLASK)).toEqual(['abbiamo provato, è il più leggero della fascia']);
    expect(claimsOf('<p>È il più capiente che abbiamo provato sotto i 30 euro.</p>', FLASK)).toEqual(['il più capiente che abbiamo provato sotto i 30 euro']);
  });
  it('reads an outing the writer tells of as a first-person claim', () => {
    expect(claimsOf('<p>Nella nostra escursione sul Gran Sasso il tè è rimasto caldo.</p>', FLASK)).toEqual(['Nella nostra escursione']);
  });
});

describe('round 5, prices and ratings as writers round and restate them', () => {
  it('reads a price in words as rounded to the word, and circa after it as before it', () => {
    expect(claimsOf('<p>Venticinque euro per un thermos da 750 ml.</p>', FLASK)).toEqual([]);
    expect(claimsOf('<p>Venticinque euro circa, e dura anni.</p>', FLASK)).toEqual([]);
    expect(claimsOf('<p>Venti euro per un thermos da 750 ml.</p>', FLASK)).toEqual(['Venti euro']);
    expect(claimsOf('<p>Costa 25 euro.</p>', FLASK)).toEqual(['25 euro']);
  });
  it('holds the exact figure, not its rounding, when the sentence gives it exactly', () => {
    expect(claimsOf('<p>Per meno di 25 euro, 24,90 € per la precisione, è un buon acquisto.</p>', FLASK)).toEqual([]);
    expect(claimsOf('<p>Per meno di 25 euro, 22,90 € per la precisione, è un buon acquisto.</p>', FLASK)).toEqual(['22,90 €']);
    expect(claimsOf('<p>Per meno di 20 euro è un buon acquisto.</p>', FLASK)).toEqual(['meno di 20 euro']);
  });
  it("reads 'superiore a' before a rating as a bound", () => {
    expect(claimsOf('<p>Ha una valutazione superiore a 4 stelle su Amazon.</p>', FLASK)).toEqual([]);
    expect(claimsOf('<p>Ha una valutazione superiore a 4,5 stelle su Amazon.</p>', FLASK)).toEqual(['4,5 stelle']);
  });
});

describe('round 5, a guide that adds its products up', () => {
  const STOVE: GroundingProduct = { nome_sintetico: 'Fornello Flammo F2', prezzo_prodotto: 30.5 };
  const guide = (html: string) => findUnverifiedClaims(html, factsOf([FLASK, STOVE])).map((c) => c.text);
  it("reads 'tutti e due', 'tutti i prodotti' as a total", () => {
    expect(guide('<p>Comprando tutti e due i prodotti si spendono circa 55 euro.</p>')).toEqual([]);
    expect(guide('<p>Comprando tutti i prodotti della guida si spendono circa 55 euro.</p>')).toEqual([]);
    expect(guide('<p>Comprando tutti e due i prodotti si spendono circa 70 euro.</p>')).toEqual(['circa 70 euro']);
  });
});
