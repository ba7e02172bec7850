import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { findExperienceClaims } from '../../common/experience-claims.ts';

/** The third round's second pass (docs/ai-quality.md, 'Rules changed in the third round'), on data written the way Amazon.it lists it. */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

const TABLETS: GroundingProduct = {
  nome_prodotto: 'IDROSAN Pastiglie Potabilizzanti, 50 Pastiglie, 1 Pastiglia per 2 Litri',
  nome_sintetico: 'IDROSAN Pastiglie',
  specifiche_tecniche: ['Numero di pastiglie: 50', 'Dosaggio: 1 pastiglia per 2 litri; 2 pastiglie per acqua torbida', 'Formato: Strisce da 5 pastiglie'].join('\n'),
  contenuto_scatola: '10 x Strisce da 5 pastiglie',
};

const RATIONS: GroundingProduct = {
  nome_sintetico: 'Scorta PANFORTE 40',
  specifiche_tecniche: ['Porzioni per confezione: 40', 'Numero di sacchetti: 8'].join('\n'),
  contenuto_scatola: ['4 x Sacchetti Minestra di verdure', '4 x Sacchetti Riso al curry'].join('\n'),
};

describe('round 3b, precision: counts and totals the data gives by working them out', () => {
  it('holds a count to every fact of its noun, though another noun beside it names a line of the pack', () => {
    expect(claimsOf('<p>Sono cinquanta pastiglie in dieci strisce da cinque.</p>', TABLETS)).toEqual([]);
    expect(claimsOf('<p>Sono sessanta pastiglie in dieci strisce da cinque.</p>', TABLETS)).toEqual(['sessanta pastiglie']);
  });
  it("reads a dose ('1 pastiglia per 2 litri') times the whole pack, not times any count of the noun", () => {
    expect(claimsOf('<p>La scatola basta per 100 litri di acqua limpida.</p>', TABLETS)).toEqual([]);
    expect(claimsOf('<p>La scatola basta per 4 litri di acqua limpida.</p>', TABLETS)).toEqual(['4 litri']);
  });
  it("reads 'Porzioni per confezione: 40' as a count of portions, and a contents line '4 x Sacchetti …' as four bags", () => {
    expect(claimsOf('<p>Otto sacchetti, quaranta porzioni in tutto.</p>', RATIONS)).toEqual([]);
    expect(claimsOf('<p>Due ricette, quattro sacchetti ciascuna.</p>', RATIONS)).toEqual([]);
    expect(claimsOf('<p>Otto sacchetti, cinquanta porzioni in tutto.</p>', RATIONS)).toEqual(['cinquanta porzioni']);
  });
  it("counts no '1 x presa' inside a line of ports as the only socket (a contents line starts with its count)", () => {
    const station: GroundingProduct = { nome_sintetico: 'Stazione VOLTA 500', specifiche_tecniche: 'Porte di uscita: 4 x AC 230 V, 1 x presa accendisigari 12 V' };
    expect(claimsOf('<p>Ha quattro prese AC e una presa accendisigari.</p>', station)).toEqual([]);
  });
  it("reads '(3 per taglia)' as three of the product's own pieces", () => {
    const gloves: GroundingProduct = {
      nome_sintetico: 'Guanti TESSIMANO',
      nome_prodotto: 'TESSIMANO Guanti da Lavoro, Confezione da 9',
      specifiche_tecniche: 'Taglie: S, M, L (3 per taglia)',
    };
    expect(claimsOf('<p>Tre taglie, tre guanti per taglia.</p>', gloves)).toEqual([]);
    expect(claimsOf('<p>Tre taglie, quattro guanti per taglia.</p>', gloves)).toEqual(['quattro guanti']);
  });
});

describe('round 3b, precision: spoken measures and the line a claim names', () => {
  const cape: GroundingProduct = {
    nome_sintetico: 'Mantella ASCIUTTA',
    specifiche_tecniche: ['Taglia: unica, fino a 185 cm di altezza', 'Peso articolo: 1,3 Chilogrammi'].join('\n'),
  };
  it("reads 'un metro e ottantacinque' as 1,85 m and 'un chilo e tre' as 1,3 kg", () => {
    expect(claimsOf('<p>Veste chi è alto fino a un metro e ottantacinque e pesa un chilo e tre.</p>', cape)).toEqual([]);
    expect(claimsOf('<p>Veste chi è alto fino a un metro e novantacinque.</p>', cape)).toEqual(['un metro e novantacinque']);
  });
  it('holds a claim to a line whose key words it names all, though a sentence of the description shares more words with it', () => {
    const lamp: GroundingProduct = {
      nome_sintetico: 'Lampada LUCIOLA',
      specifiche_tecniche: ['Ricarica: USB-C, circa 2 ore', 'Autonomia: 12 ore'].join('\n'),
      descrizione_generale: 'La batteria ricaricabile via USB-C garantisce fino a 12 ore di luce.',
    };
    expect(claimsOf('<p>La batteria si ricarica via USB-C in circa due ore.</p>', lamp)).toEqual([]);
    expect(claimsOf('<p>La batteria si ricarica via USB-C in circa cinque ore.</p>', lamp)).toEqual(['circa cinque ore']);
  });
});

