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
    // 'al 100%' of a charge is no claim about the product.
    expect(texts('<p>Carica al 100% in 4 h, 25.000 mAh.</p>', POWERBANK)).toEqual(['4 h', '25.000 mAh']);
  });

  it('checks every product of a guide', () => {
    // A total over the products is their sum (common/grounding/totals.ts): 24.000 mAh would be true.
    expect(texts('<p>La torcia ha 4000 mAh, il power bank 20.000 mAh; insieme 26.000 mAh.</p>', TORCIA, POWERBANK)).toEqual(['26.000 mAh']);
  });

  it('does not take words for units', () => {
    // "a" (Italian "to"), "e", "5 modalità", "3 volte" carry no unit; "4G" is not grams. A
    // number with its noun is a count claim: '5 modalità' is the data's, and people ('2 a 3 persone')
    // are always counted.
    expect(texts('<p>Da 2 a 3 persone, 5 modalità, rete 4G.</p>', TORCIA)).toEqual(['Da 2 a 3 persone']);
    expect(texts('<p>5 modalità, rete 4G, da 2 a 3 ore.</p>', TORCIA)).toEqual(['da 2 a 3 ore']);
  });
});

describe('findUnverifiedClaims: prices and ratings', () => {
  it('matches the stored prices in every spelling and flags the others', () => {
    expect(texts('<p>Costa 22,49 € (prima 29,99 euro), cioè €22.49.</p>', TORCIA)).toEqual([]);
    expect(findUnverifiedClaims('<p>Costa 19,90 € oppure EUR 25.</p>', facts(TORCIA))).toEqual([
      { text: '19,90 €', kind: 'prezzo' },
      { text: 'EUR 25', kind: 'prezzo' },
    ]);
    expect(texts('<p>A 1.299,50 €.</p>', POWERBANK)).toEqual([]);
  });

  it('matches the stored rating (out of 5, in stars) and flags the others; a mark out of 10 is never Amazon’s', () => {
    expect(texts('<p>Valutazione 4,6 su 5, cioè 4.6 stelle.</p>', TORCIA)).toEqual([]);
    // Amazon rates out of 5: '9,2/10' reads as the site's own verdict ('valutato 9/10' counts as invented).
    expect(texts('<p>Valutazione 4,6 su 5, cioè 9,2/10.</p>', TORCIA)).toEqual(['9,2/10']);
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

// ---------------------------------------------------------------------------------------------
// Typed facts, key words, counts, words, codes, ratings, prices in their roles
// ---------------------------------------------------------------------------------------------

/** A car inverter: continuous and peak power, several outputs, a signed range, a list of modes. */
const INVERTER: GroundingProduct = {
  nome_prodotto: 'Voltix Inverter 12V 230V 1000W Onda Sinusoidale Pura, Picco 2000W, USB-C PD 65W, Convertitore di Tensione per Auto e Camper',
  nome_sintetico: 'Inverter Voltix VX-10',
  specifiche_tecniche: [
    'Potenza: 1000 W continui (picco 2000 W)',
    'Ingresso: 12 V DC',
    'Uscita AC: 2 prese 230 V~ 50 Hz',
    'Uscita USB-C: 65 W max',
    'Uscita USB-A: 5V⎓3A',
    'Ingresso solare: max 100 W',
    'Temperatura di esercizio: da -10 °C a +50 °C',
    'Modalità ventola: automatica, silenziosa, turbo',
    'Durata batteria tampone: 5 anni',
    'Materiale: acciaio verniciato',
  ].join('\n'),
  descrizione_generale: 'Inverter per auto e camper con ventola intelligente. Il kit comprende i cavi con i morsetti e un sacchetto in alluminio per i fusibili.',
  informazioni_articolo: [
    'Peso articolo: 1,8 Chilogrammi',
    'Dimensioni prodotto: 25 x 15 x 7 Centimetri',
    'Produttore: Voltix',
    'Numero modello articolo: VX-10',
    'Garanzia: 3 anni',
    'Certificazione: CE, EN 62368-1',
  ].join('\n'),
  contenuto_scatola: ['Inverter', '2 cavi con morsetti', '1 fusibile di ricambio', 'Manuale'].join('\n'),
  prezzo_originale: 119.9,
  prezzo_scontato: 89.9,
  valutazione_prodotto: 4.4,
};

/** A sleeping bag: three signed temperatures told apart only by their keys. */
const SACCO: GroundingProduct = {
  nome_sintetico: 'Sacco a pelo Notturno M3',
  specifiche_tecniche: ['Temperatura comfort: +5 °C', 'Temperatura limite: -2 °C', 'Temperatura estrema: -15 °C', 'Peso: 1100 Grammi', 'Tessuto esterno: nylon ripstop 20D'].join(
    '\n',
  ),
};

/** A filter bottle: Amazon's unit spellings, a per-cartridge capacity, materials. */
const BORRACCIA: GroundingProduct = {
  nome_prodotto: 'Acquachiara Borraccia Filtrante 650 ml con 3 Cartucce, Filtro da 0,2 Micron, Senza BPA, per Trekking e Viaggi',
  nome_sintetico: 'Borraccia filtrante Acquachiara',
  specifiche_tecniche: [
    'Capacità: 650 Millilitri',
    'Filtrazione: 0,2 Micron',
    'Durata filtro: 2000 Litri per cartuccia',
    'Materiale: Tritan senza BPA',
    'Peso: 320 Grammi',
    'Energia richiesta: nessuna',
  ].join('\n'),
  informazioni_articolo: ['Colore: Blu', 'Produttore: Acquachiara', 'Numero modello articolo: AC-650'].join('\n'),
  contenuto_scatola: ['1 borraccia', '3 cartucce filtranti', '1 moschettone'].join('\n'),
  prezzo_prodotto: 34.99,
  valutazione_prodotto: 4.5,
};

/** A pack of whistles: 'Confezione da 3', a weight each. */
const FISCHIETTI: GroundingProduct = {
  nome_prodotto: 'Soffio Fischietto di Emergenza 120 dB, Confezione da 3, con Moschettone',
  nome_sintetico: 'Fischietti di emergenza Soffio',
  specifiche_tecniche: 'Volume: 120 Decibel\nPeso: 8 g ciascuno\nColori: rosso, blu, nero',
};

/** A survival kit: counts by key ('Numero di articoli'), people, and a list of torch modes. */
const KIT: GroundingProduct = {
  nome_prodotto: 'Rifugio Kit di Sopravvivenza 42 Articoli per 2 Persone, con Torcia, Coperte e Fischietto',
  nome_sintetico: 'Kit sopravvivenza Rifugio',
  specifiche_tecniche: [
    'Numero di articoli: 42',
    'Numero di persone: 2',
    'Modalità torcia: alta, media, bassa, strobo, SOS',
    'Torcia: 3 pile AAA (incluse)',
    'Zaino: poliestere 600D',
    'Autonomia torcia: 10 ore',
    'Garanzia: 24 mesi',
  ].join('\n'),
  contenuto_scatola: ['2 coperte termiche', '1 torcia', '1 fischietto', '2 ponchos'].join('\n'),
};

/** A fire extinguisher: standards, a model code, a certification class. */
const ESTINTORE: GroundingProduct = {
  nome_sintetico: 'Estintore FiammaStop FS-2P',
  specifiche_tecniche: ['Norma: EN 3-7', 'Revisione: UNI 9994-1', 'Certificazione: CE, dispositivo di classe I', 'Pressione di esercizio: 14 bar', 'Bombola: acciaio'].join('\n'),
  informazioni_articolo: 'Numero modello articolo: FS-2P',
};

describe('typed facts: signs and key words', () => {
  it('keeps the sign of a number: -15 °C is not 15 °C, +5 °C is 5 °C; the claim keeps its minus', () => {
    expect(texts('<p>Comfort a 5 °C, limite a -2 °C, estremo a -15 °C.</p>', SACCO)).toEqual([]);
    expect(texts('<p>Estremo a 15 °C e comfort a -5 °C.</p>', SACCO)).toEqual(['15 °C', '-5 °C']);
  });

  it('compares a quantity with the facts whose key words are near it, else with any fact of its kind', () => {
    expect(texts('<p>Eroga 1000 W continui con picchi di 2000 W; la USB-C arriva a 65 W. Si può collegare un pannello da 100 W.</p>', INVERTER)).toEqual([]);
    // 2000 W is the peak, 100 W the solar input, 3 anni the warranty.
    expect(texts('<p>Eroga 2000 W continui e la porta USB-C arriva a 100 W.</p>', INVERTER)).toEqual(['2000 W', '100 W']);
    expect(texts('<p>La batteria tampone dura 3 anni; la garanzia copre 3 anni.</p>', INVERTER)).toEqual(['3 anni']);
    expect(texts('<ul><li>Durata batteria tampone: 5 anni</li><li>Garanzia: 5 anni</li></ul>', INVERTER)).toEqual(['5 anni']);
    // The limit is -2 °C: -15 °C is the extreme.
    expect(texts('<p>Limite a -15 °C.</p>', SACCO)).toEqual(['-15 °C']);
    // A watt figure of a port the data gives in volts and amperes: 5 V × 3 A = 15 W.
    expect(texts('<p>La USB-A eroga 15 W.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>La USB-A eroga 25 W.</p>', INVERTER)).toEqual(['25 W']);
  });

  it('reads a claimed range against the ends of one fact’s range', () => {
    expect(texts('<p>Funziona tra -10 °C e 50 °C, anzi da -10 a +50 °C; fino a 50 °C.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>Funziona da -20 °C a +50 °C.</p>', INVERTER)).toEqual(['da -20 °C a +50 °C']);
    expect(texts('<p>Funziona da -10 a 60 °C.</p>', INVERTER)).toEqual(['da -10 a 60 °C']);
  });
});

describe('typed facts: counts, numbers in words, units', () => {
  it('reads a number with its noun as a count: the data must state it (a number, a key, a list, a pack)', () => {
    expect(texts('<p>Due prese da 230 V, tre modalità della ventola, 2 cavi con morsetti.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>Quattro prese, 4 modalità e 3 cavi.</p>', INVERTER)).toEqual(['Quattro prese', '4 modalità', '3 cavi']);
    expect(texts('<p>42 articoli per due persone, cinque modalità per la torcia, 3 pile AAA.</p>', KIT)).toEqual([]);
    expect(texts('<p>50 articoli per 4 persone e sei modalità.</p>', KIT)).toEqual(['50 articoli', '4 persone', 'sei modalità']);
    expect(texts('<p>Tre fischietti da 120 dB: 8 g ciascuno, 24 g in tutto.</p>', FISCHIETTI)).toEqual([]);
    expect(texts('<p>Cinque fischietti, 40 g in tutto.</p>', FISCHIETTI)).toEqual(['Cinque fischietti', '40 g']);
    // Nouns the data never counts are no claims; packages are what one buys.
    expect(texts('<p>Si collega in tre modi; conviene prenderne due confezioni.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>Le recensioni sono oltre 2.000.</p><p>Oltre 2.000 recensioni.</p>', INVERTER)).toEqual(['Oltre 2.000 recensioni']);
  });

  it('reads numbers in words with units and nouns', () => {
    expect(texts('<p>La torcia dura dieci ore, la garanzia ventiquattro mesi, cioè due anni.</p>', KIT)).toEqual([]);
    expect(texts('<p>La torcia dura dodici ore.</p>', KIT)).toEqual(['dodici ore']);
    const TEMPI: GroundingProduct = { specifiche_tecniche: 'Tempo di ricarica: 1,5 ore\nTempo di montaggio: 2,5 minuti\nPausa: 30 minuti' };
    expect(texts('<p>Si ricarica in un’ora e mezza, si monta in due minuti e mezzo (due e mezzo minuti), riposa mezz’ora.</p>', TEMPI)).toEqual([]);
    expect(texts('<p>Si ricarica in un’ora, si monta in tre minuti.</p>', TEMPI)).toEqual(['un’ora', 'tre minuti']);
    // Idioms are no claims: '24 ore su 24'; 'un secondo' is an ordinal. A frequency of advice
    // ('ogni sei mesi') is a figure to confirm, like any the data does not hold (frequencies.ts).
    expect(texts('<p>Controllatelo ogni sei mesi: veglia 24 ore su 24. Un secondo cavo aiuta.</p>', TEMPI)).toEqual(['sei mesi']);
  });

  it('reads Amazon.it’s unit spellings and the units AI text adds (micron, cc, denier, degrees)', () => {
    const DATA: GroundingProduct = {
      specifiche_tecniche: [
        'Capacità: 5000 Milliampere ore',
        'Energia: 18,5 Wattora',
        'Peso: 350 Grammi',
        'Peso lordo: 1,2 Chilogrammi',
        'Lunghezza: 12 Centimetri',
        'Spessore: 3 Millimetri',
        'Volume: 0,5 Litri',
        'Allarme: 85 Decibel',
        'Potenza: 10 Watt',
        'Tensione: 5 Volt',
        'Pori: 0,2 Micron',
        'Tessuto: 600D',
        'Inclinazione: 45°',
      ].join('\n'),
    };
    expect(texts('<p>5.000 mAh, 18,5 Wh, 0,35 kg, 1200 g, 120 mm, 0,3 cm, 500 cc, 85 dB, 10 W, 5 V, 0,2 µm, tessuto 600D, testa inclinabile di 45°.</p>', DATA)).toEqual([]);
    expect(texts('<p>6.000 mAh, 0,1 micron, tessuto 900D, 45 °C, 750 ml.</p>', DATA)).toEqual(['6.000 mAh', '0,1 micron', '900D', '45 °C', '750 ml']);
  });

  it('accepts restatements marked as approximate, in their direction, and simple totals', () => {
    expect(texts('<p>Pesa poco più di 300 g, circa 0,3 kg, quasi 330 grammi; il filtro tratta 6000 litri con le 3 cartucce.</p>', BORRACCIA)).toEqual([]);
    expect(texts('<p>Pesa poco più di 400 g, quasi 300 grammi; tratta 8000 litri.</p>', BORRACCIA)).toEqual(['poco più di 400 g', 'quasi 300 grammi', '8000 litri']);
    // A bound is looser than an approximation: 'meno di 2 ore' for 1,6 h holds, 'meno di 3 ore' is too far.
    expect(texts('<p>Si ricarica in meno di 2 ore.</p><p>Si ricarica in meno di 3 ore.</p>', { specifiche_tecniche: 'Tempo di ricarica: 1,6 ore' })).toEqual(['meno di 3 ore']);
    // 'al 100%' of a charge, a '-25%' discount the prices give.
    expect(texts('<p>Ricaricata al 100%, oggi costa il 25% in meno (-25%).</p>', INVERTER)).toEqual([]);
  });
});

describe('typed facts: codes, standards, ratings, prices', () => {
  it('compares codes as whole tokens and reads standards generically', () => {
    expect(texts('<p>L’FS-2P è omologato EN 3-7, si revisiona secondo la UNI 9994-1 ed è certificato CE, classe I.</p>', ESTINTORE)).toEqual([]);
    expect(texts('<p>L’FS-2 è omologato EN 3-7:2004, certificato TÜV e NSF/ANSI 42, classe II.</p>', ESTINTORE)).toEqual([
      'FS-2',
      'EN 3-7:2004',
      'TÜV',
      'NSF/ANSI 42',
      'classe II',
    ]);
    expect(texts('<p>Va con 3 pile AAA.</p>', KIT)).toEqual([]);
    expect(texts('<p>Va con pile AA.</p>', KIT)).toEqual(['AA']);
    expect(texts('<p>Il VX-100 è un’altra cosa; il VX-10 è certificato EN 62368-1.</p>', INVERTER)).toEqual(['VX-100']);
    // Codes side by side are one claim; an acronym the data has, or writes out, is supported.
    expect(texts('<p>Monta un LED CREE XP-L2, ha la funzione UPS.</p>', INVERTER)).toEqual(['LED CREE XP-L2', 'UPS']);
    expect(texts('<p>USB-C con PD a 65 W.</p>', { specifiche_tecniche: 'Uscita USB-C: Power Delivery 65 W' })).toEqual([]);
  });

  it('reads ratings in any wording; a review count is a claim unless the data states it', () => {
    expect(texts('<p>4,4 su 5, cioè 4.4/5: quattro stelle e mezzo no, 4,4 stelle sì. Valutazione media di 4,4.</p>', INVERTER)).toEqual(['quattro stelle e mezzo']);
    expect(texts('<p>Cinque stelle, valutato 9/10 da migliaia di clienti.</p>', INVERTER)).toEqual(['Cinque stelle', '9/10', 'migliaia di clienti']);
    expect(texts('<p>Piumino 90/10, oltre 1.500 recensioni positive.</p>', INVERTER)).toEqual(['oltre 1.500 recensioni']);
  });

  it('compares a price with the price of its role, and a bound with the current price', () => {
    expect(texts('<p>In offerta a 89,90 € invece di 119,90 €; di listino costa 119,90 €. Meno di 100 euro, sotto i 90 €.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>In offerta a 119,90 €, scontato dai 129,90 € di listino.</p>', INVERTER)).toEqual(['119,90 €', '129,90 €']);
    expect(texts('<p>Costa 89,90 € in offerta, prezzo pieno 89,90 €.</p>', INVERTER)).toEqual(['89,90 €']);
    expect(texts('<p>Costa meno di 80 euro, oltre 100 €.</p>', INVERTER)).toEqual(['meno di 80 euro', 'oltre 100 €']);
    // 'poco più di', 'quasi' are approximations (10 %), not bounds.
    expect(texts('<p>Costa poco più di 85 euro, quasi 120 €.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>Costa poco più di 70 euro.</p>', INVERTER)).toEqual(['poco più di 70 euro']);
    expect(texts('<p>Costa circa 35 euro. Con uno sconto di 30 €, risparmi 30 euro.</p>', INVERTER)).toEqual(['circa 35 euro']);
    expect(texts('<p>Risparmi 40 euro.</p>', INVERTER)).toEqual(['40 euro']);
    expect(texts('<p>Costa circa 35 euro.</p>', BORRACCIA)).toEqual([]);
    expect(texts('<p>In offerta a 34,99 €.</p>', BORRACCIA)).toEqual(['34,99 €']);
  });
});

describe('typed facts: named specifications in words', () => {
  it("compares a 'Chiave: valore' line with the data's line of that key, not with any word of the data", () => {
    expect(texts('<ul><li>Materiale: acciaio verniciato</li><li>Pro: leggero</li><li>Modalità ventola: turbo</li></ul>', INVERTER)).toEqual([]);
    // 'alluminio' is in the data, but not as the material.
    expect(texts('<ul><li>Materiale: alluminio</li></ul>', INVERTER)).toEqual(['Materiale: alluminio']);
  });

  it('checks materials, features, absent substances and conformity to a named body', () => {
    expect(texts('<p>Il corpo in acciaio è conforme alla norma EN 62368-1; niente ricarica rapida.</p>', INVERTER)).toEqual([]);
    expect(texts('<p>Il corpo in titanio è conforme alle linee guida del Ministero della Salute.</p>', INVERTER)).toEqual([
      'titanio',
      'conforme alle linee guida del Ministero della Salute',
    ]);
    expect(texts('<p>In Tritan, senza BPA e senza bisfenolo A.</p>', BORRACCIA)).toEqual([]);
    expect(texts('<p>Senza ftalati, con ricarica wireless.</p>', BORRACCIA)).toEqual(['Senza ftalati', 'ricarica wireless']);
  });

  it('never reports a claim that is not a piece of the text as written', () => {
    const html = '<p>Da −20 °C a +50 °C, 4,9 su 5, 2.000 mAh, in offerta a 99 €, EN 1234.</p>';
    for (const c of findUnverifiedClaims(html, facts(INVERTER))) expect(htmlTextBlocks(html).join('\n')).toContain(c.text);
  });
});

describe('first-person testing claims (common/experience-claims.ts) in the grounding check', () => {
  const lamp = { nome_prodotto: 'Lanterna LED 350 lumen', specifiche_tecniche: 'Autonomia: 12 ore' };

  it('lists each as an «esperienza» claim, and the duration inside it is not listed again on its own', () => {
    const claims = findUnverifiedClaims('<p>L’abbiamo usata per tre settimane: dura 12 ore e fa 350 lumen.</p><p>Nei nostri test regge 20 ore.</p>', factsOf([lamp]));
    expect(claims.filter((c) => c.kind === 'esperienza').map((c) => c.text)).toEqual([
      expect.stringMatching(/^L’abbiamo usata per tre settimane/),
      expect.stringMatching(/^Nei nostri test/),
    ]);
    expect(claims).toContainEqual({ text: '20 ore', kind: 'misura' });
    expect(claims.some((c) => c.kind === 'misura' && /settimane/.test(c.text))).toBe(false);
  });

  it('text written from the data alone has none', () => {
    expect(findUnverifiedClaims('<p>Secondo il produttore dura 12 ore; consigliamo di provarla a casa prima di un’emergenza.</p>', factsOf([lamp]))).toEqual([]);
  });
});

describe('typed facts: what real content says that is no false claim', () => {
  it("reads the quantities of a line's key too (a spec key, a guide title read as a line)", () => {
    const pile: GroundingProduct = { nome_prodotto: 'Pile AA', specifiche_tecniche: 'Carica residua dopo 12 mesi: circa 80%' };
    expect(texts('<p>Dopo 12 mesi a riposo conservano circa l’80% della carica.</p>', pile)).toEqual([]);
    expect(texts('<p>Dopo 18 mesi a riposo conservano l’80% della carica.</p>', pile)).toEqual(['18 mesi']);
    const guide = factsOf([], ['Zaino di emergenza 72 ore: come prepararlo']);
    expect(findUnverifiedClaims('<p>Lo zaino 72 ore della stessa marca basta per circa tre giorni.</p>', guide)).toEqual([]);
  });

  it('takes no unit for a key word: a weight beside kcal is compared with every weight', () => {
    const razione: GroundingProduct = {
      nome_prodotto: 'Razione',
      specifiche_tecniche: 'Porzioni: 9 barrette da 55 g (3 pasti da 800 kcal)\nEnergia: 2400 kcal',
      informazioni_articolo: 'Peso: 500 g',
    };
    expect(texts('<p>Forniscono 2400 kcal in mezzo chilo.</p>', razione)).toEqual([]);
    expect(texts('<p>Forniscono 2400 kcal in un chilo.</p>', razione)).toEqual(['un chilo']);
  });

  it("reads the data's approximations as intervals ('quasi 40 ore', 'circa 1 h 10 min')", () => {
    const torcia: GroundingProduct = { ...TORCIA, descrizione_generale: 'In modalità bassa arriva a quasi 40 ore di luce.' };
    expect(texts('<p>Va da 2 h 30 min in modalità alta a 38 h in modalità bassa.</p>', torcia)).toEqual([]);
    const fornello: GroundingProduct = { nome_prodotto: 'Fornello', specifiche_tecniche: 'Autonomia per cartuccia: circa 1 h 10 min a fiamma massima' };
    expect(texts('<p>Con poco più di un’ora di fiamma piena per cartuccia.</p>', fornello)).toEqual([]);
    expect(texts('<p>Con quasi tre ore di fiamma piena per cartuccia.</p>', fornello)).toEqual(['quasi tre ore']);
  });

  it("takes a time span with the article for a way of speaking, not a measure ('per un minuto'); 'in un'ora' measures", () => {
    expect(texts('<p>Girate la manovella per un minuto; l’acqua basta per un giorno intero.</p>', TORCIA)).toEqual([]);
    expect(texts('<p>Si ricarica in un’ora.</p>', TORCIA)).toEqual(['un’ora']);
    const fischietto: GroundingProduct = { nome_prodotto: 'Fischietto', descrizione_generale: 'Il segnale di soccorso è di sei fischi al minuto.' };
    expect(texts('<p>Il segnale è di sei fischi in un minuto.</p>', fischietto)).toEqual([]);
    expect(texts('<p>Il segnale è di otto fischi in un minuto.</p>', fischietto)).toEqual(['otto fischi']);
  });

  it('reads a code the text says the product lacks as no claim that it has it', () => {
    const dab: GroundingProduct = { nome_prodotto: 'Radio DAB+', specifiche_tecniche: 'Bande: DAB/DAB+, FM 87,5-108 MHz' };
    expect(texts('<p>Niente onde medie (AM). Non ha il GPS.</p>', dab)).toEqual([]);
    expect(texts('<p>Riceve anche le onde medie (AM).</p>', dab)).toEqual(['AM']);
    expect(texts('<p>Non solo FM: anche NFC.</p>', dab)).toEqual(['NFC']);
  });

  it("reads a lead-in that opens with a preposition or article as prose, not a 'Chiave: valore' line", () => {
    expect(texts('<h3>Per i blackout lunghi: una stazione di energia</h3>', TORCIA)).toEqual([]);
    expect(texts('<li>Materiale: titanio</li>', TORCIA)).toEqual(['Materiale: titanio']);
  });

  it("reads a text's 'ingresso' as the data's 'Ricarica' (one way: 'ricarica il telefono' is an output)", () => {
    const stazione: GroundingProduct = {
      nome_prodotto: 'Stazione',
      specifiche_tecniche: 'Ricarica da rete: 200 W\nIngresso solare: 12-28 V, massimo 100 W\nUscita USB-C: 60 W',
    };
    expect(texts('<p>Da presa, con 200 W in ingresso.</p>', stazione)).toEqual([]);
    expect(texts('<p>Dalla porta USB-C esce 100 W.</p>', stazione)).toEqual(['100 W']);
  });

  it('holds a sentence of need per person to the data like any other (round 4: advice figures are claims to confirm with a source)', () => {
    const tanica: GroundingProduct = { nome_prodotto: 'Tanica acqua 10 L', specifiche_tecniche: 'Capacità: 10 litri' };
    expect(texts('<p>Tenete acqua per almeno tre giorni, circa quattro litri al giorno per persona. La tanica ne tiene 12 litri.</p>', tanica)).toEqual([
      'almeno tre giorni',
      'circa quattro litri',
      '12 litri',
    ]);
    const razione: GroundingProduct = { nome_prodotto: 'Razione', specifiche_tecniche: 'Dosaggio: 6 barrette al giorno per persona' };
    expect(texts('<p>Il dosaggio è di 8 barrette al giorno per persona.</p>', razione)).toEqual(['8 barrette']);
  });

  it('counts persons only where they say whom the product serves', () => {
    const tanica: GroundingProduct = { nome_prodotto: 'Tanica acqua 10 L, confezione da 2', specifiche_tecniche: 'Capacità: 10 litri' };
    expect(texts('<p>Due taniche piene richiedono due persone o più viaggi.</p>', tanica)).toEqual([]);
    expect(texts('<p>Basta a una famiglia di 4 persone.</p>', tanica)).toEqual(['4 persone']);
  });

  it('reads counts given as alternatives up to the data’s count', () => {
    const pile: GroundingProduct = { nome_prodotto: 'Pile AA', contenuto_scatola: '8 pile AA da 2500 mAh' };
    expect(texts('<p>Si possono caricare anche una o tre pile.</p>', pile)).toEqual([]);
    expect(texts('<p>Si possono caricare anche sei o dieci pile.</p>', pile)).toEqual(['sei o dieci pile']);
    expect(texts('<p>La confezione ha da 4 a 6 pile.</p>', pile)).toEqual(['da 4 a 6 pile']);
  });

  it("weighs a water container's litres as kilograms when full", () => {
    const tanica: GroundingProduct = {
      nome_prodotto: 'Tanica pieghevole per acqua potabile 10 L',
      specifiche_tecniche: 'Capacità: 10 litri ciascuna',
      informazioni_articolo: 'Peso: 380 g ciascuna (vuota)',
    };
    expect(texts('<p>Da piena, ogni tanica pesa poco più di dieci chili.</p>', tanica)).toEqual([]);
    expect(texts('<p>Da piena pesa venti chili.</p>', tanica)).toEqual(['venti chili']);
    const torcia: GroundingProduct = { nome_prodotto: 'Borraccia 1 L', specifiche_tecniche: 'Capacità: 1 litro' };
    expect(texts('<p>Pesa un chilo.</p>', torcia)).toEqual(['un chilo']);
  });
});

describe('typed facts: general bugs found by cases written after the rules', () => {
  it('reads a named body after an elided article (dall’, dell’)', () => {
    expect(texts('<p>Sono approvate dall’Organizzazione Mondiale della Sanità.</p>', TORCIA)).toEqual(['approvate dall’Organizzazione Mondiale della Sanità']);
    const who: GroundingProduct = { nome_prodotto: 'Tavolette', descrizione_generale: 'Dosaggio raccomandato dall’Organizzazione Mondiale della Sanità.' };
    expect(texts('<p>Sono conformi alle indicazioni dell’Organizzazione Mondiale della Sanità.</p>', who)).toEqual([]);
  });
});
