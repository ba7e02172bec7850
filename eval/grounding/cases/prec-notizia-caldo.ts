import type { CaseFile } from '../types.ts';

/**
 * A news item rewritten from its source (a heatwave alert): figures, dates, hours and a quote
 * restated in other forms, or invented. Written for a precision round, scored before the rules
 * were changed.
 */
const file: CaseFile = {
  source: {
    titolo: 'Caldo, bollino rosso in 18 città: a Firenze e Bologna attesi 39 gradi',
    testo_originale: [
      'Il ministero della Salute ha esteso il bollino rosso a 18 città per giovedì 24 e venerdì 25 luglio. Il livello 3, il più alto, segnala condizioni di rischio per tutta la popolazione e non solo per anziani, bambini e malati cronici.',
      'A Firenze e Bologna le temperature massime potranno toccare i 39 gradi, a Roma 37, con un’umidità che nelle ore notturne non scenderà sotto il 60%. Le minime resteranno intorno ai 26 gradi.',
      'L’ondata di calore dovrebbe attenuarsi da domenica 27, quando un fronte di aria più fresca porterà temporali al Nord e un calo delle temperature di 5-6 gradi.',
      'Le Regioni hanno attivato i piani estivi: a Bologna il numero verde 800 562 110 risponde dalle 8 alle 20, e nei pronto soccorso della città sono stati aggiunti 120 posti letto. «Evitate di uscire tra le 11 e le 18 e bevete almeno due litri d’acqua al giorno», raccomanda Francesca Russo, direttrice del dipartimento di prevenzione dell’Asl di Bologna.',
      'Nel 2023 le ondate di calore avevano causato in Italia oltre 12.000 decessi in eccesso, secondo le stime dell’Istituto superiore di sanità.',
    ].join('\n'),
    fonte: 'ANSA',
    link_fonte: 'https://www.ansa.example/caldo-bollino-rosso-18-citta',
  },
  cases: [
    {
      id: 'prec-caldo-01',
      text: '<p>Bollino rosso in diciotto città giovedì 24 e venerdì 25 luglio. È il livello 3, il massimo, e indica un rischio per tutta la popolazione, non soltanto per le persone più fragili.</p>',
      claims: [],
    },
    {
      id: 'prec-caldo-02',
      text: '<p>A Firenze e a Bologna si attendono fino a 39 °C, a Roma 37. Di notte l’umidità resterà sopra il 60 per cento e le minime si fermeranno attorno ai 26 gradi.</p>',
      claims: [],
    },
    {
      id: 'prec-caldo-03',
      text: '<h2>Quando finisce</h2><p>Il sollievo arriverà da domenica 27 luglio: aria più fresca, temporali al Nord e temperature in calo di cinque o sei gradi.</p>',
      claims: [],
    },
    {
      id: 'prec-caldo-04',
      text: '<p>«Evitate di uscire tra le 11 e le 18 e bevete almeno due litri d’acqua al giorno», è il consiglio di Francesca Russo, che dirige la prevenzione dell’Asl di Bologna. In città il numero verde 800 562 110 è attivo dalle 8 alle 20 e i pronto soccorso hanno 120 letti in più.</p>',
      claims: [],
    },
    {
      id: 'prec-caldo-05',
      text: '<p>Nel 2023, secondo l’Istituto superiore di sanità, il caldo ha causato in Italia più di dodicimila morti in eccesso. Per questo le Regioni hanno attivato per tempo i piani per l’estate.</p>',
      claims: [],
    },
    {
      id: 'prec-caldo-06',
      text: '<p>Bollino rosso in 23 città, con punte di 42 gradi a Firenze. «La situazione è sotto controllo», ha assicurato Francesca Russo.</p>',
      claims: [
        { quote: '23 città', class: 'numero' },
        { quote: '42 gradi', class: 'numero' },
        { quote: 'La situazione è sotto controllo', class: 'citazione' },
      ],
    },
    {
      id: 'prec-caldo-07',
      text: '<p>Il caldo durerà almeno fino a martedì 29 luglio; nei pronto soccorso di Bologna sono stati aggiunti 200 posti letto.</p>',
      claims: [
        { quote: 'martedì 29 luglio', class: 'numero' },
        { quote: '200 posti letto', class: 'numero' },
      ],
    },
  ],
};

export default file;
