import type { CaseFile } from '../types.ts';

/** Reviews of a collapsible 20 L drinking-water jerrycan with tap, modelled on Amazon.it foldable water-container listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "AQUAFOLD Tanica Acqua Pieghevole 20 Litri con Rubinetto, Contenitore Acqua Potabile Senza BPA, Serbatoio Richiudibile a Soffietto per Campeggio, Camper ed Emergenza",
    nome_sintetico: "Aquafold 20L",
    specifiche_tecniche: [
      "Capacità: 20 Litri",
      "Materiale: Polietilene a bassa densità (LDPE) per alimenti, senza BPA",
      "Tipo di chiusura: Tappo a vite con rubinetto",
      "Diametro apertura: 5,5 Centimetri",
      "Dimensioni da pieno: 30 x 23 x 38 cm",
      "Altezza da piegato: 6 Centimetri",
      "Peso articolo: 480 Grammi",
      "Temperatura di utilizzo: da -20 °C a 60 °C",
      "Maniglia: Doppia, integrata nel corpo",
      "Colore: Blu trasparente",
    ].join("\n"),
    descrizione_generale:
      "Aquafold 20L è una tanica a soffietto per l'acqua potabile: vuota si schiaccia fino a 6 cm di altezza e si ripone in un cassetto o nel gavone del camper, piena contiene 20 litri ed è stabile grazie alla base piatta. Il materiale LDPE, senza BPA, è idoneo al contatto con alimenti secondo il Regolamento (UE) n. 10/2011.\n\nIl rubinetto si avvita al posto del tappo; l'ampia apertura da 5,5 cm facilita il riempimento e la pulizia. Resiste da -20 °C a 60 °C: non usarla per liquidi bollenti. Lavare con acqua e bicarbonato prima del primo utilizzo.",
    informazioni_articolo: [
      "Marchio: Aquafold",
      "Numero modello articolo: AF-20",
      "Volume: 20 Litri",
      "Utilizzo consigliato: Acqua potabile",
      "Paese di origine: Cina",
    ].join("\n"),
    contenuto_scatola: [
      "1 x Tanica pieghevole 20 L",
      "1 x Rubinetto con tappo",
      "1 x Tappo cieco di ricambio",
    ].join("\n"),
    prezzo_prodotto: 14.99,
    prezzo_originale: 14.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: "s2a-tanica-01",
      text: "<p>Venti litri d'acqua quando serve, un oggetto alto sei centimetri quando non serve: è questa la promessa della <strong>Aquafold 20L</strong>. La tanica a soffietto è in polietilene a bassa densità senza BPA, idoneo al contatto con alimenti secondo il Regolamento UE 10/2011, e da vuota si ripone in un cassetto o nel gavone del camper.</p><p>Il rubinetto si avvita al posto del tappo, mentre l'apertura di 5,5 cm rende più semplici riempimento e pulizia. Da piena misura 30 x 23 x 38 cm e la base piatta la tiene stabile. Costa 14,99 euro.</p>",
      claims: [],
    },
    {
      id: "s2a-tanica-02",
      text: "<p>Abbiamo riempito la Aquafold 20L e l'abbiamo lasciata in garage per tre mesi senza problemi. Il materiale è senza BPA e resistente ai raggi UV, e con i suoi 480 grammi è la tanica pieghevole più leggera in commercio.</p><p>Il rubinetto eroga circa 2 litri al minuto, e la doppia maniglia integrata nel corpo permette di trasportarla.</p>",
      claims: [
        { quote: "Abbiamo riempito la Aquafold 20L e l'abbiamo lasciata in garage per tre mesi", class: "test" },
        { quote: "resistente ai raggi UV", class: "specifica" },
        { quote: "la tanica pieghevole più leggera in commercio", class: "qualitativa" },
        { quote: "circa 2 litri al minuto", class: "numero" },
      ],
    },
    {
      id: "s2a-tanica-03",
      text: "<h2>Pro e contro</h2><ul><li><strong>Pro:</strong> da vuota occupa pochissimo, appena 6 cm di altezza</li><li><strong>Pro:</strong> pesa meno di mezzo chilo</li><li><strong>Pro:</strong> plastica per alimenti senza BPA</li><li><strong>Pro:</strong> nella confezione c'è anche un tappo cieco di ricambio</li><li><strong>Contro:</strong> non adatta a liquidi bollenti, il limite è 60 °C</li><li><strong>Contro:</strong> va lavata con acqua e bicarbonato prima del primo uso</li></ul><p>Il giudizio medio degli acquirenti è di 4,2 stelle su cinque.</p>",
      claims: [],
    },
    {
      id: "s2a-tanica-04",
      text: "<p>Per la scorta d'acqua di casa la Aquafold 20L è una soluzione pratica: venti litri bastano a una famiglia di quattro persone per circa tre giorni. La plastica alimentare è approvata FDA e sopporta anche l'acqua bollente.</p><p>Il prezzo di 14,99 euro, già scontato del 25%, la rende una delle taniche più convenienti su Amazon.</p>",
      claims: [
        { quote: "per circa tre giorni", class: "numero" },
        { quote: "approvata FDA", class: "specifica" },
        { quote: "sopporta anche l'acqua bollente", class: "qualitativa" },
        { quote: "già scontato del 25%", class: "prezzo" },
        { quote: "una delle taniche più convenienti su Amazon", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-tanica-05",
      text: "<h2>Aquafold 20L: i dettagli pratici</h2><p>Con la sua apertura da 5,5 cm, la Aquafold 20L si adatta alla maggior parte dei filtri a gravità, e il rubinetto con valvola di sfiato evita il gorgoglio durante l'erogazione. Il soffietto è garantito per oltre 5.000 pieghe.</p><p>Da piena contiene 20 litri, per questo la doppia maniglia integrata nel corpo è un dettaglio importante. Vuota pesa 480 grammi.</p>",
      claims: [
        { quote: "si adatta alla maggior parte dei filtri a gravità", class: "qualitativa" },
        { quote: "valvola di sfiato", class: "specifica" },
        { quote: "oltre 5.000 pieghe", class: "numero" },
      ],
    },
    {
      id: "s2a-tanica-06",
      text: "<p>La Aquafold 20L è una tanica blu trasparente a soffietto da 20 litri per acqua potabile, modello AF-20. Lavora tra -20 e +60 gradi, pesa 480 g e vuota si appiattisce fino a sei centimetri. Nella scatola trovate la tanica, il rubinetto con tappo e un tappo cieco di ricambio. Prima del primo riempimento il produttore consiglia un lavaggio con acqua e bicarbonato. Prezzo: 14,99 €, valutazione media 4,2 su 5.</p>",
      claims: [],
    },
  ],
};
export default file;
