import type { CaseFile } from '../types.ts';

/** Reviews of a no-rinse hygiene kit (body wipes, dry shampoo, waterless hand gel), modelled on Amazon.it emergency hygiene kit listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'PULITA Kit Igiene Senza Risciacquo, 60 Salviette Detergenti Corpo Extra Large 30 x 20 cm, Shampoo Secco Spray 200 ml, Gel Mani Senza Acqua 100 ml, Busta Impermeabile, per Emergenza, Campeggio e Viaggio',
    nome_sintetico: 'Pulita kit igiene senza risciacquo',
    specifiche_tecniche: [
      'Numero di salviette: 60 (3 confezioni da 20)',
      'Dimensioni salvietta: 30 x 20 cm',
      'Volume shampoo secco: 200 Millilitri',
      'Volume gel mani: 100 Millilitri',
      'Fragranza: Aloe vera e camomilla',
      'pH salviette: 5,5',
      'Tipo di pelle: Tutti i tipi di pelle',
      'Caratteristiche: Salviette senza alcool, dermatologicamente testato',
      'Peso articolo: 780 Grammi',
    ].join('\n'),
    descrizione_generale: `Il kit Pulita raccoglie l'essenziale per lavarsi quando l'acqua manca o va conservata per bere: in caso di emergenza, in campeggio, durante un viaggio lungo o a letto dopo un intervento. Le salviette corpo extra large (30 x 20 cm) sono senza alcool, con pH 5,5, aloe vera e camomilla, e detergono senza bisogno di risciacquo.

Lo shampoo secco spray assorbe il sebo e rinfresca i capelli in pochi minuti; il gel mani senza acqua contiene il 70% di alcool. Tutto sta nella busta richiudibile impermeabile, pronta per lo zaino d'emergenza. Dermatologicamente testato.`,
    informazioni_articolo: [
      'Marchio: Pulita',
      'Numero modello articolo: PL-KIT60',
      'Ingredienti speciali: Aloe vera, camomilla, glicerina',
      "Periodo dopo l'apertura: 12 mesi",
      'Formato: Salviette, spray, gel',
    ].join('\n'),
    contenuto_scatola: [
      '3 confezioni da 20 salviette detergenti corpo',
      '1 shampoo secco spray da 200 ml',
      '1 gel detergente mani da 100 ml',
      '1 busta richiudibile impermeabile',
    ].join('\n'),
    prezzo_prodotto: 19.9,
    prezzo_originale: 24.9,
    prezzo_scontato: 19.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's7-kit-igiene-01',
      text: `<h2>Lavarsi senza acqua: il kit Pulita</h2><p>In un'emergenza l'acqua potabile va conservata per bere. È l'idea dietro al <strong>kit Pulita PL-KIT60</strong>, che mette insieme salviette, shampoo secco e gel per le mani, tutti senza risciacquo.</p><p>Le salviette sono sessanta, divise in tre confezioni da venti, e misurano 30 x 20 centimetri: senza alcool, con pH 5,5, aloe vera e camomilla. Lo shampoo secco spray da 200 ml assorbe il sebo e rinfresca i capelli in pochi minuti, mentre il gel mani da 100 ml contiene il 70% di alcool.</p><p>Tutto sta in una busta richiudibile impermeabile, da infilare nello zaino d'emergenza. Il kit è dermatologicamente testato, adatto a tutti i tipi di pelle e utile anche in campeggio, in viaggio o per chi deve restare a letto dopo un intervento. Costa 19,90 euro invece di 24,90.</p>`,
      claims: [],
    },
    {
      id: 's7-kit-igiene-02',
      text: `<p>Durante un'escursione di tre giorni senza docce ho messo alla prova il <strong>kit igiene Pulita</strong>, e la differenza si sente.</p><p>Le salviette extra large sono biodegradabili e abbastanza grandi, 30 x 20 cm, da bastarne una per tutto il corpo. Eliminano il 99,9% dei batteri senza alcool, grazie all'aloe vera e alla camomilla.</p><p>Completano il kit lo shampoo secco da 200 ml e il gel mani, il tutto in una busta impermeabile. Prezzo: 19,90 euro.</p>`,
      claims: [
        { quote: `Durante un'escursione di tre giorni senza docce ho messo alla prova il`, class: 'test' },
        { quote: 'biodegradabili', class: 'specifica' },
        { quote: 'da bastarne una per tutto il corpo', class: 'qualitativa' },
        { quote: '99,9% dei batteri', class: 'numero' },
      ],
    },
    {
      id: 's7-kit-igiene-03',
      text: `<h2>Kit Pulita: cosa c'è dentro</h2><ul><li>80 salviette detergenti corpo, senza alcool</li><li>Shampoo secco spray da 200 ml</li><li>Gel mani senza acqua da 100 ml</li><li>Busta richiudibile impermeabile</li></ul><p>Il pH 5,5 e la formula ipoallergenica lo rendono adatto anche ai neonati. Una volta aperto, il kit si conserva 12 mesi. Per una scorta d'emergenza calcolate almeno due salviette al giorno per persona.</p><p>La valutazione media è di 4,5 su 5, su più di 2.000 recensioni.</p>`,
      claims: [
        { quote: '80 salviette', class: 'numero' },
        { quote: 'ipoallergenica', class: 'specifica' },
        { quote: 'adatto anche ai neonati', class: 'qualitativa' },
        { quote: 'almeno due salviette al giorno per persona', class: 'numero' },
        { quote: 'più di 2.000 recensioni', class: 'valutazione' },
      ],
    },
    {
      id: 's7-kit-igiene-04',
      text: `<p>Il <strong>Pulita PL-KIT60</strong> è un kit per lavarsi senza risciacquo, pensato per le emergenze ma anche per campeggio e viaggi lunghi. Dentro ci sono tre pacchetti da 20 salviette corpo in formato extra large, uno shampoo secco spray e un gel detergente per le mani che non richiede acqua.</p><p>Qualche dettaglio: le salviette non contengono alcool e hanno pH 5,5; il gel invece ne contiene il 70%. Tra gli ingredienti ci sono aloe vera, camomilla e glicerina. Il prodotto è dermatologicamente testato e, una volta aperto, va usato entro dodici mesi.</p><p>Il kit pesa 780 grammi e si ripone nella sua busta richiudibile impermeabile. Oggi è in offerta a 19,90 euro (prezzo pieno 24,90) e ha una media di quattro stelle e mezzo.</p>`,
      claims: [],
    },
    {
      id: 's7-kit-igiene-05',
      text: `<p>Il <strong>kit Pulita</strong> è la soluzione più completa per l'igiene senza acqua che si trovi su Amazon. Le salviette detergenti non contengono alcool, hanno pH 5,5 e sono profumate con aloe vera e camomilla; lo shampoo secco spray da 250 ml rinfresca i capelli in pochi minuti.</p><p>Il gel mani contiene il 70% di alcool, e la scadenza è di 5 anni dalla produzione.</p><p>Costa 19,90 euro, con uno sconto del 40% sul prezzo pieno.</p>`,
      claims: [
        { quote: `la soluzione più completa per l'igiene senza acqua che si trovi su Amazon`, class: 'qualitativa' },
        { quote: '250 ml', class: 'numero' },
        { quote: '5 anni dalla produzione', class: 'numero' },
        { quote: 'sconto del 40%', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
