import { describe, expect, it } from 'vitest';
import { articleClaims, type NewsSource } from '../../common/news-grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** The fifth round's recall rules for news and guides (r5-recall2), each on text written in other words about other events and products than the open set's. */
const claims = (html: string, source: NewsSource) => articleClaims(html, source).map((c) => c.text);

const FIRE: NewsSource = {
  titolo: 'Incendio in un capannone a Lonato: tre squadre dei vigili del fuoco al lavoro',
  testo_originale: [
    'BRESCIA – Un incendio è divampato alle 4.10 in un capannone di materiali plastici a Lonato del Garda. Sul posto tre squadre dei vigili del fuoco con due autobotti.',
    'Non si registrano feriti: a quell’ora nello stabilimento non c’era nessuno. Due strade della zona industriale sono rimaste chiuse fino alle 11.',
  ].join('\n'),
  fonte: 'Giornale di Brescia',
};
const QUAKE: NewsSource = {
  titolo: 'Scossa di magnitudo 4.2 nel Maceratese',
  testo_originale:
    'Una scossa di magnitudo 4.2 è stata avvertita alle 21.05 in tutta la provincia di Macerata. A Camerino due persone sono rimaste lievemente ferite dalla caduta di calcinacci e sono state medicate sul posto. Tre scuole resteranno chiuse per verifiche.',
  fonte: 'Cronache Maceratesi',
};
const FLOOD: NewsSource = {
  titolo: 'Alluvione nel Valdarno, il bilancio',
  testo_originale:
    'Sono 4 i comuni colpiti dall’esondazione dell’Arno. Il bilancio è di un morto, un uomo di 71 anni travolto dall’acqua nella sua auto. Si cercano ancora due dispersi. Due ponti sono stati chiusi.',
  fonte: 'La Nazione',
};

describe('round 5, news: casualties held to what the source says of them', () => {
  it('flags a count of the hurt where the source says there were none, "un" and "una" included', () => {
    expect(claims('<p>Le fiamme sono partite alle 4.10. Un operaio è stato portato in ospedale per accertamenti.</p>', FIRE)).toEqual(['Un operaio']);
    expect(claims('<p>Tre squadre al lavoro; si registra un ferito lieve.</p>', FIRE)).toEqual(['un ferito']);
    // The source's 'due autobotti' and 'Due strade' are no two hurt workers.
    expect(claims('<p>Due dipendenti sono rimasti intossicati dal fumo.</p>', FIRE)).toEqual(['Due dipendenti']);
  });
  it('passes what the source says: none, or its own count in other words', () => {
    expect(claims('<p>Nessun ferito: lo stabilimento era vuoto. Tre squadre hanno lavorato fino alle 11.</p>', FIRE)).toEqual([]);
    expect(claims('<p>A Camerino due feriti lievi, medicati sul posto. Tre scuole chiuse.</p>', QUAKE)).toEqual([]);
    expect(claims('<p>Due persone sono state ferite dai calcinacci.</p>', QUAKE)).toEqual([]);
    // A count of another clause is not read as the casualties' ('tre squadre ... e una persona').
    expect(claims('<p>Sul posto tre squadre e due autobotti.</p>', FIRE)).toEqual([]);
  });
  it('flags a count of the dead or the missing the source counts otherwise', () => {
    expect(claims('<p>Sono 4 i comuni colpiti; il bilancio è di due vittime e due dispersi.</p>', FLOOD)).toEqual(['due vittime']);
    expect(claims('<p>Sono 4 i comuni colpiti: un morto e tre dispersi.</p>', FLOOD)).toEqual(['tre dispersi']);
    expect(claims('<p>Sono 4 i comuni colpiti: una vittima, un 71enne, e due dispersi.</p>', FLOOD)).toEqual([]);
  });
  it('leaves to the figure rules a kind the source says nothing of', () => {
    // QUAKE says nothing of the dead: the count is held to the source's figures as before (two persons are stated).
    expect(claims('<p>Nessuna vittima; due persone ferite a Camerino.</p>', QUAKE)).toEqual([]);
  });
});

const FRIDGE: NewsSource = {
  titolo: 'Blackout in Val Seriana, corrente tornata dopo 20 ore',
  testo_originale: [
    'BERGAMO – È tornata dopo 20 ore la corrente nelle 3.000 case della Val Seriana rimaste al buio per la nevicata.',
    'Il lago di Endine è salito a 1,8 metri sopra lo zero idrometrico; il livello di guardia è fissato a 2,5 metri.',
    'La Provincia ha stanziato 1,5 milioni per i gruppi elettrogeni dei comuni montani e altri 4 milioni per interrare le linee aeree.',
  ].join('\n'),
  fonte: 'L’Eco di Bergamo',
};

