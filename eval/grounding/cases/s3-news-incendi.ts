import type { CaseFile } from '../types.ts';

/** News rewrites of a regional-paper report on Sardinia's wildfire-season ordinance (prescrizioni antincendio). */
const file: CaseFile = {
  source: {
    titolo: `Incendi, approvate le prescrizioni 2025: stato di elevato pericolo dal 1° giugno al 31 ottobre`,
    testo_originale: `CAGLIARI - La Giunta regionale ha approvato ieri le prescrizioni regionali antincendio per il 2025. Il periodo di elevato pericolo di incendio andrà dal 1° giugno al 31 ottobre: in questi cinque mesi sarà vietato accendere fuochi nelle campagne, nei boschi e nei terreni incolti e entro 200 metri da essi, bruciare stoppie e residui vegetali, usare fuochi d'artificio e lanterne volanti. I barbecue saranno consentiti soltanto nelle aree attrezzate e nei giardini privati con bracieri in muratura, lontano dalla vegetazione.

I proprietari e i conduttori di terreni incolti confinanti con strade, case e aree boscate dovranno realizzare entro il 15 giugno fasce parafuoco larghe almeno 5 metri, libere da sterpaglie. Per chi viola i divieti sono previste sanzioni amministrative da 1.032 a 10.329 euro, che raddoppiano nei giorni di allerta rossa.

Lo scorso anno nell'isola si sono registrati 2.130 incendi, che hanno percorso circa 8.400 ettari. Per la campagna 2025 saranno schierati oltre 7.000 operatori tra Corpo forestale, agenzia Forestas, barracelli e volontari, con 11 elicotteri regionali e i Canadair della flotta nazionale.

"La prevenzione comincia dai comportamenti di ciascuno: basta una sigaretta gettata dal finestrino o una scintilla di un attrezzo per distruggere in pochi minuti anni di lavoro", ha detto l'assessore regionale alla Difesa dell'ambiente, Giorgio Piras. Chi avvista un incendio deve chiamare il 1515 del Corpo forestale o il 112.`,
    fonte: `L'Unione Sarda`,
    link_fonte: `https://www.unionesarda.it/news-sardegna/incendi-approvate-le-prescrizioni-2025-stato-di-elevato-pericolo-dal-1-giugno-al-31-ottobre-k7x2p9qm`,
  },
  cases: [
    {
      id: 's3-news-incendi-01',
      text: `<h2>Sardegna, stop ai fuochi dal 1° giugno al 31 ottobre</h2><p>La Giunta regionale sarda ha approvato le prescrizioni antincendio 2025. Per cinque mesi, dal 1° giugno al 31 ottobre, sarà vietato accendere fuochi in campagne, boschi e terreni incolti e nel raggio di 200 metri, oltre a bruciare stoppie e usare fuochi d'artificio e lanterne volanti. Il barbecue resta possibile solo nelle aree attrezzate o in giardino con un braciere in muratura lontano dalla vegetazione.</p><p>Chi non rispetta i divieti rischia sanzioni da 1.032 a 10.329 euro, che raddoppiano nei giorni di allerta rossa. Per segnalare un incendio si chiama il 1515 del Corpo forestale oppure il 112.</p>`,
      claims: [],
    },
    {
      id: 's3-news-incendi-02',
      text: `<p>Oltre 7.000 operatori, 11 elicotteri regionali e il supporto dei Canadair nazionali: è lo schieramento con cui la Sardegna affronterà la stagione degli incendi 2025, dopo un anno con 2.130 roghi e circa 8.400 ettari percorsi dal fuoco.</p><p>Le nuove prescrizioni regionali, riporta L'Unione Sarda, obbligano inoltre i proprietari di terreni incolti vicini a strade, case e boschi a creare entro il 15 giugno fasce parafuoco di almeno 5 metri. «La prevenzione comincia dai comportamenti di ciascuno», ha ricordato l'assessore alla Difesa dell'ambiente Giorgio Piras.</p>`,
      claims: [],
    },
    {
      id: 's3-news-incendi-03',
      text: `<h2>Incendi, in Sardegna multe fino a 30mila euro</h2><p>Scattano il 1° giugno e dureranno fino al 31 ottobre i divieti previsti dalle prescrizioni antincendio 2025 della Regione Sardegna. Niente fuochi nelle campagne e nei boschi, né entro 500 metri da essi, e nessuna lanterna volante.</p><p>Chi trasgredisce rischia sanzioni fino a 30.000 euro. «Basta una sigaretta per distruggere anni di lavoro», ha avvertito l'assessore Giorgio Piras.</p>`,
      claims: [
        { quote: `30mila euro`, class: 'numero' },
        { quote: `500 metri`, class: 'numero' },
        { quote: `Basta una sigaretta per distruggere anni di lavoro`, class: 'citazione' },
      ],
    },
    {
      id: 's3-news-incendi-04',
      text: `<p>La Sardegna si prepara all'estate con le regole più severe d'Italia contro gli incendi boschivi. Le prescrizioni approvate dalla Giunta regionale impongono ai proprietari di terreni incolti di realizzare entro il 15 giugno fasce parafuoco larghe almeno 10 metri.</p><p>Lo scorso anno gli incendi sono stati 2.130, con circa 8.400 ettari bruciati, il dato più alto dell'ultimo decennio. Per il 2025 sono schierati oltre 7.000 operatori e 11 elicotteri regionali.</p>`,
      claims: [
        { quote: `le regole più severe d'Italia`, class: 'qualitativa' },
        { quote: `almeno 10 metri`, class: 'numero' },
        { quote: `il dato più alto dell'ultimo decennio`, class: 'qualitativa' },
      ],
    },
    {
      id: 's3-news-incendi-05',
      text: `<h2>Cosa cambia con le prescrizioni antincendio 2025</h2><ul><li>Periodo di elevato pericolo: dal 15 maggio al 31 ottobre</li><li>Divieto di fuochi in campagne e boschi ed entro 200 metri</li><li>Fasce parafuoco entro il 15 giugno</li><li>Sanzioni da 1.032 a 10.329 euro</li></ul><p>Il piano mobilita oltre 7.000 operatori, 11 elicotteri e 4 Canadair messi a disposizione dalla flotta nazionale. «Ogni cittadino deve sentirsi una sentinella del territorio», ha dichiarato l'assessore regionale Giorgio Piras.</p>`,
      claims: [
        { quote: `dal 15 maggio`, class: 'numero' },
        { quote: `4 Canadair`, class: 'numero' },
        { quote: `Ogni cittadino deve sentirsi una sentinella del territorio`, class: 'citazione' },
      ],
    },
  ],
};
export default file;
