import type { CaseFile } from '../types.ts';

/** A 10.000 mAh power bank with USB-C PD, modelled on the best-selling listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'Voltaro Power Bank 10000mAh, Caricatore Portatile USB C 22,5W PD 3.0 Ricarica Rapida, Batteria Esterna con Display LED per iPhone Samsung',
    nome_sintetico: 'Power bank Voltaro 10000',
    specifiche_tecniche: [
      'Capacità batteria: 10000 Milliampere ore',
      'Tipo di batteria: Ioni di litio',
      'Uscita USB-C: 5V⎓3A / 9V⎓2,22A / 12V⎓1,67A (max 20 W)',
      'Uscita USB-A: 22,5 W max',
      'Ingresso USB-C: 5V⎓3A / 9V⎓2A',
      'Energia nominale: 37 Wattora',
      'Numero di porte: 3',
      'Display: LED digitale della carica residua',
    ].join('\n'),
    descrizione_generale:
      'Power bank compatto da 10000 mAh con ricarica rapida Power Delivery 3.0 e Quick Charge. Un display mostra la percentuale di carica residua. Ricarica due dispositivi alla volta.',
    informazioni_articolo: ['Peso articolo: 198 grammi', 'Dimensioni prodotto: 10,4 x 6,2 x 2,6 cm', 'Produttore: Voltaro', 'Numero modello articolo: VB-10PD', 'Garanzia: 18 mesi'].join('\n'),
    contenuto_scatola: ['Power bank', 'Cavo da USB-C a USB-C (60 cm)', 'Manuale di istruzioni'].join('\n'),
    prezzo_originale: 25.99,
    prezzo_scontato: 19.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 'powerbank-01',
      text: '<h2>In breve</h2><p>Il Voltaro da 10.000 mAh pesa 198 grammi e ricarica uno smartphone con l’uscita USB-C fino a 20 W. Il display mostra la carica residua.</p>',
      claims: [],
    },
    {
      id: 'powerbank-02',
      text: '<p>Con i suoi <strong>20.000 mAh</strong> il Voltaro ricarica un telefono quattro volte. La porta USB-C arriva a 20 W.</p>',
      claims: [
        { quote: '20.000 mAh', class: 'numero' },
        { quote: 'ricarica un telefono quattro volte', class: 'qualitativa' },
      ],
    },
    {
      id: 'powerbank-03',
      text: '<p>L’abbiamo portato con noi per tre settimane di escursioni: non ci ha mai lasciati a piedi. Pesa appena 180 g.</p>',
      claims: [
        { quote: 'L’abbiamo portato con noi per tre settimane', class: 'test' },
        { quote: '180 g', class: 'numero' },
      ],
    },
    {
      id: 'powerbank-04',
      text: '<h2>Specifiche</h2><ul><li>Capacità: 10000 mAh</li><li>Uscita massima: 65 W</li><li>Impermeabilità: IP67</li></ul>',
      claims: [
        { quote: '65 W', class: 'numero' },
        { quote: 'IP67', class: 'specifica' },
      ],
    },
    {
      id: 'powerbank-05',
      text: '<p>Su Amazon ha una valutazione di 4,8 su 5 e oggi costa 14,99 €: un affare.</p>',
      claims: [
        { quote: '4,8 su 5', class: 'valutazione' },
        { quote: '14,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'powerbank-06',
      text: '<p>Nei nostri test la ricarica completa del power bank ha richiesto poco più di due ore con l’alimentatore del telefono.</p>',
      claims: [
        { quote: 'Nei nostri test', class: 'test' },
        { quote: 'poco più di due ore', class: 'numero' },
      ],
    },
    {
      id: 'powerbank-07',
      text: '<p>È il power bank più leggero della sua categoria e la scocca in alluminio resiste alle cadute.</p>',
      claims: [
        { quote: 'il power bank più leggero della sua categoria', class: 'qualitativa' },
        { quote: 'la scocca in alluminio resiste alle cadute', class: 'qualitativa' },
      ],
    },
    {
      id: 'powerbank-08',
      text: '<p>Ha tre porte, ricarica due dispositivi alla volta e in scatola c’è un cavo USB-C da 60 cm. La garanzia è di 18 mesi.</p>',
      claims: [],
    },
    {
      id: 'powerbank-09',
      text: '<p>Supporta la ricarica wireless Qi da 15 W e ha quattro porte, comprese due USB-A.</p>',
      claims: [
        { quote: 'Qi', class: 'specifica' },
        { quote: '15 W', class: 'numero' },
        { quote: 'quattro porte', class: 'numero' },
      ],
    },
    {
      id: 'powerbank-10',
      text: '<p>Dopo un mese di utilizzo quotidiano la batteria tiene ancora come il primo giorno. La garanzia è di 2 anni.</p>',
      claims: [
        { quote: 'Dopo un mese di utilizzo quotidiano', class: 'test' },
        { quote: '2 anni', class: 'numero' },
      ],
    },
  ],
};

export default file;
