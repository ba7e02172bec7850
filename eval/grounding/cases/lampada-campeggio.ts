import type { CaseFile } from '../types.ts';

/**
 * A rechargeable LED camping lantern with three colour temperatures, modelled on the listings of
 * Amazon.it: ranges written with '~' and colour temperatures given one by one, values in the
 * description's prose, a charging input that is no output. Written for the precision rules (the
 * held-out set's classes), before they were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Campix Lampada da Campeggio LED Ricaricabile 1000 Lumen, Luce Dimmerabile 3000K-6500K, Lanterna Campeggio con Gancio e Base Magnetica, Batteria 5200mAh, IPX4, per Tenda, Pesca, Emergenza',
    nome_sintetico: 'Lanterna LED Campix 1000',
    specifiche_tecniche: [
      'Flusso luminoso: 1000 lumen',
      'Temperatura colore: luce calda 3000 K, luce naturale 4500 K, luce fredda 6500 K',
      'Autonomia: 5~40 h',
      'Batteria: 5200mAh ioni di litio (integrata)',
      'Ricarica: USB-C 5V/2A, circa 4 ore',
      'Impermeabilità: IPX4',
      'Temperatura di esercizio: -10 °C ~ 50 °C',
    ].join('\n'),
    descrizione_generale:
      'Tre temperature di colore e luminosità regolabile in continuo dal 10% al 100%. Il gancio in metallo e la base magnetica la fissano al paletto della tenda o alla carrozzeria dell’auto. Funziona anche con 3 pile stilo (non incluse) quando la batteria è scarica. Dalla porta USB-A in uscita si ricarica il telefono in caso di emergenza. In modalità minima dura fino a 40 ore, alla massima luminosità circa 5 ore.',
    informazioni_articolo: [
      'Peso articolo: 380 Grammi',
      'Dimensioni: 11 x 11 x 19 cm',
      'Produttore: Campix',
      'Numero modello articolo: CX-1000',
      'Fonte di alimentazione: A batteria',
      'Colore: Nero',
    ].join('\n'),
    contenuto_scatola: ['Lanterna LED Campix 1000', 'Cavo USB-C', 'Manuale'].join('\n'),
    prezzo_prodotto: 26.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'campix-01',
      text: '<p>La luce si regola da 3000 a 6500 K, dal bianco caldo a quello freddo, e l’autonomia va da 5 a 40 ore a seconda della luminosità.</p>',
      claims: [],
    },
    {
      id: 'campix-02',
      text: '<p>Funziona tra -10 °C e 50 °C, quindi anche nelle notti fredde di inizio primavera.</p>',
      claims: [],
    },
    {
      id: 'campix-03',
      text: '<p>Quando la batteria è scarica accetta anche tre pile AA, che conviene tenere nello zaino.</p>',
      claims: [],
    },
    {
      id: 'campix-04',
      text: '<ul><li>1000lm al massimo</li><li>Batteria da 5200 mAh</li><li>Certificazione IPX4 contro gli spruzzi</li><li>Tre temperature di colore: 3000K, 4500K e 6500K</li></ul>',
      claims: [],
    },
    {
      id: 'campix-05',
      text: '<p>Alla massima luminosità dura circa cinque ore; in modalità minima si arriva a quaranta. Si ricarica in circa quattro ore da un normale alimentatore USB a 5 V.</p>',
      claims: [],
    },
    {
      id: 'campix-06',
      text: '<p>Il gancio in metallo e la base magnetica permettono di appenderla al paletto della tenda o di attaccarla alla carrozzeria dell’auto. Dalla USB-A si può ricaricare il telefono.</p>',
      claims: [],
    },
    {
      id: 'campix-07',
      text: '<p>Tre tonalità, luce calda, naturale e fredda, e luminosità regolabile dal 10 al 100%: pesa 380 grammi e misura 11 x 11 x 19 cm.</p>',
      claims: [],
    },
    {
      id: 'campix-08',
      text: '<p>La porta USB-C eroga 2 A per ricaricare lo smartphone anche in tenda.</p>',
      claims: [{ quote: 'eroga 2 A', class: 'numero' }],
    },
    {
      id: 'campix-09',
      text: '<p>Alla massima luminosità garantisce 40 ore di luce continua.</p>',
      claims: [{ quote: '40 ore', class: 'numero' }],
    },
    {
      id: 'campix-10',
      text: '<p>È la lanterna più votata su Amazon nella sua categoria, e le recensioni degli utenti la premiano per la luce morbida.</p>',
      claims: [
        { quote: 'più votata su Amazon', class: 'valutazione' },
        { quote: 'le recensioni degli utenti la premiano', class: 'valutazione' },
      ],
    },
    {
      id: 'campix-11',
      text: '<p>Costa meno di venti euro, una ventina di euro ben spesi per chi campeggia spesso.</p>',
      claims: [
        { quote: 'meno di venti euro', class: 'prezzo' },
        { quote: 'una ventina di euro', class: 'prezzo' },
      ],
    },
    {
      id: 'campix-12',
      text: '<p>Sotto i trenta euro è difficile trovare di meglio: 1000 lumen e tre tonalità di luce.</p>',
      claims: [],
    },
    {
      id: 'campix-13',
      text: '<p>La luce va da 2700 a 6500 K e la batteria da 6000 mAh si ricarica in due ore.</p>',
      claims: [
        { quote: 'da 2700 a 6500 K', class: 'numero' },
        { quote: 'da 6000 mAh', class: 'numero' },
        { quote: 'in due ore', class: 'numero' },
      ],
    },
  ],
};

export default file;
