import type { CaseFile } from '../types.ts';

/**
 * A folding survival shovel, modelled on the listings of Amazon.it. Written for the class the
 * first sealed set showed weakest in reviews (specifications: materials, treatments,
 * certifications and built-in features the data does not state), without reading it.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'FerroCampo Pala Pieghevole Militare Multifunzione in Acciaio al Carbonio, Pala da Campeggio con Sega, Piccone e Apribottiglie, Manico Telescopico, Custodia in Nylon, per Emergenza, Trekking e Auto',
    nome_sintetico: 'Pala pieghevole FerroCampo',
    specifiche_tecniche: [
      'Materiale lama: Acciaio al carbonio 65Mn con verniciatura a polvere nera',
      'Materiale manico: Lega di alluminio',
      'Lunghezza aperta: 58-82 cm',
      'Lunghezza chiusa: 26 cm',
      'Posizioni della lama: 3 (pala, zappa, chiusa)',
      'Funzioni: pala, zappa, sega, piccone, apribottiglie, chiave esagonale',
      'Impugnatura: gomma antiscivolo',
    ].join('\n'),
    descrizione_generale:
      'Una pala compatta da tenere nel bagagliaio o nello zaino: si apre in pochi secondi, la lama si blocca in tre posizioni con una ghiera e il manico telescopico si allunga fino a 82 cm. Il bordo seghettato taglia rami e radici; la punta funge da piccone su terreni duri. Venduta con custodia in nylon con passante per cintura.',
    informazioni_articolo: ['Peso articolo: 1,1 Chilogrammi', 'Produttore: FerroCampo', 'Numero modello articolo: FC-SH82', 'Colore: Nero'].join('\n'),
    contenuto_scatola: ['1 pala pieghevole', '1 custodia in nylon', 'Manuale'].join('\n'),
    prezzo_prodotto: 32.99,
    prezzo_originale: 39.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'pala-01',
      text: '<p>La lama è in acciaio al carbonio 65Mn verniciato a polvere, il manico in lega di alluminio con impugnatura in gomma antiscivolo. Aperta va da 58 a 82 centimetri, chiusa ne misura 26: nel bagagliaio sparisce.</p>',
      claims: [],
    },
    {
      id: 'pala-02',
      text: '<h2>Tanti attrezzi in uno</h2><p>Oltre a scavare, fa da zappa, da piccone e da sega grazie al bordo seghettato; non mancano l’apribottiglie e una chiave esagonale. Pesa poco più di un chilo e arriva con una custodia in nylon da agganciare alla cintura.</p>',
      claims: [],
    },
    {
      id: 'pala-03',
      text: '<p>La lama in acciaio inossidabile temprato non arrugginisce, e il manico in fibra di carbonio è leggerissimo. Nel manico è nascosto un acciarino per accendere il fuoco.</p>',
      claims: [
        { quote: 'acciaio inossidabile', class: 'specifica' },
        { quote: 'temprato', class: 'specifica' },
        { quote: 'fibra di carbonio', class: 'specifica' },
        { quote: 'acciarino', class: 'specifica' },
      ],
    },
    {
      id: 'pala-04',
      text: '<p>Con la certificazione CE e il trattamento anticorrosione al titanio, questa pala promette di durare anni. Integra anche una bussola e un fischietto di emergenza nell’impugnatura.</p>',
      claims: [
        { quote: 'certificazione CE', class: 'specifica' },
        { quote: 'anticorrosione', class: 'specifica' },
        { quote: 'titanio', class: 'specifica' },
        { quote: 'bussola', class: 'specifica' },
        { quote: 'fischietto', class: 'specifica' },
      ],
    },
    {
      id: 'pala-05',
      text: '<p>La ghiera blocca la lama in tre posizioni: pala, zappa o chiusa. Il manico telescopico arriva a 82 cm, e a 32,99 euro è una buona scorta per l’auto.</p>',
      claims: [],
    },
    {
      id: 'pala-06',
      text: '<p>Il manico in legno di faggio offre una presa calda anche d’inverno e la custodia è in Cordura impermeabile. La lama ha un filo affilato da coltello.</p>',
      claims: [
        { quote: 'legno di faggio', class: 'specifica' },
        { quote: 'Cordura', class: 'specifica' },
        { quote: 'impermeabile', class: 'specifica' },
        { quote: 'filo affilato da coltello', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
