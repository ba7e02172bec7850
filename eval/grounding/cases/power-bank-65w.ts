import type { CaseFile } from '../types.ts';

/**
 * A 25,000 mAh power bank with a 65 W USB-C output and a 100 W USB-C input, modelled on the
 * listings of Amazon.it: units written together with their numbers ('65W', '5V3A'), values in the
 * description's prose, an input and an output of the same unit. Written for the precision rules
 * (the held-out set's classes), before they were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Voltix Power Bank 25000mAh 65W, Caricatore Portatile USB C PD 65W Ricarica Rapida, Ingresso 100W, 3 Porte, Display Digitale, Batteria Esterna per Laptop, iPhone, Samsung',
    nome_sintetico: 'Power bank Voltix 25K',
    specifiche_tecniche: [
      'Capacità: 25000mAh / 90Wh',
      'Uscita USB-C: 65W max (5V3A/9V3A/12V3A/15V3A/20V3,25A)',
      'Ingresso USB-C: 100W max',
      'Uscita USB-A: 2 porte, 22,5W max',
      'Potenza totale in uscita: 65W',
      'Tempo di ricarica: circa 1,5 ore con caricatore da 100W',
      'Tipo di batteria: ioni di litio',
    ].join('\n'),
    descrizione_generale:
      '【GRANDE CAPACITÀ】 Con 25000mAh ricarica un iPhone 15 circa 5 volte o un laptop da 0 al 50% in 45 minuti. 【RICARICA BIDIREZIONALE】 La porta USB-C funziona sia in ingresso sia in uscita. 【SICURO】 Protezione da sovraccarico, cortocircuito e surriscaldamento. Pesa solo 480 grammi e sta in una borsa da lavoro.',
    informazioni_articolo: [
      'Peso articolo: 480 Grammi',
      'Dimensioni prodotto: 15,5 x 7 x 2,8 cm',
      'Produttore: Voltix',
      'Numero modello articolo: VX-25K',
      'Numero di porte: 3',
    ].join('\n'),
    contenuto_scatola: ['Power bank Voltix 25K', 'Cavo da USB-C a USB-C (60 cm)', 'Manuale utente'].join('\n'),
    prezzo_originale: 59.99,
    prezzo_scontato: 44.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 'pb65-01',
      text: '<p>La porta USB-C eroga fino a 65 W e si ricarica a 100 W: con un caricatore adeguato il Voltix torna pieno in circa un’ora e mezza. Le due USB-A arrivano a 22,5 W ciascuna.</p>',
      claims: [],
    },
    {
      id: 'pb65-02',
      text: '<p>Sulla USB-C i profili Power Delivery vanno da 5 V 3 A fino a 20 V e 3,25 A, cioè i 65 W che servono a un ultrabook.</p>',
      claims: [],
    },
    {
      id: 'pb65-03',
      text: '<h2>Capacità e ingombro</h2><p>I 25 000 mAh corrispondono a 90 Wh, sotto il limite dei 100 Wh ammesso in cabina. Pesa 480 g e misura 15,5 x 7 x 2,8 cm.</p>',
      claims: [],
    },
    {
      id: 'pb65-04',
      text: '<p>Secondo il produttore ricarica un iPhone 15 circa cinque volte, e porta un portatile dallo 0 al 50% in 45 minuti.</p>',
      claims: [],
    },
    {
      id: 'pb65-05',
      text: '<p>Le porte sono tre in tutto: una USB-C, che fa sia da ingresso sia da uscita, e due USB-A. Come ogni power bank venduto in Europa riporta la marcatura CE.</p>',
      claims: [],
    },
    {
      id: 'pb65-06',
      text: '<ul><li>Capacità: 25.000 mAh (90 Wh)</li><li>Uscita USB-C: 65 W</li><li>Ingresso USB-C: 100 W</li><li>Uscita USB-A: 22,5 W</li></ul><p>In offerta costa meno di cinquanta euro.</p>',
      claims: [],
    },
    {
      id: 'pb65-07',
      text: '<p>Con i suoi 100 W in uscita ricarica anche i portatili da gaming più esigenti.</p>',
      claims: [{ quote: '100 W in uscita', class: 'numero' }],
    },
    {
      id: 'pb65-08',
      text: '<p>Il power bank si ricarica a 65 W e torna pieno in meno di un’ora.</p>',
      claims: [
        { quote: 'si ricarica a 65 W', class: 'numero' },
        { quote: 'in meno di un’ora', class: 'numero' },
      ],
    },
    {
      id: 'pb65-09',
      text: '<p>È il power bank più votato della sua fascia e i commenti degli acquirenti lodano soprattutto la tenuta della carica.</p>',
      claims: [
        { quote: 'più votato della sua fascia', class: 'valutazione' },
        { quote: 'i commenti degli acquirenti lodano', class: 'valutazione' },
      ],
    },
    {
      id: 'pb65-10',
      text: '<p>Amatissimo dagli acquirenti, con migliaia di recensioni positive, si trova a meno di quaranta euro.</p>',
      claims: [
        { quote: 'Amatissimo dagli acquirenti', class: 'valutazione' },
        { quote: 'migliaia di recensioni positive', class: 'valutazione' },
        { quote: 'meno di quaranta euro', class: 'prezzo' },
      ],
    },
    {
      id: 'pb65-11',
      text: '<p>Regge picchi di 100 W, utili quando il portatile è sotto sforzo, e la porta USB-A eroga fino a 65 W.</p>',
      claims: [
        { quote: 'picchi di 100 W', class: 'numero' },
        { quote: 'eroga fino a 65 W', class: 'numero' },
      ],
    },
    {
      id: 'pb65-12',
      text: '<p>Costa una trentina di euro: meno di un caricatore da muro di marca.</p>',
      claims: [{ quote: 'una trentina di euro', class: 'prezzo' }],
    },
  ],
};

export default file;
