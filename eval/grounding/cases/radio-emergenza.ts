import type { CaseFile } from '../types.ts';

/** A hand-crank and solar AM/FM emergency radio with torch, power bank and SOS alarm, modelled on the listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'VIGILO Radio di Emergenza Solare a Manovella AM/FM, Radio Portatile con Batteria Ricaricabile 5000mAh, Power Bank USB, Torcia LED, Lampada da Lettura, Allarme SOS, per Blackout Campeggio Kit Emergenza',
    nome_sintetico: 'Radio di emergenza VIGILO VG-2000',
    specifiche_tecniche: [
      'Bande: AM / FM',
      'Gamma di frequenza AM: 522-1620 kHz',
      'Gamma di frequenza FM: 87-108 MHz',
      'Capacità batteria: 5000 Milliampere ore',
      'Tipo di batteria: Ioni di litio',
      'Alimentazione di riserva: 3 pile AAA (non incluse)',
      'Metodi di ricarica: manovella, pannello solare, USB-C',
      'Pannello solare: 1,5 Watt',
      'Ricarica a manovella: 1 minuto di rotazione = circa 5 minuti di radio',
      'Autonomia radio: fino a 20 ore (volume medio)',
      'Uscita USB-A: 5V⎓1A',
      'Torcia: LED 1 W, 2 modalità (fissa, lampeggiante)',
      'Lampada da lettura: 5 LED',
      'Allarme SOS: sirena con luce rossa lampeggiante',
      'Uscita audio: jack cuffie 3,5 mm',
      'Grado di protezione: IPX3',
    ].join('\n'),
    descrizione_generale:
      'Radio AM/FM di emergenza con tre modi di ricarica: manovella, pannello solare e porta USB-C. La batteria interna da 5000 mAh alimenta anche la torcia LED, la lampada da lettura e la porta USB per ricaricare il telefono. In caso di pericolo l’allarme SOS attiva una sirena e una luce rossa lampeggiante.',
    informazioni_articolo: [
      'Peso articolo: 410 Grammi',
      'Dimensioni prodotto: 16 x 8 x 6,2 cm',
      'Materiale: plastica ABS',
      'Colore: Arancione',
      'Produttore: VIGILO',
      'Numero modello articolo: VG-2000',
      'Garanzia: 12 mesi',
    ].join('\n'),
    contenuto_scatola: ['Radio di emergenza VG-2000', 'Cavo da USB-A a USB-C', 'Cordino da polso', 'Manuale di istruzioni in italiano e inglese'].join('\n'),
    prezzo_originale: 39.99,
    prezzo_scontato: 34.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 'radio-01',
      text: '<h2>Cosa offre</h2><p>La VIGILO VG-2000 riceve AM e FM e si ricarica in tre modi: a manovella, con il pannello solare o tramite USB-C. La batteria interna da 5 Ah alimenta anche la torcia, la lampada da lettura e l’uscita USB per il telefono.</p>',
      claims: [],
    },
    {
      id: 'radio-02',
      text: '<p>Pesa 0,41 kg e misura 16 x 8 x 6,2 cm. Un minuto di manovella regala circa cinque minuti di ascolto e, a batteria carica, la radio arriva a venti ore.</p><ul><li>Garanzia: un anno</li><li>Protezione dall’acqua: IPX3</li></ul>',
      claims: [],
    },
    {
      id: 'radio-03',
      text: '<p>Il pannello solare da 1,5 W ricarica la batteria da 5000 mAh anche quando la rete è fuori uso. Riceve la FM da 87 a 108 MHz e le onde medie da 520 a 1710 kHz.</p>',
      claims: [{ quote: 'da 520 a 1710 kHz', class: 'numero' }],
    },
    {
      id: 'radio-04',
      text: '<h2>Dotazione</h2><ul><li>Alimentazione di riserva: 3 pile AA</li><li>Bluetooth 5.0 per ascoltare la musica dello smartphone</li><li>Jack per cuffie da 3,5 mm</li></ul>',
      claims: [
        { quote: 'pile AA', class: 'specifica' },
        { quote: 'Bluetooth 5.0', class: 'specifica' },
      ],
    },
    {
      id: 'radio-05',
      text: '<p>Durante la nostra prova sul campo, un fine settimana in baita senza corrente, la VG-2000 non ci ha mai lasciati senza notiziario. La ricezione è eccellente anche nelle valli più isolate.</p>',
      claims: [
        { quote: 'Durante la nostra prova sul campo', class: 'test' },
        { quote: 'La ricezione è eccellente anche nelle valli più isolate', class: 'qualitativa' },
      ],
    },
    {
      id: 'radio-06',
      text: '<p>In caso di pericolo la sirena SOS da 120 dB attira l’attenzione dei soccorritori, e la torcia offre tre modalità: fissa, lampeggiante e SOS.</p>',
      claims: [
        { quote: '120 dB', class: 'numero' },
        { quote: 'tre modalità', class: 'numero' },
      ],
    },
    {
      id: 'radio-07',
      text: '<p>A meno di 30 euro è difficile chiedere di più: su Amazon gli acquirenti le danno 4,6 su 5.</p>',
      claims: [
        { quote: 'meno di 30 euro', class: 'prezzo' },
        { quote: '4,6 su 5', class: 'valutazione' },
      ],
    },
    {
      id: 'radio-08',
      text: '<p>La lampada da lettura ha 5 LED, mentre la torcia LED da 1 W ha luce fissa e lampeggiante. Dalla porta USB-A, 5 V e 1 A, si dà un po’ di carica al telefono; in scatola ci sono il cavo USB-C e il cordino da polso.</p>',
      claims: [],
    },
    {
      id: 'radio-09',
      text: '<p>Oltre ad AM e FM riceve anche i bollettini meteo NOAA, e la batteria da 2000 mAh si ricarica anche col sole. Non a caso gli utenti le danno cinque stelle.</p>',
      claims: [
        { quote: 'NOAA', class: 'specifica' },
        { quote: '2000 mAh', class: 'numero' },
        { quote: 'cinque stelle', class: 'valutazione' },
      ],
    },
    {
      id: 'radio-10',
      text: '<p>Dopo tre settimane di utilizzo quotidiano la manovella gira ancora fluida, e abbiamo misurato 12 ore di ascolto con una sola carica solare.</p>',
      claims: [
        { quote: 'Dopo tre settimane di utilizzo quotidiano', class: 'test' },
        { quote: 'abbiamo misurato', class: 'test' },
        { quote: '12 ore', class: 'numero' },
      ],
    },
  ],
};

export default file;