describe('round 5, news: a figure of the source given to what the source gives another figure', () => {
  it('flags a measure whose words the source ties to another measure of its kind', () => {
    // The source's lake stands at 1,8 metri; 2,5 metri is the guard level.
    expect(claims('<p>Il lago di Endine è salito a 2,5 metri sopra lo zero idrometrico.</p>', FRIDGE)).toEqual(['2,5 metri']);
    expect(claims('<p>La Provincia ha stanziato 4 milioni per i gruppi elettrogeni dei comuni montani.</p>', FRIDGE)).toEqual(['4 milioni']);
  });
  it('passes a measure told with its own words, or with words the source ties to no other figure', () => {
    expect(
      claims('<p>Il lago è salito a 1,8 metri; la guardia è a 2,5 metri. Stanziati 1,5 milioni per i gruppi elettrogeni e 4 milioni per interrare le linee.</p>', FRIDGE),
    ).toEqual([]);
    expect(claims('<p>In Val Seriana il lago di Endine ha raggiunto 1,8 metri dopo la nevicata.</p>', FRIDGE)).toEqual([]);
    // A small count is restated of other nouns too freely to be held to its words.
    expect(claims('<p>Al buio per 20 ore le 3.000 case della valle.</p>', FRIDGE)).toEqual([]);
  });
});

const BRIDGE: NewsSource = {
  titolo: 'Maltempo, chiuso il viadotto sul Panaro',
  testo_originale:
    'MODENA – Il viadotto sul Panaro è chiuso da ieri sera: i tecnici della Provincia hanno trovato crepe nei plinti di tre delle sei campate. Dei 40 comuni della provincia, 12 su 40 hanno chiesto lo stato di calamità. Tutte e sei le campate saranno comunque ispezionate entro venerdì.',
  fonte: 'Gazzetta di Modena',
};

describe('round 5, news: the whole where the source states a part', () => {
  it('flags "tutte e N" told of what the source says of a part of N', () => {
    expect(claims('<p>I tecnici hanno trovato crepe nei plinti di tutte e sei le campate.</p>', BRIDGE)).toEqual(['tutte e sei']);
    expect(claims('<p>Tutti i 40 comuni hanno chiesto lo stato di calamità.</p>', BRIDGE)).toEqual(['Tutti i 40']);
  });
  it('passes the whole the source states itself, and the part', () => {
    expect(claims('<p>Tutte e sei le campate saranno ispezionate entro venerdì.</p>', BRIDGE)).toEqual([]);
    expect(claims('<p>Crepe nei plinti di tre delle sei campate; 12 comuni su 40 chiedono lo stato di calamità.</p>', BRIDGE)).toEqual([]);
  });
});

const STOVE: GroundingProduct = {
  nome_prodotto: 'FIAMMELLA Stufa a Gas Portatile 1,3 kW per Tende e Ambienti Ventilati',
  nome_sintetico: 'Stufa a gas FIAMMELLA FM-13',
  specifiche_tecniche: ['Potenza: 1,3 kW', 'Consumo: 95 g/h', 'Peso articolo: 1,9 Chilogrammi'].join('\n'),
  descrizione_generale: 'Funziona con cartucce da 227 g. Controllare la guarnizione ogni mese e sostituirla ogni anno.',
};
const BAG: GroundingProduct = {
  nome_prodotto: 'TERMOSACCO Sacco a Pelo Invernale 220 x 80 cm, Comfort -5 °C',
  nome_sintetico: 'Sacco a pelo TERMOSACCO TS-5',
  specifiche_tecniche: ['Temperatura comfort: -5 °C', 'Dimensioni: 220 x 80 cm', 'Contenuto: 2 sacchi a pelo'].join('\n'),
  descrizione_generale: 'Il kit contiene 2 sacchi, 1 sacco a persona.',
};
const guideClaims = (html: string, products: GroundingProduct[] = [STOVE, BAG]) =>
  unverifiedGuideClaims({ introduzione: html, sezioni: [], conclusione: '' } as never, products).map((c) => c.text);

