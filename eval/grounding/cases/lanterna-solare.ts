import type { CaseFile } from '../types.ts';

/** A folding solar and USB-C camping lantern with a power-bank output, modelled on the listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'SOLENA Lanterna Campeggio Solare Pieghevole 4000mAh, Lampada LED Ricaricabile USB-C con Funzione Power Bank, 2 Colori di Luce Bianca e Calda, 4 Modalità, IPX4, Luce di Emergenza per Blackout Escursioni Tenda',
    nome_sintetico: 'Lanterna solare SOLENA SL-C12',
    specifiche_tecniche: [
      'Capacità batteria: 4000 Milliampere ore',
      'Tipo di batteria: Ioni di litio',
      'Energia nominale: 14,8 Wattora',
      'Pannello solare: 2 W monocristallino',
      'Flusso luminoso: 350 lumen',
      'Colori di luce: bianca fredda 6500 K, calda 3000 K',
      'Modalità di illuminazione: 4 (bianca, calda, bianca + calda, SOS)',
      'Autonomia: 5-50 ore (a seconda della modalità)',
      'Tempo di ricarica USB-C: 5-6 ore',
      'Tempo di ricarica solare: 20-25 ore di sole diretto',
      'Ingresso: USB-C 5V⎓2A',
      'Uscita power bank: USB-A 5V⎓1A',
      'Grado di protezione: IPX4',
      'Temperatura di esercizio: -10 °C - 50 °C',
    ].join('\n'),
    descrizione_generale:
      'Lanterna da campeggio pieghevole con pannello solare sul coperchio e batteria da 4000 mAh ricaricabile anche via USB-C. Due colori di luce, bianca fredda e calda, in 4 modalità compresa quella SOS. La porta USB-A permette di ricaricare lo smartphone in caso di emergenza.',
    informazioni_articolo: [
      'Peso articolo: 320 Grammi',
      'Dimensioni prodotto: 13 x 13 x 5 Centimetri (chiusa)',
      'Altezza da aperta: 16,5 Centimetri',
      'Materiale: ABS, silicone',
      'Colore: Verde militare',
      'Produttore: SOLENA',
      'Numero modello articolo: SL-C12',
      'Garanzia: 24 mesi',
    ].join('\n'),
    contenuto_scatola: ['Lanterna solare pieghevole', 'Cavo da USB-A a USB-C', 'Moschettone', 'Manuale utente in italiano'].join('\n'),
    prezzo_originale: 32.99,
    prezzo_scontato: 26.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'lanterna-01',
      text: '<h2>La lanterna in sintesi</h2><p>La SOLENA SL-C12 si ricarica sia dal pannello solare da 2 W sia dalla porta USB-C, e i suoi 4.000 mAh le permettono di fare anche da power bank per lo smartphone. Chiusa misura 13 x 13 x 5 cm e pesa 0,32 kg.</p>',
      claims: [],
    },
    {
      id: 'lanterna-02',
      text: '<p>Due tonalità di luce, bianca fredda a 6500 K e calda a 3000 K, con quattro modalità, SOS compresa. Al sole diretto servono da 20 a 25 ore per una carica completa, con un caricatore USB-C ne bastano cinque o sei.</p><ul><li>Protezione dagli spruzzi: IPX4</li><li>Garanzia: 2 anni</li></ul>',
      claims: [],
    },
    {
      id: 'lanterna-03',
      text: '<p>Con la batteria da 5000 mAh e un flusso di 350 lumen, la SOLENA è pronta per il campeggio e per i blackout. La porta USB-A eroga fino a 2 W, abbastanza per dare una carica al telefono.</p>',
      claims: [
        { quote: '5000 mAh', class: 'numero' },
        { quote: 'fino a 2 W', class: 'numero' },
      ],
    },
    {
      id: 'lanterna-04',
      text: '<h2>Pensata per l’esterno</h2><p>Grazie alla protezione IP67 puoi lasciarla sotto la pioggia battente senza pensieri, e funziona da -20 °C a 50 °C, quindi anche in tenda d’inverno.</p>',
      claims: [
        { quote: 'IP67', class: 'specifica' },
        { quote: 'puoi lasciarla sotto la pioggia battente', class: 'qualitativa' },
        { quote: '-20 °C', class: 'numero' },
      ],
    },
    {
      id: 'lanterna-05',
      text: '<p>L’abbiamo provata per due settimane in campeggio sul Lago di Garda e non ci ha mai lasciati al buio. A 29,99 € è difficile chiedere di più.</p>',
      claims: [
        { quote: 'L’abbiamo provata per due settimane', class: 'test' },
        { quote: '29,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'lanterna-06',
      text: '<p>Con la luce calda al massimo dura dieci ore piene, mentre al minimo si arriva a 50 ore. Offre sei modalità di illuminazione, compresa quella SOS.</p>',
      claims: [
        { quote: 'dieci ore piene', class: 'numero' },
        { quote: 'sei modalità', class: 'numero' },
      ],
    },
    {
      id: 'lanterna-07',
      text: '<p>Su Amazon ha una media di 4,7 stelle su oltre 3.000 recensioni, e in questo periodo la trovi a 26,99 € invece di 32,99 €.</p>',
      claims: [
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
      ],
    },
    {
      id: 'lanterna-08',
      text: '<h2>Scheda tecnica</h2><ul><li>Batteria: LiFePO4 da 4000 mAh</li><li>Pannello solare: 2 W monocristallino</li><li>Materiale: alluminio e silicone</li><li>Peso: 320 g</li></ul>',
      claims: [
        { quote: 'LiFePO4', class: 'specifica' },
        { quote: 'Materiale: alluminio', class: 'specifica' },
      ],
    },
    {
      id: 'lanterna-09',
      text: '<p>Pieghevole e compatta, si appende in tenda o allo zaino con il moschettone incluso. Aperta raggiunge i 165 mm di altezza, e dalla porta USB-A a 5 V e 1 A si ricarica il telefono durante un blackout.</p>',
      claims: [],
    },
    {
      id: 'lanterna-10',
      text: '<p>Nei nostri test notturni è risultata la lanterna solare più luminosa della categoria, e la porta USB-C supporta la ricarica rapida Power Delivery.</p>',
      claims: [
        { quote: 'Nei nostri test', class: 'test' },
        { quote: 'la lanterna solare più luminosa della categoria', class: 'qualitativa' },
        { quote: 'ricarica rapida Power Delivery', class: 'specifica' },
      ],
    },
  ],
};

export default file;
