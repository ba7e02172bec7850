import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';
import { unverifiedGuideClaims } from '../../common/guide-grounding.ts';

const torch: GroundingProduct = {
  nome_sintetico: 'Torcia LUMEO T9',
  specifiche_tecniche: 'Flusso luminoso: 1200 lumen\nModalità: alta, media, bassa, strobo, SOS\nDisplay: percentuale della batteria\nPeso: 180 grammi',
  descrizione_generale: 'Torcia tattica con corpo zigrinato antiscivolo. Il LED rosso segnala la batteria scarica.',
  informazioni_articolo: 'Produttore: LUMEO',
  prezzo_prodotto: 24.99,
  valutazione_prodotto: 4.6,
};
const inverter: GroundingProduct = {
  nome_sintetico: 'Inverter Ferravolt 300',
  specifiche_tecniche: 'Forma d’onda: sinusoidale modificata\nProtezioni: sovraccarico, surriscaldamento, bassa tensione\nGrado di protezione: IPX4',
};
const claims = (html: string, product = torch) => findUnverifiedClaims(html, factsOf([product])).map((c) => c.text);

/** Named features, functions, protections and treatments (common/grounding/features.ts). */
describe('grounding: features the product is said to have', () => {
  it('flags a feature a sentence attaches to the product when the data does not name it', () => {
    expect(claims('<p>Dispone di una bussola integrata e di un martelletto frangivetro.</p>')).toEqual(['bussola', 'martelletto frangivetro']);
    expect(claims('<p>È dotata di una memoria. La coda è magnetica.</p>')).toEqual(['memoria', 'magnetica']);
    expect(claims('<p>Offre una funzione power bank e una modalità silenziosa.</p>')).toEqual(['funzione power bank', 'modalità silenziosa']);
  });

  it('passes a feature named in other words of the data', () => {
    expect(claims('<p>Ha una modalità lampeggiante e un piccolo schermo per la carica; la luce rossa avvisa quando è scarica.</p>')).toEqual([]);
    expect(claims('<p>La modalità strobo e la funzione SOS sono utili, e ci sono modalità da usare in casa.</p>')).toEqual([]);
  });

  it('reads advice and what the product lacks as no claim', () => {
    expect(claims('<p>Se uscite di notte, portate comunque una bussola e un fischietto nello zaino.</p>')).toEqual([]);
    expect(claims('<p>A differenza di altri modelli con bussola, questa non ha il telecomando.</p>')).toEqual([]);
  });

  it('reads protections and water as an IP rating states them', () => {
    expect(claims('<p>Grazie all’onda sinusoidale pura e alla protezione da cortocircuito regge tutto.</p>', inverter)).toEqual([
      'onda sinusoidale pura',
      'protezione da cortocircuito',
    ]);
    expect(claims('<p>È protetto contro sovraccarico e surriscaldamento, con protezione dagli spruzzi.</p>', inverter)).toEqual([]);
  });

  it("reads 'anti' treatments by what they resist", () => {
    expect(claims('<p>Il corpo antiscivolo ha una lente antiriflesso e un trattamento anti-graffio.</p>')).toEqual(['antiriflesso', 'anti-graffio']);
  });
});

describe('grounding: ratings, offers and reviews', () => {
  it('reads a rating bound as true beyond it', () => {
    expect(claims('<p>Ha più di 4 stelle su Amazon.</p>')).toEqual([]);
    expect(claims('<p>Ha oltre 4,8 stelle su Amazon.</p>')).toEqual(['4,8 stelle']);
  });

  it("reads 'un prezzo scontato di' as the offer", () => {
    expect(claims('<p>Un prezzo scontato di 24,99 euro.</p>', { ...torch, prezzo_prodotto: null, prezzo_originale: 29.99, prezzo_scontato: 24.99 })).toEqual([]);
  });

  it("flags reviews said to praise it with 'sono'", () => {
    expect(claims('<p>Le recensioni degli acquirenti sono entusiaste.</p>')).toEqual(['recensioni degli acquirenti sono entusiaste']);
  });
});

describe('guide grounding: a clause naming one product is held to its data', () => {
  const guide = (html: string) =>
    unverifiedGuideClaims({ introduzione: html, sezioni: [], conclusione: '' }, [
      torch,
      { ...inverter, specifiche_tecniche: `${inverter.specifiche_tecniche}\nPeso: 620 grammi`, prezzo_prodotto: 35.99 },
    ]).map((c) => c.text);

  it("flags a figure of one product said of another, and passes each product's own", () => {
    expect(guide('<p>L’inverter Ferravolt pesa 180 grammi e costa 24,99 euro.</p>')).toEqual(['180 grammi', '24,99 euro']);
    expect(guide('<p>La torcia LUMEO pesa 180 grammi e l’inverter Ferravolt 620 grammi; la torcia costa 24,99 euro.</p>')).toEqual([]);
  });

  it('does not read a brand before a number as a standard', () => {
    expect(guide('<p>Pesano la torcia LUMEO 180 grammi e l’inverter 620.</p>')).toEqual([]);
  });
});
