import type { CaseFile } from '../types.ts';
import lanterna from './lampada-campeggio.ts';
import powerBank from './power-bank-65w.ts';
import teli from './teli-isotermici-12.ts';

/**
 * Passages of a buying guide about light and energy for the car and the tent, held to the data of
 * three products of the open set (the lantern, the power bank, the thermal sheets). Written for the
 * precision rules (the held-out set's classes), before they were changed.
 */
const file: CaseFile = {
  titolo: 'Luce ed energia in auto e in tenda: cosa tenere sempre a portata di mano',
  products: [lanterna.product!, powerBank.product!, teli.product!],
  cases: [
    {
      id: 'guida-luce-01',
      text: '<p>Per la tenda, una lanterna che regoli la luce da 3000 a 6500 K e duri da 5 a 40 ore copre ogni esigenza; per il telefono e il portatile, un power bank da 25.000 mAh con una USB-C da 65 W.</p>',
      claims: [],
    },
    {
      id: 'guida-luce-02',
      text: '<p>La lanterna Campix accetta anche tre pile AA e il power bank Voltix usa un cavo Type-C: niente adattatori da cercare al buio.</p>',
      claims: [],
    },
    {
      id: 'guida-luce-03',
      text: '<p>Le coperte isotermiche costano circa un euro l’una se prese in confezione da dodici, e il power bank si ricarica a 100 W in circa un’ora e mezza.</p>',
      claims: [],
    },
    {
      id: 'guida-luce-04',
      text: '<p>Il power bank Voltix, con i suoi 100 W in uscita, alimenta anche un piccolo frigorifero da campeggio.</p>',
      claims: [{ quote: '100 W in uscita', class: 'numero' }],
    },
    {
      id: 'guida-luce-05',
      text: '<p>Tutti e tre i prodotti sono tra i più votati della loro categoria e le recensioni li lodano all’unanimità.</p>',
      claims: [
        { quote: 'tra i più votati della loro categoria', class: 'valutazione' },
        { quote: 'le recensioni li lodano', class: 'valutazione' },
      ],
    },
    {
      id: 'guida-luce-06',
      text: '<p>Le coperte isotermiche costano meno di 50 centesimi l’una: conviene tenerne due in ogni auto.</p>',
      claims: [{ quote: 'meno di 50 centesimi l’una', class: 'prezzo' }],
    },
    {
      id: 'guida-luce-07',
      text: '<p>La lanterna funziona fino a -20 °C e il power bank pesa 380 grammi.</p>',
      claims: [
        { quote: 'fino a -20 °C', class: 'numero' },
        { quote: 'il power bank pesa 380 grammi', class: 'numero' },
      ],
    },
  ],
};

export default file;
