import type { CaseFile } from '../types.ts';
import powerBank from './power-bank-10000.ts';
import lanterna from './lanterna-solare.ts';
import inverter from './zeta-inverter-auto.ts';
import torcia from './zeta-torcia-tattica.ts';

/**
 * Passages of a buying guide comparing four products of the open set (the car inverter, the
 * tactical torch, the 10.000 mAh power bank, the solar lantern): figures restated, totals, advice
 * figures, a figure of one product said of another, ratings. Written for the class the first
 * sealed set showed weak in guides (numbers, falsely flagged and missed), without reading it;
 * scored before the rules were changed.
 */
const file: CaseFile = {
  titolo: 'Quattro alleati contro il blackout, in auto e in tenda',
  products: [inverter.product!, torcia.product!, powerBank.product!, lanterna.product!],
  cases: [
    {
      id: 'zguida-01',
      text: '<p>Per la luce, la torcia LUMEO T9 arriva a 1200 lumen con un fascio regolabile, mentre la lanterna SOLENA ne diffonde 350 in tutta la tenda.</p>',
      claims: [],
    },
    {
      id: 'zguida-02',
      text: '<p>Il power bank Voltaro da 10.000 mAh pesa 198 grammi, la lanterna SOLENA 320: in uno zaino da giorno stanno entrambi senza farsi sentire.</p>',
      claims: [],
    },
    {
      id: 'zguida-03',
      text: '<p>Insieme, power bank e lanterna mettono a disposizione 14.000 mAh: i 10.000 del Voltaro e i 4000 della SOLENA.</p>',
      claims: [],
    },
    {
      id: 'zguida-04',
      text: '<p>Per un weekend fuori casa prevedete almeno tre giorni di autonomia e tenete la torcia in un cassetto vicino alla porta.</p>',
      // An advice figure the data does not state is a claim: the editor confirms it with a source (decision 0023).
      claims: [{ quote: 'almeno tre giorni', class: 'numero' }],
    },
    {
      id: 'zguida-05',
      text: '<p>L’inverter Ferravolt regge 300 W continui e 600 W di picco, e oltre alla presa Schuko ha due porte USB.</p>',
      claims: [],
    },
    {
      id: 'zguida-06',
      text: '<p>La lanterna SOLENA pesa 180 grammi e si ricarica in 4 ore dalla presa USB-C.</p>',
      claims: [
        { quote: '180 grammi', class: 'numero' },
        { quote: 'in 4 ore', class: 'numero' },
      ],
    },
    {
      id: 'zguida-07',
      text: '<p>Il power bank Voltaro ha una batteria da 4000 mAh, sufficiente per una ricarica completa dello smartphone.</p>',
      claims: [{ quote: '4000 mAh', class: 'numero' }],
    },
    {
      id: 'zguida-08',
      text: '<p>La torcia LUMEO dura fino a 20 ore con una carica e la lanterna resiste fino a -20 °C.</p>',
      claims: [
        { quote: 'fino a 20 ore', class: 'numero' },
        { quote: 'fino a -20 °C', class: 'numero' },
      ],
    },
    {
      id: 'zguida-09',
      text: '<p>La lanterna SOLENA ha una valutazione di 4,6 su 5; il power bank Voltaro si ferma a 4,5.</p>',
      claims: [{ quote: '4,6 su 5', class: 'valutazione' }],
    },
    {
      id: 'zguida-10',
      text: '<p>Il power bank Voltaro costa 24,99 euro, poco per quello che offre.</p>',
      claims: [{ quote: '24,99 euro', class: 'prezzo' }],
    },
    {
      id: 'zguida-11',
      text: '<p>La torcia LUMEO pesa 180 grammi e l’inverter Ferravolt 620: il più pesante dei quattro resta comunque sotto il chilo.</p>',
      claims: [],
    },
    {
      id: 'zguida-12',
      text: '<p>In auto tenete una scorta d’acqua per almeno 72 ore e controllate la batteria ogni sei mesi.</p>',
      // Advice figures are claims to confirm with a source (decision 0023); 'ogni sei mesi' is one the rules do not read.
      claims: [
        { quote: 'almeno 72 ore', class: 'numero' },
        { quote: 'ogni sei mesi', class: 'numero' },
      ],
    },
    {
      id: 'zguida-13',
      text: '<p>Scegliete la lanterna SOLENA: con 60 ore di autonomia vi copre tre notti di blackout.</p>',
      claims: [{ quote: '60 ore', class: 'numero' }],
    },
    {
      id: 'zguida-14',
      text: '<p>Tutti e quattro hanno più di 4 stelle su Amazon, e la torcia LUMEO arriva a 4,6.</p>',
      claims: [],
    },
    {
      id: 'zguida-15',
      text: '<p>L’inverter Ferravolt eroga 1000 W di picco e la torcia LUMEO ha una batteria da 5000 mAh.</p>',
      claims: [
        { quote: '1000 W di picco', class: 'numero' },
        { quote: '5000 mAh', class: 'numero' },
      ],
    },
  ],
};
export default file;
