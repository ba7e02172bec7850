import type { CaseFile } from '../types.ts';

/**
 * A pair of licence-free PMR446 walkie-talkies, modelled on the listings of Amazon.it. Written
 * for a precision round, scored before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'RADIOLINK T16 Walkie Talkie PMR446 Senza Licenza, Confezione da 2, Portata fino a 6 km, 16 Canali, Batterie Ricaricabili e Caricatore USB, Torcia LED',
    nome_sintetico: 'Ricetrasmittenti RADIOLINK T16 (coppia)',
    specifiche_tecniche: [
      'Frequenza: 446 MHz',
      'Numero di canali: 16',
      'Codici CTCSS/DCS: 50 CTCSS, 105 DCS',
      'Potenza di trasmissione: 0,5 W',
      'Portata: fino a 6 km in campo aperto',
      'Batteria: 1500 mAh agli ioni di litio',
      'Autonomia: fino a 20 ore in standby',
      'Funzioni: VOX, scansione canali, torcia LED, blocco tastiera',
    ].join('\n'),
    descrizione_generale:
      'Coppia di ricetrasmittenti PMR446 utilizzabili senza licenza in tutta l’Unione europea. In città e tra gli edifici la portata si riduce a 1-2 km. Ogni radio ha una torcia LED sulla sommità e una clip da cintura. Si ricaricano insieme con il cavo USB doppio incluso.',
    informazioni_articolo: [
      'Peso articolo: 280 Grammi',
      'Dimensioni prodotto: 5,5 x 3,2 x 17 cm',
      'Marca: RADIOLINK',
      'Numero modello articolo: T16-2P',
      'Numero di articoli: 2',
      'Batterie: 2 batterie agli ioni di litio necessarie. (incluse)',
    ].join('\n'),
    contenuto_scatola: ['2 ricetrasmittenti', '2 batterie ricaricabili', 'Cavo di ricarica USB doppio', '2 clip da cintura', 'Manuale d’uso'].join('\n'),
    prezzo_originale: 39.99,
    prezzo_scontato: 32.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 'prec-rtx-01',
      text: '<p>Nella confezione ci sono due radio PMR446 pronte all’uso: non serve alcuna licenza per usarle in Italia e nel resto dell’UE. Trasmettono sui 446 MHz con mezzo watt di potenza, il massimo consentito per questa banda.</p>',
      claims: [],
    },
    {
      id: 'prec-rtx-02',
      text: '<p>I canali sono sedici, e con 50 toni CTCSS e 105 codici DCS si evitano le conversazioni altrui anche nei giorni affollati. C’è il VOX per parlare a mani libere, la scansione automatica dei canali e il blocco dei tasti.</p>',
      claims: [],
    },
    {
      id: 'prec-rtx-03',
      text: '<p>La portata dichiarata è di sei chilometri, ma vale solo in campo aperto: tra i palazzi ci si ferma a uno o due chilometri, come ammette lo stesso produttore.</p>',
      claims: [],
    },
    {
      id: 'prec-rtx-04',
      text: '<p>Ogni radio ha una batteria al litio da 1.500 mAh che in standby arriva a una ventina di ore. Le due si ricaricano insieme con il cavo USB sdoppiato incluso, senza bisogno di una base.</p>',
      claims: [],
    },
    {
      id: 'prec-rtx-05',
      text: '<p>In cima c’è una piccola torcia a LED, comoda di notte in campeggio, e sul retro una clip per la cintura. Ogni unità è alta 17 centimetri e la coppia pesa 280 grammi in tutto.</p>',
      claims: [],
    },
    {
      id: 'prec-rtx-06',
      text: '<p><strong>Prezzo:</strong> 32,99 € invece di 39,99 €. <strong>Voto degli utenti:</strong> 4,2/5.</p><p>Per una famiglia che vuole restare in contatto durante un blackout, quando le reti cellulari possono andare in crisi, il modello T16-2P è una spesa sensata.</p>',
      claims: [],
    },
    {
      id: 'prec-rtx-07',
      text: '<p>Le abbiamo portate in montagna per un weekend: si sentivano perfettamente a 10 km di distanza. E con 22 canali non si resta mai senza una frequenza libera.</p>',
      claims: [
        { quote: 'Le abbiamo portate in montagna', class: 'test' },
        { quote: '10 km', class: 'numero' },
        { quote: '22 canali', class: 'numero' },
      ],
    },
    {
      id: 'prec-rtx-08',
      text: '<p>La batteria da 2.000 mAh dura tre giorni in standby. Il prezzo di 29,99 € è difficile da battere.</p>',
      claims: [
        { quote: '2.000 mAh', class: 'numero' },
        { quote: 'tre giorni', class: 'numero' },
        { quote: '29,99 €', class: 'prezzo' },
      ],
    },
  ],
};

export default file;
