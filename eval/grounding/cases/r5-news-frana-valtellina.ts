import type { CaseFile } from '../types.ts';

/** News rewrites of a report on a landslide in Valtellina: casualties, measures tied to their places, a part of a whole (round 5, r5-recall2). */
const file: CaseFile = {
  source: {
    titolo: 'Frana in Valmalenco, isolate due frazioni: evacuate 38 persone',
    testo_originale: [
      'SONDRIO, 14 OTTOBRE – Una frana di circa 20.000 metri cubi si è staccata nella notte dal versante sopra Chiesa in Valmalenco e ha invaso la provinciale 15 per un tratto di 80 metri. Due delle cinque frazioni servite dalla strada, Primolo e Sasso, sono rimaste isolate.',
      'I vigili del fuoco hanno evacuato 38 persone. Non si registrano feriti: un’auto in transito è stata colpita dai sassi, ma il conducente è uscito illeso.',
      'Il Mallero a Sondrio ha toccato 2,9 metri all’idrometro di ponte Eiffel; la soglia di allerta è fissata a 3,5 metri. In 36 ore sono caduti 180 millimetri di pioggia.',
      'La Provincia ha stanziato 400 mila euro per la messa in sicurezza del versante e altri 150 mila per la strada alternativa.',
    ].join('\n'),
    fonte: 'La Provincia di Sondrio',
    link_fonte: 'https://www.laprovinciadisondrio.it/cronaca/frana-valmalenco',
  },
  cases: [
    {
      id: 'r5-news-frana-valtellina-01',
      text: '<h2>Frana in Valmalenco, due frazioni isolate</h2><p>Circa 20.000 metri cubi di roccia si sono staccati nella notte sopra Chiesa in Valmalenco, invadendo la provinciale 15 per 80 metri. Primolo e Sasso, due delle cinque frazioni servite dalla strada, sono isolate e i vigili del fuoco hanno evacuato 38 persone. Nessun ferito: il conducente di un’auto colpita dai sassi è uscito illeso.</p><p>A Sondrio il Mallero ha toccato 2,9 metri, sotto la soglia di allerta di 3,5 metri. La Provincia ha stanziato 400 mila euro per il versante.</p>',
      claims: [],
    },
    {
      id: 'r5-news-frana-valtellina-02',
      text: '<p>Una frana ha isolato Primolo e Sasso in Valmalenco. Il conducente di un’auto colpita dai sassi è rimasto ferito ed è stato portato all’ospedale di Sondrio; 38 le persone evacuate.</p><p>Il Mallero ha superato la soglia di allerta, arrivando a 3,5 metri all’idrometro di ponte Eiffel.</p>',
      claims: [
        { quote: 'Il conducente di un’auto colpita dai sassi è rimasto ferito', class: 'qualitativa' },
        { quote: '3,5 metri all’idrometro di ponte Eiffel', class: 'numero' },
      ],
    },
    {
      id: 'r5-news-frana-valtellina-03',
      text: '<p>Sono tutte e cinque le frazioni servite dalla provinciale 15 a essere rimaste isolate dopo la frana di Chiesa in Valmalenco. Due persone sono state medicate sul posto per lievi contusioni.</p><p>La Provincia ha stanziato 150 mila euro per la messa in sicurezza del versante.</p>',
      claims: [
        { quote: 'tutte e cinque le frazioni', class: 'numero' },
        { quote: 'Due persone sono state medicate', class: 'numero' },
        { quote: '150 mila euro per la messa in sicurezza', class: 'numero' },
      ],
    },
  ],
};
export default file;
