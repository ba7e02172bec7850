import type { CaseFile } from '../../types.ts';

/** News rewrites of a local-news report on the Seveso river overflowing in Milan's Niguarda district. */
const file: CaseFile = {
  source: {
    titolo: "Milano, esonda il Seveso: allagamenti a Niguarda e in viale Fulvio Testi",
    testo_originale: "Il Seveso è esondato ancora. Dopo una notte di pioggia battente – l'Arpa Lombardia ha registrato 92 millimetri in dodici ore alla stazione di Cantù – il torrente è uscito dagli argini poco dopo le 6.30 di martedì mattina nel quartiere Niguarda, a nord di Milano. L'acqua ha invaso via Valfurva, via Ornato e un tratto di viale Fulvio Testi, dove la polizia locale ha chiuso la carreggiata in entrambe le direzioni tra piazzale Maciachini e viale Ca' Granda.\n\nAllagati cantine, box e i piani terra di diversi condomini. Il tram 4 e alcune linee di autobus sono state deviate, mentre la fermata Ca' Granda della metropolitana M5 è rimasta chiusa fino alle 11. I vigili del fuoco hanno soccorso due automobilisti rimasti bloccati con l'auto in un sottopasso di via Ornato; nessuno è rimasto ferito.\n\nIl livello dell'acqua ha cominciato a scendere verso le 10, quando anche il Lambro, monitorato per tutta la notte, era rientrato sotto la soglia di allerta. «La vasca di laminazione di Senago ha trattenuto parte dell'acqua, ma da sola non basta: serve completare l'intero sistema di vasche a monte», ha dichiarato l'assessore comunale alla Sicurezza, Paolo Crespi. Secondo i dati del Comune, si tratta della 121esima esondazione del Seveso dal 1976.\n\nLa Protezione civile regionale ha mantenuto l'allerta arancione per rischio idrogeologico sul nodo idraulico di Milano fino alla mezzanotte di martedì. Il Comune invita i cittadini a non scendere in cantine e box durante gli allagamenti e a seguire gli aggiornamenti sui canali ufficiali.",
    fonte: 'MilanoToday',
    link_fonte: 'https://www.milanotoday.it/cronaca/esondazione-seveso-niguarda-fulvio-testi.html',
  },
  cases: [
    {
      id: 's10a-news-seveso-01',
      text: "<h2>Il Seveso esonda di nuovo: Niguarda sott'acqua</h2><p>Martedì mattina, poco dopo le 6.30, il Seveso è uscito dagli argini a Niguarda dopo una notte con oltre 120 millimetri di pioggia. Allagate via Valfurva e via Ornato; chiuso un tratto di viale Fulvio Testi tra piazzale Maciachini e viale Ca' Granda.</p><p>I vigili del fuoco hanno soccorso due automobilisti bloccati in un sottopasso. Secondo il Comune è la 121esima esondazione dal 1976. «Abbiamo fatto tutto il possibile, ma la città non può più aspettare», ha dichiarato l'assessore alla Sicurezza Paolo Crespi.</p>",
      claims: [
        { quote: 'oltre 120 millimetri', class: 'numero' },
        { quote: 'Abbiamo fatto tutto il possibile, ma la città non può più aspettare', class: 'citazione' },
      ],
    },
    {
      id: 's10a-news-seveso-02',
      text: "<p>Ancora una volta il Seveso ha invaso le strade di Niguarda. La pioggia della notte – 92 millimetri in dodici ore misurati dall'Arpa a Cantù – ha fatto uscire il torrente dagli argini poco dopo le 6.30 di martedì. Acqua in via Valfurva, via Ornato e su un tratto di viale Fulvio Testi, chiuso in entrambe le direzioni.</p><ul><li>Tram 4 e alcuni bus deviati</li><li>Fermata Ca' Granda della M5 chiusa fino alle 11</li><li>Due automobilisti soccorsi in un sottopasso di via Ornato, nessun ferito</li></ul><p>L'acqua ha iniziato a calare verso le 10. Per l'assessore Paolo Crespi la vasca di Senago «da sola non basta». L'allerta arancione resta fino a mezzanotte, riporta MilanoToday.</p>",
      claims: [],
    },
    {
      id: 's10a-news-seveso-03',
      text: "<h2>Seveso, cantine allagate e M5 chiusa</h2><p>Mattinata difficile per il nord di Milano. Il Seveso, esondato a Niguarda poco dopo le 6.30, ha allagato cantine, box e piani terra, costringendo all'evacuazione oltre 200 residenti. La fermata Ca' Granda della M5 è rimasta chiusa fino alle 11 e il tram 4 è stato deviato.</p><p>La vasca di laminazione di Senago, entrata in funzione nel 2023, ha trattenuto parte dell'acqua. Il Comune ricorda che dal 1976 le esondazioni sono state 121 e invita a non scendere in cantine e box durante gli allagamenti.</p>",
      claims: [
        { quote: 'oltre 200 residenti', class: 'numero' },
        { quote: 'entrata in funzione nel 2023', class: 'numero' },
      ],
    },
    {
      id: 's10a-news-seveso-04',
      text: "<p>Due automobilisti intrappolati in un sottopasso, cantine invase dall'acqua, viale Fulvio Testi chiuso in entrambe le direzioni: l'esondazione del Seveso di martedì ha messo di nuovo in ginocchio Niguarda. Arpa Lombardia ha misurato 92 millimetri di pioggia in dodici ore, e anche il Lambro ha superato la soglia di allerta, esondando a Monza.</p><p>Per l'assessore Paolo Crespi «serve completare l'intero sistema di vasche a monte». I danni, secondo una prima stima del Comune, ammontano a 3 milioni di euro.</p>",
      claims: [
        { quote: 'esondando a Monza', class: 'qualitativa' },
        { quote: '3 milioni di euro', class: 'numero' },
      ],
    },
  ],
};
export default file;
