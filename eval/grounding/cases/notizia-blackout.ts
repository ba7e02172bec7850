import type { CaseFile } from '../types.ts';

/**
 * A news item rewritten from its source (a regional outlet's report of a blackout): the rewrites
 * restate the source's figures in other words (thousands as 'mila', hours as days, a date
 * without its weekday) or invent figures, dates and quotes. Written for the news class of the
 * sealed set's figures (numbers of news items: false alarms and misses), without reading it.
 */
const file: CaseFile = {
  source: {
    titolo: 'Blackout a Torino dopo il guasto in una cabina primaria: 120.000 utenze al buio',
    testo_originale: [
      'Un guasto alla cabina primaria di corso Regina Margherita ha lasciato senza corrente oltre 120.000 utenze nella zona nord di Torino nella serata di martedì 14 gennaio.',
      'Secondo il distributore, le squadre al lavoro erano 35 e la fornitura è stata ripristinata per l’80% delle utenze entro le 2 di notte; le ultime 6.000 sono tornate servite dopo 18 ore.',
      'Il Comune ha aperto 4 centri di accoglienza riscaldati e ha distribuito 2.500 coperte. «Chi ha apparecchi medicali alimentati a corrente deve segnalarlo subito al numero verde», ha detto l’assessora alla Protezione civile Laura Ferri.',
      'La temperatura esterna era di -3 gradi. L’azienda stima danni per circa 1,2 milioni di euro e ha annunciato la sostituzione di 3 trasformatori entro marzo.',
    ].join('\n'),
    fonte: 'Cronaca Torino',
    link_fonte: 'https://www.cronacatorino.example/blackout-cabina-primaria',
  },
  cases: [
    {
      id: 'notizia-blackout-01',
      text: '<p>Più di 120 mila utenze senza luce nella zona nord di Torino martedì sera, per un guasto alla cabina primaria di corso Regina Margherita. Trentacinque squadre hanno lavorato nella notte: alle due l’80 per cento delle case era di nuovo servito, le ultime seimila hanno atteso diciotto ore.</p>',
      claims: [],
    },
    {
      id: 'notizia-blackout-02',
      text: '<h2>Il Comune apre i centri riscaldati</h2><p>Con il termometro a tre gradi sotto zero, il Comune ha aperto quattro centri di accoglienza riscaldati e distribuito 2500 coperte. Chi usa apparecchi medicali a corrente deve segnalarlo al numero verde.</p>',
      claims: [],
    },
    {
      id: 'notizia-blackout-03',
      text: '<p>Il distributore stima danni per circa 1,2 milioni di euro e sostituirà tre trasformatori entro marzo. Il guasto di martedì 14 gennaio è il più esteso degli ultimi anni in città per numero di utenze coinvolte.</p>',
      claims: [{ quote: 'il più esteso degli ultimi anni', class: 'qualitativa' }],
    },
    {
      id: 'notizia-blackout-04',
      text: '<p>Oltre 150.000 utenze al buio a Torino per un guasto in cabina primaria: 50 squadre al lavoro e corrente tornata per tutti in 12 ore. I centri di accoglienza aperti dal Comune sono stati sei.</p>',
      claims: [
        { quote: '150.000 utenze', class: 'numero' },
        { quote: '50 squadre', class: 'numero' },
        { quote: '12 ore', class: 'numero' },
        { quote: 'sei', class: 'numero' },
      ],
    },
    {
      id: 'notizia-blackout-05',
      text: '<p>«Abbiamo chiesto al distributore un piano di investimenti entro l’estate», ha dichiarato l’assessora Laura Ferri. Il Comune ha distribuito 2.500 coperte e 800 pasti caldi nei centri di accoglienza.</p>',
      claims: [
        { quote: 'Abbiamo chiesto al distributore un piano di investimenti entro l’estate', class: 'citazione' },
        { quote: '800 pasti', class: 'numero' },
      ],
    },
    {
      id: 'notizia-blackout-06',
      text: '<p>Il blackout di Torino è durato in tutto diciotto ore per le ultime seimila utenze. Secondo l’azienda i danni arrivano a 3 milioni di euro e i trasformatori da sostituire sono cinque, con lavori conclusi il 15 febbraio.</p>',
      claims: [
        { quote: '3 milioni di euro', class: 'numero' },
        { quote: 'cinque', class: 'numero' },
        { quote: '15 febbraio', class: 'numero' },
      ],
    },
    {
      id: 'notizia-blackout-07',
      text: '<p>Per seimila famiglie della zona nord il buio è durato diciotto ore, in una notte a -3 °C. Le squadre del distributore erano 35.</p>',
      claims: [],
    },
  ],
};
export default file;
