import type { CaseFile } from '../types.ts';

/** Reviews of a rechargeable COB LED work light with magnetic base, modelled on Amazon.it magnetic work-lamp listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'LUXOR Lampada da Lavoro LED Ricaricabile 2000 Lumen, Faro COB con Base Magnetica e Gancio, Batteria 5200 mAh con Funzione Powerbank, 4 Modalità, IP65, Ricarica USB-C, per Auto, Officina ed Emergenze',
    nome_sintetico: 'Luxor lampada LED da lavoro magnetica',
    specifiche_tecniche: [
      'Flusso luminoso: 2000 Lumen',
      'Tipo di LED: COB',
      'Capacità della batteria: 5200 Milliampere ore',
      'Tipo di batteria: Ioni di litio 3,7 V, integrata',
      'Modalità di illuminazione: 4 (100%, 50%, luce rossa, luce rossa lampeggiante)',
      'Autonomia: 3 ore (100%), 6 ore (50%), 15 ore (luce rossa)',
      'Tempo di ricarica: 4 ore',
      'Porta di ricarica: USB-C 5 V / 2 A',
      'Uscita powerbank: USB-A 5 V / 1 A',
      'Grado di protezione: IP65',
      'Peso articolo: 520 Grammi',
    ].join('\n'),
    descrizione_generale: `La lampada Luxor LX-WL20 porta 2000 lumen dove servono: sotto il cofano dell'auto, in cantina durante un blackout, in officina o in tenda. La base magnetica si attacca a qualsiasi superficie metallica e la staffa girevole a 270 gradi permette di orientare il fascio; il gancio ripiegabile serve per appenderla.

La batteria da 5200 mAh si ricarica in circa 4 ore via USB-C e, tramite l'uscita USB-A, può ricaricare lo smartphone. Quattro modalità, tra cui la luce rossa lampeggiante per segnalare un veicolo fermo. Con protezione IP65 resiste a polvere e getti d'acqua, e l'indicatore a 4 LED mostra la carica residua.`,
    informazioni_articolo: [
      'Marchio: Luxor',
      'Numero modello articolo: LX-WL20',
      'Dimensioni del prodotto: 20 x 6 x 16 cm',
      'Materiale: ABS, alluminio',
      'Funzionalità speciali: Base magnetica, staffa girevole a 270 gradi, gancio ripiegabile, indicatore di carica a 4 LED',
    ].join('\n'),
    contenuto_scatola: [
      '1 lampada da lavoro LED',
      '1 cavo USB-C',
      'Manuale utente',
    ].join('\n'),
    prezzo_prodotto: 29.99,
    prezzo_originale: 29.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's7-lampada-lavoro-01',
      text: `<h2>Luxor LX-WL20: 3000 lumen che si attaccano ovunque</h2><p>L'ho usata per cambiare una gomma di notte sul ciglio della strada, attaccata alla carrozzeria con la base magnetica, mentre la luce rossa lampeggiante segnalava l'auto ferma.</p><p>La batteria da 5200 mAh dura 3 ore alla massima potenza e si ricarica in circa quattro ore con il cavo USB-C. Il magnete regge fino a 5 kg, e la staffa girevole permette di orientare il fascio dove serve.</p><p>A 29,99 euro non c'è niente di meglio nella sua fascia.</p>`,
      claims: [
        { quote: '3000 lumen', class: 'numero' },
        { quote: `L'ho usata per cambiare una gomma di notte sul ciglio della strada`, class: 'test' },
        { quote: 'regge fino a 5 kg', class: 'numero' },
        { quote: `non c'è niente di meglio nella sua fascia`, class: 'qualitativa' },
      ],
    },
    {
      id: 's7-lampada-lavoro-02',
      text: `<h2>Luce a mani libere, in auto o in cantina</h2><p>La <strong>Luxor LX-WL20</strong> è un faro LED COB da 2000 lumen con base magnetica: si attacca a qualsiasi superficie metallica, dal cofano dell'auto a un banco da lavoro in metallo, e la staffa girevole a 270 gradi permette di orientare il fascio. In alternativa c'è un gancio ripiegabile per appenderla.</p><p>Le modalità sono quattro: piena potenza, metà potenza, luce rossa fissa e rossa lampeggiante, utile per segnalare un veicolo fermo. L'autonomia va da tre ore al massimo a sei ore al 50%, fino a quindici con la luce rossa.</p><p>La batteria al litio da 5.200 mAh si ricarica via USB-C in circa quattro ore e, dall'uscita USB-A, può ricaricare lo smartphone. Protezione IP65 contro polvere e getti d'acqua, 520 grammi di peso, 29,99 euro di prezzo.</p>`,
      claims: [],
    },
    {
      id: 's7-lampada-lavoro-03',
      text: `<p>In cantina durante un blackout o sotto il cofano, la <strong>Luxor LX-WL20</strong> porta 2000 lumen, con un'autonomia di 8 ore alla massima luminosità.</p><p>Grazie alla certificazione IP67 può essere immersa in acqua senza problemi, e la batteria agli ioni di litio è sostituibile, quindi la lampada non diventa un rifiuto quando la batteria si esaurisce.</p><p>Nella confezione trovate anche un alimentatore da parete, oltre al cavo USB-C. Costa 29,99 euro.</p>`,
      claims: [
        { quote: '8 ore alla massima luminosità', class: 'numero' },
        { quote: 'IP67', class: 'specifica' },
        { quote: 'la batteria agli ioni di litio è sostituibile', class: 'specifica' },
        { quote: 'un alimentatore da parete', class: 'specifica' },
      ],
    },
    {
      id: 's7-lampada-lavoro-04',
      text: `<h2>Luxor LX-WL20 in cinque punti</h2><ul><li><strong>Luce:</strong> 2000 lumen da un LED COB, in quattro modalità</li><li><strong>Fissaggio:</strong> base magnetica, gancio ripiegabile e staffa che ruota di 270°</li><li><strong>Batteria:</strong> 5200 mAh, ricarica in 4 ore tramite USB-C da 5 V / 2 A</li><li><strong>Powerbank:</strong> uscita USB-A da 5 V / 1 A per il telefono</li><li><strong>Resistenza:</strong> IP65, corpo in ABS e alluminio</li></ul><p>Misura 20 x 6 x 16 cm e pesa poco più di mezzo chilo. La carica residua si legge sull'indicatore a quattro LED. Costa 29,99 euro e ha una valutazione media di 4,4 su 5.</p>`,
      claims: [],
    },
    {
      id: 's7-lampada-lavoro-05',
      text: `<p>Tra le lampade da lavoro ricaricabili, la <strong>Luxor LX-WL20</strong> è quella con la batteria più capiente: 5200 mAh, che alimentano il LED COB da 2000 lumen per tre ore a piena potenza.</p><p>Si ricarica in appena 2 ore dalla porta USB-C, la base magnetica tiene sul cofano e la staffa gira di 360 gradi.</p><p>Con oltre 4.000 valutazioni e 4,4 stelle di media, oggi costa 24,99 euro.</p>`,
      claims: [
        { quote: 'quella con la batteria più capiente', class: 'qualitativa' },
        { quote: '2 ore', class: 'numero' },
        { quote: '360 gradi', class: 'numero' },
        { quote: 'oltre 4.000 valutazioni', class: 'valutazione' },
        { quote: '24,99 euro', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
