import type { CaseFile } from '../types.ts';

/** A ten-pack of gold/silver mylar emergency thermal blankets, modelled on the listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'RIPARO Coperta Termica di Emergenza, Confezione da 10 Pezzi, 210 x 160 cm, Telo Isotermico Oro/Argento in Mylar, Riflette fino al 90% del Calore Corporeo, Impermeabile e Antivento, per Primo Soccorso Escursionismo Kit Emergenza',
    nome_sintetico: 'Coperte termiche RIPARO (10 pezzi)',
    specifiche_tecniche: [
      'Materiale: PET metallizzato (Mylar)',
      'Dimensioni: 210 x 160 Centimetri',
      'Numero di pezzi: 10',
      'Peso singola coperta: 52 Grammi',
      'Colore: Oro / Argento (bifacciale)',
      'Riflessione del calore corporeo: fino al 90%',
      'Temperatura di impiego: -60 °C - +90 °C',
      'Impermeabile: Sì',
      'Antivento: Sì',
      'Utilizzo: monouso',
    ].join('\n'),
    descrizione_generale:
      'Coperte isotermiche di emergenza in Mylar con un lato oro e uno argento: con il lato argento verso il corpo trattengono fino al 90% del calore corporeo, con il lato oro verso il corpo riparano dal sole. Ogni coperta misura 210 x 160 cm e, piegata, sta nel palmo di una mano. Monouso, impermeabili e antivento.',
    informazioni_articolo: [
      'Peso articolo: 520 Grammi',
      'Dimensioni da piegata: 11 x 9 x 0,5 cm',
      'Produttore: RIPARO',
      'Numero modello articolo: RP-EM10',
      'Certificazione: CE, dispositivo medico di classe I',
    ].join('\n'),
    contenuto_scatola: '10 coperte termiche di emergenza imbustate singolarmente',
    prezzo_originale: 12.99,
    prezzo_scontato: 9.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'coperta-01',
      text: '<h2>Dieci coperte in una busta</h2><p>La confezione RIPARO contiene dieci teli isotermici oro/argento da 2,1 x 1,6 m, imbustati uno per uno. Ognuno pesa 52 g e riflette fino al 90% del calore corporeo.</p>',
      claims: [],
    },
    {
      id: 'coperta-02',
      text: '<p>Con il lato argento rivolto verso il corpo trattiene il calore, con quello oro verso il corpo ripara dal sole. È impermeabile e antivento e, piegata, misura appena 11 x 9 cm; l’intera confezione pesa poco più di mezzo chilo.</p>',
      claims: [],
    },
    {
      id: 'coperta-03',
      text: '<p>Ogni telo misura 220 x 140 cm e pesa solo 30 grammi: in borsa non te ne accorgi nemmeno.</p>',
      claims: [
        { quote: '220 x 140 cm', class: 'numero' },
        { quote: '30 grammi', class: 'numero' },
      ],
    },
    {
      id: 'coperta-04',
      text: '<p>Il film in Mylar da 12 micron riflette fino al 95% del calore corporeo ed è registrato come dispositivo medico di classe IIa.</p>',
      claims: [
        { quote: '12 micron', class: 'numero' },
        { quote: '95%', class: 'numero' },
        { quote: 'classe IIa', class: 'specifica' },
      ],
    },
    {
      id: 'coperta-05',
      text: '<h2>Caratteristiche</h2><ul><li>Pezzi: 10</li><li>Temperatura di impiego: da -90 °C a +60 °C</li><li>Materiale: polietilene rinforzato</li></ul>',
      claims: [
        { quote: 'da -90 °C a +60 °C', class: 'numero' },
        { quote: 'Materiale: polietilene', class: 'specifica' },
      ],
    },
    {
      id: 'coperta-06',
      text: '<p>Conforme alla norma EN 13485, questa coperta è riutilizzabile decine di volte e resiste agli strappi anche quando si impiglia nei rami.</p>',
      claims: [
        { quote: 'EN 13485', class: 'specifica' },
        { quote: 'riutilizzabile decine di volte', class: 'qualitativa' },
        { quote: 'resiste agli strappi', class: 'qualitativa' },
      ],
    },
    {
      id: 'coperta-07',
      text: '<p>Dieci coperte a 12,99 € in offerta: valutata 9/10 dagli utenti, è un acquisto che non si discute.</p>',
      claims: [
        { quote: '12,99 € in offerta', class: 'prezzo' },
        { quote: '9/10', class: 'valutazione' },
      ],
    },
    {
      id: 'coperta-08',
      text: '<p>Ci ha accompagnato in tre uscite invernali sulle Dolomiti: avvolti nel telo argentato, il freddo si sentiva molto meno. E a 7,99 € per dieci pezzi non c’è motivo di non averne una nello zaino.</p>',
      claims: [
        { quote: 'Ci ha accompagnato in tre uscite', class: 'test' },
        { quote: '7,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'coperta-09',
      text: '<p>Le coperte sono monouso, ma a meno di 10 euro per dieci pezzi conviene tenerne una in auto, una nello zaino e una nella cassetta del pronto soccorso. Ognuna è chiusa nella sua bustina.</p>',
      claims: [],
    },
    {
      id: 'coperta-10',
      text: '<p>Nei nostri test, in una notte in quota sotto zero, la coperta ha trattenuto il calore corporeo per oltre sei ore.</p>',
      claims: [
        { quote: 'Nei nostri test', class: 'test' },
        { quote: 'per oltre sei ore', class: 'numero' },
      ],
    },
  ],
};

export default file;