describe('round 3b: a bare count in a line of ports is no value in the line’s units', () => {
  const lantern: GroundingProduct = {
    nome_sintetico: 'Lanterna FAROLINA',
    specifiche_tecniche: ['Potenza LED: 8 W', 'Uscite: 2 x USB-A 5V/1A, 1 x USB-C 10W', 'Capacità (mAh): 4000'].join('\n'),
  };
  it("reads no 2 W, 1 W or 2 V from '2 x USB-A 5V/1A, 1 x USB-C 10W'", () => {
    expect(claimsOf('<p>La luce rossa consuma appena 1 W e c’è una torcia laterale da 2 W; la batteria lavora a 2 V.</p>', lantern)).toEqual(['1 W', '2 W', '2 V']);
  });
  it('still reads the ports it counts (two, one, three) and a unit the key names', () => {
    expect(claimsOf('<p>Ha tre porte: due USB-A da 5 V e 1 A e una USB-C da 10 W. La batteria è da 4000 mAh.</p>', lantern)).toEqual([]);
    expect(claimsOf('<p>Ha quattro porte USB.</p>', lantern)).toEqual(['quattro porte']);
  });
});

describe('round 3b, precision: bounds and approximations of spoken measures', () => {
  const tracker: GroundingProduct = {
    nome_sintetico: 'Localizzatore TRACCIA T2',
    specifiche_tecniche: ['Autonomia: fino a 400 ore', 'Tempo di ricarica: 2 ore (USB-C)', 'Dimensioni: 7,9 x 4,1 x 1,8 cm'].join('\n'),
    descrizione_generale: 'La batteria si ricarica via USB-C in 2 ore e dura fino a 400 ore con un punto ogni 10 minuti.',
  };
  it("reads 'oltre due settimane' of 400 hours (a bound over a small number of its unit reaches the next), not 'oltre tre settimane'", () => {
    expect(claimsOf('<p>Arriva a 400 ore, cioè oltre due settimane.</p>', tracker)).toEqual([]);
    expect(claimsOf('<p>Arriva a 400 ore, cioè oltre tre settimane.</p>', tracker)).toEqual(['oltre tre settimane']);
  });
  it("reads 'circa 8 x 4 cm' of 7,9 x 4,1 cm, not 'circa 10 x 4 cm'", () => {
    expect(claimsOf('<p>Misura circa 8 x 4 cm.</p>', tracker)).toEqual([]);
    expect(claimsOf('<p>Misura circa 10 x 4 cm.</p>', tracker)).toEqual(['circa 10 x 4 cm']);
  });
});

describe('round 3b, precision: a first-person claim said in one breath is one claim', () => {
  it("reports 'Nel nostro test l’abbiamo congelata' once, and keeps apart claims a comma or a figure separates", () => {
    expect(findExperienceClaims('<p>Nel nostro test l’abbiamo congelata per una notte: nessuna crepa.</p>').map((c) => c.text)).toHaveLength(1);
    expect(findExperienceClaims('<p>Nei nostri test ha retto tre ore, e quando l’abbiamo portata in barca ha retto ancora.</p>').map((c) => c.text)).toHaveLength(2);
  });
});

describe('round 3b, recall: counts of modes, colours and charge cycles are claims even when the data counts none', () => {
  const alarm: GroundingProduct = {
    nome_sintetico: 'Allarme STRILLO',
    specifiche_tecniche: ['Luce: LED con modalità fissa e lampeggiante', 'Colore: Nero', 'Colori: nero, bianco, rosso'].join('\n'),
  };
  it("flags 'quattro modalità', '500 cicli di ricarica' and 'cinque colori', and passes the listed colours", () => {
    expect(claimsOf('<p>Ha quattro modalità di luce, regge 500 cicli di ricarica ed esiste in cinque colori.</p>', alarm)).toEqual([
      'quattro modalità',
      '500 cicli',
      'cinque colori',
    ]);
    expect(claimsOf('<p>Esiste in tre colori.</p>', alarm)).toEqual([]);
  });
  it("reads the counts of 'Modalità: 6' and 'Cicli di ricarica: fino a 500'", () => {
    const battery: GroundingProduct = { nome_sintetico: 'Pile RICARICA', specifiche_tecniche: ['Modalità: 6, con sensore', 'Cicli di ricarica: fino a 500'].join('\n') };
    expect(claimsOf('<p>Sei modalità e fino a 500 cicli di ricarica.</p>', battery)).toEqual([]);
    expect(claimsOf('<p>Sette modalità e fino a 800 cicli di ricarica.</p>', battery)).toEqual(['Sette modalità', '800 cicli']);
  });
});

describe('round 3b, precision: a text’s USB is the data’s USB-A or USB-C', () => {
  it("holds 'USB 5 V' to the line 'Porte di uscita: 1 x USB-A 5V/2A', not to a 12 V the title sets beside 'Uscita USB'", () => {
    const ups: GroundingProduct = {
      nome_prodotto: 'RETEVIVA Mini UPS per Router, DC 9V/12V con Uscita USB',
      nome_sintetico: 'Mini UPS RETEVIVA',
      specifiche_tecniche: 'Porte di uscita: 1 x USB-A 5V/2A, 1 x DC 12V',
    };
    expect(claimsOf('<p>Uscite: USB 5 V e DC 12 V.</p>', ups)).toEqual([]);
    expect(claimsOf('<p>Uscite: USB 9 V e DC 12 V.</p>', ups)).toEqual(['9 V']);
  });
});
