import type { CaseFile } from '../types.ts';

/** Reviews of a stainless-steel multitool with locking blades, modelled on Amazon.it listings of 18-in-1 pliers multitools. */
const file: CaseFile = {
  product: {
    nome_prodotto: "FERRIX Pinza Multiuso 18 in 1 in Acciaio Inossidabile, Multitool con Coltello Bloccabile, Seghetto, Cacciaviti e Fondina in Nylon, per Campeggio, Bricolage e Sopravvivenza",
    nome_sintetico: "Ferrix MT-18",
    specifiche_tecniche: [
      "Marca: Ferrix",
      "Numero di funzioni: 18",
      "Materiale della lama: Acciaio inossidabile 3Cr13",
      "Lunghezza lama: 7,2 Centimetri",
      "Lunghezza da chiuso: 11,5 Centimetri",
      "Lunghezza da aperto: 16,8 Centimetri",
      "Tipo di bloccaggio: Liner lock",
      "Materiale del manico: Acciaio inossidabile",
      "Colore: Argento",
      "Peso articolo: 265 Grammi",
    ].join("\n"),
    descrizione_generale: "La Ferrix MT-18 riunisce 18 funzioni in un corpo di acciaio inossidabile: pinza a becchi lunghi, pinza normale, tronchesino, tronchesino per fili duri, spelafili, coltello a lama liscia in acciaio 3Cr13, lama seghettata, seghetto per legno, lima per metalli, cacciavite a taglio grande, cacciavite a taglio piccolo, cacciavite a croce, apriscatole, apribottiglie, punteruolo, righello in pollici e centimetri, portainserti e anello per moschettone.\nLe lame si bloccano con un sistema liner lock e gli attrezzi si aprono dall'esterno senza aprire la pinza. Fondina in nylon con passante per cintura. Garanzia del produttore di 5 anni.",
    informazioni_articolo: [
      "Numero modello articolo: MT-18S",
      "Produttore: Ferrix Tools",
      "Paese di origine: Cina",
      "Garanzia del produttore: 5 anni",
    ].join("\n"),
    contenuto_scatola: [
      "Pinza multiuso Ferrix MT-18",
      "Fondina in nylon",
      "Manuale d'uso",
    ].join("\n"),
    prezzo_prodotto: 32.99,
    prezzo_originale: 39.99,
    prezzo_scontato: 32.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: "s2b-multitool-01",
      text: "<h2>Ferrix MT-18: diciotto attrezzi in un palmo</h2><p>La Ferrix MT-18 è una pinza multiuso in acciaio inossidabile che chiusa misura 11,5 cm e aperta arriva a 16,8 cm. Al centro ci sono le pinze, a becchi lunghi e normali, con tronchesino, tronchesino per fili duri e spelafili; attorno, lame e attrezzi che si aprono dall'esterno senza dover aprire la pinza.</p><p>Il coltello ha una lama liscia da 7,2 cm in acciaio 3Cr13, affiancata da una lama seghettata e da un seghetto per legno; le lame si bloccano con un liner lock. Non mancano lima per metalli, tre cacciaviti, apriscatole, apribottiglie e punteruolo.</p><p>Pesa 265 grammi e si porta alla cintura nella fondina di nylon inclusa. Il produttore offre 5 anni di garanzia; il prezzo è di 32,99 euro invece di 39,99.</p>",
      claims: [],
    },
    {
      id: "s2b-multitool-02",
      text: "<p>Dopo tre mesi in tasca tra lavori in giardino e uscite in tenda, la Ferrix MT-18 si è guadagnata un posto fisso nel nostro zaino di emergenza. Le 18 funzioni vanno dalla pinza a becchi lunghi all'apriscatole.</p><p>La lama principale, in acciaio D2, è lunga 7,2 cm e si blocca con un liner lock. Il manico con guancette in G10 offre una presa sicura anche con le mani bagnate.</p><p>In confezione c'è una fondina in nylon da cintura.</p>",
      claims: [
        { quote: "Dopo tre mesi in tasca tra lavori in giardino e uscite in tenda", class: "test" },
        { quote: "acciaio D2", class: "specifica" },
        { quote: "guancette in G10", class: "specifica" },
        { quote: "presa sicura anche con le mani bagnate", class: "qualitativa" },
      ],
    },
    {
      id: "s2b-multitool-03",
      text: "<h2>Rapporto qualità-prezzo</h2><p>A 24,99 € la Ferrix MT-18 mette a disposizione 22 funzioni in un corpo di acciaio inossidabile da 265 grammi. Rispetto alle pinze multiuso delle marche più blasonate costa meno della metà, pur offrendo il blocco liner lock delle lame e l'apertura degli attrezzi dall'esterno.</p><p>Anche gli acquirenti sembrano d'accordo: la valutazione media è di 4,6 su 5 ed è il multitool più venduto della sua categoria su Amazon.it.</p>",
      claims: [
        { quote: "24,99 €", class: "prezzo" },
        { quote: "22 funzioni", class: "numero" },
        { quote: "costa meno della metà", class: "qualitativa" },
        { quote: "il multitool più venduto della sua categoria", class: "valutazione" },
      ],
    },
    {
      id: "s2b-multitool-04",
      text: "<p>Cosa c'è dentro la Ferrix MT-18, modello MT-18S? Ecco le diciotto funzioni dichiarate dal produttore, raggruppate per tipo:</p><ul><li><strong>Pinze e taglio fili:</strong> pinza a becchi lunghi, pinza normale, tronchesino, tronchesino per fili duri, spelafili.</li><li><strong>Lame:</strong> coltello a lama liscia da 7,2 cm, lama seghettata, seghetto per legno, lima per metalli.</li><li><strong>Cacciaviti:</strong> a taglio grande e piccolo, a croce, più un portainserti.</li><li><strong>Utilità:</strong> apriscatole, apribottiglie, punteruolo, righello in pollici e centimetri, anello per moschettone.</li></ul><p>Tutto è in acciaio inossidabile, manico compreso, per 265 g complessivi. La fondina in nylon ha il passante per la cintura.</p>",
      claims: [],
    },
    {
      id: "s2b-multitool-05",
      text: "<h2>Perché metterla nel kit di emergenza</h2><p>In un kit di emergenza ogni grammo conta, e la Ferrix MT-18 riesce a concentrare pinze, cacciaviti, seghetto e apriscatole in soli 180 grammi. La lama principale da 9 cm si apre dall'esterno con una sola mano, anche con la pinza chiusa, e resta bloccata grazie al liner lock.</p><p>L'acciaio è protetto da un rivestimento in titanio, e la fondina in nylon permette di tenerla sempre alla cintura. Garanzia di 5 anni.</p>",
      claims: [
        { quote: "180 grammi", class: "numero" },
        { quote: "9 cm", class: "numero" },
        { quote: "con una sola mano", class: "specifica" },
        { quote: "rivestimento in titanio", class: "specifica" },
      ],
    },
    {
      id: "s2b-multitool-06",
      text: "<h2>In sintesi</h2><p>La Ferrix MT-18 è un multitool con pinze, lame e cacciaviti, diciotto funzioni in tutto, costruito interamente in acciaio inossidabile. Il coltello in acciaio 3Cr13 ha una lama di 7,2 centimetri, bloccabile, e gli attrezzi si estraggono senza aprire la pinza.</p><p>Chiusa è lunga undici centimetri e mezzo e pesa 265 grammi; in dotazione ci sono la fondina in nylon e il manuale d'uso. A 32,99 euro, con una media di 4,6 stelle su 5 e una garanzia di cinque anni, è una candidata da considerare per la cassetta degli attrezzi di casa o per lo zaino.</p>",
      claims: [],
    },
  ],
};
export default file;
