import type { CaseFile } from '../types.ts';

/** A 20-litre collapsible water container with tap, modelled on the camping-water listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Idrofold Tanica Acqua Pieghevole 20 Litri con Rubinetto, Contenitore per Acqua Potabile in LDPE Alimentare Senza BPA, Serbatoio Richiudibile Salvaspazio per Campeggio, Emergenza e Camper',
    nome_sintetico: 'Tanica pieghevole Idrofold 20 L',
    specifiche_tecniche: [
      'Capacità: 20 Litri',
      'Materiale: Polietilene a bassa densità (LDPE) per uso alimentare',
      'Senza BPA: Sì',
      'Temperatura di utilizzo: -20 °C - 60 °C',
      'Dimensioni aperta: 30 x 25 x 38 Centimetri',
      'Dimensioni piegata: 30 x 25 x 4 Centimetri',
      'Rubinetto: a vite, removibile, con chiusura antigoccia',
      'Diametro apertura: 5 Centimetri',
      'Maniglia: integrata',
      'Conformità: Regolamento (UE) 10/2011 per materiali a contatto con alimenti',
    ].join('\n'),
    descrizione_generale:
      'Tanica pieghevole da 20 litri per acqua potabile, in LDPE per alimenti senza BPA. Quando è vuota si schiaccia fino a 4 cm di spessore e occupa poco spazio nel bagagliaio o nello zaino di emergenza. Il rubinetto si avvita nel tappo e si toglie per il riempimento.',
    informazioni_articolo: [
      'Peso articolo: 420 Grammi',
      'Colore: Blu trasparente',
      'Produttore: Idrofold',
      'Numero modello articolo: IF-20T',
      'Capacità: 20 Litri',
      'Materiale: Polietilene',
      'Numero di articoli: 1',
    ].join('\n'),
    contenuto_scatola: ['Tanica pieghevole 20 L', 'Rubinetto con guarnizione', 'Tappo di chiusura'].join('\n'),
    prezzo_originale: 16.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 'tanica-01',
      text: '<p>La tanica Idrofold contiene 20 litri d’acqua e, da vuota, si schiaccia fino a uno spessore di 4 cm: occupa pochissimo spazio nel bagagliaio. È in polietilene a bassa densità per alimenti, senza bisfenolo A, e pesa poco più di 0,4 kg.</p>',
      claims: [],
    },
    {
      id: 'tanica-02',
      text: '<p>Con i suoi 25 litri di capacità e un peso a vuoto di soli 320 grammi, è la scorta d’acqua ideale da tenere nel kit di emergenza.</p>',
      claims: [
        { quote: '25 litri', class: 'numero' },
        { quote: '320 grammi', class: 'numero' },
      ],
    },
    {
      id: 'tanica-03',
      text: '<h2>Caratteristiche tecniche</h2><ul><li>Capacità: 20 litri</li><li>Materiale: HDPE alimentare</li><li>Temperatura di utilizzo: 20 °C - 60 °C</li><li>Dimensioni da piegata: 30 x 25 x 4 cm</li></ul>',
      claims: [
        { quote: 'Materiale: HDPE alimentare', class: 'specifica' },
        { quote: '20 °C - 60 °C', class: 'numero' },
      ],
    },
    {
      id: 'tanica-04',
      text: '<p>L’abbiamo usata per due settimane in campeggio: il rubinetto antigoccia ha fatto il suo dovere e riempirla dall’apertura da 8 cm è stato facilissimo.</p>',
      claims: [
        { quote: 'L’abbiamo usata per due settimane in campeggio', class: 'test' },
        { quote: '8 cm', class: 'numero' },
      ],
    },
    {
      id: 'tanica-05',
      text: '<p>Valutata 4,6 su 5 da oltre 2.000 acquirenti, costa meno di 15 euro: difficile chiedere di più.</p>',
      claims: [
        { quote: '4,6 su 5', class: 'valutazione' },
        { quote: 'oltre 2.000 acquirenti', class: 'valutazione' },
        { quote: 'meno di 15 euro', class: 'prezzo' },
      ],
    },
    {
      id: 'tanica-06',
      text: '<p>Il polietilene è certificato FDA e LFGB per il contatto con gli alimenti e la tanica regge cadute da due metri anche quando è piena.</p>',
      claims: [
        { quote: 'certificato FDA e LFGB', class: 'specifica' },
        { quote: 'regge cadute da due metri', class: 'qualitativa' },
      ],
    },
    {
      id: 'tanica-07',
      text: '<p>Il rubinetto si avvita nel tappo, ha la chiusura antigoccia e si toglie quando bisogna riempirla dall’apertura da 50 mm.</p><p>Aperta misura 30 x 25 x 38 cm, pesa 420 g, si usa tra -20 °C e 60 °C ed è conforme al Regolamento (UE) 10/2011 sui materiali a contatto con gli alimenti.</p>',
      claims: [],
    },
    {
      id: 'tanica-08',
      text: '<p>Piegata è spessa appena 2 cm e, una volta aperta, raggiunge i 45 cm di altezza. Le pareti hanno uno spessore di 500 micron.</p>',
      claims: [
        { quote: '2 cm', class: 'numero' },
        { quote: '45 cm', class: 'numero' },
        { quote: '500 micron', class: 'numero' },
      ],
    },
    {
      id: 'tanica-09',
      text: '<h2>La nostra prova</h2><p>Nei nostri test l’abbiamo riempita e lasciata in freezer per una notte: nessuna crepa.</p><ul><li>Colore: verde</li><li>Rubinetto: removibile</li></ul>',
      claims: [
        { quote: 'Nei nostri test', class: 'test' },
        { quote: 'Colore: verde', class: 'specifica' },
      ],
    },
    {
      id: 'tanica-10',
      text: '<p>A 12,99 € è la tanica pieghevole più robusta che si trovi su Amazon, e il rubinetto eroga 2 litri al minuto.</p>',
      claims: [
        { quote: '12,99 €', class: 'prezzo' },
        { quote: 'la tanica pieghevole più robusta che si trovi su Amazon', class: 'qualitativa' },
        { quote: '2 litri al minuto', class: 'numero' },
      ],
    },
  ],
};

export default file;
