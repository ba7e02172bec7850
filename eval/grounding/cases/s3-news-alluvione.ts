import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA-style report on a red flood alert with preventive evacuations in Romagna. */
const file: CaseFile = {
  source: {
    titolo: `Maltempo, allerta rossa in Romagna: evacuate 1.300 persone lungo il Savio`,
    testo_originale: `CESENA, 14 NOVEMBRE - La Protezione civile dell'Emilia-Romagna ha diramato l'allerta rossa per criticità idraulica sul bacino del Savio, valida dalla mezzanotte di oggi fino alle 24 di sabato 16 novembre. Le previsioni indicano fino a 180 millimetri di pioggia in 36 ore sull'Appennino cesenate.

Il Comune di Cesena ha disposto l'evacuazione preventiva di circa 1.300 residenti delle frazioni di Borgo Paglia, Ponte Abbadesse e San Carlo, le più esposte in caso di esondazione. Chi non può contare su parenti o amici sarà ospitato al palasport comunale, dove sono state allestite 400 brandine. Alle 18 di ieri il Savio al Ponte Vecchio segnava 3,4 metri; la soglia rossa è fissata a 5,2 metri.

Scuole chiuse venerdì e sabato a Cesena, Mercato Saraceno e Sarsina. Sono 250 i volontari di protezione civile mobilitati, al lavoro insieme a 60 vigili del fuoco e alle squadre del Consorzio di bonifica.

"Chiediamo ai cittadini delle zone interessate di lasciare le abitazioni entro le 20 di stasera e di non rientrare finché l'ordinanza non sarà revocata", ha dichiarato il sindaco di Cesena, Luca Gardini. "Non vogliamo creare allarme, ma sappiamo cosa può fare questo fiume".

L'assessora regionale alla Protezione civile, Chiara Montanari, ha invitato tutti a "evitare ogni spostamento non necessario e a non scendere in cantine e seminterrati". Il Comune ha attivato il numero 0547 356 800 per informazioni e richieste di trasporto per chi non ha un mezzo proprio.`,
    fonte: `ANSA`,
    link_fonte: `https://www.ansa.it/emiliaromagna/notizie/2024/11/14/maltempo-allerta-rossa-in-romagna-evacuate-1300-persone-lungo-il-savio_3f8a21c4.html`,
  },
  cases: [
    {
      id: 's3-news-alluvione-01',
      text: `<h2>Allerta rossa sul Savio, a Cesena 1.300 persone lasciano le case</h2><p>La Protezione civile dell'Emilia-Romagna ha emesso l'allerta rossa per criticità idraulica sul bacino del Savio, in vigore dalla mezzanotte del 14 novembre fino alla fine di sabato 16. Sull'Appennino cesenate sono attesi fino a 180 millimetri di pioggia in un giorno e mezzo.</p><p>Il Comune di Cesena ha ordinato l'evacuazione preventiva di circa 1.300 residenti a Borgo Paglia, Ponte Abbadesse e San Carlo. Per chi non ha alternative, al palasport comunale sono pronte 400 brandine. «Chiediamo ai cittadini delle zone interessate di lasciare le abitazioni entro le 20 di stasera e di non rientrare finché l'ordinanza non sarà revocata», ha detto il sindaco Luca Gardini.</p>`,
      claims: [],
    },
    {
      id: 's3-news-alluvione-02',
      text: `<p>Evacuazioni preventive, scuole chiuse e centinaia di soccorritori in campo: la Romagna si prepara all'allerta rossa. Ecco i numeri principali, secondo quanto riporta l'ANSA:</p><ul><li>circa 1.300 residenti evacuati in tre frazioni di Cesena</li><li>fino a 180 mm di pioggia previsti in 36 ore</li><li>3,4 metri il livello del Savio al Ponte Vecchio alle 18 del 13 novembre, contro una soglia rossa di 5,2</li><li>250 volontari e 60 vigili del fuoco mobilitati</li></ul><p>Le scuole restano chiuse venerdì e sabato a Cesena, Mercato Saraceno e Sarsina. L'assessora regionale Chiara Montanari chiede di «evitare ogni spostamento non necessario e a non scendere in cantine e seminterrati». Per informazioni e trasporti il Comune ha attivato lo 0547 356 800.</p>`,
      claims: [],
    },
    {
      id: 's3-news-alluvione-03',
      text: `<h2>Cesena, scatta l'evacuazione: 1.500 persone fuori casa</h2><p>È allerta rossa in Romagna. La Protezione civile regionale prevede fino a 200 millimetri di pioggia in 36 ore sull'Appennino cesenate, e il Comune di Cesena ha fatto evacuare circa 1.500 residenti di Borgo Paglia, Ponte Abbadesse e San Carlo.</p><p>Chi non ha una sistemazione alternativa troverà posto al palasport comunale, attrezzato con 400 brandine. «La situazione è seria ma sotto controllo, il sistema di protezione civile è pronto», ha assicurato l'assessora regionale Chiara Montanari.</p>`,
      claims: [
        { quote: `1.500 persone`, class: 'numero' },
        { quote: `200 millimetri`, class: 'numero' },
        { quote: `La situazione è seria ma sotto controllo, il sistema di protezione civile è pronto`, class: 'citazione' },
      ],
    },
    {
      id: 's3-news-alluvione-04',
      text: `<p>Cresce la paura lungo il Savio. Nella serata del 13 novembre il fiume ha raggiunto i 5,2 metri al Ponte Vecchio, e la Regione Emilia-Romagna ha diramato l'allerta rossa fino a sabato 16.</p><p>A Cesena circa 1.300 persone hanno dovuto lasciare le abitazioni delle frazioni più esposte. Le scuole resteranno chiuse per tre giorni a Cesena, Mercato Saraceno e Sarsina, mentre sul territorio sono al lavoro 250 volontari e 100 vigili del fuoco. Il sindaco Luca Gardini ha spiegato: «Non vogliamo creare allarme, ma sappiamo cosa può fare questo fiume».</p>`,
      claims: [
        { quote: `ha raggiunto i 5,2 metri`, class: 'numero' },
        { quote: `per tre giorni`, class: 'numero' },
        { quote: `100 vigili del fuoco`, class: 'numero' },
      ],
    },
    {
      id: 's3-news-alluvione-05',
      text: `<h2>Savio osservato speciale, la Romagna trattiene il fiato</h2><p>La Romagna non ha dimenticato l'ultima alluvione, costata 17 vittime, e ora torna in allerta rossa. A Cesena il Comune ha disposto l'evacuazione di circa 1.300 residenti e il sindaco Luca Gardini è stato chiaro: «Lasciate le case entro stasera e non tornate fino alla revoca dell'ordinanza».</p><p>Sul territorio operano 250 volontari, 60 vigili del fuoco e le squadre del Consorzio di bonifica. Il Comune ha attivato un numero per informazioni e trasporti, lo 0547 356 800, raggiungibile 24 ore su 24.</p>`,
      claims: [
        { quote: `17 vittime`, class: 'numero' },
        { quote: `Lasciate le case entro stasera e non tornate fino alla revoca dell'ordinanza`, class: 'citazione' },
        { quote: `24 ore su 24`, class: 'numero' },
      ],
    },
  ],
};
export default file;
