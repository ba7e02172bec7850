import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** The fourth round (docs/ai-quality.md, 'Rules changed in the fourth round'), on data written the way Amazon.it lists it. */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

const BLANKET: GroundingProduct = {
  nome_prodotto: 'FLAMMASTOP Coperta Antincendio 1 x 1 m in Fibra di Vetro, con Custodia da Parete',
  nome_sintetico: 'Coperta antincendio FLAMMASTOP FB-100',
  specifiche_tecniche: ['Materiale: fibra di vetro', 'Dimensioni coperta: 100 x 100 cm', 'Temperatura massima di esercizio: 550 °C', 'Norma: EN 1869:2019'].join('\n'),
  descrizione_generale: 'Si estrae tirando i due nastri e si stende sulla padella in fiamme. Dopo l’uso va sostituita.',
  contenuto_scatola: ['1 x Coperta antincendio 100 x 100 cm', '1 x Custodia da parete', '2 x Viti con tasselli'].join('\n'),
};

const TANK: GroundingProduct = { nome_prodotto: 'Tanica acqua 10 L', specifiche_tecniche: 'Capacità: 10 litri' };

describe('round 4, numbers: advice figures and bounds', () => {
  it('holds an advice figure per person to the data: a figure the site confirms with its source', () => {
    expect(claimsOf('<p>Contate almeno 4 litri a persona al giorno, per tre giorni.</p>', TANK)).toEqual(['almeno 4 litri', 'tre giorni']);
    // The data that states a need per person supports its own figure.
    const rations: GroundingProduct = { nome_prodotto: 'Razione', specifiche_tecniche: 'Dosaggio: 6 barrette al giorno per persona' };
    expect(claimsOf('<p>Il dosaggio è di 6 barrette al giorno per persona.</p>', rations)).toEqual([]);
  });
  it("reports a figure after 'fino a' as the figure: the bound compares as the figure itself", () => {
    expect(claimsOf('<p>Il tubetto resiste fino a 30 metri di profondità.</p>', BLANKET)).toEqual(['30 metri']);
    expect(claimsOf('<p>Resiste fino a 550 °C.</p>', BLANKET)).toEqual([]);
  });
});

describe('round 4, specifications: certifications the data does not name', () => {
  it('reads what a product is certified as, by or for, and holds each name to the data', () => {
    expect(claimsOf('<p>La coperta è certificata CE e RoHS e costa poco.</p>', BLANKET)).toEqual(['certificata CE e RoHS']);
    expect(claimsOf('<p>Il tessuto è certificato per uso alimentare.</p>', BLANKET)).toEqual(['certificato per uso alimentare']);
    expect(claimsOf('<p>La durata è certificata da un laboratorio indipendente.</p>', BLANKET)).toEqual(['certificata da un laboratorio indipendente']);
    expect(claimsOf('<p>È conforme alla normativa CE.</p>', BLANKET)).toEqual(['conforme alla normativa CE']);
  });
  it('passes what the data names, a document, a lack, and conformity to no rule', () => {
    expect(claimsOf('<p>È certificata secondo la norma EN 1869:2019, in fibra di vetro.</p>', BLANKET)).toEqual([]);
    expect(claimsOf('<p>Non è certificata CE.</p>', BLANKET)).toEqual([]);
    expect(claimsOf('<p>Nella scatola c’è il certificato di garanzia.</p>', BLANKET)).toEqual([]);
    expect(claimsOf('<p>Il risultato è conforme alle aspettative.</p>', BLANKET)).toEqual([]);
  });
  it('ends at the code it names: what follows is another statement', () => {
    const lamp: GroundingProduct = { nome_prodotto: 'Lanterna da campeggio', specifiche_tecniche: 'Certificazione: IPX4' };
    expect(claimsOf('<p>La certificazione IPX4 contro gli spruzzi la protegge.</p>', lamp)).toEqual([]);
    expect(claimsOf('<p>Ha la certificazione IP67 contro gli spruzzi.</p>', lamp)).toEqual(['IP67']);
  });
});

