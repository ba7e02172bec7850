import type { CaseFile } from '../types.ts';

/** Reviews of a foldable solar power bank, modelled on Amazon.it listings of 4-panel solar chargers for camping and emergencies. */
const file: CaseFile = {
  product: {
    nome_prodotto: "SOLVANTA Power Bank Solare 26800mAh con 4 Pannelli Pieghevoli, Caricatore Solare Portatile USB-C PD 18W, 3 Uscite, Torcia LED, Impermeabile IPX4 per Campeggio ed Emergenze",
    nome_sintetico: "Solvanta SolarFold 26800",
    specifiche_tecniche: [
      "Marca: Solvanta",
      "Capacità della batteria: 26800 Milliampere ore",
      "Energia della batteria: 99,16 Wattora",
      "Tipo di connettore: USB-C, USB-A, Micro USB",
      "Potenza di uscita: 18 Watt",
      "Numero di pannelli solari: 4",
      "Potenza pannello solare: 6,4 Watt",
      "Composizione cellule: Ai polimeri di litio",
      "Colore: Verde militare",
      "Peso articolo: 620 Grammi",
      "Dimensioni prodotto: 16,5 x 8,5 x 3,2 cm",
    ].join("\n"),
    descrizione_generale: "Il SolarFold 26800 unisce un power bank da 26800mAh e quattro pannelli solari monocristallini pieghevoli che, aperti, raggiungono 6,4 W. La porta USB-C PD eroga fino a 18 W e ricarica lo smartphone fino al 50% in circa 30 minuti; insieme alle due porte USB-A si possono alimentare tre dispositivi contemporaneamente. Si ricarica da USB-C o Micro USB: una ricarica completa da presa con adattatore da 18 W richiede circa 6-7 ore, mentre la ricarica solare dipende dall'irraggiamento e va considerata come fonte di emergenza.\nLa torcia LED integrata ha tre modalità (fissa, SOS, stroboscopica) e il guscio in gomma resiste agli spruzzi (IPX4). Moschettone incluso per appenderlo allo zaino.",
    informazioni_articolo: [
      "Numero modello articolo: SF-268Q",
      "Produttore: Solvanta Tech",
      "Grado di impermeabilità: IPX4",
      "Batterie incluse: Sì",
      "Data di disponibilità: 12 marzo 2023",
    ].join("\n"),
    contenuto_scatola: [
      "Power bank solare SolarFold 26800",
      "Cavo USB-C a USB-C",
      "Moschettone in metallo",
      "Manuale d'uso",
    ].join("\n"),
    prezzo_prodotto: 45.99,
    prezzo_originale: 54.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: "s2b-solarpb-01",
      text: "<h2>Solvanta SolarFold 26800: energia di riserva che si apre come un libro</h2><p>Il punto di forza del SolarFold è la combinazione di una batteria ai polimeri di litio da 26.800 mAh, circa 99 Wh, con quattro pannelli solari pieghevoli che, completamente aperti, arrivano a 6,4 watt. Il produttore stesso è onesto: la ricarica dal sole dipende dall'irraggiamento ed è da considerare una fonte d'emergenza, mentre da presa, con un alimentatore da 18 W, servono circa sei-sette ore per riempirla.</p><p>In uscita la porta USB-C Power Delivery arriva a 18 W e porta uno smartphone a metà carica in una mezz'ora circa; con le due USB-A si alimentano tre dispositivi alla volta. Completano il quadro la torcia LED con luce fissa, SOS e strobo, il guscio in gomma con protezione IPX4 dagli spruzzi e il moschettone in dotazione.</p><p>Pesa 620 grammi ed è pensato per il campeggio e le emergenze. Costa 45,99 euro e su Amazon ha una valutazione media di 4,3 stelle su 5.</p>",
      claims: [],
    },
    {
      id: "s2b-solarpb-02",
      text: "<p>Chi cerca un power bank da tenere nello zaino durante le escursioni dovrebbe dare un'occhiata al Solvanta SolarFold 26800. <strong>L'abbiamo portato in Val d'Aosta per un weekend di trekking</strong> e i quattro pannelli, appesi allo zaino con il moschettone incluso, hanno fatto il loro lavoro.</p><p>Sulla carta i numeri sono solidi: 26800 mAh di capacità, uscita USB-C PD da 18 W e tre dispositivi caricabili insieme. Il guscio gommato è certificato IP67, quindi resiste anche a un'immersione accidentale in un torrente. Sotto il sole pieno i pannelli promettono una ricarica completa in circa 30 ore.</p><p>Da presa si ricarica in sei-sette ore con un alimentatore da 18 W. La torcia integrata con modalità SOS è un dettaglio utile quando cala il buio.</p>",
      claims: [
        { quote: "L'abbiamo portato in Val d'Aosta per un weekend di trekking", class: "test" },
        { quote: "IP67", class: "specifica" },
        { quote: "resiste anche a un'immersione accidentale in un torrente", class: "qualitativa" },
        { quote: "circa 30 ore", class: "numero" },
      ],
    },
    {
      id: "s2b-solarpb-03",
      text: "<h2>Il verdetto sul Solvanta SolarFold 26800</h2><p>Il SolarFold 26800 si rivolge a chi vuole una riserva di energia per campeggio ed emergenze senza dipendere solo dalla presa. Le celle ai polimeri di litio sono di grado A e la capacità nominale di 26800 mAh corrisponde a 99,16 Wh.</p><p>I pannelli monocristallini da 6,4 W, la porta USB-C da 18 W e le due USB-A lo rendono adatto a più dispositivi; la torcia con tre modalità è un plus per le notti in tenda.</p><p>Con una media di <strong>4,7 su 5</strong> e un prezzo di <strong>39,90 €</strong>, è tra i power bank solari più venduti su Amazon.it.</p>",
      claims: [
        { quote: "grado A", class: "specifica" },
        { quote: "4,7 su 5", class: "valutazione" },
        { quote: "39,90 €", class: "prezzo" },
        { quote: "tra i power bank solari più venduti su Amazon.it", class: "valutazione" },
      ],
    },
    {
      id: "s2b-solarpb-04",
      text: "<p>Quattro pannelli solari, una batteria da quasi 27.000 mAh e una torcia: il Solvanta SolarFold 26800 (modello SF-268Q) è costruito attorno all'idea di avere energia anche quando la rete manca. Ecco cosa offre in concreto:</p><ul><li><strong>Capacità:</strong> 26800 mAh, pari a 99,16 wattora.</li><li><strong>Uscite:</strong> USB-C PD fino a 18 W più due USB-A, per tre dispositivi insieme.</li><li><strong>Ricarica:</strong> da USB-C o Micro USB, in circa 6-7 ore con alimentatore da 18 W; il sole va considerato un supporto di emergenza.</li><li><strong>Robustezza:</strong> guscio in gomma resistente agli spruzzi, grado IPX4.</li><li><strong>Dimensioni e peso:</strong> 16,5 x 8,5 x 3,2 cm per 620 g.</li></ul><p>Nella confezione ci sono il cavo USB-C/USB-C, il moschettone in metallo e il manuale. Il prezzo è di 45,99 euro, contro un listino di 54,99.</p>",
      claims: [],
    },
    {
      id: "s2b-solarpb-05",
      text: "<h2>Compatto, ma con molta autonomia</h2><p>Il primo aspetto che colpisce del Solvanta SolarFold 26800 è la compattezza: chiuso misura 16,5 x 8,5 x 3,2 cm e pesa appena 450 grammi. Una volta aperti, i quattro pannelli monocristallini da 6,4 W complessivi sono i più efficienti della loro fascia di prezzo.</p><p>La batteria da 26800 mAh basta per ricaricare uno smartphone di ultima generazione circa sei volte, e la porta USB-C PD da 18 W lo porta al 50% in una mezz'ora. Per le emergenze notturne c'è la torcia LED con modalità SOS.</p>",
      claims: [
        { quote: "450 grammi", class: "numero" },
        { quote: "i più efficienti della loro fascia di prezzo", class: "qualitativa" },
        { quote: "circa sei volte", class: "numero" },
      ],
    },
    {
      id: "s2b-solarpb-06",
      text: "<p>Tanta capacità e pochi fronzoli: il Solvanta SolarFold 26800 mette insieme una batteria da 26800 mAh, quattro pannelli solari ripiegabili e una torcia LED a tre modalità. La porta USB-C eroga fino a 22,5 W, mentre le due USB-A restano a disposizione per altri dispositivi.</p><p>Il prodotto dispone delle certificazioni CE, FCC e RoHS, e il guscio con grado IPX4 lo protegge dagli schizzi d'acqua. In dotazione c'è anche un moschettone per appenderlo allo zaino.</p><p>Su Amazon conta oltre 3.000 recensioni e una media di 4,3 stelle su 5.</p>",
      claims: [
        { quote: "22,5 W", class: "numero" },
        { quote: "certificazioni CE, FCC e RoHS", class: "specifica" },
        { quote: "oltre 3.000 recensioni", class: "valutazione" },
      ],
    },
  ],
};
export default file;
