import type { CaseFile } from '../types.ts';
import pannello from './prec-pannello-solare.ts';
import radio from './prec-ricetrasmittenti.ts';
import pinza from './prec-pinza-multiuso.ts';

/**
 * Passages of a buying guide comparing three products of the precision round (solar panel,
 * walkie-talkies, multitool): introduction, sections and conclusions, with totals in words and a
 * figure of one product said of another. Scored before the rules were changed.
 */
const file: CaseFile = {
  titolo: 'Senza rete: energia, comunicazione e attrezzi per lo zaino',
  products: [pannello.product!, radio.product!, pinza.product!],
  cases: [
    {
      id: 'prec-gsr-01',
      text: '<p>Quando salta la corrente e il cellulare non prende servono tre cose: un modo per produrre energia, uno per parlare con chi è lontano e un attrezzo per le piccole riparazioni. Il pannello SUNVIGO da 28 W, le radio RADIOLINK T16 e la pinza FORGIA 14 in 1 insieme pesano poco più di un chilo.</p>',
      claims: [],
    },
    {
      id: 'prec-gsr-02',
      text: '<h2>Energia</h2><p>Il pannello SUNVIGO ha tre uscite, una USB-C da 18 W e due USB-A, e può ricaricare le due radio attraverso il loro cavo USB doppio. Con il sole pieno bastano due ore e mezza per un telefono.</p>',
      claims: [],
    },
    {
      id: 'prec-gsr-03',
      text: '<h2>Comunicazione</h2><p>Le RADIOLINK coprono fino a 6 km in campo aperto e uno o due in città, su 16 canali. La pinza FORGIA pesa 230 grammi, meno della coppia di radio (280).</p>',
      claims: [],
    },
    {
      id: 'prec-gsr-04',
      text: '<h2>Conclusioni</h2><p>Con una spesa complessiva intorno ai 110 euro (47,99 € il pannello, 32,99 € le radio, 27,50 € la pinza) si mette insieme una piccola dotazione che non dipende dalla rete elettrica né da quella telefonica.</p>',
      claims: [],
    },
    {
      id: 'prec-gsr-05',
      text: '<p>La pinza FORGIA ha 16 funzioni e il pannello SUNVIGO pesa 280 grammi, poco più di un etto sopra la pinza.</p>',
      claims: [
        { quote: '16 funzioni', class: 'numero' },
        { quote: '280 grammi', class: 'numero' },
      ],
    },
    {
      id: 'prec-gsr-06',
      text: '<p>Le radio RADIOLINK, valutate 4,8 su 5, vanno ricaricate almeno una volta al mese anche quando restano nel cassetto.</p>',
      // An advice figure the data does not state is a claim by convention (decision 0023).
      claims: [
        { quote: '4,8 su 5', class: 'valutazione' },
        { quote: 'almeno una volta al mese', class: 'numero' },
      ],
    },
  ],
};

export default file;
