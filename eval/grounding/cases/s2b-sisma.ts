import type { CaseFile } from '../types.ts';

/** News rewrites of a Dipartimento della Protezione Civile notice on a national earthquake drill in Calabria and Sicily. */
const file: CaseFile = {
  source: {
    titolo: "Terremoto, al via l'esercitazione nazionale «Sisma Sud 2025»: coinvolti 42 comuni tra Calabria e Sicilia",
    testo_originale: "Si svolgerà dal 6 all'8 novembre l'esercitazione nazionale di protezione civile «Sisma Sud 2025», organizzata dal Dipartimento della Protezione Civile insieme alle Regioni Calabria e Sicilia. Lo scenario simula un terremoto di magnitudo 6.9 con epicentro nello Stretto di Messina, alle 8.42 di giovedì 6 novembre, seguito da una serie di repliche.\n\nL'esercitazione coinvolgerà 42 comuni delle province di Reggio Calabria e Messina e circa 3.800 tra operatori e volontari, tra cui Vigili del fuoco, Forze armate, Croce Rossa Italiana e le organizzazioni di volontariato. Saranno testati l'attivazione della Direzione di comando e controllo a Reggio Calabria, la funzionalità delle aree di accoglienza e il trasporto di feriti simulati verso gli ospedali di Messina e Reggio tramite elicotteri e una nave della Marina militare.\n\nVenerdì 7 novembre, alle 10, è prevista la prova di evacuazione in 120 scuole, con la partecipazione di oltre 25mila studenti. In 11 comuni verrà inoltre sperimentato IT-alert, il sistema di allarme pubblico che invia messaggi ai telefoni cellulari presenti in un'area: i cittadini riceveranno un messaggio di test, che non richiede alcuna azione.\n\n«Un'esercitazione di questa portata serve a verificare procedure e catena di comando prima che un'emergenza reale lo imponga», ha spiegato il capo del Dipartimento della Protezione Civile, Stefano Rinaldi. «Chiediamo ai cittadini di informarsi sui piani di protezione civile del proprio comune».\n\nLe attività si concluderanno sabato 8 novembre con una riunione di valutazione a Messina.",
    fonte: "Dipartimento della Protezione Civile",
    link_fonte: "https://www.protezionecivile.gov.it/it/notizia/esercitazione-nazionale-sisma-sud-2025/",
  },
  cases: [
    {
      id: "s2b-sisma-01",
      text: "<h2>«Sisma Sud 2025»: tre giorni di esercitazione sullo Stretto</h2><p>Dal 6 all'8 novembre Calabria e Sicilia ospiteranno l'esercitazione nazionale di protezione civile «Sisma Sud 2025», organizzata dal Dipartimento della Protezione Civile con le due Regioni. Lo scenario è quello di un terremoto di magnitudo 6.9 con epicentro nello Stretto di Messina, alle 8.42 di giovedì 6 novembre, seguito da repliche.</p><p>Saranno coinvolti 42 comuni delle province di Reggio Calabria e Messina e circa 3.800 operatori e volontari, dai Vigili del fuoco alla Croce Rossa. Si proveranno la Direzione di comando e controllo a Reggio Calabria, le aree di accoglienza e il trasferimento di feriti simulati verso gli ospedali con elicotteri e una nave della Marina militare.</p><p>Venerdì 7 alle 10 è in programma l'evacuazione di 120 scuole, con più di 25mila studenti; in 11 comuni arriverà sui cellulari un messaggio di test IT-alert, che non richiede alcuna azione.</p>",
      claims: [],
    },
    {
      id: "s2b-sisma-02",
      text: "<p>Sarà la più grande esercitazione di protezione civile mai organizzata nel Sud Italia: dal 6 all'8 novembre «Sisma Sud 2025» simulerà un terremoto di magnitudo 7.1 nello Stretto di Messina. Coinvolti 42 comuni tra Reggio Calabria e Messina e oltre 5.000 tra operatori e volontari.</p><p>«Serve a verificare le procedure prima che arrivi un'emergenza vera», ha spiegato il capo del Dipartimento della Protezione Civile, Stefano Rinaldi, che invita i cittadini a informarsi sul piano di protezione civile del proprio comune.</p>",
      claims: [
        { quote: "la più grande esercitazione di protezione civile mai organizzata nel Sud Italia", class: "qualitativa" },
        { quote: "magnitudo 7.1", class: "numero" },
        { quote: "oltre 5.000 tra operatori e volontari", class: "numero" },
        { quote: "Serve a verificare le procedure prima che arrivi un'emergenza vera", class: "citazione" },
      ],
    },
    {
      id: "s2b-sisma-03",
      text: "<h2>Esercitazione «Sisma Sud 2025»: cosa succederà nelle scuole e sui cellulari</h2><p>Durante l'esercitazione nazionale in programma tra Calabria e Sicilia dal 6 all'8 novembre, anche i cittadini saranno coinvolti. Venerdì 7 novembre alle 10 oltre 25mila studenti di 120 scuole proveranno l'evacuazione.</p><p>In 11 comuni sarà inoltre sperimentato IT-alert, il sistema di allarme pubblico che invia messaggi ai cellulari presenti in una determinata area: arriverà un messaggio di prova che non richiede di fare nulla.</p><p>Il Dipartimento della Protezione Civile invita a informarsi sui piani di protezione civile del proprio comune. L'esercitazione, che simula un sisma di magnitudo 6.9 nello Stretto di Messina, si chiuderà sabato 8 novembre con una riunione di valutazione a Messina.</p>",
      claims: [],
    },
    {
      id: "s2b-sisma-04",
      text: "<p>Il conto alla rovescia è iniziato: giovedì 6 novembre alle 9.30 scatterà lo scenario dell'esercitazione nazionale «Sisma Sud 2025», un terremoto simulato di magnitudo 6.9 nello Stretto di Messina. Per tre giorni Vigili del fuoco, Forze armate, Croce Rossa e volontariato lavoreranno fianco a fianco in 42 comuni.</p><p>Venerdì mattina sarà la volta delle scuole: la prova di evacuazione interesserà 200 istituti. In 11 comuni i cellulari riceveranno un messaggio IT-alert di prova, al quale i cittadini dovranno rispondere confermando di averlo ricevuto.</p>",
      claims: [
        { quote: "alle 9.30", class: "numero" },
        { quote: "200 istituti", class: "numero" },
        { quote: "al quale i cittadini dovranno rispondere confermando di averlo ricevuto", class: "qualitativa" },
      ],
    },
    {
      id: "s2b-sisma-05",
      text: "<h2>Sisma Sud 2025, lo Stretto di Messina banco di prova per i soccorsi</h2><p>Elicotteri e tre navi della Marina militare: l'esercitazione nazionale «Sisma Sud 2025», dal 6 all'8 novembre, metterà alla prova la macchina dei soccorsi tra Reggio Calabria e Messina. Circa 3.800 operatori e volontari gestiranno lo scenario di un terremoto di magnitudo 6.9 con repliche.</p><p>«La Calabria è pronta a fare la sua parte», ha commentato il presidente della Regione. La tre giorni si concluderà sabato 8 novembre con una riunione di valutazione a Reggio Calabria.</p>",
      claims: [
        { quote: "tre navi della Marina militare", class: "numero" },
        { quote: "La Calabria è pronta a fare la sua parte", class: "citazione" },
        { quote: "riunione di valutazione a Reggio Calabria", class: "qualitativa" },
      ],
    },
  ],
};
export default file;
