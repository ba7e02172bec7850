import type { CaseFile } from '../types.ts';

/** News rewrites of a local-paper report on a dam over its alert level with spillways opened and an orange alert downstream. */
const file: CaseFile = {
  source: {
    titolo: `Diga di Mignano oltre la quota di guardia, aperti gli scarichi: allerta arancione in Val d'Arda`,
    testo_originale: `Vernasca, 14 novembre 2024 – Dopo tre giorni di piogge intense, con picchi di 180 millimetri caduti sull'Appennino piacentino tra martedì e giovedì, il lago di Mignano ha superato la quota di guardia. Alle 6 di questa mattina il livello dell'invaso ha raggiunto i 341,2 metri sul livello del mare, a 80 centimetri dalla quota massima di regolazione. Il Consorzio di Bonifica di Piacenza, che gestisce la diga, ha avviato alle 7.30 l'apertura controllata degli scarichi di superficie, con una portata iniziale di 45 metri cubi al secondo verso il torrente Arda.

L'Agenzia regionale per la sicurezza territoriale e la protezione civile ha emesso un'allerta arancione per criticità idraulica valida fino alla mezzanotte di venerdì 15 novembre. Interessati i comuni a valle: Vernasca, Lugagnano Val d'Arda, Castell'Arquato, Alseno, Fiorenzuola d'Arda, Cortemaggiore e Villanova sull'Arda.

«Si tratta di una manovra programmata e sotto controllo, ma chiediamo ai cittadini di stare lontani dagli argini e dai guadi» ha dichiarato il direttore del Consorzio, Paolo Ferrandi. «Le portate verranno aumentate in modo graduale, non oltre i 90 metri cubi al secondo.»

A Fiorenzuola il sindaco ha disposto la chiusura del parco fluviale e del guado di via Liguria. Il Centro operativo comunale è aperto da questa mattina. La Prefettura ha convocato per le 15 un tavolo di coordinamento con vigili del fuoco, carabinieri e volontari di protezione civile. Le scuole restano aperte.`,
    fonte: `Libertà`,
    link_fonte: `https://www.liberta.it/news/cronaca/2024/11/14/diga-di-mignano-oltre-la-quota-di-guardia-aperti-gli-scarichi-allerta-arancione/`,
  },
  cases: [
    {
      id: 's4b-news-diga-01',
      text: `<h2>Mignano oltre la quota di guardia: scarichi aperti, allerta arancione</h2><p>Tre giorni di pioggia, con punte di 180 millimetri sull'Appennino piacentino, hanno portato il lago di Mignano oltre la quota di guardia. Alle 6 di giovedì 14 novembre l'invaso era a 341,2 metri sul livello del mare, appena 80 centimetri sotto la quota massima di regolazione.</p><p>Il Consorzio di Bonifica di Piacenza ha iniziato alle 7.30 ad aprire gli scarichi di superficie, partendo da 45 metri cubi al secondo verso l'Arda; la portata salirà gradualmente ma non supererà i 90. L'allerta arancione per criticità idraulica resta in vigore fino alla mezzanotte di venerdì e riguarda sette comuni a valle, da Vernasca a Villanova sull'Arda. Il direttore Paolo Ferrandi invita a stare lontani da argini e guadi.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-diga-02',
      text: `<p>È allarme in Val d'Arda: la diga di Mignano ha superato la quota di guardia dopo piogge record, fino a 250 millimetri in tre giorni. Alle 6 il livello toccava 341,2 metri, e il Consorzio di Bonifica ha aperto gli scarichi con una portata iniziale di 90 metri cubi al secondo.</p><p>«La situazione è sotto controllo, non c'è alcun rischio per la popolazione» ha assicurato il direttore del Consorzio, Paolo Ferrandi. L'Agenzia regionale ha diramato l'allerta arancione fino a venerdì; a Fiorenzuola sono stati chiusi il parco fluviale e il guado di via Liguria, e le scuole dei comuni interessati resteranno chiuse.</p>`,
      claims: [
        { quote: `piogge record`, class: 'qualitativa' },
        { quote: `250 millimetri`, class: 'numero' },
        { quote: `portata iniziale di 90 metri cubi al secondo`, class: 'numero' },
        { quote: `La situazione è sotto controllo, non c'è alcun rischio per la popolazione`, class: 'citazione' },
        { quote: `le scuole dei comuni interessati resteranno chiuse`, class: 'qualitativa' },
      ],
    },
    {
      id: 's4b-news-diga-03',
      text: `<h2>Piacenza, la diga di Mignano scarica nell'Arda</h2><p>Manovra straordinaria sulla diga di Mignano, nel Piacentino. Il livello del lago, giovedì mattina, era a 341,2 metri: 80 centimetri dalla quota massima. Dalle 7.30 il Consorzio di Bonifica apre gradualmente gli scarichi, con una portata che parte da 45 metri cubi al secondo.</p><p>L'allerta arancione riguarda i comuni a valle, tra cui Castell'Arquato, Alseno e Fiorenzuola d'Arda. La Prefettura ha convocato un tavolo di coordinamento alle 15 e ha disposto l'evacuazione preventiva di 200 residenti delle case più vicine al torrente. Sul posto anche 40 volontari di protezione civile. Non succedeva dal 2014.</p>`,
      claims: [
        { quote: `Manovra straordinaria`, class: 'qualitativa' },
        { quote: `200 residenti`, class: 'numero' },
        { quote: `40 volontari`, class: 'numero' },
        { quote: `Non succedeva dal 2014`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-diga-04',
      text: `<p>Cosa sapere sull'allerta in Val d'Arda:</p><ul><li><strong>Il livello:</strong> alle 6 di mattina il lago di Mignano era a 341,2 m s.l.m., oltre la quota di guardia.</li><li><strong>Gli scarichi:</strong> aperti dalle 7.30, da 45 m³/s fino a un massimo di 90.</li><li><strong>L'allerta:</strong> arancione per criticità idraulica, fino alla mezzanotte di venerdì 15 novembre.</li><li><strong>Le chiusure:</strong> a Fiorenzuola parco fluviale e guado di via Liguria; centro operativo comunale aperto.</li><li><strong>Le scuole:</strong> restano aperte.</li></ul><p>Il Consorzio di Bonifica di Piacenza chiede di non avvicinarsi ad argini e guadi.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-diga-05',
      text: `<p>Secondo quanto riporta Libertà, il lago di Mignano ha superato la quota di guardia dopo tre giorni di pioggia. Il direttore del Consorzio di Bonifica, Paolo Ferrandi, ha spiegato: «Le portate verranno aumentate in modo graduale, non oltre i 90 metri cubi al secondo». La diga, costruita negli anni Trenta, può contenere fino a 13 milioni di metri cubi d'acqua.</p><p>L'allerta arancione, diramata dall'Agenzia regionale per la sicurezza territoriale e la protezione civile, scadrà sabato a mezzogiorno. Al tavolo convocato dalla Prefettura partecipano vigili del fuoco, carabinieri e volontari.</p>`,
      claims: [
        { quote: `costruita negli anni Trenta`, class: 'numero' },
        { quote: `13 milioni di metri cubi`, class: 'numero' },
        { quote: `sabato a mezzogiorno`, class: 'numero' },
      ],
    },
  ],
};
export default file;
