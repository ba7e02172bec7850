import { describe, expect, it } from 'vitest';
import { findExperienceClaims } from '../../common/experience-claims.ts';

/** The fifth round (r5-tests): first-person uses told with ordinary verbs (common/experience-shapes.ts). */
const claims = (text: string) => findExperienceClaims(`<p>${text}</p>`).map((c) => c.text);

describe('round 5, recall: a pronoun for the product with our auxiliary and any participle of use', () => {
  it('reports the use, up to the count after ‘ne’', () => {
    expect(claims('L’abbiamo fissata alla ringhiera del terrazzo e ha retto al vento.')).toEqual(['L’abbiamo fissata']);
    expect(claims('Ne abbiamo accesi due in soggiorno durante il blackout.')).toEqual(['Ne abbiamo accesi due']);
    expect(claims('Li abbiamo regalati ai nonni, che li trovano comodi.')).toEqual(['Li abbiamo regalati']);
    expect(claims('La abbiamo fatta funzionare per tutta la notte.')).toEqual(['La abbiamo fatta funzionare']);
  });
  it('passes the desk work of the editor and the reader’s pronouns', () => {
    expect(claims('Ne abbiamo scelti tre per fasce di prezzo diverse.')).toEqual([]);
    expect(claims('L’abbiamo inserita in questa selezione per il prezzo.')).toEqual([]);
    expect(claims('Li abbiamo ordinati dal più economico al più costoso.')).toEqual([]);
    expect(claims('Come vi abbiamo spiegato nella guida precedente, il kit va controllato.')).toEqual([]);
    expect(claims('Lo abbiamo fatto notare anche nel paragrafo sulla sicurezza.')).toEqual([]);
    expect(claims('Lo abbiamo tenuto fuori dalla classifica.')).toEqual([]);
    expect(claims('Ne abbiamo bisogno tutti in caso di blackout.')).toEqual([]);
  });
});

describe('round 5, recall: verbs of handling and setting up after our auxiliary', () => {
  it('reports them with any object', () => {
    expect(claims('Abbiamo installato il sensore in cucina a ottobre.')).toEqual(['Abbiamo installato']);
    expect(claims('Abbiamo gonfiato il materassino in meno di due minuti.')).toEqual(['Abbiamo gonfiato']);
    expect(claims('Abbiamo fatto suonare l’allarme in corridoio.')).toEqual(['Abbiamo fatto suonare']);
  });
  it('passes the editor’s choices and causatives of speech', () => {
    expect(claims('Abbiamo scelto tre modelli che si installano in cucina.')).toEqual([]);
    expect(claims('Abbiamo fatto emergere i pregi di ciascun modello.')).toEqual([]);
    expect(claims('Abbiamo fissato un tetto di 50 euro.')).toEqual([]);
  });
  it('reports one claim for a sentence a noun of testing already flags', () => {
    expect(claims('Nel nostro test in cortile, con un chilo di pellet abbiamo fatto bollire due litri.')).toEqual(['Nel nostro test']);
  });
});

describe("round 5, recall: 'dopo averlo + participle' when the main clause is ours", () => {
  it('reports it before our verb', () => {
    expect(claims('Dopo averla indossata sotto la pioggia, possiamo dire che è impermeabile.')).toEqual(['Dopo averla indossata']);
    expect(claims('Dopo averlo portato in due campeggi, lo consigliamo a chi viaggia.')).toEqual(['Dopo averlo portato']);
  });
  it('passes the reader’s or nobody’s main clause', () => {
    expect(claims('Dopo averla usata va ricomprata.')).toEqual([]);
    expect(claims('Vi consigliamo di pulirlo dopo averlo usato.')).toEqual([]);
    expect(claims('Dopo averlo montato, ricordiamo che va serrato bene.')).toEqual([]);
    expect(claims('Dopo averlo montato, il nostro consiglio è di serrare bene le viti.')).toEqual([]);
    expect(claims('Dopo averli confrontati, consigliamo il primo.')).toEqual([]);
  });
});

describe('round 5, recall: a rough count of uses told in the past, and our place with a present of use', () => {
  it('reports them', () => {
    expect(claims('Dopo una ventina di utilizzi il coperchio si è allentato.')).toEqual(['Dopo una ventina di utilizzi']);
    expect(claims('Dopo qualche uso la cerniera era già dura.')).toEqual(['Dopo qualche uso']);
    expect(claims('Nel nostro ufficio teniamo due torce nel cassetto.')).toEqual(['Nel nostro ufficio teniamo']);
  });
  it('passes instructions, what happens in general, a third party and our guide', () => {
    expect(claims('Il filtro va cambiato dopo qualche utilizzo.')).toEqual([]);
    expect(claims('Dopo qualche utilizzo la guarnizione si indurisce leggermente.')).toEqual([]);
    expect(claims('Secondo gli utenti, dopo diversi utilizzi la lama si è smussata.')).toEqual([]);
    expect(claims('Nella nostra guida trovate tutti i modelli.')).toEqual([]);
    expect(claims('La nostra redazione ha scelto tre prodotti.')).toEqual([]);
  });
});
