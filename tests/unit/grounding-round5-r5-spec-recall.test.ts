import { describe, expect, it } from 'vitest';
import { factsOf, findUnverifiedClaims, type GroundingProduct } from '../../common/grounding.ts';

/** Round 5, recall of specifications in reviews: what a text adds to the product, materials by kind, warranties. */
const claimsOf = (html: string, p: GroundingProduct) => findUnverifiedClaims(html, factsOf([p])).map((c) => c.text);

const PURIFIER: GroundingProduct = {
  nome_prodotto: 'IDROPURA Cannuccia Filtrante 0,1 Micron per Escursionismo, con Carbone Attivo',
  nome_sintetico: 'Cannuccia filtrante Idropura',
  specifiche_tecniche: ['Tipo di filtro: Fibra cava + carbone attivo', 'Durata del filtro: 1000 Litri'].join('\n'),
  descrizione_generale:
    'Trattiene batteri e protozoi; il carbone attivo riduce cloro e cattivi odori. Non rimuove virus né sostanze chimiche disciolte. ' +
    'Non adatta ad acqua salata. Funziona anche con le borracce a bocca larga e fa da prefiltro per le taniche.',
  contenuto_scatola: ['1 x Cannuccia filtrante', '1 x Siringa per il controlavaggio', '1 x Cordino', 'Pastiglie non incluse'].join('\n'),
};

const HEATER: GroundingProduct = {
  nome_prodotto: 'CALDOBOX Stufetta a Gas Portatile 1,3 kW con Accensione Piezoelettrica',
  specifiche_tecniche: ['Materiale: Acciaio verniciato, griglia in acciaio inossidabile', 'Garanzia: 2 anni'].join('\n'),
  descrizione_generale: 'Funziona con cartucce di butano. Il globo in vetro protegge la fiamma. Manico in legno.',
  contenuto_scatola: ['1 x Stufetta', '1 x Manuale d’uso', '1 x Fusibile di ricambio'].join('\n'),
};

describe("round 5, capabilities marked by 'anche'", () => {
  it('flags a further capability whose words the data does not hold', () => {
    expect(claimsOf('<p>La cannuccia rileva anche il piombo e le fughe di gas.</p>', PURIFIER)).toEqual(['rileva anche il piombo e le fughe di gas']);
    expect(claimsOf('<p>Può anche fare da pompa per il materassino.</p>', PURIFIER)).toEqual(['Può anche fare da pompa']);
  });
  it('flags a capability the data names only to deny it', () => {
    expect(claimsOf('<p>Secondo noi rimuove anche i virus.</p>', PURIFIER)).toEqual(['rimuove anche i virus']);
    expect(claimsOf('<p>È adatta anche all’acqua salata.</p>', PURIFIER)).toEqual(['adatta anche all’acqua salata']);
  });
  it('passes a capability the data states, and how the product is used', () => {
    expect(claimsOf('<p>Funziona anche con le borracce a bocca larga.</p>', PURIFIER)).toEqual([]);
    expect(claimsOf('<p>Riduce anche il cloro, e fa anche da prefiltro per le taniche.</p>', PURIFIER)).toEqual([]);
    expect(claimsOf('<p>Funziona anche con i guanti.</p>', PURIFIER)).toEqual([]);
    // What it suits is held only against the data's denial.
    expect(claimsOf('<p>È adatta anche ai bambini.</p>', PURIFIER)).toEqual([]);
  });
});

describe('round 5, what the box is said to hold', () => {
  it('flags a thing the data does not list, or says is not included', () => {
    expect(claimsOf('<p>Nella confezione c’è anche un tubo di prolunga.</p>', PURIFIER)).toEqual(['un tubo di prolunga']);
    expect(claimsOf('<p>Nella scatola ci sono la siringa e le pastiglie.</p>', PURIFIER)).toEqual(['le pastiglie']);
  });
  it('passes the data’s contents under their names or their synonyms, and what follows the list', () => {
    expect(claimsOf('<p>Nella confezione ci sono la siringa per il controlavaggio e un cordino, ciascuno imbustato.</p>', PURIFIER)).toEqual([]);
    expect(claimsOf('<p>In confezione c’è anche un fusibile di scorta e le istruzioni.</p>', HEATER)).toEqual([]);
    // 'e' before a verb starts another statement.
    expect(claimsOf('<p>Nella scatola c’è il manuale e la stufetta si accende subito.</p>', HEATER)).toEqual([]);
  });
});

describe('round 5, materials by kind and warranties', () => {
  it('flags a kind of material the data does not name', () => {
    expect(claimsOf('<p>Il globo è in vetro borosilicato.</p>', HEATER)).toEqual(['borosilicato']);
    expect(claimsOf('<p>Il manico in legno d’olivo è bello.</p>', HEATER)).toEqual(['olivo']);
    expect(claimsOf('<p>Garanzia a vita del produttore.</p>', HEATER)).toEqual(['Garanzia a vita']);
  });
  it('passes the kind the data names, in its own spelling', () => {
    expect(claimsOf('<p>La griglia è in acciaio inossidabile, il globo in vetro.</p>', HEATER)).toEqual([]);
    expect(claimsOf('<p>La griglia in acciaio inox resiste bene.</p>', HEATER)).toEqual([]);
  });
});
