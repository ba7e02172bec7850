import type { CaseFile } from '../types.ts';

/**
 * A rechargeable camping lantern that doubles as a power bank, modelled on the listings of
 * Amazon.it, whose data lists its ports as 'N x porta valori' ('2 x USB-A 5V/1A'). Written for the
 * third round's worry that a bare count in such a line ('2 x') is read as a value in the line's
 * unit (2 V, 2 W) and lets wrong figures through; scored before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto: 'LUCERNA Lanterna LED Ricaricabile 800 Lumen con Funzione Power Bank 5200mAh, 5 Modalità con Luce Rossa e SOS, IPX4, per Campeggio e Blackout',
    nome_sintetico: 'Lanterna LUCERNA L8',
    specifiche_tecniche: [
      'Flusso luminoso: 800 lumen',
      'Potenza LED: 10 W',
      'Capacità della batteria: 5200 Milliampere ore',
      'Tensione della batteria: 3,7 V',
      'Uscite: 2 x USB-A 5V/1A, 1 x USB-C 10W',
      'Ingresso: USB-C 5V/2A',
      'Tempo di ricarica: circa 4 ore',
      'Autonomia: 8 ore (alta), 40 ore (bassa)',
      'Modalità: alta, bassa, luce rossa, lampeggio rosso, SOS',
      'Resistenza all’acqua: IPX4',
    ].join('\n'),
    descrizione_generale:
      'Una lanterna da tavolo e da appendere che fa anche da power bank: con le due porte USB-A e la USB-C ricarica il telefono o una radio durante un blackout. La luce bianca arriva a 800 lumen; la luce rossa non abbaglia di notte. Il gancio pieghevole sul fondo la appende alla tenda.',
    informazioni_articolo: ['Marca: Lucerna', 'Numero modello articolo: LC-L8', 'Peso articolo: 380 Grammi', 'Dimensioni prodotto: 10 x 10 x 18 cm'].join('\n'),
    contenuto_scatola: ['1 x Lanterna LC-L8', '1 x Cavo USB-C', '1 x Manuale d’uso'].join('\n'),
    prezzo_originale: 32.99,
    prezzo_scontato: 26.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'r3-lanterna-powerbank-01',
      text: '<h2>LUCERNA L8: luce per la tenda e corrente per il telefono</h2><p>La L8 è una lanterna da 800 lumen con LED da 10 W e una batteria da 5.200 mAh che fa anche da power bank: le due porte USB-A danno 5 V e 1 A, la USB-C arriva a 10 W. Dura 8 ore alla massima luminosità e 40 ore in modalità bassa, e si ricarica in circa quattro ore da USB-C.</p><p>Pesa 380 grammi, resiste agli spruzzi (IPX4) e costa 26,99 € invece di 32,99 €.</p>',
      claims: [],
    },
    {
      id: 'r3-lanterna-powerbank-02',
      text: '<p>Di notte conviene la luce rossa, che consuma appena 1 W e non abbaglia chi dorme in tenda. La luce bianca arriva a 800 lumen e la batteria da 5200 mAh ricarica il telefono dalle porte USB. Il corpo è certificato IP67.</p>',
      claims: [
        { quote: '1 W', class: 'numero' },
        { quote: 'IP67', class: 'specifica' },
      ],
    },
    {
      id: 'r3-lanterna-powerbank-03',
      text: '<p>Con la L8 il blackout fa meno paura. In modalità notturna scende a 2 W e così arriva a 40 ore di luce; alla massima potenza arriva a 12 ore. La USB-C da 10 W ricarica uno smartphone in un paio d’ore.</p>',
      claims: [
        { quote: '2 W', class: 'numero' },
        { quote: '12 ore', class: 'numero' },
      ],
    },
    {
      id: 'r3-lanterna-powerbank-04',
      text: '<p>Cinque modalità (alta, bassa, rossa fissa, rosso lampeggiante e SOS), un gancio pieghevole per appenderla in tenda e un peso di poco meno di quattro etti: la LUCERNA L8 è la lanterna che terremmo nel kit per i blackout. Oltre alla luce, le sue tre porte (due USB-A e una USB-C) la trasformano in una piccola riserva di energia da 5200 mAh. La valutazione media è 4,4 su 5.</p>',
      claims: [],
    },
    {
      id: 'r3-lanterna-powerbank-05',
      text: '<p>Oltre ai 10 W della lampada principale c’è una torcia laterale da 2 W per cercare le cose nello zaino, e la batteria interna lavora a 1 V per risparmiare energia. Costa 26,99 €.</p>',
      claims: [
        { quote: 'torcia laterale da 2 W', class: 'numero' },
        { quote: '1 V', class: 'numero' },
      ],
    },
  ],
};
export default file;
