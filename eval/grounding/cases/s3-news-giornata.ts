import type { CaseFile } from '../types.ts';

/** News rewrites of a Civil Protection Department press release on the national day of civil-protection volunteering. */
const file: CaseFile = {
  source: {
    titolo: `Giornata nazionale del volontariato di protezione civile: oltre 800 piazze e 320mila volontari`,
    testo_originale: `Domenica 12 ottobre si celebra in tutta Italia la Giornata nazionale del volontariato di protezione civile. In oltre 800 piazze di tutte le regioni le organizzazioni di volontariato allestiranno stand informativi, mostreranno mezzi e attrezzature e proporranno simulazioni di soccorso e attività per le scuole sui rischi sismico, idrogeologico e da incendi boschivi.

Secondo i dati del Dipartimento, sono circa 4.700 le organizzazioni iscritte all'Elenco centrale e agli elenchi territoriali, per un totale di circa 320.000 volontari operativi. Le donne rappresentano il 31% del totale e il 27% dei volontari ha meno di 35 anni. Nel 2024 le organizzazioni hanno garantito oltre 1,1 milioni di giornate di impiego tra emergenze, esercitazioni e attività di prevenzione.

L'evento principale si terrà a Roma, in piazza del Popolo, dove sarà allestito un campo di accoglienza completo con la colonna mobile nazionale. Sono previste dimostrazioni delle unità cinofile, delle squadre di ricerca con droni e dei moduli di pompaggio ad alta capacità.

"I volontari sono la spina dorsale del nostro sistema: senza di loro non potremmo rispondere alle emergenze con la rapidità che il Paese si aspetta", ha dichiarato il Capo del Dipartimento della Protezione Civile, Andrea Serafini. "Questa giornata è anche un invito ai giovani: c'è posto per tutti, e ogni competenza è preziosa".

Le iniziative sul territorio sono consultabili sul sito del Dipartimento, nella sezione dedicata alla Giornata.`,
    fonte: `Dipartimento della Protezione Civile`,
    link_fonte: `https://www.protezionecivile.gov.it/it/comunicato-stampa/giornata-nazionale-del-volontariato-di-protezione-civile-oltre-800-piazze-e-320mila-volontari/`,
  },
  cases: [
    {
      id: 's3-news-giornata-01',
      text: `<h2>Protezione civile, i volontari scendono in piazza</h2><p>Domenica 12 ottobre è la Giornata nazionale del volontariato di protezione civile: in più di 800 piazze italiane le associazioni presenteranno mezzi e attrezzature, organizzeranno simulazioni di soccorso e proporranno attività per le scuole su terremoti, rischio idrogeologico e incendi boschivi.</p><p>Questi i numeri del sistema diffusi dal Dipartimento della Protezione Civile: circa 4.700 organizzazioni iscritte e circa 320mila volontari operativi. Quasi un volontario su tre è donna (31%) e il 27% ha meno di 35 anni. Solo nel 2024 le organizzazioni hanno assicurato più di 1,1 milioni di giornate di impiego.</p>`,
      claims: [],
    },
    {
      id: 's3-news-giornata-02',
      text: `<p>Un campo di accoglienza completo in piazza del Popolo, a Roma, con la colonna mobile nazionale, le unità cinofile, i droni per la ricerca e i moduli di pompaggio ad alta capacità: sarà questo il cuore della Giornata nazionale del volontariato di protezione civile, domenica 12 ottobre.</p><p>«I volontari sono la spina dorsale del nostro sistema», ha dichiarato il Capo del Dipartimento Andrea Serafini, che ha rivolto un appello ai più giovani: «c'è posto per tutti, e ogni competenza è preziosa». Il programma delle iniziative nelle oltre 800 piazze coinvolte è sul sito del Dipartimento.</p>`,
      claims: [],
    },
    {
      id: 's3-news-giornata-03',
      text: `<h2>Oltre 350mila volontari in campo per la Giornata della protezione civile</h2><p>L'Italia celebra domenica 12 ottobre i suoi volontari di protezione civile, che secondo il Dipartimento sono oltre 350.000, riuniti in circa 4.700 organizzazioni. Il volontariato italiano di protezione civile è il più grande d'Europa.</p><p>Nel 2024 sono state oltre 1,1 milioni le giornate di impiego, tra emergenze, esercitazioni e prevenzione. «Senza i volontari l'Italia non potrebbe affrontare nessuna emergenza», ha detto il Capo del Dipartimento Andrea Serafini.</p>`,
      claims: [
        { quote: `350mila volontari`, class: 'numero' },
        { quote: `il più grande d'Europa`, class: 'qualitativa' },
        { quote: `Senza i volontari l'Italia non potrebbe affrontare nessuna emergenza`, class: 'citazione' },
      ],
    },
    {
      id: 's3-news-giornata-04',
      text: `<p>Più donne e più giovani nel volontariato di protezione civile. Secondo i dati diffusi per la Giornata nazionale del 12 ottobre, le donne sono il 31% dei circa 320.000 volontari operativi, mentre il 45% ha meno di 35 anni, in crescita rispetto allo scorso anno.</p><p>Le iniziative si terranno in oltre 800 piazze in tutte le regioni, con l'evento principale a Roma, in piazza del Popolo, alla presenza del ministro per la Protezione civile.</p>`,
      claims: [
        { quote: `Più donne e più giovani`, class: 'qualitativa' },
        { quote: `il 45%`, class: 'numero' },
        { quote: `in crescita rispetto allo scorso anno`, class: 'qualitativa' },
        { quote: `alla presenza del ministro per la Protezione civile`, class: 'qualitativa' },
      ],
    },
    {
      id: 's3-news-giornata-05',
      text: `<h2>Giornata del volontariato: 800 piazze, una grande esercitazione a Roma</h2><p>Domenica 12 ottobre piazza del Popolo ospiterà un campo di accoglienza completo da 500 posti, allestito con la colonna mobile nazionale. In tutta Italia saranno oltre 800 le piazze coinvolte e più di 1.200 le scuole che parteciperanno alle attività sui rischi.</p><p>I volontari operativi sono circa 320.000, in 4.700 organizzazioni. «I volontari sono la spina dorsale del nostro sistema», ha ricordato Andrea Serafini, Capo del Dipartimento della Protezione Civile.</p>`,
      claims: [
        { quote: `una grande esercitazione a Roma`, class: 'qualitativa' },
        { quote: `500 posti`, class: 'numero' },
        { quote: `1.200 le scuole`, class: 'numero' },
      ],
    },
  ],
};
export default file;
