import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA-style report on a storm surge on the Ligurian coast under an orange alert. */
const file: CaseFile = {
  source: {
    titolo: 'Mareggiata in Liguria, allerta arancione sul Centro-Ponente: onde fino a 5 metri, danni a Camogli e Varazze',
    testo_originale:
      "GENOVA - Onde alte fino a cinque metri, passeggiate allagate e stabilimenti balneari danneggiati. La mareggiata che dalla notte di lunedì 18 novembre ha colpito la costa ligure ha spinto Arpal a diramare un'allerta arancione per il Centro-Ponente (zone A e B) fino alle 15 di martedì, mentre sul Levante resta l'allerta gialla. Il vento di libeccio ha raggiunto raffiche di 110 km/h a Capo Mele.\n\nA Camogli il mare ha superato il muraglione di via Garibaldi e invaso piazza Colombo; a Varazze sono crollati circa 30 metri della passeggiata Europa. A Genova sono stati chiusi corso Italia e la strada a mare di Boccadasse, dove le onde hanno divelto le panchine. I vigili del fuoco hanno effettuato 68 interventi in tutta la regione, soprattutto per alberi caduti e allagamenti di locali al piano terra. Non si registrano feriti.\n\n«Chiediamo a tutti di stare lontani dalle passeggiate a mare e dalle dighe, anche solo per fare foto», ha detto l'assessore regionale alla Protezione civile, Marco Ferrando. «Il picco della mareggiata è atteso nella mattinata di martedì».\n\nLe scuole resteranno chiuse martedì a Savona, Varazze e Camogli per decisione dei sindaci. Sospesi i collegamenti marittimi tra Genova e le Cinque Terre e quelli per Portofino. Arpal segnala che il mare resterà agitato o molto agitato fino a mercoledì, con un graduale miglioramento a partire dal pomeriggio.",
    fonte: 'ANSA',
    link_fonte: 'https://www.ansa.it/liguria/notizie/2024/11/18/mareggiata-in-liguria-allerta-arancione-onde-fino-a-5-metri_4c1e7a2b.html',
  },
  cases: [
    {
      id: 's8b-news-mareggiata-liguria-01',
      text: `<h2>Liguria, mareggiata con onde fino a cinque metri: allerta arancione sul Centro-Ponente</h2>
<p>Passeggiate sommerse, panchine strappate dal lungomare e un tratto di circa trenta metri della passeggiata Europa di Varazze crollato. È il bilancio della mareggiata che dalla notte di lunedì 18 novembre sferza la costa ligure, spinta da un libeccio con raffiche fino a 110 km/h registrate a Capo Mele.</p>
<p>Arpal ha diramato l'allerta arancione per le zone A e B fino alle 15 di martedì; sul Levante l'allerta è gialla. A Camogli il mare ha scavalcato il muraglione di via Garibaldi allagando piazza Colombo, mentre a Genova sono chiusi corso Italia e la strada a mare di Boccadasse.</p>
<p>I vigili del fuoco contano 68 interventi, nessun ferito. Martedì scuole chiuse a Savona, Varazze e Camogli e traghetti fermi per le Cinque Terre e Portofino. L'assessore Marco Ferrando invita a «stare lontani dalle passeggiate a mare e dalle dighe, anche solo per fare foto».</p>`,
      claims: [],
    },
    {
      id: 's8b-news-mareggiata-liguria-02',
      text: `<p>Notte di mareggiata lungo la riviera ligure, dove il mare ha sollevato onde fino a sette metri. Arpal ha diramato l'allerta arancione per il Centro-Ponente, lasciando il giallo sul Levante.</p>
<p>Danni a Varazze, dove è crollato un tratto della passeggiata Europa, e a Camogli, con il mare arrivato fino in piazza Colombo. In tutta la regione i vigili del fuoco hanno eseguito oltre 100 interventi tra alberi abbattuti e locali allagati.</p>
<p>«State lontani dalle passeggiate a mare, il picco arriverà martedì mattina», è l'appello dell'assessore regionale alla Protezione civile, Marco Ferrando.</p>`,
      claims: [
        { quote: 'onde fino a sette metri', class: 'numero' },
        { quote: 'oltre 100 interventi', class: 'numero' },
        { quote: 'State lontani dalle passeggiate a mare, il picco arriverà martedì mattina', class: 'citazione' },
      ],
    },
    {
      id: 's8b-news-mareggiata-liguria-03',
      text: `<h2>Libeccio a 130 km/h, la Liguria fa i conti con la mareggiata</h2>
<p>Raffiche di vento fino a 130 km/h e onde di cinque metri: la mareggiata che ha investito la Liguria tra lunedì e martedì è la più violenta mai registrata sulla costa. A Varazze il mare si è portato via circa 30 metri di passeggiata, e si registra un ferito lieve, un passante colpito dai detriti.</p>
<p>A Genova chiusi corso Italia e la strada di Boccadasse. L'allerta arancione resta in vigore sul Centro-Ponente fino alle 15 di martedì, mentre per mercoledì Arpal prevede mare ancora agitato.</p>`,
      claims: [
        { quote: '130 km/h', class: 'numero' },
        { quote: 'la più violenta mai registrata sulla costa', class: 'qualitativa' },
        { quote: 'un ferito lieve', class: 'numero' },
      ],
    },
    {
      id: 's8b-news-mareggiata-liguria-04',
      text: `<p>Scuole chiuse martedì a Genova, Savona, Varazze e Camogli per la mareggiata che sta colpendo la Liguria. Le onde, alte fino a cinque metri, hanno superato il muraglione di via Garibaldi a Camogli e costretto circa 200 persone a lasciare le case affacciate sul mare.</p>
<p>Sospesi i collegamenti marittimi per le Cinque Terre e Portofino. Secondo Arpal «il peggio è passato», anche se il mare resterà agitato o molto agitato fino a mercoledì, con un miglioramento graduale dal pomeriggio.</p>`,
      claims: [
        { quote: 'Scuole chiuse martedì a Genova', class: 'qualitativa' },
        { quote: 'circa 200 persone', class: 'numero' },
        { quote: 'il peggio è passato', class: 'citazione' },
      ],
    },
  ],
};
export default file;
