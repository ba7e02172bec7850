import type { CaseFile } from '../types.ts';

/**
 * News articles rewritten from one source (a regional civil-protection notice on a planned power
 * cut), held to the source's text: ranges and units written another way, counts in words, values
 * tied to another quantity, invented quotes. Written for the precision rules (the held-out set's
 * classes), before they were changed.
 */
const file: CaseFile = {
  source: {
    titolo: 'Interruzione programmata dell’energia elettrica in 14 comuni della Valle: le indicazioni della Protezione Civile',
    testo_originale: [
      'Martedì 12 marzo è prevista un’interruzione programmata della fornitura elettrica in 14 comuni della Valle, dalle 8:30 alle 16:30, per lavori sulla linea a 132 kV.',
      'Saranno interessate circa 18.000 utenze. Il gestore ha predisposto 6 gruppi elettrogeni da 500 kVA per le strutture sanitarie.',
      'La Protezione Civile raccomanda di tenere a portata di mano una torcia con pile di ricambio, un power bank carico e una radio a batterie, e di conservare in casa da 2 a 4 litri d’acqua a persona.',
      '«Invitiamo i cittadini che utilizzano apparecchi medicali elettrici a segnalarsi al numero verde entro venerdì», ha dichiarato la responsabile regionale Marta Ferri.',
      'I frigoriferi chiusi mantengono la temperatura per circa 4 ore; i congelatori pieni fino a 48 ore.',
    ].join('\n'),
    fonte: 'Protezione Civile regionale',
    link_fonte: 'https://www.protezionecivile.example.it/avvisi/interruzione-valle',
  },
  cases: [
    {
      id: 'blackout-01',
      text: '<p>Martedì 12 marzo la corrente mancherà in quattordici comuni della Valle tra le 8:30 e le 16:30, per lavori sulla linea da 132 kV: sono coinvolte circa 18 mila utenze.</p>',
      claims: [],
    },
    {
      id: 'blackout-02',
      text: '<p>La Protezione Civile consiglia di conservare in casa tra i 2 e i 4 litri d’acqua a persona, una torcia con pile di ricambio e un power bank carico.</p>',
      claims: [],
    },
    {
      id: 'blackout-03',
      text: '<p>Sei generatori da 500 kVA alimenteranno le strutture sanitarie. Un frigorifero chiuso tiene il freddo per circa quattro ore, un congelatore pieno fino a due giorni.</p>',
      claims: [],
    },
    {
      id: 'blackout-04',
      text: '<p>«Invitiamo i cittadini che utilizzano apparecchi medicali elettrici a segnalarsi al numero verde entro venerdì», ha detto Marta Ferri, responsabile regionale della Protezione Civile.</p>',
      claims: [],
    },
    {
      id: 'blackout-05',
      text: '<p>L’interruzione durerà dalle 8:30 alle 18:30 e riguarderà circa 25.000 utenze in 14 comuni.</p>',
      claims: [
        { quote: 'alle 18:30', class: 'numero' },
        { quote: 'circa 25.000 utenze', class: 'numero' },
      ],
    },
    {
      id: 'blackout-06',
      text: '<p>«Nessun disagio per gli ospedali, che hanno generatori propri», ha assicurato Marta Ferri. Il gestore ha predisposto 8 gruppi elettrogeni.</p>',
      claims: [
        { quote: 'Nessun disagio per gli ospedali, che hanno generatori propri', class: 'citazione' },
        { quote: '8 gruppi elettrogeni', class: 'numero' },
      ],
    },
    {
      id: 'blackout-07',
      text: '<p>I congelatori pieni mantengono la temperatura per circa 4 ore, i frigoriferi fino a 48 ore.</p>',
      claims: [
        { quote: 'per circa 4 ore', class: 'numero' },
        { quote: 'fino a 48 ore', class: 'numero' },
      ],
    },
  ],
};

export default file;
