import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct, htmlTextBlocks, mentionsPrice, parseNumber, stripPrices } from '../../common/grounding.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';

/** The demo torch, as stored (spec lines 'Chiave: valore'). */
const TORCIA: GroundingProduct = {
  nome_prodotto: 'Lumora Torcia LED ricaricabile 1200 lumen - IPX6, zoom regolabile, ricarica USB-C, 5 modalità, batteria 21700 inclusa',
  nome_sintetico: 'Torcia LED Lumora 1200',
  specifiche_tecniche: [
    'Flusso luminoso: 1200 lumen (modalità massima)',
    'Portata del fascio: 250 m',
    'Batteria: Li-ion 21700, 4000 mAh (inclusa)',
    'Ricarica: USB-C, circa 3 ore',
    'Autonomia: 2 h 30 min (alta) - 38 h (bassa)',
    'Impermeabilità: IPX6',
    'Corpo: alluminio anodizzato',
  ].join('\n'),
  descrizione_generale: 'Torcia compatta in alluminio con batteria 21700 ricaricabile via USB-C.',
  informazioni_articolo: ['Peso: 186 g (con batteria)', 'Dimensioni: 15,2 x 3,6 x 3,6 cm', 'Materiale: alluminio', 'Colore: nero', 'Garanzia: 2 anni'].join('\n'),
  contenuto_scatola: ['Torcia LED', 'Batteria 21700 da 4000 mAh', 'Cavo USB-C'].join('\n'),
  prezzo_originale: 29.99,
  prezzo_scontato: 22.49,
  prezzo_prodotto: 22.49,
  valutazione_prodotto: 4.6,
};

const POWERBANK: GroundingProduct = {
  nome_prodotto: 'Power bank 20.000 mAh con pannello solare',
  specifiche_tecniche: 'Capacità (mAh): 20000\nUscita: 5 V / 2,1 A\nTemperatura di esercizio: da -10 a 45 °C\nPotenza massima: 18W',
  prezzo_prodotto: 1299.5,
  valutazione_prodotto: 4.2,
};

const facts = (...products: GroundingProduct[]) => ({ products });
const texts = (html: string, ...products: GroundingProduct[]) => findUnverifiedClaims(html, facts(...products)).map((c) => c.text);

describe('numbers in Italian and English formats', () => {
  it('reads decimal commas, thousands separators and the ambiguous forms both ways', () => {
    expect(parseNumber('1,5')).toEqual([1.5]);
    expect(parseNumber('1.5')).toEqual([1.5]);
    expect(parseNumber('10.000')).toEqual([10, 10000]);
    expect(parseNumber('10,000')).toEqual([10, 10000]);
    expect(parseNumber('1.234.567')).toEqual([1234567]);
    expect(parseNumber('1.234,50')).toEqual([1234.5]);
    expect(parseNumber('1,234.50')).toEqual([1234.5]);
    expect(parseNumber('20\u00a0000')).toEqual([20000]);
    expect(parseNumber('4000')).toEqual([4000]);
  });
});

describe('findUnverifiedClaims: numbers with units', () => {
  it('matches the stored values whatever the format and unit spelling', () => {
    const html =
      '<p>Una torcia da <strong>1.200 lumen</strong> (1200 lm) con batteria da 4.000&nbsp;mAh, ricarica in 3 h, ' +
      '2,5 ore di autonomia al massimo e 38 ore al minimo.</p><p>Pesa 186 grammi, cioè 0,186 kg; misura 15,2 x 3,6 x 3,6 cm ' +
      '(152 mm di lunghezza); fascio fino a 250 metri; garanzia di 24 mesi.</p>';
    expect(findUnverifiedClaims(html, facts(TORCIA))).toEqual([]);
  });

  it('returns the numbers the data does not hold, with their text', () => {
    const html = '<p>Batteria da 5.000 mAh, 300 m di portata e 3 kg di peso.</p><ul><li>Misura 15 x 4 cm</li><li>Funziona a 12 V</li></ul>';
    expect(findUnverifiedClaims(html, facts(TORCIA))).toEqual([
      { text: '5.000 mAh', kind: 'misura' },
      { text: '300 m', kind: 'misura' },
      { text: '3 kg', kind: 'misura' },
      { text: '15 x 4 cm', kind: 'misura' },
      { text: '12 V', kind: 'misura' },
    ]);
  });

  it('reads a bare number on a line that names its unit, and ranges and percentages', () => {
    expect(texts('<p>Ben 20.000 mAh (20000mAh), uscita 5 V e 2,1 A, 18 W, da -10 a 45 °C.</p>', POWERBANK)).toEqual([]);
    expect(texts('<p>Carica al 100% in 4 h, 25.000 mAh.</p>', POWERBANK)).toEqual(['100%', '4 h', '25.000 mAh']);
  });

  it('checks every product of a guide', () => {
    expect(texts('<p>La torcia ha 4000 mAh, il power bank 20.000 mAh; insieme 24.000 mAh.</p>', TORCIA, POWERBANK)).toEqual(['24.000 mAh']);
  });

  it('does not take words for units', () => {
    // "a" (Italian "to"), "e", "5 modalità", "2 persone" carry no unit; "4G" is not grams.
    expect(texts('<p>Da 2 a 3 persone, 5 modalità, rete 4G, 3 volte al giorno.</p>', TORCIA)).toEqual([]);
  });
});

