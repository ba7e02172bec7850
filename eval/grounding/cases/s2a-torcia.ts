import type { CaseFile } from '../types.ts';

/** Reviews of a rechargeable 21700 tactical flashlight, modelled on Amazon.it tactical-torch listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "LUXTOR T21R Torcia Tattica LED Ricaricabile USB-C, 3000 Lumen, Batteria 21700 5000mAh Inclusa, IP68 Impermeabile, 5 Modalità con Strobo, Interruttore Posteriore, Testa Frangivetro, Clip e Laccio",
    nome_sintetico: "Luxtor T21R",
    specifiche_tecniche: [
      "Flusso luminoso: 3000 Lumen",
      "Portata del fascio: 320 Metri",
      "Intensità luminosa: 25600 Candele",
      "Batteria: 1 x 21700 agli ioni di litio (inclusa)",
      "Capacità della batteria: 5000 Milliampere ore",
      "Modalità di illuminazione: Turbo, Alto, Medio, Basso, Strobo",
      "Autonomia: da 1,8 ore (Turbo) a 72 ore (Basso)",
      "Tempo di ricarica: 3 ore (USB-C, 5 V / 2 A)",
      "Grado di protezione: IP68, immersione fino a 2 metri",
      "Resistenza agli urti: 1,5 metri",
      "Materiale: Alluminio aeronautico anodizzato",
      "Lunghezza: 14,2 Centimetri",
      "Peso articolo: 168 Grammi (batteria inclusa)",
    ].join("\n"),
    descrizione_generale:
      "La Luxtor T21R è una torcia tattica compatta per l'emergenza, l'auto e le uscite notturne. Il pulsante posteriore dà accesso immediato al Turbo da 3000 lumen e allo strobo, mentre il pulsante laterale scorre tra le modalità Alto, Medio e Basso; la torcia memorizza l'ultima modalità usata.\n\nLa porta USB-C, protetta da un coperchio in gomma, ricarica la batteria 21700 direttamente nella torcia in circa 3 ore, e un indicatore a 4 LED mostra la carica residua. In modalità Turbo la protezione termica riduce automaticamente la luminosità per evitare il surriscaldamento. La testa a corona in acciaio può servire a rompere un vetro in caso di necessità.",
    informazioni_articolo: [
      "Marchio: Luxtor",
      "Numero modello articolo: T21R",
      "Colore: Nero",
      "Fonte di alimentazione: Batteria ricaricabile",
      "Caratteristiche speciali: Ricaricabile, Impermeabile, Interruttore posteriore, Indicatore di carica",
    ].join("\n"),
    contenuto_scatola: [
      "1 x Torcia Luxtor T21R",
      "1 x Batteria 21700 5000mAh",
      "1 x Cavo USB-C",
      "1 x Clip da tasca",
      "1 x Laccio da polso",
      "2 x O-ring di ricambio",
    ].join("\n"),
    prezzo_prodotto: 39.99,
    prezzo_originale: 49.99,
    prezzo_scontato: 39.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: "s2a-torcia-01",
      text: "<p>Tremila lumen in poco più di 14 centimetri: la <strong>Luxtor T21R</strong> concentra molta luce in un corpo compatto. Il fascio arriva a 320 metri, con un'intensità di 25.600 candele, e la batteria 21700 da 5.000 mAh si ricarica dentro la torcia, tramite la porta USB-C, in circa tre ore.</p><p>Due i pulsanti: quello in coda accende subito il Turbo o lo strobo, quello laterale passa tra Alto, Medio e Basso. Un indicatore a quattro LED segnala quanta carica resta, e la torcia ricorda l'ultima modalità utilizzata.</p>",
      claims: [],
    },
    {
      id: "s2a-torcia-02",
      text: "<h2>Luxtor T21R, luce tattica ricaricabile</h2><p>L'abbiamo usata per due settimane durante le uscite notturne con il cane e in garage. Il corpo in alluminio anodizzato è IP68 e resiste a cadute da 1,5 metri; la testa a corona può servire da frangivetro.</p><p>In Turbo l'autonomia è di circa 1,8 ore, che salgono a 72 in modalità Basso. Il LED Cree XHP70 restituisce una luce dalla tinta neutra, ottima per riconoscere i colori.</p>",
      claims: [
        { quote: "L'abbiamo usata per due settimane", class: "test" },
        { quote: "LED Cree XHP70", class: "specifica" },
        { quote: "una luce dalla tinta neutra, ottima per riconoscere i colori", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-torcia-03",
      text: "<p>Con un prezzo di 39,99 euro, scontato dai 49,99 di partenza, la T21R costa meno della metà di molte torce tattiche di marca con prestazioni simili. Nella confezione ci sono batteria, cavo USB-C, clip, laccio e due O-ring di ricambio, oltre a una fondina in nylon.</p><p>La valutazione media di 4,8 stelle conferma che gli acquirenti ne sono soddisfatti. Da notare che la batteria è protetta da un circuito contro sovraccarica e scarica profonda.</p>",
      claims: [
        { quote: "costa meno della metà di molte torce tattiche di marca con prestazioni simili", class: "qualitativa" },
        { quote: "una fondina in nylon", class: "specifica" },
        { quote: "4,8 stelle", class: "valutazione" },
        { quote: "protetta da un circuito contro sovraccarica e scarica profonda", class: "specifica" },
      ],
    },
    {
      id: "s2a-torcia-04",
      text: "<h2>Cosa offre in emergenza</h2><ul><li>Strobo richiamabile all'istante dal pulsante posteriore</li><li>Impermeabilità IP68, con immersione fino a due metri</li><li>Testa a corona in acciaio utilizzabile per rompere un vetro</li><li>Autonomia che va da un'ora e 48 minuti in Turbo fino a tre giorni in modalità Basso</li><li>Peso di 168 grammi, batteria compresa</li></ul><p>La protezione termica abbassa da sola la luminosità in Turbo quando la torcia si scalda, e la porta di ricarica è coperta da un tappo in gomma.</p>",
      claims: [],
    },
    {
      id: "s2a-torcia-05",
      text: "<p>Per l'auto, la Luxtor T21R è un acquisto quasi obbligato. Si ricarica in appena 90 minuti con un caricatore rapido e, riposta nel vano portaoggetti, mantiene la carica per oltre un anno anche da spenta. I 3000 lumen del Turbo sono sufficienti a illuminare un'intera carreggiata, e la modalità strobo può disorientare un aggressore.</p>",
      claims: [
        { quote: "un acquisto quasi obbligato", class: "qualitativa" },
        { quote: "90 minuti", class: "numero" },
        { quote: "oltre un anno", class: "numero" },
        { quote: "sufficienti a illuminare un'intera carreggiata", class: "qualitativa" },
        { quote: "può disorientare un aggressore", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-torcia-06",
      text: "<p>In sintesi: <strong>Luxtor T21R</strong>, 3000 lumen, portata 320 m, cinque modalità (Turbo, Alto, Medio, Basso e Strobo), batteria 21700 inclusa da 5000 mAh, ricarica USB-C in circa 3 ore, IP68. Il corpo in alluminio di grado aeronautico è lungo 14,2 cm e pesa 168 g. Oggi si trova a 39,99 €, dieci euro in meno rispetto al prezzo di listino, con una media di 4,6 stelle su 5. Nella scatola, oltre alla torcia, ci sono batteria, cavo, clip da tasca, laccio da polso e due guarnizioni di ricambio.</p>",
      claims: [],
    },
  ],
};
export default file;
