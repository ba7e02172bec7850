import type { CaseFile } from '../types.ts';

/**
 * A 14-in-1 stainless steel multitool, modelled on the listings of Amazon.it (its functions
 * listed in the description). Written for a precision round, scored before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'FORGIA Pinza Multiuso 14 in 1 in Acciaio Inox, Multitool Pieghevole con Coltello, Seghetto, Apribottiglie, Cacciaviti, con Fodero in Nylon, per Campeggio, Sopravvivenza e Fai da Te',
    nome_sintetico: 'Pinza multiuso FORGIA 14 in 1',
    specifiche_tecniche: [
      'Materiale della lama: Acciaio inossidabile 420HC',
      'Numero di funzioni: 14',
      'Lunghezza chiuso: 11,5 Centimetri',
      'Lunghezza lama: 7 Centimetri',
      'Tipo di blocco: Blocco di sicurezza sulle lame',
      'Finitura: Satinata',
    ].join('\n'),
    descrizione_generale:
      'Le 14 funzioni: pinza a becchi lunghi, pinza normale, tronchesino, coltello liscio, seghetto per legno, lima, cacciavite piatto grande, cacciavite piatto piccolo, cacciavite a croce, apribottiglie, apriscatole, punteruolo, righello (in pollici e centimetri), occhiello per cordino. Le lame si bloccano in posizione aperta. Si apre con una mano.',
    informazioni_articolo: [
      'Peso articolo: 230 Grammi',
      'Dimensioni prodotto: 11,5 x 4 x 2 cm',
      'Marca: FORGIA',
      'Numero modello articolo: FG-14',
      'Colore: Argento',
      'Garanzia del produttore: 10 anni',
    ].join('\n'),
    contenuto_scatola: ['Pinza multiuso', 'Fodero in nylon con chiusura a strappo', 'Scatola regalo'].join('\n'),
    prezzo_prodotto: 27.5,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 'prec-pin-01',
      text: '<p>Chiusa è lunga 11,5 cm e pesa 230 g: sta in tasca oppure nel fodero di nylon incluso, che si chiude con il velcro.</p>',
      claims: [],
    },
    {
      id: 'prec-pin-02',
      text: '<p>Le funzioni sono quattordici. Oltre alle due pinze (a becchi lunghi e normale) e al tronchesino ci sono un coltello a lama liscia di 7 centimetri, un seghetto per il legno, una lima e tre cacciaviti: due a taglio e uno a croce.</p>',
      claims: [],
    },
    {
      id: 'prec-pin-03',
      text: '<p>Le lame sono in acciaio inox 420HC con finitura satinata e restano bloccate quando sono aperte, un dettaglio che in sicurezza fa la differenza. E la pinza si apre con una mano sola.</p>',
      claims: [],
    },
    {
      id: 'prec-pin-04',
      text: '<p>In campeggio tornano utili l’apribottiglie, l’apriscatole e il punteruolo; il righello segna sia i pollici sia i centimetri, e l’occhiello permette di legarla a un cordino.</p>',
      claims: [],
    },
    {
      id: 'prec-pin-05',
      text: '<p>Costa 27,50 euro, meno di trenta, e il produttore la garantisce per dieci anni. La media delle recensioni è di 4,5 stelle.</p>',
      claims: [],
    },
    {
      id: 'prec-pin-06',
      text: '<h2>Verdetto</h2><p>La FG-14 di FORGIA è un multiuso onesto: per un kit di emergenza offre quello che serve, in una scatola regalo che la rende anche un’idea per chi ama la vita all’aperto.</p>',
      claims: [],
    },
    {
      id: 'prec-pin-07',
      text: '<p>Con 18 funzioni e una lama da 9 cm in acciaio D2, regge il confronto con multiuso che costano il doppio.</p>',
      claims: [
        { quote: '18 funzioni', class: 'numero' },
        { quote: '9 cm', class: 'numero' },
        { quote: 'acciaio D2', class: 'specifica' },
        { quote: 'regge il confronto con multiuso che costano il doppio', class: 'qualitativa' },
      ],
    },
    {
      id: 'prec-pin-08',
      text: '<p>La usiamo da sei mesi in officina e la lama non ha mai perso il filo. Pesa solo 180 grammi.</p>',
      claims: [
        { quote: 'La usiamo da sei mesi', class: 'test' },
        { quote: '180 grammi', class: 'numero' },
      ],
    },
  ],
};

export default file;
