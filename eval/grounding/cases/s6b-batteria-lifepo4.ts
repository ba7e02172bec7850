import type { CaseFile } from '../types.ts';

/** Reviews of a 12 V 100 Ah LiFePO4 battery with integrated BMS, modelled on an Amazon.it listing for camper, boat and off-grid use. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Voltaria 12V 100Ah Batteria al Litio LiFePO4 con BMS Integrato da 100A, Oltre 4000 Cicli, 1280Wh, Batteria Ricaricabile per Camper, Barca, Impianto Solare, Off-Grid e Blackout`,
    nome_sintetico: `Voltaria 12V 100Ah LiFePO4`,
    specifiche_tecniche: [
      `Marchio: Voltaria`,
      `Tensione: 12,8 Volt`,
      `Capacità della batteria: 100 Ampere ore`,
      `Energia: 1280 Wattora`,
      `Composizione cella batteria: Fosfato di ferro e litio (LiFePO4)`,
      `Corrente di scarica continua massima: 100 Ampere`,
      `Corrente di carica consigliata: 20 Ampere`,
      `Cicli di vita: oltre 4000 cicli all'80% di profondità di scarica`,
      `Temperatura di esercizio in scarica: -20 °C a +60 °C`,
      `Temperatura di esercizio in carica: 0 °C a +50 °C`,
      `Collegamento: Fino a 4 in serie e 4 in parallelo`,
      `Grado di protezione: IP65`,
    ].join('\n'),
    descrizione_generale: `La Voltaria 12V 100Ah usa celle LiFePO4 di grado A e un BMS integrato da 100 A che protegge da sovraccarica, scarica eccessiva, sovracorrente, cortocircuito e temperature anomale. Con 1280 Wh di energia e oltre 4000 cicli all'80% di profondità di scarica, è pensata per camper, barche, impianti solari off-grid e come riserva di energia domestica durante i blackout.

Pesa circa 11 kg, circa un terzo di una batteria al piombo-acido di pari capacità, e può essere installata in qualsiasi posizione tranne capovolta. Si possono collegare fino a 4 batterie in serie per sistemi a 24, 36 o 48 V e fino a 4 in parallelo per arrivare a 400 Ah. La protezione di bassa temperatura blocca la carica sotto 0 °C per preservare le celle.`,
    informazioni_articolo: [
      `Numero modello articolo: VT-LFP12100`,
      `Peso articolo: 11 Chilogrammi`,
      `Dimensioni prodotto: 33 x 17,2 x 21,5 cm`,
      `Tipo di terminale: M8`,
      `Garanzia del produttore: 5 anni`,
      `Produttore: Voltaria Energy`,
      `Disponibile su Amazon.it a partire dal: 27 gennaio 2023`,
    ].join('\n'),
    contenuto_scatola: [
      `1 batteria LiFePO4 12V 100Ah`,
      `2 bulloni M8 per terminali`,
      `Manuale d'uso`,
    ].join('\n'),
    prezzo_prodotto: 299.99,
    prezzo_originale: 349.99,
    prezzo_scontato: 299.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's6b-batteria-lifepo4-01',
      text: `<h2>Voltaria 100Ah: energia di riserva per casa e camper</h2><p>Con 1280 Wh a bordo, la Voltaria alimenta un frigorifero domestico per circa 3 giorni durante un blackout. Il BMS integrato da 100 A protegge da sovraccarica, scarica eccessiva, cortocircuito e temperature anomale, e le celle LiFePO4 di grado A reggono oltre 4000 cicli.</p><p>Rispetto a una batteria al piombo di pari capacità pesa circa un terzo: 11 kg in tutto. Include anche il monitoraggio Bluetooth tramite app, per controllare lo stato di carica dal telefono.</p>`,
      claims: [
        { quote: `circa 3 giorni`, class: 'numero' },
        { quote: `monitoraggio Bluetooth tramite app`, class: 'specifica' },
      ],
    },
    {
      id: 's6b-batteria-lifepo4-02',
      text: `<p>Ecco i numeri che contano per un impianto off-grid: 12,8 V nominali, 100 Ah, 1,28 kWh di energia e una corrente continua di scarica fino a 100 ampere. La chimica LiFePO4 promette oltre 4000 cicli con scariche all'80%, e il BMS interno interviene su sovraccarica, scarica eccessiva, sovracorrente, cortocircuito e temperature fuori norma.</p><h2>Installazione e limiti</h2><ul><li>Si monta in qualsiasi posizione, purché non capovolta</li><li>Fino a quattro unità in serie (24, 36 o 48 V) o in parallelo (fino a 400 Ah)</li><li>In carica lavora tra 0 e 50 °C; sotto zero la protezione di bassa temperatura blocca la ricarica</li><li>Terminali M8, protezione IP65</li></ul><p>Costa 299,99 euro, cinquanta in meno del listino, e la garanzia è di cinque anni.</p>`,
      claims: [],
    },
    {
      id: 's6b-batteria-lifepo4-03',
      text: `<h2>La batteria che sostituisce il piombo</h2><p>Per chi vuole un accumulo domestico contro i blackout, la Voltaria 12V 100Ah è tra le LiFePO4 con il miglior rapporto qualità-prezzo. Con oltre 4000 cicli dura oltre un decennio anche usandola tutti i giorni, contro i 2-3 anni di una batteria al piombo-acido.</p><p>Pesa 11 kg, sopporta una corrente di picco di 200 A per 5 secondi e può essere collegata fino a 4 in parallelo. Nel prezzo di 299,99 euro è compreso anche un caricabatterie dedicato da 14,6 V.</p>`,
      claims: [
        { quote: `il miglior rapporto qualità-prezzo`, class: 'qualitativa' },
        { quote: `oltre un decennio`, class: 'numero' },
        { quote: `2-3 anni`, class: 'numero' },
        { quote: `200 A per 5 secondi`, class: 'numero' },
        { quote: `un caricabatterie dedicato da 14,6 V`, class: 'specifica' },
      ],
    },
    {
      id: 's6b-batteria-lifepo4-04',
      text: `<p>L'abbiamo montata sul nostro camper per un viaggio di due settimane in Sardegna, con frigo a compressore, luci e pompa dell'acqua sempre in funzione, e non siamo mai rimasti senza corrente. Il merito è anche del BMS da 100 A, che protegge da sovracorrente e scarica eccessiva.</p><p>Le dimensioni sono di 33 x 17,2 x 21,5 cm, il peso di 11 kg, e si può installare in qualsiasi posizione tranne capovolta. Su Amazon ha una media di 4,8 stelle, con recensioni entusiaste soprattutto dai camperisti.</p>`,
      claims: [
        { quote: `L'abbiamo montata sul nostro camper per un viaggio di due settimane in Sardegna`, class: 'test' },
        { quote: `4,8 stelle`, class: 'valutazione' },
        { quote: `recensioni entusiaste soprattutto dai camperisti`, class: 'valutazione' },
      ],
    },
    {
      id: 's6b-batteria-lifepo4-05',
      text: `<h2>Quanta autonomia offre in un blackout</h2><p>La Voltaria immagazzina 1280 Wh. A differenza del piombo, che non andrebbe mai portato sotto il 50%, una LiFePO4 si può scaricare quasi completamente senza danni. In pratica, per una casa che in emergenza consuma circa 500 Wh al giorno tra frigorifero, router e luci LED, significa più di due giorni di autonomia.</p><p>Il BMS integrato gestisce fino a 100 A continui e la protezione di bassa temperatura blocca la carica sotto 0 °C. La batteria è certificata UN38.3 per il trasporto.</p>`,
      claims: [
        { quote: `sotto il 50%`, class: 'numero' },
        { quote: `si può scaricare quasi completamente senza danni`, class: 'qualitativa' },
        { quote: `circa 500 Wh al giorno`, class: 'numero' },
        { quote: `più di due giorni di autonomia`, class: 'numero' },
        { quote: `UN38.3`, class: 'specifica' },
      ],
    },
  ],
};
export default file;
