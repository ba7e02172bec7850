import type { CaseFile } from '../types.ts';

/** Reviews of a hand-crank/solar emergency radio with NOAA weather channels, modelled on Amazon.it crank-radio listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "RADIOSTORM RS-8 Radio di Emergenza a Manovella e Solare, AM/FM/NOAA con Allerta Meteo, Power Bank 5000mAh, Torcia LED, Luce di Lettura, Allarme SOS, Radio Portatile per Blackout e Campeggio",
    nome_sintetico: "Radiostorm RS-8",
    specifiche_tecniche: [
      "Bande radio: AM 520-1710 kHz, FM 87-108 MHz, NOAA (7 canali meteo)",
      "Capacità della batteria: 5000 Milliampere ore",
      "Fonti di alimentazione: Manovella, pannello solare, USB-C, 3 batterie AAA (non incluse)",
      "Uscita USB: 5 V / 1 A",
      "Torcia: LED 1 W",
      "Luce di lettura: Pannello a 6 LED",
      "Allarme SOS: Sirena con luce rossa lampeggiante",
      "Ingresso cuffie: Jack 3,5 mm",
      "Resistenza all'acqua: IPX3",
      "Dimensioni prodotto: 16,5 x 6,8 x 8,5 cm",
      "Peso articolo: 420 Grammi",
    ].join("\n"),
    descrizione_generale:
      "La Radiostorm RS-8 è una radio d'emergenza che non dipende dalla rete: la batteria interna da 5000mAh si ricarica con la manovella, con il pannello solare sul tetto della radio o da USB-C, e in alternativa si possono usare 3 pile AAA. Un minuto di manovella a ritmo costante dà circa 10 minuti di ascolto o 30 minuti di luce della torcia. La batteria fa anche da power bank per ricaricare lo smartphone tramite l'uscita USB.\n\nLa funzione di allerta meteo sfrutta i 7 canali NOAA, attivi solo in Nord America: in Italia e in Europa la radio riceve le normali stazioni AM e FM. Completano la dotazione la torcia LED da 1 W, la luce di lettura a 6 LED e l'allarme SOS con sirena e luce rossa lampeggiante. Il guscio è resistente agli spruzzi (IPX3).",
    informazioni_articolo: [
      "Marchio: Radiostorm",
      "Numero modello articolo: RS-8",
      "Colore: Arancione",
      "Tipo di sintonizzatore: Analogico",
      "Batterie incluse: Sì (batteria al litio 5000 mAh integrata)",
    ].join("\n"),
    contenuto_scatola: [
      "1 x Radio Radiostorm RS-8",
      "1 x Cavo di ricarica USB-C",
      "1 x Laccetto da polso",
      "1 x Manuale d'uso (anche in italiano)",
    ].join("\n"),
    prezzo_prodotto: 34.99,
    prezzo_originale: 34.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: "s2a-radio-01",
      text: "<p>Una radio che non dipende dalla rete elettrica: è questa l'idea della <strong>Radiostorm RS-8</strong>. Riceve AM (520-1710 kHz) e FM (87-108 MHz) e si alimenta in quattro modi: manovella, pannello solare, cavo USB-C o tre pile AAA, da comprare a parte.</p><p>Secondo il produttore, un minuto di manovella vale una decina di minuti di radio oppure mezz'ora di torcia. La batteria interna da 5.000 mAh fa anche da power bank, con un'uscita USB da 5 V e 1 A per dare un po' di carica al telefono.</p>",
      claims: [],
    },
    {
      id: "s2a-radio-02",
      text: "<h2>Radiostorm RS-8: radio, luce e power bank</h2><p>La funzione più interessante della Radiostorm RS-8 è l'allerta meteo: sintonizzata sui canali NOAA, la radio suona automaticamente quando la Protezione Civile dirama un'allerta nella vostra zona.</p><p>La batteria da 5000 mAh, ricaricabile anche al sole, garantisce fino a 40 ore di ascolto continuo, e la torcia da 1 W illumina bene una stanza intera. Per le emergenze c'è anche l'allarme SOS con sirena e luce rossa lampeggiante.</p>",
      claims: [
        { quote: "la radio suona automaticamente quando la Protezione Civile dirama un'allerta nella vostra zona", class: "qualitativa" },
        { quote: "40 ore", class: "numero" },
        { quote: "illumina bene una stanza intera", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-radio-03",
      text: "<p>Abbiamo tenuto la RS-8 in cucina durante il blackout di febbraio, e un minuto di manovella ha dato davvero circa 10 minuti di radio.</p><p>La ricezione FM è nitida anche in zone di campagna, merito dell'antenna telescopica. Il peso, 420 grammi, è nella media delle radio a manovella, e il guscio arancione IPX3 sopporta gli spruzzi.</p>",
      claims: [
        { quote: "Abbiamo tenuto la RS-8 in cucina durante il blackout di febbraio", class: "test" },
        { quote: "La ricezione FM è nitida anche in zone di campagna", class: "qualitativa" },
        { quote: "antenna telescopica", class: "specifica" },
        { quote: "nella media delle radio a manovella", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-radio-04",
      text: "<h2>Scheda tecnica in breve</h2><ul><li>Bande: AM, FM e 7 canali meteo NOAA (questi ultimi attivi solo in Nord America)</li><li>Batteria integrata: 5000 mAh, usabile come power bank</li><li>Ricarica: manovella, solare, USB-C; in alternativa 3 pile AAA</li><li>Luci: torcia LED da 1 W e luce di lettura a sei LED</li><li>Allarme SOS con sirena e luce rossa lampeggiante</li><li>Uscita cuffie jack da 3,5 mm</li><li>Protezione dagli spruzzi IPX3</li><li>Peso: 420 g; dimensioni 16,5 x 6,8 x 8,5 cm</li></ul><p>Costa 34,99 euro e ha una valutazione media di 4,3 su 5.</p>",
      claims: [],
    },
    {
      id: "s2a-radio-05",
      text: "<p>Con la sua scocca arancione, la Radiostorm RS-8 è la radio d'emergenza più completa sotto i 40 euro. Oltre alla radio AM/FM ha il Bluetooth per ascoltare musica dallo smartphone e un lettore di schede microSD. Il guscio è IPX3, quindi resiste agli spruzzi, e il pannello solare in silicio monocristallino rende anche con il cielo coperto.</p><p>Nella confezione, oltre al cavo USB-C e al laccetto, trovate un manuale anche in italiano.</p>",
      claims: [
        { quote: "la radio d'emergenza più completa sotto i 40 euro", class: "qualitativa" },
        { quote: "Bluetooth", class: "specifica" },
        { quote: "lettore di schede microSD", class: "specifica" },
        { quote: "silicio monocristallino", class: "specifica" },
        { quote: "rende anche con il cielo coperto", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-radio-06",
      text: "<h2>Conclusioni</h2><p>Per 29,99 euro la RS-8 mette insieme radio, torcia, luce di lettura, sirena SOS e power bank. La batteria da 5000 mAh ricarica uno smartphone completo almeno due volte, e la sirena da 120 dB si sente a centinaia di metri. Chi vive in Europa deve sapere che i canali meteo NOAA qui non sono attivi: in Italia si ascoltano le normali stazioni AM e FM. Resta un oggetto da tenere nello zaino d'emergenza.</p>",
      claims: [
        { quote: "29,99 euro", class: "prezzo" },
        { quote: "almeno due volte", class: "numero" },
        { quote: "120 dB", class: "numero" },
        { quote: "si sente a centinaia di metri", class: "qualitativa" },
      ],
    },
  ],
};
export default file;