describe('round 5, guides: figures of the world and of the reader', () => {
  it('flags a statistic in a sentence about the world, digits, words or orders of magnitude', () => {
    expect(guideClaims("<p>Secondo l'ISPRA ogni inverno oltre 1.500 persone restano senza riscaldamento per un guasto.</p>")).toEqual(['1.500 persone']);
    expect(guideClaims('<p>In Italia migliaia di famiglie scaldano ancora la casa con stufe a gas.</p>')).toEqual(['migliaia di famiglie']);
    expect(guideClaims('<p>Le case italiane subiscono in media due guasti alla caldaia all’anno.</p>')).toEqual(['due guasti']);
  });
  it('flags a need per person or per day, and the frequency of an upkeep, the data does not give', () => {
    expect(guideClaims('<p>Tenete in casa almeno tre cartucce a persona.</p>')).toEqual(['tre cartucce a persona']);
    expect(guideClaims('<p>Ricordate di controllare il tubo ogni settimana.</p>')).toEqual(['ogni settimana']);
  });
  it('passes what the data says, and the guide’s own counts outside a sentence about the world', () => {
    // A rate of the reader's own ('all'anno') makes no sentence about the world.
    expect(guideClaims('<p>Segnate sul calendario due controlli all’anno.</p>')).toEqual([]);
    expect(guideClaims('<p>Controllate la guarnizione ogni mese e sostituitela ogni anno.</p>')).toEqual([]);
    expect(guideClaims('<p>Nel kit c’è un sacco a persona, due in tutto.</p>')).toEqual([]);
    expect(guideClaims('<p>In questa guida mettiamo a confronto due soluzioni per le notti in tenda.</p>')).toEqual([]);
    // An age group is part of its noun; a year is no count.
    expect(guideClaims('<p>Nel 2024 gli over 65 erano il pubblico delle stufe a gas.</p>')).toEqual([]);
  });
});

const KIT: GroundingProduct = {
  nome_prodotto: 'SANAVIA Kit di Pronto Soccorso 90 Pezzi in Borsa Arancione',
  nome_sintetico: 'Kit pronto soccorso SANAVIA SV-90',
  specifiche_tecniche: 'Contenuto principale: cerotti, garze sterili, bende, forbici, guanti in nitrile, coperta isotermica',
  contenuto_scatola: ['2 confezioni da 10 cerotti', '1 manuale di istruzioni'].join('\n'),
};
const LAMP: GroundingProduct = {
  nome_prodotto: 'LUCELLA Lanterna LED Ricaricabile USB-C 300 lm',
  nome_sintetico: 'Lanterna LUCELLA LC-3',
  specifiche_tecniche: ['Materiale: plastica ABS', 'Porta di ricarica: USB-C'].join('\n'),
};
const STRAP: GroundingProduct = {
  nome_prodotto: 'CINGHIO Cinghia USB per Lanterne e Torce',
  nome_sintetico: 'Cinghia CINGHIO USB',
  specifiche_tecniche: 'Materiale: acciaio inox',
};

describe('round 5, guides: specifications held to the product a clause names', () => {
  it('flags a specification another product of the guide holds, said of the one its clause names', () => {
    expect(guideClaims('<p>La lanterna Lucella è in acciaio inox e si ricarica via USB-C.</p>', [LAMP, STRAP])).toEqual(['acciaio inox']);
    // A product named after 'come' is compared to, not spoken of.
    expect(guideClaims('<p>La Lucella, come la cinghia Cinghio, è in acciaio inox.</p>', [LAMP, STRAP])).toEqual(['acciaio inox']);
  });
  it('passes what the named product holds, and reads a term another product also uses as no name', () => {
    expect(guideClaims('<p>La Cinghio è in acciaio inox.</p>', [LAMP, STRAP])).toEqual([]);
    // 'USB' is in the lantern's data too: it names neither product, so the steel is held to the whole guide.
    expect(guideClaims('<p>Il gancio in acciaio inox si aggancia alla porta USB.</p>', [LAMP, STRAP])).toEqual([]);
  });
});

