import type { CaseFile } from '../types.ts';

/** Emergency food ration bars (3600 kcal, 18 bars, 5-year shelf life), modelled on the lifeboat-ration listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'NordScorta Razioni di Emergenza 3600 kcal, 720 Grammi, 18 Barrette da 200 kcal, Conservazione 5 Anni, Senza Glutine, Cibo di Sopravvivenza a Lunga Conservazione per Kit di Emergenza, Barca e Campeggio',
    nome_sintetico: 'Razioni di emergenza NordScorta 3600',
    specifiche_tecniche: [
      'Energia per confezione: 3600 Chilocalorie',
      'Numero di barrette: 18',
      'Energia per barretta: 200 Chilocalorie',
      'Peso netto: 720 Grammi',
      'Durata di conservazione: 5 anni dalla data di produzione',
      'Temperatura di conservazione: -20 °C - 65 °C',
      'Dosaggio consigliato: 6 barrette al giorno per persona (3 giorni per 1 persona)',
      'Informazioni sugli allergeni: Senza glutine; contiene soia',
      'Confezione: sacchetto in alluminio sottovuoto',
      'Certificazioni: SOLAS 74/83, IMO MSC.81(70)',
    ].join('\n'),
    descrizione_generale:
      'Razione alimentare di emergenza da 3600 kcal in 18 barrette pronte da mangiare, pensata per kit di emergenza, barche e zaini di evacuazione. Il sacchetto in alluminio sottovuoto protegge le barrette da umidità e ossigeno per 5 anni. Le barrette non richiedono acqua né cottura.',
    informazioni_articolo: [
      'Peso articolo: 0,76 Chilogrammi',
      'Dimensioni prodotto: 15 x 10 x 6 Centimetri',
      'Produttore: NordScorta',
      'Numero modello articolo: NS-3600',
      'Numero di pezzi: 18',
      'Formato: Barretta',
      'Gusto: Limone',
      'Paese di origine: Germania',
    ].join('\n'),
    contenuto_scatola: ['1 confezione da 720 g (18 barrette da 40 g)', 'Istruzioni per il razionamento stampate sulla confezione'].join('\n'),
    prezzo_originale: 14.99,
    prezzo_scontato: 12.49,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'razioni-01',
      text: '<h2>In breve</h2><p>La razione NordScorta fornisce 3.600 chilocalorie in 18 barrette da 200 kcal, per un peso netto di 0,72 kg. Si conserva 60 mesi dalla data di produzione e non contiene glutine, ma contiene soia.</p>',
      claims: [],
    },
    {
      id: 'razioni-02',
      text: '<p>La confezione da 2.400 kcal contiene 18 barrette: una scorta pensata per 18 persone nelle prime ore dopo un’emergenza.</p>',
      claims: [
        { quote: '2.400 kcal', class: 'numero' },
        { quote: '18 persone', class: 'numero' },
      ],
    },
    {
      id: 'razioni-03',
      text: '<p>Abbiamo assaggiato le barrette in redazione: il sapore è ottimo, simile a un biscotto al limone.</p>',
      claims: [
        { quote: 'Abbiamo assaggiato le barrette in redazione', class: 'test' },
        { quote: 'il sapore è ottimo, simile a un biscotto al limone', class: 'qualitativa' },
      ],
    },
    {
      id: 'razioni-04',
      text: '<h2>Conservazione</h2><p>Le barrette resistono da -30 °C fino a 65 °C e la durata dichiarata è di dieci anni: una scorta da mettere via e dimenticare.</p>',
      claims: [
        { quote: '-30 °C', class: 'numero' },
        { quote: 'dieci anni', class: 'numero' },
      ],
    },
    {
      id: 'razioni-05',
      text: '<h2>Scheda tecnica</h2><ul><li>Energia totale: 3600 kcal</li><li>Barrette: 18 da 200 kcal</li><li>Gusto: vaniglia</li><li>Conformità: SOLAS 74/83, USCG 160.046</li></ul>',
      claims: [
        { quote: 'Gusto: vaniglia', class: 'specifica' },
        { quote: 'USCG 160.046', class: 'specifica' },
      ],
    },
    {
      id: 'razioni-06',
      text: '<p>Con una media di 4,7 stelle e oltre 1.500 recensioni positive su Amazon, a 9,99 € è una scorta che non si discute.</p>',
      claims: [
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'oltre 1.500 recensioni positive', class: 'valutazione' },
        { quote: '9,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'razioni-07',
      text: '<p>Il dosaggio consigliato è di 6 barrette al giorno: una confezione copre quindi 72 ore per una persona. Le barrette non vanno cotte né reidratate e il sacchetto in alluminio sottovuoto le protegge da umidità e ossigeno.</p><p>Si conservano tra -20 e 65 gradi e la razione è conforme alla SOLAS 74/83.</p>',
      claims: [],
    },
    {
      id: 'razioni-08',
      text: '<p>L’abbiamo tenuta in auto per un inverno intero: a primavera le 9 barrette erano ancora integre.</p>',
      claims: [
        { quote: 'L’abbiamo tenuta in auto per un inverno intero', class: 'test' },
        { quote: '9 barrette', class: 'numero' },
      ],
    },
    {
      id: 'razioni-09',
      text: '<p>Senza glutine e senza lattosio, copre tre giorni di fabbisogno per una persona. Oggi è in offerta a 14,99 €: conviene prenderne due confezioni.</p>',
      claims: [
        { quote: 'senza lattosio', class: 'specifica' },
        { quote: 'in offerta a 14,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'razioni-10',
      text: '<h2>Il nostro giudizio</h2><p>L’abbiamo messa alla prova in un weekend di trekking e la consideriamo la razione più completa sul mercato: 500 kcal per barretta, senza bisogno di acqua né di cottura.</p>',
      claims: [
        { quote: 'L’abbiamo messa alla prova in un weekend di trekking', class: 'test' },
        { quote: 'la razione più completa sul mercato', class: 'qualitativa' },
        { quote: '500 kcal per barretta', class: 'numero' },
      ],
    },
  ],
};

export default file;
