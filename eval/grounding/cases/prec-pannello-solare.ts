import type { CaseFile } from '../types.ts';

/**
 * A 28 W folding solar panel with three USB outputs, modelled on the listings of Amazon.it.
 * Written for a precision round (clean reviews restating the data in other units, words and
 * formats), scored before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'SUNVIGO Pannello Solare Pieghevole 28W, Caricatore Solare Portatile con 3 Porte USB (USB-C PD 18W + 2 USB-A), Impermeabile IPX4, per Campeggio, Escursioni, Emergenze',
    nome_sintetico: 'Pannello solare SUNVIGO 28W',
    specifiche_tecniche: [
      'Potenza massima: 28 Watt',
      'Tipo di cella: Monocristallina',
      'Efficienza di conversione: 21,5-23,5%',
      'Tensione in uscita: 5 Volt',
      'Porte di uscita: 1 USB-C PD 18 W, 2 USB-A 5V⎓2,4A',
      'Grado di impermeabilità: IPX4',
      'Numero di pannelli: 4',
    ].join('\n'),
    descrizione_generale:
      'Quattro pannelli monocristallini che si ripiegano come un libro: aperto misura 84 x 28 cm, chiuso 28 x 16 cm. Il chip intelligente riconosce il dispositivo collegato e regola la corrente. Con pieno sole ricarica uno smartphone in circa 2,5-3 ore. Quattro occhielli in acciaio inox permettono di appenderlo allo zaino o alla tenda. Tessuto in poliestere resistente all’acqua.',
    informazioni_articolo: [
      'Peso articolo: 610 Grammi',
      'Dimensioni prodotto: 28 x 16 x 3 cm',
      'Marca: SUNVIGO',
      'Numero modello articolo: SV-28F',
      'Colore: Nero',
      'Componenti inclusi: Pannello solare, cavo USB-C, 4 moschettoni',
      'Paese di origine: Cina',
    ].join('\n'),
    contenuto_scatola: ['Pannello solare pieghevole', 'Cavo da USB-A a USB-C (1 m)', '4 moschettoni', 'Manuale utente'].join('\n'),
    prezzo_originale: 59.99,
    prezzo_scontato: 47.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'prec-pan-01',
      text: '<h2>Energia dal sole, ovunque</h2><p>Il SUNVIGO SV-28F è un caricatore solare da 28 watt composto da quattro pannelli monocristallini che si chiudono come un libro. Aperto supera di poco gli 80 centimetri di lunghezza; chiuso occupa 28 per 16 centimetri, più o meno quanto un tablet piccolo.</p>',
      claims: [],
    },
    {
      id: 'prec-pan-02',
      text: '<p>Le uscite sono tre: una USB-C con Power Delivery fino a 18 W e due USB-A da 2,4 ampere. Il chip integrato riconosce cosa collegate e regola la corrente di conseguenza, così non dovete preoccuparvi di danneggiare il telefono.</p>',
      claims: [],
    },
    {
      id: 'prec-pan-03',
      text: '<p>Con il sole pieno uno smartphone si ricarica in due ore e mezza, tre al massimo. La resa però cala parecchio con il cielo coperto, quindi conviene abbinarlo a un power bank e accumulare l’energia nelle ore migliori.</p>',
      claims: [],
    },
    {
      id: 'prec-pan-04',
      text: '<p>Pesa 610 grammi, poco più di mezzo chilo, e ha quattro occhielli in acciaio inossidabile per appenderlo allo zaino durante il cammino; nella confezione trovate anche i quattro moschettoni e un cavo USB-C da un metro. La protezione IPX4 lo mette al riparo dagli spruzzi, non da un acquazzone.</p>',
      claims: [],
    },
    {
      id: 'prec-pan-05',
      text: '<p>Di listino costa 59,99 euro, ma spesso si trova a 47,99 €, con uno sconto del 20 per cento. Su Amazon gli acquirenti gli danno in media 4,4 stelle su cinque.</p>',
      claims: [],
    },
    {
      id: 'prec-pan-06',
      text: '<ul><li><strong>Celle:</strong> monocristalline, con un’efficienza tra il 21,5 e il 23,5 per cento.</li><li><strong>Tensione:</strong> 5 V su tutte le porte.</li><li><strong>Tessuto:</strong> poliestere resistente all’acqua, nero.</li></ul><p>In pratica, anche con il pannello ben orientato, la potenza reale resta sotto i 28 W di targa.</p>',
      claims: [],
    },
    {
      id: 'prec-pan-07',
      text: '<p>Nei nostri test sul balcone ha caricato un iPhone in meno di due ore. Il pannello è certificato IP67, quindi si può lasciare sotto la pioggia senza pensieri.</p>',
      claims: [
        { quote: 'Nei nostri test', class: 'test' },
        { quote: 'in meno di due ore', class: 'numero' },
        { quote: 'IP67', class: 'specifica' },
      ],
    },
    {
      id: 'prec-pan-08',
      text: '<p>Il SUNVIGO eroga fino a 36 W, con celle dall’efficienza del 25%. Con le sue 4,7 stelle è tra i caricatori solari più apprezzati.</p>',
      claims: [
        { quote: '36 W', class: 'numero' },
        { quote: '25%', class: 'numero' },
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'tra i caricatori solari più apprezzati', class: 'qualitativa' },
      ],
    },
  ],
};

export default file;
