import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA report on an avalanche that buried a ski mountaineer in Val di Fassa (Trentino). */
const file: CaseFile = {
  source: {
    titolo: 'Valanga in Val San Nicolò, travolti tre scialpinisti: un 42enne in gravi condizioni',
    testo_originale:
      "TRENTO, 8 FEB - Tre scialpinisti veronesi sono stati travolti da una valanga poco prima delle 11.40 di oggi, sabato, in Val San Nicolò, laterale della Val di Fassa, a quota 2.350 metri, sotto il Passo San Nicolò. Il gruppo, composto da quattro persone, stava risalendo un pendio esposto a nord-est quando si è staccata una placca di neve ventata larga circa 150 metri, scesa per circa 400 metri.\nDue dei travolti sono riusciti a liberarsi da soli; il terzo, un uomo di 42 anni, è rimasto sepolto sotto circa un metro e mezzo di neve. A localizzarlo con l'Artva sono stati i compagni, che lo hanno estratto dopo circa 25 minuti e hanno iniziato le manovre di rianimazione. Sul posto sono intervenuti l'elicottero di Trentino Emergenza e dodici tecnici della stazione di Fassa del Soccorso alpino, con due unità cinofile. L'uomo, in grave ipotermia, è stato trasportato in elicottero in codice rosso all'ospedale Santa Chiara di Trento. Illesi gli altri tre escursionisti.\n«Il gruppo era ben equipaggiato e la rapidità dei compagni è stata decisiva», ha spiegato il capostazione del Soccorso alpino di Fassa, Lorenzo Deflorian. «Il distacco è stato provocato dal passaggio degli scialpinisti su un accumulo di neve ventata formatosi nelle ultime 48 ore».\nIl bollettino valanghe di Meteotrentino indicava per oggi un pericolo marcato, grado 3 su una scala di 5, sopra i 2.000 metri, per i forti venti da nord dei giorni scorsi. Dall'inizio della stagione sono 7 gli incidenti da valanga registrati in Trentino, con un morto. Le previsioni per domenica indicano un lieve calo del pericolo.",
    fonte: 'ANSA',
    link_fonte: 'https://www.ansa.it/trentino/notizie/2025/02/08/valanga-in-val-san-nicolo-travolti-tre-scialpinisti_3f1c2a9e.html',
  },
  cases: [
    {
      id: 's9-news-valanga-01',
      text: "<h2>Valanga in Val San Nicolò: tre scialpinisti travolti, grave un 42enne</h2><p>Sabato 8 febbraio, poco prima delle 11.40, una valanga ha travolto tre scialpinisti veronesi in Val San Nicolò, laterale della Val di Fassa, a 2.350 metri di quota. Il gruppo, di quattro persone, risaliva un pendio esposto a nord-est quando si è staccata una placca di neve ventata larga circa 150 metri.</p><p>Due dei travolti si sono liberati da soli. Il terzo, 42 anni, era sepolto sotto un metro e mezzo di neve: i compagni lo hanno individuato con l'Artva ed estratto dopo circa 25 minuti. Trasportato in elicottero in codice rosso al Santa Chiara di Trento, è in grave ipotermia. Sul posto sono intervenuti dodici tecnici del Soccorso alpino di Fassa con due unità cinofile. Il bollettino di Meteotrentino segnalava pericolo marcato, grado 3 su 5, sopra i 2.000 metri.</p>",
      claims: [],
    },
    {
      id: 's9-news-valanga-02',
      text: "<p>Momenti di paura in Val di Fassa, dove una valanga ha travolto tre scialpinisti veronesi. Il più grave, un uomo di 42 anni, è rimasto sotto due metri di neve per quasi 40 minuti prima che i compagni riuscissero a tirarlo fuori.</p><p>«Senza l'Artva e senza la prontezza dei compagni oggi piangeremmo una vittima», ha commentato il capostazione del Soccorso alpino di Fassa, Lorenzo Deflorian.</p><p>Si tratta dell'incidente da valanga più grave della stagione in Trentino, dove il bollettino indicava un pericolo di grado 3 su 5.</p>",
      claims: [
        { quote: 'due metri di neve', class: 'numero' },
        { quote: 'quasi 40 minuti', class: 'numero' },
        { quote: "Senza l'Artva e senza la prontezza dei compagni oggi piangeremmo una vittima", class: 'citazione' },
        { quote: "l'incidente da valanga più grave della stagione", class: 'qualitativa' },
      ],
    },
    {
      id: 's9-news-valanga-03',
      text: "<h2>Trentino, scialpinista estratto vivo dalla valanga</h2><p>È in gravi condizioni all'ospedale Santa Chiara di Trento il 42enne travolto sabato mattina da una valanga sotto il Passo San Nicolò. Con lui sono stati travolti due compagni, che sono riusciti a liberarsi da soli.</p><p>Secondo il Soccorso alpino, il distacco è stato provocato dal passaggio del gruppo su un accumulo di neve ventata formatosi nelle ultime 48 ore. Il bollettino di Meteotrentino indicava per la giornata un pericolo forte, grado 4 su 5.</p><p>Dall'inizio della stagione gli incidenti da valanga in Trentino sono già 11, con due vittime.</p>",
      claims: [
        { quote: 'grado 4 su 5', class: 'numero' },
        { quote: 'sono già 11', class: 'numero' },
        { quote: 'due vittime', class: 'numero' },
      ],
    },
    {
      id: 's9-news-valanga-04',
      text: "<p>Una placca di neve ventata larga 300 metri si è staccata sabato in Val San Nicolò, travolgendo tre scialpinisti di Verona. A estrarre il compagno sepolto sono stati gli altri membri del gruppo, che lo hanno localizzato con l'Artva; poi sono arrivati l'elicottero di Trentino Emergenza e 15 tecnici del Soccorso alpino.</p><p>«Il gruppo era ben equipaggiato e la rapidità dei compagni ha fatto la differenza», ha detto il capostazione Lorenzo Deflorian.</p><p>Per domenica il bollettino prevede un lieve calo del pericolo valanghe.</p>",
      claims: [
        { quote: '300 metri', class: 'numero' },
        { quote: '15 tecnici', class: 'numero' },
        { quote: 'Il gruppo era ben equipaggiato e la rapidità dei compagni ha fatto la differenza', class: 'citazione' },
      ],
    },
  ],
};
export default file;
