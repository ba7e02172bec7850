import type { CaseFile } from '../../types.ts';

/** News rewrites of a regional wire story on night-time tap-water rationing in Basilicata during a drought. */
const file: CaseFile = {
  source: {
    titolo: "Siccità, in Basilicata acqua razionata in 29 comuni: stop notturno dalle 22 alle 6",
    testo_originale: `POTENZA - Da lunedì 21 luglio l'erogazione dell'acqua sarà sospesa ogni notte, dalle 22 alle 6, in 29 comuni della Basilicata, tra cui Potenza, Avigliano, Pignola e Tito. Lo ha comunicato ieri Acquedotto Lucano al termine di un vertice in Prefettura a Potenza con la Regione e i sindaci interessati. La misura riguarda circa 140 mila residenti e resterà in vigore almeno fino al 31 agosto.

Alla base della decisione c'è il livello dell'invaso del Camastra, che alimenta buona parte della rete del capoluogo: secondo i dati dell'Autorità di bacino, la diga contiene oggi 2,1 milioni di metri cubi d'acqua, contro gli 8,5 milioni dello stesso periodo del 2023. Da gennaio sulla zona sono caduti 310 millimetri di pioggia, il 42% in meno della media degli ultimi trent'anni.

«Senza una riduzione dei consumi rischiamo di arrivare a settembre con i serbatoi vuoti», ha spiegato il direttore generale di Acquedotto Lucano, Michele Santarsiero. «Chiediamo ai cittadini di usare l'acqua solo per gli usi essenziali e di segnalare le perdite».

Durante le ore di sospensione saranno attive 12 autobotti, con punti di distribuzione nelle piazze principali dei comuni coinvolti; l'elenco è pubblicato sul sito dell'azienda. Ospedali, case di riposo e strutture sanitarie saranno serviti con priorità. Il sindaco di Potenza ha firmato un'ordinanza che vieta fino a fine agosto di innaffiare giardini e orti, lavare auto e riempire piscine con l'acqua della rete: per i trasgressori sono previste multe da 100 a 500 euro.

La Regione ha chiesto al governo il riconoscimento dello stato di emergenza idrica.`,
    fonte: "ANSA Basilicata",
    link_fonte: "https://www.ansa.it/basilicata/notizie/2024/07/18/siccita-acqua-razionata-in-29-comuni_4f2a91c3.html",
  },
  cases: [
    {
      id: 's10b-news-siccita-basilicata-01',
      text: "<h2>Basilicata, acqua razionata di notte in 29 comuni</h2><p>Da lunedì 21 luglio in 29 comuni lucani, compresi Potenza, Avigliano, Pignola e Tito, i rubinetti resteranno a secco ogni notte dalle 22 alle 6 del mattino. La decisione di Acquedotto Lucano, presa dopo un vertice in Prefettura con Regione e sindaci, interessa circa 140.000 residenti e durerà almeno fino alla fine di agosto.</p><p>Il motivo è la crisi della diga del Camastra, che oggi trattiene 2,1 milioni di metri cubi d'acqua, a fronte degli 8,5 milioni dello stesso periodo del 2023. Da inizio anno sono caduti 310 millimetri di pioggia, il 42% in meno della media trentennale.</p><p>Nelle ore di stop gireranno 12 autobotti, con punti di distribuzione nelle piazze; ospedali e case di riposo avranno la precedenza. A Potenza un'ordinanza vieta fino a fine agosto di innaffiare, lavare l'auto e riempire piscine con l'acqua della rete, pena multe da 100 a 500 euro.</p>",
      claims: [],
    },
    {
      id: 's10b-news-siccita-basilicata-02',
      text: "<p>La Basilicata affronta la peggiore siccità degli ultimi cinquant'anni. Da lunedì 21 luglio, in 29 comuni tra cui il capoluogo, l'acqua verrà sospesa ogni notte dalle 22 alle 6: circa 140 mila le persone coinvolte.</p><p>«La situazione è drammatica: senza pioggia a settembre i serbatoi saranno vuoti», ha avvertito Michele Santarsiero, direttore generale di Acquedotto Lucano. L'invaso del Camastra, che rifornisce buona parte della rete di Potenza, è sceso al 10% della sua capacità, con appena 2,1 milioni di metri cubi.</p><p>La Regione ha chiesto al governo lo stato di emergenza idrica.</p>",
      claims: [
        { quote: "la peggiore siccità degli ultimi cinquant'anni", class: 'qualitativa' },
        { quote: 'La situazione è drammatica: senza pioggia a settembre i serbatoi saranno vuoti', class: 'citazione' },
        { quote: 'al 10% della sua capacità', class: 'numero' },
      ],
    },
    {
      id: 's10b-news-siccita-basilicata-03',
      text: "<h2>Cosa cambia per i cittadini</h2><ul><li><strong>Orari:</strong> acqua sospesa ogni notte dalle 22 alle 6 e, nel fine settimana, anche dalle 14 alle 17.</li><li><strong>Dove:</strong> 29 comuni per circa 140 mila residenti, tra cui Potenza, Avigliano, Pignola e Tito.</li><li><strong>Autobotti:</strong> 20 mezzi in servizio nelle piazze principali, con priorità per ospedali e case di riposo.</li><li><strong>Divieti:</strong> a Potenza vietato innaffiare orti e giardini, lavare l'auto e riempire le piscine; multe da 100 a 500 euro.</li><li><strong>Fino a quando:</strong> almeno al 31 agosto, ma Acquedotto Lucano non esclude una proroga fino a ottobre.</li></ul><p>L'elenco dei punti di distribuzione è sul sito di Acquedotto Lucano.</p>",
      claims: [
        { quote: 'dalle 14 alle 17', class: 'numero' },
        { quote: '20 mezzi', class: 'numero' },
        { quote: 'non esclude una proroga fino a ottobre', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-news-siccita-basilicata-04',
      text: "<h2>Potenza a secco di notte: «Usate l'acqua solo per gli usi essenziali»</h2><p>L'appello arriva da Michele Santarsiero, direttore generale di Acquedotto Lucano: «Chiediamo ai cittadini di usare l'acqua solo per gli usi essenziali e di segnalare le perdite». Da lunedì 21 luglio, in 29 comuni lucani, l'acqua sarà chiusa dalle 22 alle 6.</p><p>Secondo l'Autorità di bacino, nella diga del Camastra restano 2,1 milioni di metri cubi, contro gli 8,5 milioni del 2023, e le piogge cadute da gennaio, 310 millimetri, sono appena un terzo della media. Il prefetto di Potenza ha annunciato controlli a tappeto della polizia locale sul rispetto dei divieti.</p>",
      claims: [
        { quote: "Usate l'acqua solo per gli usi essenziali", class: 'citazione' },
        { quote: 'un terzo della media', class: 'numero' },
        { quote: 'Il prefetto di Potenza ha annunciato controlli a tappeto della polizia locale', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
