import type { CaseFile } from '../types.ts';

/** News rewrites of a Genoa paper's report on a storm surge on the Ligurian coast (round 4, news figures: counts and times that take a figure of another kind, ordinals, spans with an article). */
const file: CaseFile = {
  source: {
    titolo: 'Mareggiata nel Levante ligure, onde fino a 6 metri: chiusa l’Aurelia a Zoagli',
    testo_originale: `GENOVA, 18 NOVEMBRE – Onde alte fino a 6 metri e raffiche di vento oltre i 100 chilometri orari hanno colpito nella notte la costa del Levante ligure. A Zoagli il mare ha invaso l'Aurelia, chiusa al traffico dalle 3 di questa mattina tra Rapallo e Chiavari; a Camogli una barca di 12 metri ha rotto gli ormeggi ed è finita sugli scogli del porticciolo.

Arpal ha prolungato l'allerta arancione per vento e mareggiate fino alle 15 di domani, martedì 19 novembre. I vigili del fuoco hanno effettuato 47 interventi in provincia di Genova, in gran parte per alberi caduti e cornicioni pericolanti. A Sestri Levante sono state evacuate per precauzione 9 famiglie che abitano ai piani bassi di via Fascie. Nessun ferito.

«È la seconda mareggiata di questa intensità in un mese, dopo quella del 23 ottobre», ha spiegato l'assessore regionale alla Protezione civile, Giacomo Raul Giampedrone. «Chiediamo ai cittadini di non avvicinarsi alla costa e di non fermarsi sulle passeggiate a mare».

I danni più gravi a Santa Margherita Ligure, dove è crollato un tratto di circa 40 metri della passeggiata e sono rimasti senza corrente circa 2.000 utenti. Le scuole resteranno chiuse domani a Zoagli e a Camogli. La Regione chiederà lo stato di calamità: secondo una prima stima i danni superano i 5 milioni di euro.`,
    fonte: 'Il Secolo XIX',
    link_fonte: 'https://www.ilsecoloxix.it/genova/2025/11/18/news/mareggiata-levante-onde-6-metri-aurelia-chiusa-zoagli-14822031/',
  },
  cases: [
    {
      id: 'r4-news-mareggiata-01',
      text: `<h2>Onde di sei metri sul Levante, Aurelia chiusa a Zoagli</h2><p>Nella notte il mare ha colpito la costa tra Genova e Chiavari con onde fino a sei metri e raffiche sopra i 100 km/h. A Zoagli l'Aurelia è chiusa dalle 3 del mattino tra Rapallo e Chiavari; a Camogli una barca di 12 metri è finita sugli scogli.</p><p>I vigili del fuoco sono intervenuti 47 volte in provincia di Genova e a Sestri Levante nove famiglie sono state evacuate per precauzione. L'assessore Giacomo Raul Giampedrone parla della seconda mareggiata di questa forza in un mese. L'allerta arancione resta fino alle 15 di martedì 19 novembre.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-mareggiata-02',
      text: `<h2>Liguria, la mareggiata fa danni per oltre 5 milioni</h2><p>A Camogli una barca di 15 metri ha rotto gli ormeggi ed è finita sugli scogli del porticciolo, mentre a Sestri Levante sono state evacuate 19 famiglie. Nessun ferito.</p><p>«È la terza mareggiata di questa intensità in un mese», ha spiegato l'assessore regionale Giacomo Raul Giampedrone. La Regione chiederà lo stato di calamità: secondo una prima stima i danni superano i 5 milioni di euro.</p>`,
      claims: [
        { quote: 'barca di 15 metri', class: 'numero' },
        { quote: '19 famiglie', class: 'numero' },
        { quote: 'È la terza mareggiata di questa intensità in un mese', class: 'citazione' },
      ],
    },
    {
      id: 'r4-news-mareggiata-03',
      text: `<p>L'Aurelia è chiusa al traffico dalle 6 di questa mattina tra Rapallo e Chiavari, dopo che il mare ha invaso la carreggiata a Zoagli. A Santa Margherita Ligure è crollato un tratto di circa 40 metri della passeggiata e circa 3.000 utenti sono rimasti senza corrente.</p><p>Arpal ha prolungato l'allerta arancione fino alle 15 di domani. I vigili del fuoco hanno effettuato 47 interventi, soprattutto per alberi caduti e cornicioni pericolanti.</p>`,
      claims: [
        { quote: 'dalle 6 di questa mattina', class: 'numero' },
        { quote: 'circa 3.000 utenti', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-mareggiata-04',
      text: `<h2>Mareggiata in Liguria: i numeri</h2><ul><li>Onde fino a 6 metri, vento oltre i 100 chilometri orari</li><li>47 interventi dei vigili del fuoco</li><li>Nove famiglie evacuate a Sestri Levante</li><li>Circa 2.000 utenti senza luce a Santa Margherita</li><li>Danni stimati oltre i cinque milioni di euro</li></ul><p>La mareggiata arriva a meno di un mese da quella del 23 ottobre. Domani scuole chiuse a Zoagli e Camogli.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-mareggiata-05',
      text: `<h2>Dopo la mareggiata, scuole chiuse a Zoagli e Camogli</h2><p>Le scuole di Zoagli e Camogli resteranno chiuse per una settimana dopo la mareggiata che ha colpito il Levante ligure. Le raffiche hanno toccato i 130 chilometri orari e le onde hanno raggiunto i 6 metri.</p><p>A Santa Margherita Ligure è crollato un tratto di circa 40 metri della passeggiata. «Chiediamo ai cittadini di non avvicinarsi alla costa e di non fermarsi sulle passeggiate a mare», ha detto l'assessore Giacomo Raul Giampedrone.</p>`,
      claims: [
        { quote: 'per una settimana', class: 'numero' },
        { quote: '130 chilometri orari', class: 'numero' },
      ],
    },
  ],
};
export default file;
