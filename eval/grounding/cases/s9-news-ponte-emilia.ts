import type { CaseFile } from '../types.ts';

/** News rewrites of a Resto del Carlino report on a via Emilia bridge closed after a river flood near Castel Bolognese. */
const file: CaseFile = {
  source: {
    titolo: 'Piena del Senio, chiuso il ponte della via Emilia a Castel Bolognese: «Verifiche sulle pile, tempi non brevi»',
    testo_originale:
      "È chiuso al traffico dalle 16 di ieri, domenica 16 novembre, il ponte sul fiume Senio lungo la via Emilia, alle porte di Castel Bolognese. La decisione è stata presa da Anas dopo che i tecnici hanno rilevato uno scalzamento alla base di due delle quattro pile, provocato dalla piena di sabato notte, quando all'idrometro di Castel Bolognese il fiume ha toccato 7,4 metri, oltre la soglia rossa.\nOgni giorno sul ponte transitano circa 11mila veicoli, tra cui molti mezzi pesanti diretti alla zona industriale. Il traffico leggero viene deviato sulla provinciale 306 e sul ponte di Tebano, con un allungamento del percorso di circa 9 chilometri; per i mezzi pesanti la deviazione obbligatoria è sull'autostrada A14 tra i caselli di Castel San Pietro e Faenza.\n«Le ispezioni subacquee hanno evidenziato un'erosione importante intorno alle fondazioni: finché non avremo completato le verifiche strutturali il ponte resterà chiuso, e i tempi non saranno brevi», ha spiegato il responsabile della struttura territoriale Anas Emilia-Romagna, Giorgio Bellini. Le prime stime parlano di almeno un mese per la messa in sicurezza e di un costo di circa 1,5 milioni di euro.\nLa sindaca di Castel Bolognese, Chiara Montanari, ha chiesto una corsia preferenziale per i lavori: «Questa chiusura taglia in due il paese e pesa su pendolari, scuole e imprese. Chiediamo tempi certi». Nella notte di sabato la piena aveva costretto all'evacuazione precauzionale 120 persone nella frazione di Biancanigo, rientrate nelle loro case domenica mattina.",
    fonte: 'il Resto del Carlino',
    link_fonte: 'https://www.ilrestodelcarlino.it/ravenna/cronaca/piena-senio-chiuso-ponte-via-emilia-castel-bolognese-b7e41c2d',
  },
  cases: [
    {
      id: 's9-news-ponte-01',
      text: "<h2>Castel Bolognese, chiuso il ponte sul Senio</h2><p>Il ponte della via Emilia sul Senio resterà chiuso per almeno tre mesi: la piena di sabato notte ha scalzato la base di tutte e quattro le pile. Anas ha disposto lo stop al traffico da domenica pomeriggio, dopo le ispezioni dei tecnici.</p><p>Ogni giorno sul ponte passano circa 11mila veicoli, che ora devono allungare il percorso di circa 9 chilometri passando dalla provinciale 306 e dal ponte di Tebano.</p><p>«Il paese è spaccato in due», ha detto la sindaca Chiara Montanari.</p>",
      claims: [
        { quote: 'almeno tre mesi', class: 'numero' },
        { quote: 'tutte e quattro le pile', class: 'numero' },
        { quote: 'Il paese è spaccato in due', class: 'citazione' },
      ],
    },
    {
      id: 's9-news-ponte-02',
      text: "<p>Dalle 16 di domenica il ponte sul fiume Senio lungo la via Emilia, alle porte di Castel Bolognese, è chiuso al traffico. Lo ha deciso Anas dopo che i tecnici hanno trovato uno scalzamento alla base di due delle quattro pile, causato dalla piena di sabato notte, quando l'idrometro di Castel Bolognese ha segnato 7,4 metri, oltre la soglia rossa.</p><p>Sul ponte passano ogni giorno circa 11mila veicoli. Le auto vengono deviate sulla provinciale 306 e sul ponte di Tebano, con circa 9 chilometri in più; i mezzi pesanti devono usare la A14 tra i caselli di Castel San Pietro e Faenza. Per la messa in sicurezza Anas stima almeno un mese e una spesa di circa un milione e mezzo di euro. La sindaca Chiara Montanari chiede tempi certi.</p>",
      claims: [],
    },
    {
      id: 's9-news-ponte-03',
      text: "<h2>Ponte sul Senio chiuso, Anas avverte: «i tempi non saranno brevi»</h2><p>Le ispezioni subacquee hanno evidenziato «un'erosione importante intorno alle fondazioni», spiega Giorgio Bellini, responsabile della struttura territoriale Anas Emilia-Romagna.</p><p>Il conto dei lavori potrebbe superare i 3 milioni di euro. Sabato notte il Senio aveva raggiunto 8,2 metri all'idrometro di Castel Bolognese, costringendo 300 persone a lasciare le case nella frazione di Biancanigo.</p>",
      claims: [
        { quote: '3 milioni di euro', class: 'numero' },
        { quote: '8,2 metri', class: 'numero' },
        { quote: '300 persone', class: 'numero' },
      ],
    },
    {
      id: 's9-news-ponte-04',
      text: "<p>Pendolari, scuole e imprese: la chiusura del ponte sul Senio pesa su tutta Castel Bolognese. «Chiediamo tempi certi», ripete la sindaca Chiara Montanari, che ha chiesto una corsia preferenziale per i lavori.</p><p>La Regione ha già stanziato 2 milioni di euro per il ripristino, mentre Anas conta di riaprire il ponte a senso unico alternato entro dieci giorni. È il terzo ponte chiuso in Romagna dall'inizio dell'autunno.</p><p>Le 120 persone evacuate a Biancanigo sono rientrate a casa domenica mattina.</p>",
      claims: [
        { quote: '2 milioni di euro', class: 'numero' },
        { quote: 'entro dieci giorni', class: 'numero' },
        { quote: 'il terzo ponte chiuso in Romagna', class: 'numero' },
      ],
    },
  ],
};
export default file;
