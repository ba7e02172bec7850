import type { CaseFile } from '../types.ts';

/** Reviews of a home weather station with lightning detector and storm alerts, modelled on an Amazon.it listing of Wi-Fi 5-in-1 stations. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Meteoris WS-480 Stazione Meteo Wi-Fi con Sensore Esterno 5 in 1, Rilevatore di Fulmini e Allerta Temporali, Display a Colori 7 Pollici, Previsioni Meteo, Barometro, Pluviometro, Anemometro`,
    nome_sintetico: `Meteoris WS-480`,
    specifiche_tecniche: [
      `Marchio: Meteoris`,
      `Dimensioni dello schermo: 7 Pollici`,
      `Tipo di display: LCD a colori`,
      `Fonte di alimentazione: Alimentatore (console), pannello solare e batterie (sensore esterno)`,
      `Connettività: Wi-Fi 2,4 GHz`,
      `Frequenza di trasmissione: 868 MHz`,
      `Portata di trasmissione: 150 Metri`,
      `Intervallo di temperatura esterna: -40 °C a +60 °C`,
      `Precisione temperatura: ±1 °C`,
      `Intervallo velocità del vento: 0-180 km/h`,
      `Raggio di rilevamento fulmini: 40 Chilometri`,
      `Colore: Nero`,
    ].join('\n'),
    descrizione_generale: `La stazione meteo Meteoris WS-480 unisce un sensore esterno 5 in 1 (temperatura, umidità, velocità e direzione del vento, pioggia) a un sensore di fulmini separato che rileva le scariche fino a 40 km di distanza e stima la distanza del temporale in avvicinamento. Quando l'attività elettrica supera la soglia impostata, la console emette un allarme sonoro e fa lampeggiare l'icona del temporale; gli avvisi arrivano anche sullo smartphone tramite l'app Meteoris Home.

Il sensore esterno è alimentato da un piccolo pannello solare, con 3 batterie AA di riserva (non incluse), e aggiorna i dati ogni 16 secondi. La console memorizza i valori minimi e massimi delle ultime 24 ore, calcola la tendenza barometrica e può inviare i dati alle piattaforme Weather Underground e Weathercloud.`,
    informazioni_articolo: [
      `Numero modello articolo: WS-480EU`,
      `Peso articolo: 1,9 Chilogrammi`,
      `Dimensioni prodotto: 21 x 6 x 14 cm (console)`,
      `Batterie: 3 batterie AA necessarie (non incluse)`,
      `Produttore: Meteoris Instruments`,
      `Disponibile su Amazon.it a partire dal: 12 marzo 2023`,
      `Paese di origine: Cina`,
    ].join('\n'),
    contenuto_scatola: [
      `1 console con display a colori`,
      `1 sensore esterno 5 in 1`,
      `1 sensore di fulmini`,
      `1 alimentatore 5 V`,
      `1 kit di montaggio per palo`,
      `Manuale di istruzioni in italiano`,
    ].join('\n'),
    prezzo_prodotto: 189.99,
    prezzo_originale: 219.99,
    prezzo_scontato: 189.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's6b-stazione-meteo-01',
      text: `<h2>Meteoris WS-480: il temporale si vede arrivare</h2><p>Chi teme i temporali improvvisi apprezzerà il punto forte di questa stazione: un sensore di fulmini dedicato che intercetta le scariche fino a 40 chilometri e stima a che distanza si trova il fronte. Superata la soglia impostata, la console suona e fa lampeggiare l'icona del temporale, mentre l'app Meteoris Home inoltra l'avviso al telefono.</p><p>Il sensore esterno 5 in 1 misura temperatura, umidità, vento (velocità e direzione) e pioggia, con un aggiornamento ogni 16 secondi e una portata di 150 metri verso la console. Quest'ultima ha uno schermo a colori da 7 pollici, si collega al Wi-Fi a 2,4 GHz e può pubblicare i dati su Weather Underground e Weathercloud.</p><p>Costa 189,99 euro invece di 219,99 e su Amazon ha una media di 4,4 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's6b-stazione-meteo-02',
      text: `<h2>Recensione Meteoris WS-480</h2><p>L'abbiamo installata sul tetto di una casa in collina per tre settimane, e il sensore di fulmini si è rivelato il più reattivo che abbiamo provato in questa fascia di prezzo. Rileva le scariche fino a 40 km e avvisa con un allarme sonoro sulla console e una notifica sull'app Meteoris Home.</p><p>Il sensore esterno, alimentato da un pannello solare, aggiorna i dati ogni 16 secondi, trasmette fino a 150 metri e misura temperature da -40 a +60 °C; la scocca con grado di protezione IP65 è pensata per restare all'aperto tutto l'anno. Lo schermo a colori da 7 pollici è leggibile anche in pieno sole.</p>`,
      claims: [
        { quote: `L'abbiamo installata sul tetto di una casa in collina per tre settimane`, class: 'test' },
        { quote: `il più reattivo che abbiamo provato in questa fascia di prezzo`, class: 'qualitativa' },
        { quote: `IP65`, class: 'specifica' },
        { quote: `leggibile anche in pieno sole`, class: 'qualitativa' },
      ],
    },
    {
      id: 's6b-stazione-meteo-03',
      text: `<h2>Una stazione meteo che pensa anche ai fulmini</h2><p>La Meteoris WS-480 si distingue per il rilevatore di fulmini separato, con un raggio di 40 km. Il sensore esterno 5 in 1 misura temperatura, umidità, pioggia, direzione e velocità del vento fino a 180 km/h, e la console conserva lo storico degli ultimi 30 giorni.</p><ul><li>Display a colori da 7 pollici</li><li>Wi-Fi 2,4 GHz e app dedicata</li><li>Autonomia di 48 ore a console scollegata</li></ul><p>Oggi si trova a 189,99 euro, con uno sconto del 25% sul prezzo di listino, ed è tra le stazioni meteo più vendute su Amazon.</p>`,
      claims: [
        { quote: `ultimi 30 giorni`, class: 'numero' },
        { quote: `Autonomia di 48 ore`, class: 'numero' },
        { quote: `sconto del 25%`, class: 'prezzo' },
        { quote: `tra le stazioni meteo più vendute su Amazon`, class: 'valutazione' },
      ],
    },
    {
      id: 's6b-stazione-meteo-04',
      text: `<p>Chi cerca un sistema di preallerta per i temporali trova nella WS-480 un kit completo: in scatola ci sono la console, il sensore esterno 5 in 1, il sensore di fulmini, l'alimentatore da 5 V, il kit per fissare tutto a un palo e il manuale in italiano.</p><h2>Cosa convince</h2><ul><li>Fulmini rilevati entro 40 km, con stima della distanza del temporale</li><li>Sensore esterno a energia solare, con misure da -40 a +60 gradi e precisione di un grado</li><li>Minime e massime delle ultime 24 ore e tendenza barometrica</li></ul><h2>Cosa sapere prima</h2><ul><li>Le tre stilo AA di riserva del sensore vanno comprate a parte</li><li>Il Wi-Fi è solo a 2,4 GHz</li></ul><p>Il prezzo attuale è di 189,99 euro, trenta in meno del listino.</p>`,
      claims: [],
    },
    {
      id: 's6b-stazione-meteo-05',
      text: `<p>Per chi abita in campagna o in montagna, sapere in anticipo che un temporale si avvicina significa avere il tempo di mettere al riparo auto e attrezzi. La Meteoris WS-480 rileva i fulmini fino a 40 km e, secondo il produttore, stima la distanza del fronte con una precisione di ±2 km.</p><p>Il sensore esterno comunica con la console a 868 MHz fino a 150 metri, e il montaggio sul palo richiede meno di 20 minuti. La garanzia è di 3 anni e i dati possono essere inviati a Weather Underground e Weathercloud.</p>`,
      claims: [
        { quote: `±2 km`, class: 'numero' },
        { quote: `meno di 20 minuti`, class: 'numero' },
        { quote: `garanzia è di 3 anni`, class: 'numero' },
      ],
    },
  ],
};
export default file;
