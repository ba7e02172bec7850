import type { CaseFile } from '../types.ts';

/**
 * A 26 800 mAh solar power bank, modelled on the listings of Amazon.it. Written for the fourth
 * round (precision): the rating, the price and the quantities restated in other units and words
 * ('26,8 Ah', 'quasi 100 Wh', 'poco più di mezzo chilo', 'una cinquantina di euro'); wrong ones
 * among them.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'SOLARIA Power Bank Solare 26800mAh, Caricatore Portatile PD 22,5W con Pannello Solare e Torcia LED, 3 Uscite USB-C e USB-A, Impermeabile IPX5 per Campeggio ed Emergenza',
    nome_sintetico: 'Power bank SOLARIA S27',
    specifiche_tecniche: [
      'Capacità della batteria: 26800 Milliampere ore',
      'Energia: 99,16 Wattora',
      'Tipo di batteria: polimeri di litio',
      'Uscita USB-C: PD 22,5 W max',
      'Uscita USB-A: 5V/3A, 9V/2A',
      'Ingresso USB-C: 18 W',
      'Pannello solare: 1,5 W',
      'Tempo di ricarica: 6,5 ore con caricatore da 18 W',
      'Grado di protezione: IPX5',
      'Torcia: LED, 3 modalità (fissa, SOS, stroboscopica)',
    ].join('\n'),
    descrizione_generale:
      'Sotto i 100 Wh: si può portare in aereo nel bagaglio a mano. Con 26800 mAh ricarica uno smartphone da 4000 mAh circa 5 volte. Il pannello solare da 1,5 W è una riserva d’emergenza: per la ricarica completa usate la presa USB-C.',
    informazioni_articolo: [
      'Marca: Solaria',
      'Numero modello articolo: SL-S27',
      'Peso articolo: 560 Grammi',
      'Dimensioni prodotto: 17 x 8,5 x 3 cm',
      'Colore: Arancione',
    ].join('\n'),
    contenuto_scatola: ['Power bank S27', 'Cavo da USB-C a USB-C', 'Moschettone', 'Manuale'].join('\n'),
    prezzo_prodotto: 49.99,
    prezzo_originale: 59.99,
    prezzo_scontato: 49.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 'r4p-powerbank-solare-01',
      text: '<h2>Solaria S27: tanta energia, anche in aereo</h2><p>Con 26,8 Ah e poco meno di 100 Wh, la S27 resta entro il limite del bagaglio a mano e ricarica uno smartphone da 4.000 mAh circa cinque volte. La USB-C arriva a 22,5 W, la USB-A a 9 V e 2 A.</p><p>Pesa poco più di mezzo chilo e misura 17 x 8,5 x 3 cm. Su Amazon supera le quattro stelle (4,3) e costa 49,99 euro, dieci in meno del prezzo di listino.</p>',
      claims: [],
    },
    {
      id: 'r4p-powerbank-solare-02',
      text: '<p>Poco più di quattro stelle di media e un prezzo sotto i 50 euro: la S27 è un acquisto sensato per lo zaino d’emergenza. Si ricarica dalla presa in sei ore e mezza con un alimentatore da 18 watt; il pannello da 1,5 W va inteso come riserva. La torcia ha tre modalità, SOS compreso.</p>',
      claims: [],
    },
    {
      id: 'r4p-powerbank-solare-03',
      text: '<p>Valutata 4,3 su 5, la S27 costa una cinquantina di euro. Il corpo è certificato IPX5 contro gli spruzzi e la batteria ai polimeri di litio da 26.800 mAh ricarica il telefono dalle tre uscite.</p>',
      claims: [],
    },
    {
      id: 'r4p-powerbank-solare-04',
      text: '<p>Con 4,7 stelle e più di 10.000 acquirenti soddisfatti, la S27 è la power bank solare più amata di Amazon. Il pannello da 5 W la ricarica in una giornata di sole e la porta USB-C eroga fino a 65 W.</p>',
      claims: [
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'più di 10.000 acquirenti', class: 'valutazione' },
        { quote: 'la power bank solare più amata di Amazon', class: 'valutazione' },
        { quote: '5 W', class: 'numero' },
        { quote: 'la ricarica in una giornata di sole', class: 'qualitativa' },
        { quote: '65 W', class: 'numero' },
      ],
    },
    {
      id: 'r4p-powerbank-solare-05',
      text: '<p>Pesa 560 grammi e oggi costa 44,99 € invece di 59,99 €. La ricarica completa da USB-C richiede circa tre ore e mezza; per il resto la scheda è onesta: 99,16 Wh, tre uscite, torcia con SOS.</p>',
      claims: [
        { quote: '44,99 €', class: 'prezzo' },
        { quote: 'circa tre ore e mezza', class: 'numero' },
      ],
    },
    {
      id: 'r4p-powerbank-solare-06',
      text: '<ul><li><strong>Capacità:</strong> 26.800 mAh (99 Wh circa)</li><li><strong>Uscite:</strong> USB-C fino a 22,5 W, USB-A</li><li><strong>Peso:</strong> 0,56 kg</li><li><strong>Valutazione:</strong> 4,3 stelle su 5</li><li><strong>Prezzo:</strong> 49,99 € (scontato da 59,99 €)</li></ul>',
      claims: [],
    },
  ],
};
export default file;
