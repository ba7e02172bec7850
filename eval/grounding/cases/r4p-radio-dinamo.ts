import type { CaseFile } from '../types.ts';

/**
 * A hand-crank and solar AM/FM/NOAA radio whose Amazon.it listing carries its customers' rating
 * line ('Recensioni dei clienti: 4,6 su 5 stelle, 1.873 voti'). Written for the fourth round
 * (precision): the ways a correct rating and its count of votes are restated, and wrong ones.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'RADIOSAFE Radio di Emergenza Dinamo Solare AM/FM/NOAA con Batteria 4000mAh, Torcia LED 3W, Allarme SOS, Power Bank per Smartphone, Kit Blackout e Campeggio',
    nome_sintetico: 'Radio RADIOSAFE RS-40',
    specifiche_tecniche: [
      'Bande radio: AM 530-1710 kHz, FM 87-108 MHz, NOAA (7 canali meteo)',
      'Capacità della batteria: 4000 Milliampere ore',
      'Pannello solare: 2 Watt',
      'Torcia: LED 3 W',
      'Uscita USB: 5V⎓1A',
      'Ingresso: USB-C 5V⎓2A',
      'Autonomia radio: fino a 25 ore',
      'Tempo di ricarica: 6 ore (USB-C)',
      'Grado di protezione: IPX4',
    ].join('\n'),
    descrizione_generale:
      'Tre modi per tenerla carica: manovella, pannello solare da 2 W e USB-C. Un minuto di manovella dà circa 8 minuti di ascolto. La batteria da 4000 mAh ricarica anche lo smartphone durante un blackout. L’allarme SOS unisce una sirena e una luce rossa lampeggiante.',
    informazioni_articolo: [
      'Marca: Radiosafe',
      'Numero modello articolo: RS-40',
      'Peso articolo: 380 Grammi',
      'Dimensioni prodotto: 15,5 x 7,5 x 6 cm',
      'Recensioni dei clienti: 4,6 su 5 stelle, 1.873 voti',
      'Garanzia: 24 mesi',
    ].join('\n'),
    contenuto_scatola: ['Radio RS-40', 'Cavo USB-C', 'Cordino da polso', 'Manuale in italiano'].join('\n'),
    prezzo_prodotto: 36.99,
    prezzo_originale: 45.99,
    prezzo_scontato: 36.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'r4p-radio-dinamo-01',
      text: '<h2>Radiosafe RS-40: la radio che non resta mai a secco</h2><p>Quattro stelle e mezza su Amazon e quasi 1.900 voti: i numeri della RS-40 parlano da soli. Riceve AM, FM e i sette canali meteo NOAA, e la batteria da 4.000 mAh fa anche da power bank per lo smartphone.</p><p>Si ricarica in tre modi: a manovella (un minuto di rotazione vale circa otto minuti di ascolto), con il pannello solare da 2 W oppure via USB-C in sei ore. Pesa 380 grammi, meno di quattro etti. Oggi costa 36,99 euro invece di 45,99.</p>',
      claims: [],
    },
    {
      id: 'r4p-radio-dinamo-02',
      text: '<p>Il giudizio degli acquirenti è netto: 4,6 stelle su cinque, su più di 1.800 valutazioni. E si capisce il perché: l’autonomia arriva a 25 ore di ascolto, la torcia da 3 W fa il suo lavoro e l’allarme SOS unisce sirena e luce rossa lampeggiante.</p><p>Costa meno di 40 euro, con uno sconto di 9 euro sul prezzo di listino.</p>',
      claims: [],
    },
    {
      id: 'r4p-radio-dinamo-03',
      text: '<h2>In breve</h2><ul><li>Valutazione: 4,6/5 (1.873 voti)</li><li>Peso: 0,38 kg</li><li>Batteria: 4000 mAh</li><li>Protezione: IPX4</li><li>Prezzo: 36,99 €</li></ul>',
      claims: [],
    },
    {
      id: 'r4p-radio-dinamo-04',
      text: '<p>Con 4,8 stelle e oltre 5.000 recensioni, la RS-40 è la radio d’emergenza più venduta su Amazon. La batteria da 4000 mAh dura fino a 25 ore di ascolto e il pannello solare da 2 W la tiene carica sul davanzale.</p>',
      claims: [
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'oltre 5.000 recensioni', class: 'valutazione' },
        { quote: 'la radio d’emergenza più venduta su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 'r4p-radio-dinamo-05',
      text: '<p>Gli acquirenti le danno cinque stelle piene, e non a caso: la torcia da 3 W illumina bene la stanza, la batteria da 5.000 mAh ricarica il telefono e la scocca resiste agli spruzzi.</p>',
      claims: [
        { quote: 'cinque stelle', class: 'valutazione' },
        { quote: '5.000 mAh', class: 'numero' },
      ],
    },
    {
      id: 'r4p-radio-dinamo-06',
      text: '<p>Vicina alle cinque stelle nella media degli acquirenti, la RS-40 costa 36,99 € in offerta: nove euro in meno del prezzo pieno. Misura 15,5 x 7,5 x 6 cm e pesa poco meno di 400 grammi, quindi sta nel cassetto dell’ingresso accanto alla torcia. La garanzia è di due anni.</p>',
      claims: [],
    },
    {
      id: 'r4p-radio-dinamo-07',
      text: '<p>Ha una valutazione di 4,6 su 5 e costa 32,99 €. Un minuto di manovella dà circa cinque minuti di ascolto, e con la ricarica da USB-C si torna al pieno in quattro ore.</p>',
      claims: [
        { quote: '32,99 €', class: 'prezzo' },
        { quote: 'cinque minuti', class: 'numero' },
        { quote: 'quattro ore', class: 'numero' },
      ],
    },
    {
      id: 'r4p-radio-dinamo-08',
      text: '<p>Quasi duemila acquirenti l’hanno votata, con una media di 4,6: un consenso largo per una radio da meno di quaranta euro. Il pannello da 2 watt e la manovella la rendono indipendente dalla rete, e la porta USB da 5 V e 1 A basta per ricaricare un telefono.</p>',
      claims: [],
    },
  ],
};
export default file;
