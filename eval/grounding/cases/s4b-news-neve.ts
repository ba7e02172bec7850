import type { CaseFile } from '../types.ts';

/** News rewrites of a regional-paper report on a snowstorm in inland Abruzzo with state-road closures and motorway restrictions. */
const file: CaseFile = {
  source: {
    titolo: `Bufera di neve sull'Abruzzo: chiusa la statale 17 a Roccaraso, 60 centimetri in una notte`,
    testo_originale: `L'Aquila, 22 gennaio 2025 – Una bufera di neve accompagnata da raffiche di vento fino a 70 chilometri orari ha colpito nella notte l'Abruzzo interno. A Roccaraso e Rivisondoli sono caduti fino a 60 centimetri di neve fresca in meno di dodici ore; a Campo Imperatore gli accumuli superano il metro.

Anas ha chiuso al traffico dalle 4 di questa mattina la statale 17 tra il bivio di Castel di Sangro e Roccaraso, per la presenza di mezzi pesanti intraversati e per la scarsa visibilità. Chiusa anche la strada provinciale 84 di Pescocostanzo. Sull'autostrada A24 è in vigore il divieto di transito per i mezzi pesanti superiori a 7,5 tonnellate tra Tornimparte e Assergi; sulla A25 obbligo di catene a bordo.

Sono 140 i mezzi spazzaneve e spargisale impegnati su strade statali e provinciali, ha fatto sapere la Provincia dell'Aquila. Una trentina di automobilisti sono rimasti bloccati per alcune ore sulla statale 17 e sono stati assistiti dai volontari della protezione civile con coperte e bevande calde; nessuno ha avuto bisogno di cure mediche.

«Chiediamo a tutti di mettersi in viaggio solo se strettamente necessario e di non partire senza catene o pneumatici invernali» ha detto l'assessore regionale alla Protezione civile, Luigi Marinelli. La sala operativa regionale resterà attiva per tutta la notte.

Le scuole di Roccaraso, Rivisondoli, Pescocostanzo e Castel di Sangro resteranno chiuse domani, giovedì 23 gennaio. Il Centro funzionale d'Abruzzo prevede un'attenuazione delle precipitazioni da venerdì, ma con gelate diffuse e temperature minime fino a -12 gradi in quota.`,
    fonte: `Il Centro`,
    link_fonte: `https://www.ilcentro.it/l-aquila/bufera-di-neve-sull-abruzzo-chiusa-la-statale-17-a-roccaraso-60-centimetri-in-una-notte-1.3412876`,
  },
  cases: [
    {
      id: 's4b-news-neve-01',
      text: `<h2>Neve e vento sull'Abruzzo interno, chiusa la statale 17</h2><p>Fino a 60 centimetri di neve fresca in meno di dodici ore a Roccaraso e Rivisondoli, oltre un metro a Campo Imperatore, raffiche fino a 70 km/h. La bufera della notte ha costretto Anas a chiudere dalle 4 la statale 17 tra il bivio di Castel di Sangro e Roccaraso, dove alcuni mezzi pesanti si erano messi di traverso. Chiusa anche la provinciale 84 di Pescocostanzo.</p><p>Sull'A24 i mezzi pesanti oltre 7,5 tonnellate non possono transitare tra Tornimparte e Assergi, mentre sull'A25 servono le catene a bordo. Circa trenta automobilisti, rimasti fermi per ore, sono stati assistiti dai volontari; nessuno ha avuto bisogno di cure. Domani, giovedì 23 gennaio, scuole chiuse in quattro comuni.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-neve-02',
      text: `<h2>Abruzzo sotto la neve, statale 17 chiusa</h2><p>Un metro di neve in una notte a Roccaraso, strade chiuse e automobilisti bloccati: l'Abruzzo interno fa i conti con la peggiore bufera dell'inverno. Anas ha chiuso dalle 4 la statale 17 tra il bivio di Castel di Sangro e Roccaraso, dove sono rimasti fermi per ore oltre cento automobilisti, assistiti dai volontari con coperte e bevande calde.</p><p>In azione 140 tra spazzaneve e spargisale. «Restate a casa, le strade sono impraticabili» è l'appello dell'assessore regionale alla Protezione civile Luigi Marinelli.</p>`,
      claims: [
        { quote: `Un metro di neve`, class: 'numero' },
        { quote: `la peggiore bufera dell'inverno`, class: 'qualitativa' },
        { quote: `oltre cento automobilisti`, class: 'numero' },
        { quote: `Restate a casa, le strade sono impraticabili`, class: 'citazione' },
      ],
    },
    {
      id: 's4b-news-neve-03',
      text: `<h2>Bufera in Abruzzo: autostrade e statali sotto pressione</h2><p>Raffiche fino a 70 km/h e accumuli oltre il metro a Campo Imperatore. Sulla A24 è stato chiuso al traffico il tratto tra Tornimparte e Assergi, mentre sulla A25 è scattato l'obbligo di catene a bordo. La Provincia dell'Aquila ha schierato 240 mezzi tra spazzaneve e spargisale.</p><p>Le scuole di Roccaraso, Rivisondoli, Pescocostanzo e Castel di Sangro resteranno chiuse per due giorni. Il Centro funzionale prevede un'attenuazione delle precipitazioni da venerdì, ma con temperature minime fino a -18 gradi in quota.</p>`,
      claims: [
        { quote: `è stato chiuso al traffico il tratto tra Tornimparte e Assergi`, class: 'qualitativa' },
        { quote: `240 mezzi`, class: 'numero' },
        { quote: `per due giorni`, class: 'numero' },
        { quote: `-18 gradi`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-neve-04',
      text: `<p>«Chiediamo a tutti di mettersi in viaggio solo se strettamente necessario e di non partire senza catene o pneumatici invernali». È l'appello dell'assessore regionale alla Protezione civile, Luigi Marinelli, dopo la notte di bufera che ha portato fino a 60 centimetri di neve fresca a Roccaraso e Rivisondoli.</p><p>La sala operativa regionale resterà attiva per tutta la notte, e Anas ha impiegato 35 squadre per liberare la statale 17. Secondo i meteorologi potrebbero cadere altri 50 centimetri prima dell'attenuazione attesa da venerdì.</p>`,
      claims: [
        { quote: `35 squadre`, class: 'numero' },
        { quote: `altri 50 centimetri`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-neve-05',
      text: `<p>Notte difficile sulle strade abruzzesi. Una trentina di automobilisti è rimasta bloccata per alcune ore sulla statale 17 e due di loro sono finiti in ospedale per un principio di assideramento. Anas ha chiuso la strada dalle 4 tra il bivio di Castel di Sangro e Roccaraso; chiusa anche la provinciale 84 di Pescocostanzo.</p><p>Sull'A24 stop ai mezzi pesanti oltre 7,5 tonnellate. Per i prossimi giorni il Centro funzionale d'Abruzzo prevede gelate diffuse, con minime di -12 gradi anche a L'Aquila città.</p>`,
      claims: [
        { quote: `due di loro sono finiti in ospedale`, class: 'numero' },
        { quote: `-12 gradi anche a L'Aquila città`, class: 'numero' },
      ],
    },
  ],
};
export default file;