describe('round 5, box contents: a bag’s contents and what a kit includes besides', () => {
  const claims = (html: string) => findUnverifiedClaims(html, factsOf([KIT])).map((c) => c.text);
  it("reads 'Dentro ci sono…', '…, oltre a…' and 'include anche…'", () => {
    expect(claims('<p>Dentro ci sono cerotti, garze sterili e forbici, oltre a un saturimetro.</p>')).toEqual(['un saturimetro']);
    expect(claims('<p>Il kit include anche un manuale di primo soccorso illustrato.</p>')).toEqual(['include anche un manuale di primo soccorso illustrato']);
    expect(claims('<p>Nel kit Sanavia ci sono garze, cerotti e un saturimetro.</p>')).toEqual(['un saturimetro']);
  });
  it('passes contents the data lists, in its own or in other words for a pack', () => {
    expect(claims('<p>Dentro ci sono due pacchetti da 10 cerotti, garze sterili e una coperta isotermica, oltre a un paio di forbici.</p>')).toEqual([]);
    expect(claims('<p>Il kit include anche un manuale di istruzioni.</p>')).toEqual([]);
    expect(claims('<p>Nella borsa ci sono garze sterili e cerotti.</p>')).toEqual([]);
  });
  it('reads a list of bare things to its end, and a hyphenated name of the data as the data writes it', () => {
    const torch: GroundingProduct = { nome_prodotto: 'Torcia frontale', contenuto_scatola: ['1 x Torcia', '1 x Fascia elastica', '2 x O-ring di ricambio'].join('\n') };
    const inBox = (html: string) => findUnverifiedClaims(html, factsOf([torch])).map((c) => c.text);
    expect(inBox('<p>Nella scatola ci sono torcia, fascia elastica e due guarnizioni di ricambio.</p>')).toEqual([]);
    expect(inBox('<p>Nella scatola ci sono torcia, fascia elastica e caricatore da auto.</p>')).toEqual(['caricatore da auto']);
  });
});

describe('round 5, guides: a bound on the total weight of the products', () => {
  const pouch: GroundingProduct = { nome_prodotto: 'Busta impermeabile', nome_sintetico: 'Busta SECCA', specifiche_tecniche: 'Peso articolo: 450 Grammi' };
  const water: GroundingProduct = { nome_prodotto: 'Acqua in bustine', nome_sintetico: 'Acqua ACQUINA', specifiche_tecniche: 'Peso articolo: 2,8 Chilogrammi' };
  it('flags an upper bound the weights in the data already exceed', () => {
    expect(guideClaims('<p>In tutto la borsa resta sotto i 3 chili.</p>', [pouch, water])).toEqual(['sotto i 3 chili']);
    expect(guideClaims('<p>Insieme pesano meno di due chili.</p>', [pouch, water])).toEqual(['meno di due chili']);
  });
  it('passes a bound the sum respects, and a bound that speaks of no total', () => {
    expect(guideClaims('<p>In tutto la borsa resta sotto i 4 chili.</p>', [pouch, water])).toEqual([]);
    expect(guideClaims('<p>La busta Secca pesa meno di un chilo.</p>', [pouch, water])).toEqual([]);
  });
});

describe('round 5, guides: the writers handling the products', () => {
  const tested = (html: string) =>
    unverifiedGuideClaims({ introduzione: html, sezioni: [], conclusione: '' } as never, [STOVE, BAG])
      .filter((c) => c.kind === 'esperienza')
      .map((c) => c.text);
  it('flags any act on a product in the first person past, the newsroom’s habits and a test before the verdict', () => {
    expect(tested('<p>L’abbiamo accesa in veranda una sera di gennaio.</p>')).toEqual(['L’abbiamo accesa']);
    expect(tested('<p>In redazione conserviamo le cartucce in cantina.</p>')).toEqual(['In redazione conserviamo']);
    expect(tested('<p>Dopo averle testate entrambe in tenda, la nostra preferita è la stufa.</p>')).toEqual(['Dopo averle testate']);
  });
  it('passes the editors’ own work, a negation and advice to the reader', () => {
    expect(tested('<p>Li abbiamo scelti perché costano poco; l’abbiamo inserita per chi campeggia d’inverno.</p>')).toEqual([]);
    expect(tested('<p>Non l’abbiamo accesa: ci basiamo sulla scheda.</p>')).toEqual([]);
    expect(tested('<p>In redazione consigliamo di tenere una scorta di cartucce.</p>')).toEqual([]);
    expect(tested('<p>Dopo averla provata a casa, portatela in tenda.</p>')).toEqual([]);
  });
});

describe('round 5, news: how often, held to the source', () => {
  const HEAT: NewsSource = {
    titolo: 'Caldo, bollino rosso in 12 città',
    testo_originale:
      'Il ministero raccomanda di bere almeno due litri d’acqua al giorno e di arieggiare la casa due volte al giorno, la mattina presto e la sera. Bollino rosso in 12 città, livello 3.',
    fonte: 'Ministero della Salute',
  };
  it('flags a frequency the source does not state, though its count is a figure of the source', () => {
    expect(claims('<p>Il ministero consiglia una doccia tiepida tre volte al giorno.</p>', HEAT)).toEqual(['tre volte al giorno']);
  });
  it('passes the source’s frequency in other words', () => {
    expect(claims('<p>Arieggiate la casa 2 volte al giorno, al mattino e alla sera.</p>', HEAT)).toEqual([]);
    expect(claims('<p>Arieggiare la casa due volte ogni giorno.</p>', HEAT)).toEqual([]);
  });
});
