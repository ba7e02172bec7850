import type { CaseFile } from '../types.ts';

/** News rewrites of a regional paper's report on a large summer blackout in Apulia. */
const file: CaseFile = {
  source: {
    titolo: "Blackout in Puglia, 420mila utenze senza luce per oltre quattro ore: guasto a una linea ad alta tensione",
    testo_originale: "Un guasto su una linea a 380 kV tra le stazioni elettriche di Brindisi e Taranto ha lasciato senza corrente circa 420mila utenze in Puglia nel pomeriggio di mercoledì 17 luglio. L'interruzione è cominciata alle 14.37, con temperature che in molte città superavano i 38 gradi, e si è risolta completamente solo alle 19.05.\n\nLe province più colpite sono state Lecce, Brindisi e Taranto. Terna, il gestore della rete di trasmissione nazionale, ha spiegato in una nota che il guasto ha provocato «lo scatto delle protezioni di alcune linee collegate, con conseguente disalimentazione di una porzione della rete regionale». La causa è ancora in corso di accertamento, ma l'ipotesi principale è il surriscaldamento di un componente della linea.\n\nA Lecce sono rimasti fermi i semafori e diversi ascensori: i vigili del fuoco hanno effettuato 63 interventi per persone bloccate. L'ospedale Vito Fazzi ha funzionato regolarmente grazie ai generatori. A Taranto l'Acquedotto Pugliese ha segnalato cali di pressione in alcuni quartieri per lo stop delle pompe di sollevamento.\n\n«Con questo caldo un blackout di quattro ore non è un disagio, è un rischio per gli anziani e i malati», ha detto il presidente di Federconsumatori Puglia, Antonio Lanzillotti, che chiede un piano di investimenti sulla rete. La Regione ha convocato per venerdì un tavolo con Terna ed e-distribuzione.",
    fonte: 'la Repubblica Bari',
    link_fonte: "https://bari.repubblica.it/cronaca/2024/07/17/news/blackout_puglia_420mila_utenze_senza_luce-423187552/",
  },
  cases: [
    {
      id: 's5-news-blackout-01',
      text: "<h2>Puglia al buio per oltre quattro ore</h2><p>Circa 420mila utenze pugliesi sono rimaste senza elettricità nel pomeriggio di mercoledì 17 luglio per un guasto su una linea a 380 kV tra le stazioni elettriche di Brindisi e Taranto. Il blackout è iniziato alle 14.37, con oltre 38 gradi in molte città, e la corrente è tornata ovunque solo alle 19.05.</p><p>Lecce, Brindisi e Taranto le province più colpite. Secondo Terna, il guasto ha fatto scattare le protezioni di alcune linee collegate, lasciando senza alimentazione una parte della rete regionale. Le cause sono ancora da accertare: l'ipotesi principale è il surriscaldamento di un componente. Venerdì la Regione incontrerà Terna ed e-distribuzione.</p>",
      claims: [],
    },
    {
      id: 's5-news-blackout-02',
      text: "<h2>Maxi blackout in Puglia, utenze al buio per ore</h2><p>Sono state circa 500mila le utenze rimaste senza corrente mercoledì pomeriggio in Puglia, per quasi sei ore. All'origine un guasto sulla linea ad alta tensione tra Brindisi e Taranto che, come ha spiegato Terna, «ha messo fuori servizio in cascata le linee collegate».</p><p>A Lecce i vigili del fuoco hanno effettuato 63 interventi per persone bloccate negli ascensori, mentre a Taranto l'Acquedotto Pugliese ha segnalato cali di pressione in alcuni quartieri.</p>",
      claims: [
        { quote: 'circa 500mila', class: 'numero' },
        { quote: 'quasi sei ore', class: 'numero' },
        { quote: 'ha messo fuori servizio in cascata le linee collegate', class: 'citazione' },
      ],
    },
    {
      id: 's5-news-blackout-03',
      text: "<h2>Blackout, a Lecce semafori spenti e persone chiuse negli ascensori</h2><p>Lecce è stata tra le città più colpite dal blackout che mercoledì 17 luglio ha lasciato al buio circa 420mila utenze in Puglia. Con i semafori fermi e diversi ascensori bloccati, i vigili del fuoco hanno eseguito 63 interventi per liberare persone rimaste intrappolate. L'ospedale Vito Fazzi ha continuato a lavorare normalmente grazie ai generatori.</p><p>«Con questo caldo un blackout di quattro ore non è un disagio, è un rischio per gli anziani e i malati», ha dichiarato Antonio Lanzillotti, presidente di Federconsumatori Puglia, che chiede un piano di investimenti sulla rete. La corrente, saltata alle 14.37, è tornata del tutto alle 19.05.</p>",
      claims: [],
    },
    {
      id: 's5-news-blackout-04',
      text: "<h2>Caldo e blackout, giornata difficile in Salento</h2><p>Con temperature fino a 42 gradi, il blackout di mercoledì ha messo in crisi Lecce e il Salento. Oltre ai semafori spenti e agli ascensori bloccati, con 63 interventi dei vigili del fuoco, due persone sono state soccorse dal 118 per malori legati al caldo.</p><p>All'ospedale Vito Fazzi i generatori hanno garantito le emergenze, ma gli interventi programmati sono stati rinviati. In tutta la regione le utenze senza corrente sono state circa 420mila.</p>",
      claims: [
        { quote: '42 gradi', class: 'numero' },
        { quote: 'due persone sono state soccorse dal 118', class: 'numero' },
        { quote: 'gli interventi programmati sono stati rinviati', class: 'qualitativa' },
      ],
    },
    {
      id: 's5-news-blackout-05',
      text: "<h2>Blackout in Puglia, cosa è successo</h2><p>A lasciare senza luce circa 420mila utenze è stato il surriscaldamento di un componente della linea a 380 kV tra Brindisi e Taranto. Lo stop è durato dalle 14.37 alle 19.05 e ha colpito soprattutto le province di Lecce, Brindisi e Taranto.</p><p>Terna ha già annunciato un indennizzo automatico per le famiglie coinvolte. Federconsumatori chiede investimenti sulla rete, e la Regione ha convocato un tavolo per venerdì con Terna ed e-distribuzione.</p>",
      claims: [
        { quote: 'è stato il surriscaldamento di un componente', class: 'qualitativa' },
        { quote: 'Terna ha già annunciato un indennizzo automatico per le famiglie coinvolte', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
