import type { CaseFile } from '../types.ts';
import estintore from './prec-estintore.ts';
import rilevatore from './rilevatore-fumo.ts';
import kit from './kit-pronto-soccorso.ts';

/**
 * Passages of a buying guide on fire safety at home (the precision round's extinguisher, the
 * smoke detector and the first-aid kit of the open set): a total price in words, a shared rating,
 * a figure of one product said of another. Scored before the rules were changed.
 */
const file: CaseFile = {
  titolo: 'Sicurezza antincendio in casa: tre acquisti da fare subito',
  products: [estintore.product!, rilevatore.product!, kit.product!],
  cases: [
    {
      id: 'prec-gai-01',
      text: '<p>Tre oggetti dovrebbero stare in ogni casa: un rilevatore di fumo che dà l’allarme, un estintore per intervenire su un principio d’incendio e un kit di primo soccorso per piccole ustioni e ferite. Il Vigilux RF-10, l’estintore a polvere da 2 kg e il kit Salvamed da 100 pezzi costano insieme meno di 70 euro.</p>',
      claims: [],
    },
    {
      id: 'prec-gai-02',
      text: '<h2>Dove montarli</h2><p>Il rilevatore copre una quarantina di metri quadrati e si fissa al soffitto con la staffa e i due tasselli inclusi. L’estintore ha invece una staffa a muro: vicino alla porta della cucina è il posto giusto.</p>',
      claims: [],
    },
    {
      id: 'prec-gai-03',
      text: '<p>Il Vigilux suona a 85 decibel e la sua batteria dura dieci anni, poi si cambia tutto il rilevatore. L’estintore, invece, va fatto controllare da un tecnico ogni sei mesi: dei due è quello che chiede più attenzione.</p>',
      claims: [],
    },
    {
      id: 'prec-gai-04',
      text: '<h2>In conclusione</h2><p>Se dovete scegliere da dove partire, partite dal rilevatore: a 15,99 euro è il più economico dei tre e ha una media di 4,6 stelle, la stessa dell’estintore.</p>',
      claims: [],
    },
    {
      id: 'prec-gai-05',
      text: '<p>Il rilevatore Vigilux è garantito 5 anni e l’estintore si svuota in 15 secondi.</p>',
      claims: [
        { quote: '5 anni', class: 'numero' },
        { quote: '15 secondi', class: 'numero' },
      ],
    },
    {
      id: 'prec-gai-06',
      text: '<p>Il kit Salvamed contiene 120 pezzi e, come l’estintore, è conforme alla EN 3-7.</p>',
      claims: [
        { quote: '120 pezzi', class: 'numero' },
        { quote: 'EN 3-7', class: 'specifica' },
      ],
    },
  ],
};

export default file;
