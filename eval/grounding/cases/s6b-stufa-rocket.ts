import type { CaseFile } from '../types.ts';

/** Reviews of a portable wood-burning rocket stove, modelled on an Amazon.it listing of stainless camping rocket stoves. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Brasor Rocket Stove R2 Fornello a Legna Portatile in Acciaio Inox, Stufa da Campo a Combustione Efficiente con Griglia Pieghevole e Cassetto Cenere, per Campeggio, Emergenza e Cucina all'Aperto, con Borsa e Guanti`,
    nome_sintetico: `Brasor R2`,
    specifiche_tecniche: [
      `Marchio: Brasor`,
      `Materiale: Acciaio inossidabile 304`,
      `Tipo di combustibile: Legna, rametti, pigne, carbonella`,
      `Carico massimo della griglia: 15 Chilogrammi`,
      `Diametro bocca di alimentazione: 8 cm`,
      `Tempo di ebollizione: 1 litro in circa 8 minuti (senza vento)`,
      `Caratteristica speciale: Griglia pieghevole a tre bracci, portello di alimentazione laterale, cassetto raccogli cenere`,
      `Colore: Argento`,
    ].join('\n'),
    descrizione_generale: `Il fornello Brasor R2 sfrutta il principio della stufa rocket: la legna entra dal portello laterale a L e la camera di combustione coibentata crea un forte tiraggio, che brucia i rametti in modo più completo e con meno fumo di un fuoco aperto. Bastano piccoli pezzi di legna secca raccolti sul posto, senza bombole né carburanti liquidi. Con 500 grammi di legna secca, il produttore dichiara di portare a ebollizione 1 litro d'acqua in circa 8 minuti, in condizioni senza vento.

La griglia superiore a tre bracci pieghevoli sostiene pentole e padelle fino a 15 kg, e il cassetto inferiore raccoglie la cenere per una pulizia rapida. Nella borsa in tela inclusa c'è posto anche per il paio di guanti resistenti al calore in dotazione. Da usare esclusivamente all'aperto.`,
    informazioni_articolo: [
      `Numero modello articolo: BR-R2`,
      `Peso articolo: 2,6 Chilogrammi`,
      `Dimensioni prodotto: 28 x 18 x 31 cm`,
      `Produttore: Brasor Outdoor`,
      `Disponibile su Amazon.it a partire dal: 21 maggio 2021`,
    ].join('\n'),
    contenuto_scatola: [
      `1 fornello rocket R2`,
      `1 griglia pieghevole a tre bracci`,
      `1 cassetto raccogli cenere`,
      `1 paio di guanti resistenti al calore`,
      `1 borsa di trasporto in tela`,
    ].join('\n'),
    prezzo_prodotto: 64.9,
    prezzo_originale: 64.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's6b-stufa-rocket-01',
      text: `<h2>Brasor R2: cucinare senza gas quando manca tutto</h2><p>In un blackout prolungato, un fornello che non dipende dalle bombole è un alleato prezioso. La Brasor R2 è una rocket stove in acciaio inox 304 che brucia rametti, pigne o carbonella attraverso un portello laterale a L, e il tiraggio della camera coibentata dà una combustione con meno fumo di un falò.</p><p>Nel nostro test in giardino, con mezzo chilo di legna abbiamo fatto bollire un litro d'acqua in meno di 6 minuti. La griglia a tre bracci regge fino a 15 kg, quindi anche una pentola grande da 10 litri per tutta la famiglia.</p>`,
      claims: [
        { quote: `Nel nostro test in giardino`, class: 'test' },
        { quote: `meno di 6 minuti`, class: 'numero' },
        { quote: `pentola grande da 10 litri`, class: 'numero' },
      ],
    },
    {
      id: 's6b-stufa-rocket-02',
      text: `<h2>Robusta, compatta e senza bombole</h2><p>La Brasor R2 è probabilmente il fornello a legna più robusto in circolazione: acciaio inox 304, griglia pieghevole e cassetto per la cenere. Pesa appena 1,8 kg e nella borsa in tela inclusa trovano posto anche i guanti resistenti al calore.</p><p>Non richiede carburanti liquidi: bastano rametti secchi e pigne. Grazie alla combustione efficiente si può usare anche sotto la veranda o in una tenda ben ventilata. Il prezzo, sotto i 50 euro, la rende accessibile a tutti.</p>`,
      claims: [
        { quote: `il fornello a legna più robusto in circolazione`, class: 'qualitativa' },
        { quote: `1,8 kg`, class: 'numero' },
        { quote: `si può usare anche sotto la veranda o in una tenda ben ventilata`, class: 'qualitativa' },
        { quote: `sotto i 50 euro`, class: 'prezzo' },
      ],
    },
    {
      id: 's6b-stufa-rocket-03',
      text: `<p>Il principio è quello della stufa rocket: la legna entra da un portello laterale, la camera di combustione coibentata crea un forte tiraggio e i rametti bruciano in modo più completo, con meno fumo rispetto a un fuoco aperto. La Brasor R2 lo applica in un corpo in acciaio inox 304 di 28 x 18 x 31 cm, per poco più di due chili e mezzo.</p><ul><li>Un litro d'acqua in ebollizione in circa 8 minuti, con mezzo chilo di legna secca e senza vento (dato del produttore)</li><li>Griglia a tre bracci che regge fino a 15 kg</li><li>Bocca di alimentazione da 8 cm di diametro</li></ul><p>In dotazione ci sono borsa in tela e guanti. Il prezzo è di 64,90 euro e la valutazione media è di 4,5 su 5. Va usata esclusivamente all'aperto.</p>`,
      claims: [],
    },
    {
      id: 's6b-stufa-rocket-04',
      text: `<h2>Brasor R2 alla prova del bosco</h2><p>Abbiamo portato la Brasor R2 in un weekend di trekking in Appennino e accenderla è stato questione di un attimo: una pigna, qualche rametto secco e il tiraggio fa il resto. Con un carico completo di legna resta accesa per circa 40 minuti senza bisogno di aggiungere combustibile.</p><p>La struttura è in acciaio inox 304 e porta il marchio di sicurezza TÜV. La griglia pieghevole sostiene pentole fino a 15 kg e il cassetto raccogli cenere rende la pulizia rapida.</p>`,
      claims: [
        { quote: `Abbiamo portato la Brasor R2 in un weekend di trekking in Appennino`, class: 'test' },
        { quote: `circa 40 minuti`, class: 'numero' },
        { quote: `marchio di sicurezza TÜV`, class: 'specifica' },
      ],
    },
    {
      id: 's6b-stufa-rocket-05',
      text: `<p>Per chi prepara un kit per il blackout o per la casa di campagna, la Brasor R2 è una soluzione pratica: brucia legna, pigne e carbonella, quindi non dipende da bombole che possono finire. Misura 28 x 18 x 31 cm, la bocca di alimentazione è di 12 cm e il portello laterale a L accoglie rametti raccolti sul posto.</p><p>Conviene tenere da parte almeno 5 chili di legna secca per ogni giorno di autonomia. Su Amazon costa 64,90 euro, ha un giudizio medio di 4,5 stelle ed è etichettata come Scelta Amazon.</p>`,
      claims: [
        { quote: `12 cm`, class: 'numero' },
        { quote: `almeno 5 chili di legna secca per ogni giorno`, class: 'numero' },
        { quote: `etichettata come Scelta Amazon`, class: 'valutazione' },
      ],
    },
  ],
};
export default file;