describe('findUnverifiedClaims: prices and ratings', () => {
  it('matches the stored prices in every spelling and flags the others', () => {
    expect(texts('<p>Costa 22,49 € (prima 29,99 euro), cioè €22.49.</p>', TORCIA)).toEqual([]);
    expect(texts('<p>Costa 19,90 € oppure EUR 25.</p>', TORCIA)).toEqual(['19,90 €', 'EUR 25']);
    expect(texts('<p>A 1.299,50 €.</p>', POWERBANK)).toEqual([]);
  });

  it('matches the stored rating (out of 5 or 10, in stars) and flags the others', () => {
    expect(texts('<p>Valutazione 4,6 su 5, cioè 9,2/10 e 4.6 stelle.</p>', TORCIA)).toEqual([]);
    expect(findUnverifiedClaims('<p>Voto 4,9 su 5 e 5 stelle su Amazon; valutazione media di 4,8.</p>', facts(TORCIA))).toEqual([
      { text: '4,9 su 5', kind: 'valutazione' },
      { text: '5 stelle', kind: 'valutazione' },
      { text: 'valutazione media di 4,8', kind: 'valutazione' },
    ]);
  });
});

describe('findUnverifiedClaims: named specifications', () => {
  it('checks standards and connectors against the data', () => {
    expect(texts('<p>Impermeabile IPX6, ricarica USB Type-C, batteria Li-ion 21700.</p>', TORCIA)).toEqual([]);
    expect(findUnverifiedClaims('<p>Certificata IP68, Bluetooth 5.0, ricarica Qi e pile AA.</p>', facts(TORCIA))).toEqual([
      { text: 'IP68', kind: 'specifica' },
      { text: 'Bluetooth 5.0', kind: 'specifica' },
      { text: 'Qi', kind: 'specifica' },
      { text: 'AA', kind: 'specifica' },
    ]);
  });

  it("checks 'Chiave: valore' lines of known specifications", () => {
    const html = '<ul><li><strong>Materiale:</strong> titanio</li><li>Colore: nero</li><li>Corpo: alluminio</li><li>Pro: ottima luce</li></ul>';
    expect(findUnverifiedClaims(html, facts(TORCIA))).toEqual([{ text: 'Materiale: titanio', kind: 'specifica' }]);
  });

  it('lists each claim once, in the order of the text, and never across blocks', () => {
    expect(texts('<p>Batteria da 9 Ah. Ancora 9 Ah.</p><p>9</p><p>Ah sì.</p>', TORCIA)).toEqual(['9 Ah']);
  });

  it('finds nothing in text without claims, and works on plain text facts with HTML descriptions', () => {
    expect(texts('<h2>In breve</h2><p>Una buona torcia per il cassetto.</p>', TORCIA)).toEqual([]);
    expect(texts('<p>Luce da 350 lumen.</p>', { descrizione_generale: '<p>Emette <b>350&nbsp;lumen</b>.</p>' })).toEqual([]);
  });

  it('stays fast on long text: four times the text costs at most 40 times the work, never a catastrophic blow-up', () => {
    // A size-independent guard, not a speed measurement: the CPU time of this process (what other
    // processes of a busy machine take is not counted), the least of three runs, small and large
    // interleaved. Claims are checked against those already taken in their block, so a block
    // full of them costs the square of their number (16 times here); a cubic step or a regular
    // expression that backtracks catastrophically is far past 40.
    const long = (n: number) => `<p>${'Una frase con 1.200 lumen, 4000 mAh e 22,49 €, scritta di nuovo. '.repeat(n)}</p>`;
    const [small, large] = [long(500), long(2000)];
    const cpuMs = (html: string) => {
      const before = process.cpuUsage();
      expect(texts(html, TORCIA)).toEqual([]);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    cpuMs(small); // compiled before it is measured
    const runs = Array.from({ length: 3 }, () => [cpuMs(small), cpuMs(large)] as const);
    const least = (i: 0 | 1) => Math.max(0.1, Math.min(...runs.map((r) => r[i])));
    expect(least(1) / least(0)).toBeLessThan(40);
  });
});

describe('stripPrices', () => {
  it('removes each sentence that states a price, leaving the markup balanced', () => {
    const html =
      '<h2>In breve</h2><p>Una torcia solida. La trovi a <strong>22,49&nbsp;€</strong> invece di 29.99 euro! Si ricarica in 3 ore.</p>' +
      '<ul><li>Robusta</li><li>Prezzo: <em>€ 19,90</em></li></ul><h3>Costa 22,49 €</h3><p>Fine.</p>';
    const out = stripPrices(html);
    expect(out).toBe('<h2>In breve</h2><p>Una torcia solida. Si ricarica in 3 ore.</p><ul><li>Robusta</li></ul><p>Fine.</p>');
    expect(mentionsPrice(out)).toBe(false);
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('removes a list or paragraph left empty, and keeps numbers that are not prices', () => {
    expect(stripPrices('<p>Intro.</p><ul><li>Solo 25 euro</li></ul><p>Prezzo 10 € al pezzo.</p>')).toBe('<p>Intro.</p>');
    expect(stripPrices('<p>Pesa 1.5 kg. Costa 12 €. Dura 2 anni.</p>')).toBe('<p>Pesa 1.5 kg. Dura 2 anni.</p>');
  });

  it('returns HTML without a price unchanged (entities and all)', () => {
    const html = '<p>Con pochi euro il kit è completo: 1.200&nbsp;lumen &amp; 4000 mAh.</p>';
    expect(stripPrices(html)).toBe(html);
  });

  it('never turns text into markup', () => {
    const out = stripPrices('<p>&lt;script&gt;x&lt;/script&gt; resta testo. Costa 5 €.</p>');
    expect(out).toBe('<p>&lt;script&gt;x&lt;/script&gt; resta testo.</p>');
  });

  it('text blocks split at block tags', () => {
    expect(htmlTextBlocks('<h2>A</h2><p>b <em>c</em></p><ul><li>d</li></ul>')).toEqual(['A', 'b c', 'd']);
  });
});

describe('the editor writes HTML the sanitiser keeps as it is', () => {
  it('headings, paragraphs, marks, lists (TipTap puts a <p> in each item), links and line breaks (the editor writes <br />)', () => {
    const html =
      '<h2>In breve</h2><p>Testo <strong>forte</strong> e <em>corsivo</em>, un <a target="_blank" rel="noopener noreferrer" href="https://www.example.it/pagina?a=1&amp;b=2">collegamento</a> ' +
      'e uno <a target="_blank" rel="noopener noreferrer" href="/guida/3">interno</a>.</p><h3>Dettagli</h3><ul><li><p>uno</p></li><li><p>due</p></li></ul>' +
      '<ol><li><p>primo</p></li></ol><p>Riga<br />a capo</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});

describe('first-person testing claims (common/experience-claims.ts) in the grounding check', () => {
  const lamp = { nome_prodotto: 'Lanterna LED 350 lumen', specifiche_tecniche: 'Autonomia: 12 ore' };

  it('lists each as an «esperienza» claim, and the duration inside it is not listed again on its own', () => {
    const claims = findUnverifiedClaims('<p>L’abbiamo usata per tre settimane: dura 12 ore e fa 350 lumen.</p><p>Nei nostri test regge 20 ore.</p>', factsOf([lamp]));
    expect(claims.filter((c) => c.kind === 'esperienza').map((c) => c.text)).toEqual([expect.stringMatching(/^L’abbiamo usata per tre settimane/), expect.stringMatching(/^Nei nostri test/)]);
    expect(claims).toContainEqual({ text: '20 ore', kind: 'misura' });
    expect(claims.some((c) => c.kind === 'misura' && /settimane/.test(c.text))).toBe(false);
  });

  it('text written from the data alone has none', () => {
    expect(findUnverifiedClaims('<p>Secondo il produttore dura 12 ore; consigliamo di provarla a casa prima di un’emergenza.</p>', factsOf([lamp]))).toEqual([]);
  });
});