describe('round 4, specifications: parts, accessories and properties the data does not name', () => {
  it('reads the parts and properties a text adds to the product', () => {
    expect(claimsOf('<p>La custodia è impermeabile e ha un anello in metallo.</p>', BLANKET)).toEqual(['impermeabile', 'anello']);
    expect(claimsOf('<p>Il termostato ambiente permette di regolarla.</p>', BLANKET)).toEqual(['termostato']);
    expect(claimsOf('<p>La batteria è sostituibile e le bande riflettenti si vedono di notte.</p>', BLANKET)).toEqual(['sostituibile', 'riflettenti']);
  });
  it('passes what the data names or rates, advice, and a news item (no product)', () => {
    const lamp: GroundingProduct = { nome_prodotto: 'Lanterna da campeggio', specifiche_tecniche: 'Protezione: IPX4\nBatteria: removibile' };
    expect(claimsOf('<p>La lanterna è impermeabile e la batteria è sostituibile.</p>', lamp)).toEqual([]);
    expect(claimsOf('<p>Portate anche una borsa impermeabile.</p>', BLANKET)).toEqual([]);
    const news = findUnverifiedClaims('<p>Tenete i documenti in una busta impermeabile.</p>', factsOf([], ['Evacuato il paese.'])).map((c) => c.text);
    expect(news).toEqual([]);
  });
});

describe('round 4, ratings: popularity and sales a listing never states', () => {
  it('reads sales and choosers as rating claims', () => {
    expect(claimsOf('<p>È una delle coperte più vendute su Amazon, con una media di 4,6 stelle.</p>', { ...BLANKET, valutazione_prodotto: 4.6 })).toEqual(['più vendute']);
    expect(claimsOf('<p>Ne sono state vendute tante: oltre 3.000 unità vendute nell’ultimo mese.</p>', BLANKET)).toEqual(['oltre 3.000 unità']);
    expect(claimsOf('<p>Oltre 5.000 escursionisti lo hanno già acquistato.</p>', BLANKET)).toEqual(['Oltre 5.000 escursionisti']);
    expect(claimsOf('<p>È la preferita dagli escursionisti e porta il marchio Scelta Amazon.</p>', BLANKET)).toEqual(['preferita dagli escursionisti', 'Scelta Amazon']);
    expect(claimsOf('<p>È il coltello scelto da molti istruttori.</p>', BLANKET)).toEqual(['scelto da molti istruttori']);
  });
  it('passes praise a rating states, and a choice that is the reader’s', () => {
    expect(claimsOf('<p>È apprezzatissima, con 4,6 stelle su 5.</p>', { ...BLANKET, valutazione_prodotto: 4.6 })).toEqual([]);
    expect(claimsOf('<p>È la coperta scelta da chi vuole spendere poco.</p>', BLANKET)).toEqual([]);
  });
});

describe('round 4, numbers: counts of uses', () => {
  it('reads counts of recharges, showers, meals and times as claims though the data counts none', () => {
    expect(claimsOf('<p>Dopo l’uso si può riutilizzare fino a cinque volte.</p>', BLANKET)).toEqual(['cinque volte']);
    expect(claimsOf('<p>Con una bombola si fanno circa 20 docce e 24 pasti caldi.</p>', TANK)).toEqual(['circa 20 docce', '24 pasti']);
  });
  it('passes a rate of use the reader plans', () => {
    expect(claimsOf('<p>La scorta dura con tre pasti al giorno.</p>', TANK)).toEqual([]);
  });
});

describe('round 4, specifications: what one wears or holds is no feature', () => {
  it("reads 'con i guanti' as how the product is used, and 'i guanti inclusi' as a claim", () => {
    const knife: GroundingProduct = { nome_prodotto: 'Coltello fisso con manico in legno', specifiche_tecniche: 'Materiale lama: acciaio inox\nCustodia: tela' };
    expect(claimsOf('<p>Si tiene bene in mano anche con i guanti.</p>', knife)).toEqual([]);
    expect(claimsOf('<p>Si usa senza gli occhiali, anche al buio.</p>', knife)).toEqual([]);
    expect(claimsOf('<p>Nella confezione trovate anche i guanti.</p>', knife)).toEqual(['guanti']);
  });
});
