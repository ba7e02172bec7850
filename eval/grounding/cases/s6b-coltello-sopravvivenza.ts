import type { CaseFile } from '../types.ts';

/** Reviews of a fixed-blade full-tang survival knife with Kydex sheath and ferro rod, modelled on an Amazon.it bushcraft knife listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Kodran Ranger FX Coltello da Sopravvivenza a Lama Fissa 11,5 cm in Acciaio Sandvik 14C28N, Manico in G10, Fodero in Kydex con Acciarino e Affilatore, Coltello Bushcraft Full Tang`,
    nome_sintetico: `Kodran Ranger FX`,
    specifiche_tecniche: [
      `Marchio: Kodran`,
      `Materiale lama: Acciaio inossidabile Sandvik 14C28N`,
      `Lunghezza lama: 11,5 Centimetri`,
      `Lunghezza totale: 23,5 Centimetri`,
      `Spessore lama: 4 Millimetri`,
      `Durezza: 58-60 HRC`,
      `Tipo di lama: Drop point, filo liscio`,
      `Costruzione: Full tang`,
      `Materiale manico: G10`,
      `Tipo di fodero: Kydex con clip per cintura e attacchi MOLLE`,
      `Peso coltello senza fodero: 190 Grammi`,
    ].join('\n'),
    descrizione_generale: `Il Ranger FX è un coltello full tang pensato per il bushcraft e per il kit di sopravvivenza: la lama drop point in acciaio Sandvik 14C28N da 4 mm di spessore ha una durezza di 58-60 HRC e il dorso squadrato a 90° per usare l'acciarino incluso. Il manico in G10 testurizzato offre una presa sicura anche con le mani bagnate, e il codolo sporgente con foro per il laccio può servire da martelletto.

Il fodero in Kydex trattiene il coltello con uno scatto e si monta alla cintura o su sistemi MOLLE; nella parte anteriore alloggia l'acciarino in ferrocerio, e nel kit è compreso un piccolo affilatore in ceramica. Ogni coltello viene affilato a mano con un angolo di 20° per lato.`,
    informazioni_articolo: [
      `Numero modello articolo: RFX-115`,
      `Peso articolo: 245 Grammi`,
      `Produttore: Kodran Knives`,
      `Età minima consigliata dal produttore: 18 anni`,
      `Disponibile su Amazon.it a partire dal: 8 febbraio 2024`,
    ].join('\n'),
    contenuto_scatola: [
      `1 coltello Ranger FX`,
      `1 fodero in Kydex con clip`,
      `1 acciarino in ferrocerio`,
      `1 affilatore in ceramica`,
      `1 laccio in paracord`,
    ].join('\n'),
    prezzo_prodotto: 79.9,
    prezzo_originale: 89.9,
    valutazione_prodotto: 4.7,
  },
  cases: [
    {
      id: 's6b-coltello-sopravvivenza-01',
      text: `<h2>Kodran Ranger FX: un full tang per il kit di sopravvivenza</h2><p>Il Ranger FX è costruito attorno a una lama drop point in Sandvik 14C28N lunga 11,5 cm e spessa 4 mm, temprata a 58-60 HRC. Il codolo attraversa tutto il manico in G10 e sporge in fondo, con un foro per il laccio: all'occorrenza fa da martelletto.</p><p>Il dorso è squadrato a 90 gradi, così lo si può usare con l'acciarino in ferrocerio incluso. Il fodero in Kydex si aggancia alla cintura o a un sistema MOLLE e trattiene il coltello con uno scatto. Nella confezione ci sono anche un affilatore in ceramica e un laccio in paracord.</p><p>Prezzo: 79,90 euro, dieci in meno del listino. Valutazione media: 4,7 su 5.</p>`,
      claims: [],
    },
    {
      id: 's6b-coltello-sopravvivenza-02',
      text: `<h2>Un mese nel bosco con il Kodran Ranger FX</h2><p>Dopo un mese di uscite bushcraft, tra legna da spaccare e picchetti da intagliare, il filo del Ranger FX è ancora quello di fabbrica. Merito dell'acciaio Sandvik 14C28N a 58-60 HRC, che tiene il filo meglio di qualsiasi acciaio della stessa fascia.</p><p>La lama da 11,5 cm ha un rivestimento nero in DLC antiriflesso e il manico in G10 offre una presa sicura anche con le mani bagnate. Il fodero in Kydex è compatibile MOLLE e ospita l'acciarino.</p>`,
      claims: [
        { quote: `Dopo un mese di uscite bushcraft`, class: 'test' },
        { quote: `tiene il filo meglio di qualsiasi acciaio della stessa fascia`, class: 'qualitativa' },
        { quote: `rivestimento nero in DLC antiriflesso`, class: 'specifica' },
      ],
    },
    {
      id: 's6b-coltello-sopravvivenza-03',
      text: `<h2>Le misure giuste per un coltello da emergenza</h2><p>Per un coltello da sopravvivenza gli esperti consigliano una lama tra 10 e 15 cm e uno spessore di almeno 4 mm: il Ranger FX rientra in pieno, con 11,5 cm di lama e 4 mm di spessore. La lunghezza totale è di 25 cm e il peso complessivo indicato resta sotto i 250 grammi.</p><ul><li>Acciaio 14C28N, affilatura a mano a 20° per lato</li><li>Manico in G10, codolo con foro per il laccio</li><li>Garanzia a vita del produttore</li></ul>`,
      claims: [
        { quote: `una lama tra 10 e 15 cm`, class: 'numero' },
        { quote: `uno spessore di almeno 4 mm`, class: 'numero' },
        { quote: `25 cm`, class: 'numero' },
        { quote: `Garanzia a vita`, class: 'specifica' },
      ],
    },
    {
      id: 's6b-coltello-sopravvivenza-04',
      text: `<p>Il Kodran Ranger FX arriva in una confezione completa: oltre al coltello, un fodero in Kydex con clip, un acciarino in ferrocerio, un piccolo affilatore in ceramica e un laccio in paracord.</p><h2>Scheda rapida</h2><ul><li>Lama drop point a filo liscio, 11,5 cm</li><li>Lunghezza complessiva: 23 centimetri e mezzo</li><li>Peso del solo coltello: 190 grammi</li><li>Affilatura a mano, 20 gradi per lato</li></ul><p>Il fodero si porta in cintura o su un sistema MOLLE, e l'acciarino resta alloggiato nella parte anteriore. Il prezzo è di 79,90 euro, a fronte degli 89,90 di listino, con una media di 4,7 stelle.</p>`,
      claims: [],
    },
    {
      id: 's6b-coltello-sopravvivenza-05',
      text: `<p>Il Ranger FX di Kodran è il coltello scelto da molti istruttori di sopravvivenza, e si capisce perché. La lama in acciaio Sandvik è spessa 5 mm e ha il dorso squadrato per l'acciarino, mentre il codolo sporgente può fare da martelletto.</p><p>Il fodero in Kydex trattiene il coltello con uno scatto e ospita l'acciarino sul davanti. In offerta a 59,90 euro, costa meno di molti concorrenti con le stesse caratteristiche.</p>`,
      claims: [
        { quote: `scelto da molti istruttori di sopravvivenza`, class: 'valutazione' },
        { quote: `5 mm`, class: 'numero' },
        { quote: `59,90 euro`, class: 'prezzo' },
        { quote: `costa meno di molti concorrenti con le stesse caratteristiche`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
