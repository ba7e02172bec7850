import type { CaseFile } from '../types.ts';

/** News rewrites of a regional paper's report on a landslide closing a valley road (Val Taleggio). */
const file: CaseFile = {
  source: {
    titolo: "Frana sulla provinciale della Val Taleggio, strada chiusa: 600 residenti collegati solo dal versante lecchese",
    testo_originale: "Una frana di circa 3.000 metri cubi di roccia e terra si è staccata nella notte tra lunedì 14 e martedì 15 ottobre dal versante sopra la strada provinciale 24 della Val Taleggio, all'altezza delle gallerie dell'Orrido, e ha invaso la carreggiata per una lunghezza di circa 40 metri. Nessun veicolo era in transito al momento del crollo e non si registrano feriti.\n\nLa Provincia di Bergamo ha disposto la chiusura totale della strada tra San Giovanni Bianco e Taleggio. Per i circa 600 residenti della valle resta percorribile soltanto il collegamento attraverso il Culmine di San Pietro verso la Valsassina, in provincia di Lecco, che allunga il tragitto verso il fondovalle di quasi un'ora.\n\n«I geologi stanno valutando la stabilità del versante: finché non avremo la certezza che non ci sono altri blocchi in movimento, la strada resterà chiusa», ha spiegato il consigliere provinciale delegato alla viabilità, Marco Ferrari. Secondo le prime stime, la rimozione del materiale e la posa di reti paramassi richiederanno almeno tre settimane di lavori, per un costo di circa 450.000 euro.\n\nIl sindaco di Taleggio, Alberto Mazzoleni, ha chiesto alla Regione Lombardia di attivare un servizio navetta per gli studenti che frequentano le scuole superiori a San Pellegrino Terme: «Sono 45 ragazzi che da domani rischiano di dover partire alle sei del mattino». La frana segue le forti piogge dei giorni scorsi: l'ARPA ha registrato 180 millimetri di pioggia in 48 ore sulla stazione di Pizzino.",
    fonte: "L'Eco di Bergamo",
    link_fonte: "https://www.ecodibergamo.it/stories/valle-brembana/frana-sulla-provinciale-della-val-taleggio-strada-chiusa_1462310_11/",
  },
  cases: [
    {
      id: 's5-news-frana-01',
      text: "<h2>Frana in Val Taleggio, chiusa la provinciale 24</h2><p>Circa 3.000 metri cubi di roccia e terra si sono staccati nella notte tra il 14 e il 15 ottobre dal versante che sovrasta la SP24, all'altezza delle gallerie dell'Orrido, coprendo la strada per una quarantina di metri. Non ci sono feriti: al momento del crollo non transitava nessun veicolo.</p><p>La Provincia di Bergamo ha chiuso completamente il tratto tra San Giovanni Bianco e Taleggio. Ai circa 600 residenti resta solo la strada del Culmine di San Pietro verso la Valsassina, in provincia di Lecco, che allunga di quasi un'ora il viaggio verso il fondovalle. Rimozione dei detriti e posa delle reti paramassi richiederanno almeno tre settimane, per una spesa stimata in circa 450mila euro.</p>",
      claims: [],
    },
    {
      id: 's5-news-frana-02',
      text: "<h2>Val Taleggio isolata dalla frana</h2><p>È di circa 5.000 metri cubi la massa di roccia e terra precipitata sulla provinciale 24 nella notte tra lunedì e martedì. Il crollo, avvenuto all'altezza delle gallerie dell'Orrido, ha invaso la carreggiata per circa 40 metri, e il tratto chiuso al traffico è lungo 8 chilometri.</p><p>«Finché il versante non sarà dichiarato stabile, la provinciale resterà chiusa», ha dichiarato il consigliere provinciale Marco Ferrari. Per i circa 600 abitanti della valle l'unica via resta quella verso la Valsassina. All'origine della frana ci sono le forti piogge dei giorni scorsi: 180 millimetri in 48 ore a Pizzino.</p>",
      claims: [
        { quote: '5.000 metri cubi', class: 'numero' },
        { quote: '8 chilometri', class: 'numero' },
        { quote: 'Finché il versante non sarà dichiarato stabile, la provinciale resterà chiusa', class: 'citazione' },
      ],
    },
    {
      id: 's5-news-frana-03',
      text: "<h2>Frana in Val Taleggio, il sindaco chiede una navetta per gli studenti</h2><p>La chiusura della provinciale 24 dopo la frana della notte tra il 14 e il 15 ottobre pesa anche su chi ogni giorno scende a valle per studiare. Il sindaco di Taleggio, Alberto Mazzoleni, ha chiesto alla Regione Lombardia un servizio navetta per i ragazzi iscritti alle superiori di San Pellegrino Terme: «Sono 45 ragazzi che da domani rischiano di dover partire alle sei del mattino».</p><p>Con la strada chiusa tra San Giovanni Bianco e Taleggio, l'unico collegamento passa dal versante lecchese e allunga il percorso di quasi un'ora. Intanto i geologi valutano la stabilità del versante, dopo i 180 mm di pioggia caduti in due giorni.</p>",
      claims: [],
    },
    {
      id: 's5-news-frana-04',
      text: "<h2>Frana sulla SP24 in Val Taleggio</h2><p>Nella notte in Val Taleggio una frana di circa 3.000 metri cubi ha travolto la provinciale 24 sfiorando un'auto in transito. Dodici famiglie che vivono sotto il versante sono state evacuate a scopo precauzionale.</p><p>«È un miracolo che nessuno si sia fatto male», ha commentato il consigliere provinciale Marco Ferrari. La Provincia di Bergamo ha chiuso la strada tra San Giovanni Bianco e Taleggio; i lavori, stimati in circa 450.000 euro, dureranno almeno tre settimane.</p>",
      claims: [
        { quote: "sfiorando un'auto in transito", class: 'qualitativa' },
        { quote: 'Dodici famiglie', class: 'numero' },
        { quote: 'È un miracolo che nessuno si sia fatto male', class: 'citazione' },
      ],
    },
    {
      id: 's5-news-frana-05',
      text: "<h2>Maltempo, frana in Val Taleggio: strada chiusa</h2><p>Le piogge dei giorni scorsi, con 200 millimetri caduti in 24 ore sulla stazione ARPA di Pizzino, hanno fatto cedere il versante sopra la SP24. È la terza frana in valle dall'inizio dell'anno. Roccia e terra hanno invaso circa 40 metri di carreggiata all'altezza delle gallerie dell'Orrido.</p><p>I circa 600 residenti possono raggiungere il fondovalle solo passando dalla provincia di Lecco. Per la messa in sicurezza servono circa 450.000 euro, e sul posto sono già al lavoro due squadre di rocciatori.</p>",
      claims: [
        { quote: '200 millimetri', class: 'numero' },
        { quote: '24 ore', class: 'numero' },
        { quote: "la terza frana in valle dall'inizio dell'anno", class: 'numero' },
        { quote: 'due squadre di rocciatori', class: 'numero' },
      ],
    },
  ],
};
export default file;
