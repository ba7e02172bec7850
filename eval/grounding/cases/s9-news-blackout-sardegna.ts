import type { CaseFile } from '../types.ts';

/** News rewrites of an Unione Sarda report on a high-voltage grid failure that left 210,000 customers without power. */
const file: CaseFile = {
  source: {
    titolo: 'Guasto alla rete elettrica, mezza Sardegna al buio: 210mila utenze senza corrente per quasi tre ore',
    testo_originale:
      "Pomeriggio di disagi ieri, martedì 22 luglio, in Sardegna per un guasto alla rete di trasmissione ad alta tensione. Alle 14.25 l'intervento automatico delle protezioni sulla linea a 220 kV Taloro-Villasor ha provocato lo scatto a catena di altre due linee e il distacco di circa 210mila utenze tra le province di Cagliari, Oristano e del Sud Sardegna. Il servizio è stato ripristinato gradualmente: alle 15.30 era già riallacciato il 60% delle utenze, alle 17.10 la situazione è tornata alla normalità.\nCon temperature che in Campidano hanno toccato i 41 gradi, i vigili del fuoco hanno eseguito 37 interventi per persone bloccate negli ascensori, soprattutto a Cagliari e Quartu Sant'Elena. Spenti i semafori in diversi incroci del capoluogo, dove la Polizia locale ha gestito il traffico. Gli ospedali Brotzu e Santissima Trinità hanno funzionato con i gruppi elettrogeni senza interruzioni per i reparti critici. Fermi per circa un'ora anche i treni della linea Cagliari-Oristano.\n«Il guasto ha fatto intervenire le protezioni automatiche, che hanno isolato la porzione di rete interessata per evitare danni più gravi», ha spiegato Terna in una nota, annunciando un'indagine tecnica sulle cause. «Chiederemo a Terna e a e-distribuzione una relazione dettagliata: non è accettabile che un singolo guasto lasci al buio centinaia di migliaia di sardi con questo caldo», ha dichiarato l'assessore regionale all'Industria, Paolo Mereu.\nLe associazioni dei consumatori valutano richieste di indennizzo: secondo Adiconsum, i commercianti del centro di Cagliari hanno perso merce deperibile per decine di migliaia di euro.",
    fonte: "L'Unione Sarda",
    link_fonte: 'https://www.unionesarda.it/news-sardegna/cagliari/guasto-alla-rete-elettrica-mezza-sardegna-al-buio-rn9d2k4x',
  },
  cases: [
    {
      id: 's9-news-blackout-01',
      text: "<h2>Sardegna, guasto all'alta tensione: 210mila utenze al buio</h2><p>Martedì 22 luglio, alle 14.25, sono scattate le protezioni automatiche sulla linea a 220 kV Taloro-Villasor e il guasto si è propagato ad altre due linee: circa 210mila utenze tra le province di Cagliari, Oristano e del Sud Sardegna sono rimaste senza corrente. Alle 15.30 la luce era già tornata per il 60% di loro, e alle 17.10 la situazione è tornata normale.</p><p>Con punte di 41 gradi in Campidano, i vigili del fuoco hanno eseguito 37 interventi per persone bloccate negli ascensori, soprattutto a Cagliari e Quartu Sant'Elena. Semafori spenti nel capoluogo, treni fermi per circa un'ora sulla Cagliari-Oristano. Terna ha annunciato un'indagine tecnica sulle cause, mentre l'assessore regionale all'Industria Paolo Mereu chiederà una relazione dettagliata a Terna ed e-distribuzione.</p>",
      claims: [],
    },
    {
      id: 's9-news-blackout-02',
      text: "<p>Oltre 300mila sardi sono rimasti senza elettricità martedì pomeriggio per un guasto alla rete di alta tensione. Il blackout, il più esteso in Sardegna degli ultimi vent'anni, è durato quasi tre ore nelle province di Cagliari, Oristano e del Sud Sardegna.</p><p>Gli ospedali Brotzu e Santissima Trinità hanno retto grazie ai gruppi elettrogeni. «Abbiamo isolato la porzione di rete guasta in pochi secondi», fa sapere Terna.</p><p>Adiconsum stima in 50mila euro le perdite di merce deperibile dei commercianti del centro di Cagliari.</p>",
      claims: [
        { quote: 'Oltre 300mila sardi', class: 'numero' },
        { quote: "il più esteso in Sardegna degli ultimi vent'anni", class: 'qualitativa' },
        { quote: 'Abbiamo isolato la porzione di rete guasta in pochi secondi', class: 'citazione' },
        { quote: '50mila euro', class: 'numero' },
      ],
    },
    {
      id: 's9-news-blackout-03',
      text: "<h2>Blackout in Sardegna, la Regione chiede conto a Terna</h2><p>«Non è accettabile che un singolo guasto lasci al buio centinaia di migliaia di sardi con questo caldo». Così l'assessore regionale all'Industria, Paolo Mereu, dopo il blackout di martedì.</p><p>Il guasto, alle 14.25 sulla linea a 380 kV Taloro-Villasor, ha lasciato senza corrente circa 210mila utenze. A Cagliari la Polizia locale ha gestito il traffico agli incroci con i semafori spenti, mentre i vigili del fuoco hanno compiuto 37 interventi per ascensori bloccati.</p><p>La corrente è tornata ovunque solo alle 18.40. Treni fermi per due ore sulla linea Cagliari-Oristano.</p>",
      claims: [
        { quote: '380 kV', class: 'numero' },
        { quote: 'alle 18.40', class: 'numero' },
        { quote: 'per due ore', class: 'numero' },
      ],
    },
    {
      id: 's9-news-blackout-04',
      text: "<p>Quasi tre ore di buio e un caldo record: martedì una parte della Sardegna è rimasta senza corrente per un guasto alla rete di trasmissione ad alta tensione, scattato alle 14.25. Le protezioni automatiche hanno isolato la porzione di rete interessata e Terna ha annunciato un'indagine tecnica. Il ripristino è stato graduale: il 60% delle utenze era già riallacciato alle 15.30.</p><p>Secondo i vigili del fuoco, oltre 50 persone sono rimaste intrappolate negli ascensori tra Cagliari e Quartu Sant'Elena. Adiconsum, intanto, annuncia una class action per conto dei commercianti che hanno perso la merce.</p>",
      claims: [
        { quote: 'un caldo record', class: 'qualitativa' },
        { quote: 'oltre 50 persone', class: 'numero' },
        { quote: 'annuncia una class action', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
