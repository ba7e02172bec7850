import type { CaseFile } from '../types.ts';

/** Reviews of a pocket chain saw (manual chain with two handles), modelled on an Amazon.it listing of survival pocket chainsaws. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Sylvex Pocket Chain Saw Sega a Catena Tascabile 91 cm con 48 Denti Bidirezionali, Acciaio al Manganese Temprato, Maniglie in Nylon con Cinghie, Custodia da Cintura, Sega Manuale per Campeggio e Sopravvivenza`,
    nome_sintetico: `Sylvex Pocket Chain Saw`,
    specifiche_tecniche: [
      `Marchio: Sylvex`,
      `Lunghezza catena: 91 Centimetri`,
      `Numero di denti: 48`,
      `Materiale catena: Acciaio al manganese 65Mn temprato`,
      `Tipo di taglio: Bidirezionale`,
      `Materiale maniglie: Nylon rinforzato con cinghie in poliestere`,
      `Diametro massimo di taglio consigliato: 15 Centimetri`,
      `Colore: Arancione`,
    ].join('\n'),
    descrizione_generale: `Sylvex Pocket Chain Saw è una sega a catena manuale che sta nel palmo di una mano: 91 cm di catena in acciaio al manganese temprato con 48 denti che tagliano in entrambe le direzioni, per lavorare più in fretta di una normale sega a filo. Due maniglie in nylon rinforzato, con cinghie regolabili, permettono di usarla da soli o in due persone, anche per tagliare rami in alto lanciando la catena sopra il ramo con una corda.

È pensata per procurarsi legna da ardere in campeggio, liberare un sentiero da un ramo caduto o per le situazioni di emergenza. Si ripone avvolta nella custodia in tela con passante per cintura e pesa appena 190 grammi. Dopo l'uso si consiglia di pulire e oliare la catena per prevenire la ruggine.`,
    informazioni_articolo: [
      `Numero modello articolo: SPC-48`,
      `Peso articolo: 190 Grammi`,
      `Dimensioni custodia: 12 x 9 x 4 cm`,
      `Produttore: Sylvex Tools`,
      `Disponibile su Amazon.it a partire dal: 15 agosto 2022`,
    ].join('\n'),
    contenuto_scatola: [
      `1 sega a catena da 91 cm`,
      `2 maniglie in nylon con cinghie`,
      `1 custodia in tela con passante per cintura`,
      `1 manuale d'uso`,
    ].join('\n'),
    prezzo_prodotto: 24.99,
    prezzo_originale: 32.99,
    prezzo_scontato: 24.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's6b-sega-catena-tascabile-01',
      text: `<h2>Sylvex Pocket Chain Saw: la motosega che sta in tasca</h2><p>Novantuno centimetri di catena, 48 denti bidirezionali e meno di 200 grammi di peso. Siamo andati a vedere se mantiene le promesse: in un pomeriggio di prova abbiamo tagliato un tronco di faggio da 20 cm in meno di due minuti.</p><p>La catena è in acciaio al manganese temprato con trattamento antiruggine al titanio, e le maniglie in nylon hanno cinghie regolabili. Si ripone nella custodia da cintura inclusa.</p>`,
      claims: [
        { quote: `in un pomeriggio di prova abbiamo tagliato un tronco di faggio`, class: 'test' },
        { quote: `da 20 cm`, class: 'numero' },
        { quote: `in meno di due minuti`, class: 'numero' },
        { quote: `trattamento antiruggine al titanio`, class: 'specifica' },
      ],
    },
    {
      id: 's6b-sega-catena-tascabile-02',
      text: `<p>La Sylvex Pocket Chain Saw è una sega a catena manuale da 91 cm che, avvolta nella sua custodia in tela, occupa uno spazio di 12 x 9 x 4 cm e pesa 190 grammi. I 48 denti tagliano in entrambe le direzioni, quindi la catena lavora a ogni passata, in un verso e nell'altro.</p><p>Le due maniglie in nylon rinforzato hanno cinghie regolabili: si può usare da soli o in coppia, e con una corda si può lanciare la catena sopra un ramo alto per tagliarlo. Il produttore consiglia di non superare i 15 cm di diametro e di pulire e oliare la catena dopo l'uso. Il prezzo scontato è di 24,99 euro, contro i 32,99 di listino.</p>`,
      claims: [],
    },
    {
      id: 's6b-sega-catena-tascabile-03',
      text: `<h2>Da tenere nel bagagliaio</h2><p>Un ramo caduto sul sentiero è uno degli imprevisti per cui la Sylvex è pensata. La catena da 91 cm con 48 denti taglia in entrambe le direzioni e, secondo il produttore, fino a tre volte più in fretta di una sega a filo.</p><p>Pesa 190 grammi e la catena, in acciaio inossidabile, si può lasciare nel bagagliaio per mesi senza manutenzione. Con oltre 5.000 recensioni su Amazon è la sega tascabile più venduta del momento.</p>`,
      claims: [
        { quote: `fino a tre volte più in fretta`, class: 'numero' },
        { quote: `acciaio inossidabile`, class: 'specifica' },
        { quote: `per mesi senza manutenzione`, class: 'qualitativa' },
        { quote: `oltre 5.000 recensioni`, class: 'valutazione' },
        { quote: `la sega tascabile più venduta del momento`, class: 'valutazione' },
      ],
    },
    {
      id: 's6b-sega-catena-tascabile-04',
      text: `<p>Piccola e leggera: la Sylvex Pocket Chain Saw ha una catena da 91 cm con 48 denti e maniglie in nylon con cinghie. Con i suoi 190 grammi è più leggera di un coltello da sopravvivenza e molto più rapida di un seghetto pieghevole.</p><ul><li>Diametro di taglio consigliato: fino a 25 cm</li><li>Custodia con passante per cintura</li><li>Colore arancione</li></ul><p>Costa 19,99 euro e ha una valutazione di 4,3 su 5.</p>`,
      claims: [
        { quote: `più leggera di un coltello da sopravvivenza`, class: 'qualitativa' },
        { quote: `molto più rapida di un seghetto pieghevole`, class: 'qualitativa' },
        { quote: `fino a 25 cm`, class: 'numero' },
        { quote: `19,99 euro`, class: 'prezzo' },
      ],
    },
    {
      id: 's6b-sega-catena-tascabile-05',
      text: `<h2>In breve</h2><p>La Sylvex SPC-48 è una sega a catena da tasca: 91 centimetri di acciaio al manganese temprato, 48 denti bidirezionali, due maniglie e una custodia in tela da appendere alla cintura. Il tutto pesa meno di due etti.</p><p>È pensata per fare legna da ardere in campeggio, sgomberare un sentiero da un ramo caduto e per le emergenze, anche per i rami in alto, lanciando la catena con una corda. Da ricordare: dopo l'uso va pulita e oliata. Si trova a 24,99 euro, otto euro in meno del prezzo originale, con una media di 4,3 stelle.</p>`,
      claims: [],
    },
  ],
};
export default file;
