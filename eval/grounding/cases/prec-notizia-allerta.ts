import type { CaseFile } from '../types.ts';

/**
 * A news item rewritten from its source (an orange weather alert in Liguria): rainfall, levels,
 * hours and counts restated in other forms (a difference in centimetres, counts in words), or
 * invented. Written for a precision round, scored before the rules were changed.
 */
const file: CaseFile = {
  source: {
    titolo: 'Maltempo in Liguria, allerta arancione fino alle 15 di domani: scuole chiuse a Genova',
    testo_originale: [
      'La Protezione civile della Regione Liguria ha emesso un’allerta arancione per piogge diffuse e temporali sul centro e sul levante, valida dalle 6 di mercoledì 15 ottobre fino alle 15 di giovedì 16. Sul ponente l’allerta è gialla.',
      'Nelle ultime 24 ore sono caduti fino a 180 millimetri di pioggia a Rossiglione e 120 a Genova Bolzaneto. Il torrente Bisagno ha raggiunto 2,3 metri all’idrometro di Sant’Agata, sotto la soglia di attenzione fissata a 3 metri.',
      'Il sindaco di Genova ha disposto la chiusura di scuole, parchi e cimiteri per tutta la giornata di giovedì. Sono 14 i comuni che hanno attivato il centro operativo comunale. In Val Fontanabuona una frana ha interrotto la strada provinciale 225 e isolato una quarantina di residenti.',
      '«Chiediamo ai cittadini di limitare gli spostamenti allo stretto necessario e di non sostare sotto i ponti», ha detto l’assessore regionale alla Protezione civile Marco Bertolotto. I vigili del fuoco hanno svolto oltre 90 interventi, soprattutto per alberi caduti e scantinati allagati.',
    ].join('\n'),
    fonte: 'Il Secolo XIX',
    link_fonte: 'https://www.ilsecoloxix.example/maltempo-allerta-arancione-liguria',
  },
  cases: [
    {
      id: 'prec-allerta-01',
      text: '<p>Allerta arancione sul centro e sul levante ligure da mercoledì 15 ottobre alle 6 fino alle 15 di giovedì; il ponente resta in giallo.</p>',
      claims: [],
    },
    {
      id: 'prec-allerta-02',
      text: '<p>In un giorno a Rossiglione sono caduti 180 mm di pioggia, a Genova Bolzaneto 120. Il Bisagno ha toccato i 2,3 metri a Sant’Agata, settanta centimetri sotto la soglia di attenzione.</p>',
      claims: [],
    },
    {
      id: 'prec-allerta-03',
      text: '<h2>Scuole chiuse a Genova</h2><p>Giovedì scuole, parchi e cimiteri genovesi resteranno chiusi tutto il giorno per ordinanza del sindaco. Quattordici comuni hanno aperto il proprio centro operativo.</p>',
      claims: [],
    },
    {
      id: 'prec-allerta-04',
      text: '<p>Una frana sulla provinciale 225, in Val Fontanabuona, ha isolato circa 40 persone. I vigili del fuoco sono intervenuti più di novanta volte, per lo più per alberi abbattuti e cantine allagate.</p>',
      claims: [],
    },
    {
      id: 'prec-allerta-05',
      text: '<p>«Chiediamo ai cittadini di limitare gli spostamenti allo stretto necessario e di non sostare sotto i ponti», ha spiegato l’assessore Marco Bertolotto. Un consiglio che vale per ogni allerta: tenere a portata di mano una torcia e il telefono carico.</p>',
      claims: [],
    },
    {
      id: 'prec-allerta-06',
      text: '<p>A Rossiglione sono caduti oltre 250 millimetri di pioggia e il Bisagno ha superato la soglia di attenzione.</p>',
      claims: [
        { quote: '250 millimetri', class: 'numero' },
        { quote: 'il Bisagno ha superato la soglia di attenzione', class: 'qualitativa' },
      ],
    },
    {
      id: 'prec-allerta-07',
      text: '<p>L’allerta resterà in vigore fino a venerdì 17 ottobre, e 20 comuni hanno già aperto il centro operativo.</p>',
      claims: [
        { quote: 'venerdì 17 ottobre', class: 'numero' },
        { quote: '20 comuni', class: 'numero' },
      ],
    },
  ],
};

export default file;
