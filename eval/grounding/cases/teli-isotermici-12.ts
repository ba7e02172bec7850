import type { CaseFile } from '../types.ts';

/**
 * A twelve-pack of emergency thermal sheets, modelled on the listings of Amazon.it: the pack's
 * count against counts of other nouns, prices per piece and in words, sizes and generic
 * standards. Written for the precision rules (the held-out set's classes), before they were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Thermix Coperta Isotermica Emergenza, Confezione da 12, 210x160cm, Telo Termico Oro Argento, Coperta di Sopravvivenza Impermeabile Antivento per Primo Soccorso, Kit Auto, Trekking',
    nome_sintetico: 'Coperte isotermiche Thermix (12 pezzi)',
    specifiche_tecniche: [
      'Materiale: PET alluminizzato',
      'Dimensioni: 210x160cm',
      'Peso singola coperta: 55g',
      'Colore: oro/argento',
      'Riflessione del calore: fino al 90%',
      'Utilizzo: monouso',
    ].join('\n'),
    descrizione_generale:
      'Ogni coperta è piegata in una busta da 12 x 8 cm che sta nel vano portaoggetti dell’auto o in un kit di pronto soccorso. Il lato argento verso il corpo trattiene fino al 90% del calore; il lato oro verso l’esterno rende la persona visibile ai soccorritori.',
    informazioni_articolo: ['Peso articolo: 660 Grammi', 'Produttore: Thermix', 'Numero modello articolo: TX-12', 'Numero di pezzi: 12'].join('\n'),
    contenuto_scatola: '12 coperte isotermiche in busta singola',
    prezzo_prodotto: 11.99,
    valutazione_prodotto: 4.7,
  },
  cases: [
    {
      id: 'teli12-01',
      text: '<p>Dodici teli in una confezione, a circa un euro l’uno: ognuno misura 210 x 160 cm e pesa 55 grammi.</p>',
      claims: [],
    },
    {
      id: 'teli12-02',
      text: '<p>La confezione contiene 12 pezzi, ciascuno nella sua busta da 12 x 8 cm: uno va nel vano portaoggetti, uno nello zaino, uno nel kit di pronto soccorso.</p>',
      claims: [],
    },
    {
      id: 'teli12-03',
      text: '<p>Con dodici coperte in confezione ce n’è una per ogni posto di due auto e avanza qualcosa per lo zaino.</p>',
      claims: [],
    },
    {
      id: 'teli12-04',
      text: '<p>Il telo è abbastanza ampio da avvolgere un adulto di taglia XXL dalla testa ai piedi: 2,1 metri per 1,6.</p>',
      claims: [],
    },
    {
      id: 'teli12-05',
      text: '<p>Costa meno di 80 centesimi a coperta, meno di un caffè al bar.</p>',
      claims: [{ quote: 'meno di 80 centesimi a coperta', class: 'prezzo' }],
    },
    {
      id: 'teli12-06',
      text: '<p>Con meno di dieci euro si equipaggia tutta la famiglia.</p>',
      claims: [{ quote: 'meno di dieci euro', class: 'prezzo' }],
    },
    {
      id: 'teli12-07',
      text: '<p>Sotto i quindici euro per dodici teli: meno di un euro a coperta, ed è difficile fare di meglio.</p>',
      claims: [],
    },
    {
      id: 'teli12-08',
      text: '<p>È la coperta isotermica più venduta e più votata del momento: migliaia di acquirenti la consigliano.</p>',
      claims: [
        { quote: 'più venduta', class: 'qualitativa' },
        { quote: 'più votata del momento', class: 'valutazione' },
        { quote: 'migliaia di acquirenti', class: 'valutazione' },
      ],
    },
    {
      id: 'teli12-09',
      text: '<p>Ogni telo pesa 55 g e trattiene fino al 95% del calore corporeo; la confezione ne contiene quindici.</p>',
      claims: [
        { quote: 'fino al 95%', class: 'numero' },
        { quote: 'ne contiene quindici', class: 'numero' },
      ],
    },
    {
      id: 'teli12-10',
      text: '<p>Il lato argento trattiene fino al 90% del calore e quello oro rende visibili ai soccorritori; piegato, ogni telo occupa meno di un foglio A6.</p>',
      claims: [],
    },
  ],
};

export default file;
