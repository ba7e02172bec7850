import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on a blackout kit (lantern, power bank, gas stove, headlamp), modelled on Italian preparedness buying guides. */
const file: CaseFile = {
  titolo: "Kit per il blackout: cosa serve davvero",
  products: [
    {
      nome_prodotto:
        "BRILLO Lanterna LED Ricaricabile CL-500, 500 Lumen, Batteria 4400mAh con Funzione Power Bank, 4 Modalità di Luce, Dimmerabile, IPX4, Gancio e Maniglia Pieghevole, per Blackout e Campeggio",
      nome_sintetico: "Brillo CL-500",
      specifiche_tecniche: [
        "Flusso luminoso: 500 Lumen",
        "Capacità della batteria: 4400 Milliampere ore",
        "Autonomia: da 5 ore (500 lm) a 40 ore (luce minima)",
        "Modalità di illuminazione: Luce bianca, luce calda, luce mista, lampeggiante",
        "Temperatura di colore: 3000-6500 K",
        "Tempo di ricarica: 5 ore (USB-C)",
        "Uscita power bank: USB-A 5 V / 1 A",
        "Grado di protezione: IPX4",
        "Peso articolo: 310 Grammi",
        "Dimensioni prodotto: 11 x 11 x 19 cm",
      ].join("\n"),
      descrizione_generale:
        "La Brillo CL-500 è una lanterna LED ricaricabile per blackout e campeggio: con 500 lumen illumina un'intera stanza e il dimmer permette di regolare la luminosità in modo continuo. Quattro modalità: luce bianca, calda, mista e lampeggiante. Si appoggia sul tavolo oppure si appende con il gancio sul fondo o con la maniglia pieghevole. La batteria da 4400mAh si ricarica via USB-C e, tramite la porta USB-A, può ricaricare il telefono in caso di emergenza.",
      informazioni_articolo: [
        "Marchio: Brillo",
        "Numero modello articolo: CL-500",
        "Colore: Nero",
        "Fonte di alimentazione: Batteria ricaricabile",
      ].join("\n"),
      contenuto_scatola: ["1 x Lanterna Brillo CL-500", "1 x Cavo USB-C", "1 x Manuale d'uso"].join("\n"),
      prezzo_prodotto: 24.99,
      prezzo_originale: 29.99,
      prezzo_scontato: 24.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        "ENERKO Power Bank 20000mAh PD 22,5W Ricarica Rapida, 3 Uscite (USB-C PD 20W + 2 USB-A), Display LED, Batteria Esterna Portatile Compatibile con iPhone, Samsung, Xiaomi",
      nome_sintetico: "Enerko PB20",
      specifiche_tecniche: [
        "Capacità della batteria: 20000 Milliampere ore",
        "Energia nominale: 74 Wattora",
        "Potenza di uscita massima: 22,5 Watt",
        "Uscite: 1 x USB-C PD 20 W, 2 x USB-A 22,5 W",
        "Ingresso: USB-C 18 W",
        "Tempo di ricarica: 6,5 ore (con caricatore 18 W)",
        "Display: LED digitale con percentuale",
        "Tipo di batteria: Polimeri di litio",
        "Peso articolo: 380 Grammi",
        "Dimensioni prodotto: 15 x 7 x 2,8 cm",
      ].join("\n"),
      descrizione_generale:
        "Enerko PB20 ricarica fino a 3 dispositivi contemporaneamente grazie a una porta USB-C PD da 20 W e due USB-A fino a 22,5 W. Con 20000mAh ricarica circa 4 volte uno smartphone di fascia media. Il display LED mostra la percentuale residua. Protezioni integrate contro sovraccarico, cortocircuito e surriscaldamento. Si ricarica via USB-C in circa 6,5 ore con un caricatore da 18 W.",
      informazioni_articolo: [
        "Marchio: Enerko",
        "Numero modello articolo: PB20",
        "Colore: Bianco",
        "Numero di porte: 3",
      ].join("\n"),
      contenuto_scatola: ["1 x Power bank Enerko PB20", "1 x Cavo USB-C", "1 x Manuale d'uso"].join("\n"),
      prezzo_prodotto: 21.99,
      prezzo_originale: 21.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        "FIAMMETTA Fornello da Campeggio Portatile FC-2100 a Cartuccia di Butano, 2100W, Accensione Piezoelettrica, Valigetta di Trasporto, per Emergenza, Campeggio e Picnic",
      nome_sintetico: "Fiammetta FC-2100",
      specifiche_tecniche: [
        "Potenza: 2100 Watt",
        "Combustibile: Cartuccia di butano da 227 g (non inclusa)",
        "Consumo: 150 g/h",
        "Accensione: Piezoelettrica",
        "Dispositivi di sicurezza: Espulsione automatica della cartuccia in caso di sovrapressione",
        "Materiale: Acciaio verniciato",
        "Pentole consigliate: diametro da 12 a 26 cm",
        "Dimensioni prodotto: 34 x 27 x 9 cm",
        "Peso articolo: 1,5 Chilogrammi",
      ].join("\n"),
      descrizione_generale:
        "Il Fiammetta FC-2100 è un fornello portatile a un fuoco per cucinare quando manca la corrente, in campeggio o nei picnic. Funziona con le cartucce di butano da 227 g (non incluse): a piena potenza una cartuccia dura circa 1 ora e mezza. Accensione piezoelettrica, regolazione della fiamma con manopola, espulsione automatica della cartuccia in caso di sovrapressione. Si ripone nella valigetta in dotazione. Da usare solo all'aperto o in ambienti ben ventilati, mai in spazi chiusi.",
      informazioni_articolo: [
        "Marchio: Fiammetta",
        "Numero modello articolo: FC-2100",
        "Colore: Nero",
        "Certificazione: CE",
      ].join("\n"),
      contenuto_scatola: ["1 x Fornello Fiammetta FC-2100", "1 x Valigetta di trasporto", "1 x Manuale d'uso"].join("\n"),
      prezzo_prodotto: 19.99,
      prezzo_originale: 24.99,
      prezzo_scontato: 19.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto:
        "LUMO Lampada Frontale LED HL300, 300 Lumen, 3 Pile AAA Incluse, 5 Modalità con Luce Rossa, IPX4, Testa Inclinabile, Fascia Regolabile, Leggera 78 g",
      nome_sintetico: "Lumo HL300",
      specifiche_tecniche: [
        "Flusso luminoso: 300 Lumen",
        "Alimentazione: 3 pile AAA (incluse)",
        "Autonomia: da 4 ore (alta) a 30 ore (bassa)",
        "Modalità di illuminazione: Alta, Media, Bassa, Luce rossa, Rossa lampeggiante",
        "Portata del fascio: 85 Metri",
        "Inclinazione della testa: 45 gradi",
        "Grado di protezione: IPX4",
        "Peso articolo: 78 Grammi (pile incluse)",
        "Fascia: Elastica regolabile",
      ].join("\n"),
      descrizione_generale:
        "La Lumo HL300 tiene libere le mani durante un blackout, in cantina o in campeggio. Funziona con 3 pile AAA (incluse), facili da trovare e da tenere di scorta. La luce rossa preserva la visione notturna e la testa si inclina di 45 gradi per dirigere il fascio dove serve. Fascia elastica regolabile, 78 g con le pile.",
      informazioni_articolo: [
        "Marchio: Lumo",
        "Numero modello articolo: HL300",
        "Colore: Nero/Grigio",
      ].join("\n"),
      contenuto_scatola: ["1 x Lampada frontale Lumo HL300", "3 x Pile AAA", "1 x Fascia elastica"].join("\n"),
      prezzo_prodotto: 12.99,
      prezzo_originale: 12.99,
      valutazione_prodotto: 4.2,
    },
  ],
  cases: [
    {
      id: "s2a-guida-blackout-01",
      text: "<h2>Kit per il blackout: cosa serve davvero</h2><p>Secondo la Protezione Civile, in caso di blackout prolungato bisognerebbe essere autosufficienti per almeno 72 ore. In questa guida vediamo quattro oggetti che coprono luce, energia e pasti: la Brillo CL-500, la lanterna più luminosa della sua fascia di prezzo, per illuminare la stanza; la frontale Lumo HL300, che lascia libere le mani; il power bank Enerko PB20 per tenere carico il telefono; il fornello Fiammetta FC-2100 per cucinare senza corrente.</p><p>Non è un tema astratto: nel 2023 in Italia si sono registrati oltre 200 blackout di durata superiore alle quattro ore.</p>",
      claims: [
        { quote: "almeno 72 ore", class: "numero" },
        { quote: "la lanterna più luminosa della sua fascia di prezzo", class: "qualitativa" },
        { quote: "oltre 200 blackout", class: "numero" },
      ],
    },
    {
      id: "s2a-guida-blackout-02",
      text: "<h2>Brillo CL-500: la luce per tutta la stanza</h2><p>La lanterna Brillo CL-500 arriva a 500 lumen, abbastanza per illuminare un'intera stanza, e offre quattro modalità: luce bianca, luce calda, una combinazione delle due e il lampeggiante. La temperatura di colore va da 3000 a 6500 K e l'autonomia da cinque ore alla massima potenza fino a 40 ore con la luce al minimo. Si appoggia sul tavolo o si appende con il gancio sul fondo, e resiste agli spruzzi secondo il grado IPX4.</p><p>La batteria da 4.400 mAh si ricarica via USB-C in circa cinque ore e, all'occorrenza, cede energia al telefono tramite la porta USB-A da 5 V / 1 A. Costa 24,99 euro, cinque in meno del prezzo di listino.</p>",
      claims: [],
    },
    {
      id: "s2a-guida-blackout-03",
      text: "<h2>Enerko PB20: il telefono sempre carico</h2><p>In un'interruzione di corrente il telefono è il collegamento con l'esterno, e l'Enerko PB20 è pensato per mantenerlo acceso per giorni. I suoi 20.000 mAh bastano per circa sei ricariche complete di uno smartphone, e con tre uscite (una USB-C PD da 20 W e due USB-A) si possono caricare più dispositivi insieme. Il display mostra la percentuale residua.</p><p>Il punto debole è la ricarica: servono circa 6 ore e mezza con un alimentatore da 18 W. Pesa 380 grammi e supporta la ricarica wireless Qi da 15 W.</p>",
      claims: [
        { quote: "mantenerlo acceso per giorni", class: "qualitativa" },
        { quote: "circa sei ricariche complete", class: "numero" },
        { quote: "ricarica wireless Qi da 15 W", class: "specifica" },
      ],
    },
    {
      id: "s2a-guida-blackout-04",
      text: "<h2>Fiammetta FC-2100: cucinare senza corrente</h2><p>Con il piano a induzione fuori uso, un fornello a cartuccia è la soluzione più semplice. Il Fiammetta FC-2100 sviluppa 2100 W, si accende con il piezo e funziona con le comuni cartucce di butano da 227 g, che garantiscono circa tre ore di fiamma alla massima potenza. Si può usare tranquillamente anche in cucina con le finestre chiuse.</p><p>Lo abbiamo usato durante un weekend in tenda per preparare caffè e pasta per quattro persone. Viene venduto con la sua valigetta e costa 19,99 euro.</p>",
      claims: [
        { quote: "la soluzione più semplice", class: "qualitativa" },
        { quote: "circa tre ore", class: "numero" },
        { quote: "Si può usare tranquillamente anche in cucina con le finestre chiuse", class: "qualitativa" },
        { quote: "Lo abbiamo usato durante un weekend in tenda", class: "test" },
      ],
    },
    {
      id: "s2a-guida-blackout-05",
      text: "<h2>Lumo HL300: le mani libere</h2><p>Una frontale tiene libere le mani, ed è questo che la rende utile durante un blackout, in cantina o in campeggio. La Lumo HL300 pesa 78 grammi con le pile, offre 300 lumen e una portata di 85 metri, e la testa si inclina di 45 gradi. Le modalità sono cinque: alta, media, bassa, luce rossa fissa e rossa lampeggiante; la luce rossa aiuta a non perdere l'adattamento al buio.</p><p>Funziona con tre pile AAA, già incluse, facili da trovare e da tenere di scorta nel kit. L'autonomia va da 4 a 30 ore a seconda della modalità, e la protezione IPX4 la mette al riparo dagli spruzzi. Prezzo: 12,99 euro.</p>",
      claims: [],
    },
    {
      id: "s2a-guida-blackout-06",
      text: "<h2>In sintesi</h2><p>I prezzi dei quattro prodotti di questa guida: 24,99 euro per la lanterna Brillo, 21,99 per il power bank Enerko, 19,99 per il fornello Fiammetta e 12,99 per la frontale Lumo. Lanterna e power bank si ricaricano via USB-C, e la Brillo CL-500 può anche fare da power bank di riserva per il telefono. La frontale funziona a pile AAA, mentre il fornello ha bisogno delle cartucce di butano da 227 g, da comprare a parte. Ricordate che va usato solo all'aperto o in ambienti ben ventilati, mai in spazi chiusi.</p>",
      claims: [],
    },
  ],
};
export default file;
