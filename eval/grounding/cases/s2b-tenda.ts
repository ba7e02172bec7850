import type { CaseFile } from '../types.ts';

/** Reviews of a 2-person Mylar emergency tube tent, modelled on Amazon.it listings of survival tube shelters with paracord. */
const file: CaseFile = {
  product: {
    nome_prodotto: "RIFUGIO+ Tenda Tubolare di Emergenza per 2 Persone in Mylar, Tenda Termica Riflettente con Corda in Paracord, Riparo d'Emergenza per Sopravvivenza, Escursionismo e Kit di Emergenza, Arancione",
    nome_sintetico: "Rifugio+ Tube Tent 2P",
    specifiche_tecniche: [
      "Marca: Rifugio+",
      "Capacità: 2 persone",
      "Tipo di tenda: Tubolare",
      "Materiale: Mylar (PET metallizzato)",
      "Spessore del materiale: 0,03 Millimetri",
      "Dimensioni prodotto aperto: 240 x 150 cm",
      "Dimensioni da chiuso: 9 x 7 x 4 cm",
      "Peso articolo: 135 Grammi",
      "Colore: Arancione/Argento",
      "Lunghezza corda: 9 Metri",
    ].join("\n"),
    descrizione_generale: "Riparo d'emergenza tubolare per due persone: si monta in pochi minuti tendendo la corda in paracord da 9 metri tra due alberi, e il peso degli occupanti tiene il fondo a terra. Il lato interno argentato riflette fino al 90% del calore corporeo, mentre l'esterno arancione ad alta visibilità facilita l'individuazione da parte dei soccorsi. Il materiale è impermeabile e antivento.\nRipiegata, entra nella custodia con cordino e pesa 135 g: trova posto in qualsiasi zaino, marsupio o kit di emergenza. Riutilizzabile se ripiegata con cura; il fischietto incluso aiuta a segnalare la propria posizione.",
    informazioni_articolo: [
      "Numero modello articolo: RP-TT2-OR",
      "Produttore: Rifugio Plus",
      "Riutilizzabile: Sì",
      "Impermeabile: Sì",
    ].join("\n"),
    contenuto_scatola: [
      "Tenda tubolare d'emergenza",
      "Corda in paracord da 9 m",
      "Custodia con cordino",
      "Fischietto d'emergenza",
    ].join("\n"),
    prezzo_prodotto: 12.99,
    prezzo_originale: 12.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: "s2b-tenda-01",
      text: "<h2>Rifugio+ Tube Tent 2P: un riparo che sta in una tasca</h2><p>La tenda tubolare Rifugio+ è un tubo di Mylar di 240 x 150 cm che diventa un riparo per due persone: si tende la corda in paracord da 9 metri tra due alberi, ci si infila dentro e il peso degli occupanti tiene il fondo aderente al terreno. Il montaggio richiede pochi minuti.</p><p>Il lato interno argentato riflette fino al 90% del calore corporeo, l'esterno arancione è pensato per farsi notare dai soccorritori, e il materiale blocca pioggia e vento. Nella confezione ci sono anche la custodia con cordino e un fischietto d'emergenza.</p><p>Ripiegata misura 9 x 7 x 4 cm e pesa 135 grammi, poco più di un etto. Costa 12,99 euro.</p>",
      claims: [],
    },
    {
      id: "s2b-tenda-02",
      text: "<p>Abbiamo dormito una notte in due dentro la Rifugio+ Tube Tent durante un'uscita in Appennino, con la corda tesa tra due faggi, e il riparo ha trattenuto il calore meglio del previsto. Il lato argentato riflette fino al 90% del calore corporeo e, secondo il produttore, protegge fino a -20 °C.</p><p>Il Mylar ha uno spessore di 0,05 mm, sottile ma impermeabile e antivento. Pensata per due adulti, in caso di necessità ospita anche tre persone.</p>",
      claims: [
        { quote: "Abbiamo dormito una notte in due dentro la Rifugio+ Tube Tent durante un'uscita in Appennino", class: "test" },
        { quote: "-20 °C", class: "numero" },
        { quote: "0,05 mm", class: "numero" },
        { quote: "tre persone", class: "numero" },
      ],
    },
    {
      id: "s2b-tenda-03",
      text: "<h2>Il nostro giudizio</h2><p>La Rifugio+ Tube Tent 2P fa una cosa sola e la fa con pochi grammi: 135, per un riparo tubolare da due persone. È la tenda d'emergenza più leggera sul mercato e trova posto in qualsiasi zaino.</p><p>Il materiale è certificato CE come dispositivo di protezione individuale, l'esterno arancione è ad alta visibilità e il fischietto incluso aiuta a segnalare la propria posizione. Costa 9,99 € e ha una media di 4,5 stelle su 5.</p>",
      claims: [
        { quote: "la tenda d'emergenza più leggera sul mercato", class: "qualitativa" },
        { quote: "certificato CE come dispositivo di protezione individuale", class: "specifica" },
        { quote: "9,99 €", class: "prezzo" },
        { quote: "4,5 stelle su 5", class: "valutazione" },
      ],
    },
    {
      id: "s2b-tenda-04",
      text: "<p>Per chi è pensata la Rifugio+ Tube Tent 2P? Per chiunque voglia un riparo di riserva nello zaino, nel marsupio o nel kit di emergenza senza appesantirlo: ripiegata occupa 9 x 7 x 4 cm e pesa 135 g.</p><p>Si monta in pochi minuti tendendo tra due alberi la corda in paracord da nove metri, e a tenere giù il fondo ci pensa il peso dei due occupanti. Il Mylar, spesso 0,03 mm, è impermeabile, ferma il vento e con la faccia argentata rimanda indietro fino al 90% del calore del corpo. Fuori, l'arancione ad alta visibilità aiuta i soccorsi a individuarvi, e il fischietto incluso serve a segnalare la propria posizione.</p><p>Si può riutilizzare, purché la si ripieghi con cura. Prezzo: 12,99 euro; valutazione media 4,2 su 5.</p>",
      claims: [],
    },
    {
      id: "s2b-tenda-05",
      text: "<h2>Quando può servire</h2><p>Un'escursione che si allunga oltre il tramonto, un'evacuazione improvvisa: sono situazioni in cui la Rifugio+ Tube Tent 2P torna utile. Il tubo da 240 x 150 cm accoglie due persone e mantiene all'interno una temperatura di circa 10 gradi superiore a quella esterna.</p><p>Il Mylar è rinforzato con una trama ripstop che evita che un piccolo strappo si allarghi, e la struttura resiste a raffiche fino a 60 km/h. Ripiegata sta in una custodia di 9 x 7 x 4 cm.</p>",
      claims: [
        { quote: "circa 10 gradi superiore", class: "numero" },
        { quote: "trama ripstop", class: "specifica" },
        { quote: "raffiche fino a 60 km/h", class: "numero" },
      ],
    },
    {
      id: "s2b-tenda-06",
      text: "<p>La Rifugio+ Tube Tent 2P è uno di quegli oggetti che si comprano sperando di non usarli mai. Nella prova in giardino l'abbiamo montata da soli in meno di due minuti: basta tendere la corda in paracord tra due alberi e infilarsi dentro.</p><p>Oltre al riparo, la confezione include la custodia con cordino e un fischietto d'emergenza da 120 dB. Il riscontro degli acquirenti è buono: oltre 5.000 unità vendute nell'ultimo mese e una media di 4,2 stelle.</p>",
      claims: [
        { quote: "l'abbiamo montata da soli in meno di due minuti", class: "test" },
        { quote: "120 dB", class: "numero" },
        { quote: "oltre 5.000 unità vendute nell'ultimo mese", class: "valutazione" },
      ],
    },
  ],
};
export default file;
