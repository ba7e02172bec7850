import type { CaseFile } from '../types.ts';

/** A 100-piece first-aid kit in a waterproof bag, modelled on the best-selling listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Salvamed Kit Pronto Soccorso 100 Pezzi, Cassetta Primo Soccorso Compatta DIN 13164 con Borsa Impermeabile, Coperta Isotermica, Laccio Emostatico, Kit Medico per Auto, Casa, Campeggio, Escursionismo',
    nome_sintetico: 'Kit pronto soccorso Salvamed 100 pezzi',
    specifiche_tecniche: [
      'Numero di pezzi: 100',
      'Materiale borsa: Nylon 600D con rivestimento impermeabile',
      'Certificazione: Contenuto conforme a DIN 13164',
      'Chiusura: Cerniera con doppio cursore',
      'Scadenza articoli sterili: 5 anni dalla data di produzione',
      'Colore: Rosso',
    ].join('\n'),
    descrizione_generale:
      'Kit di primo soccorso compatto da 100 pezzi in una borsa di nylon impermeabile con cerniera. Il contenuto segue la DIN 13164, la norma tedesca per le cassette di pronto soccorso delle automobili. Scomparti interni elastici tengono in ordine medicazioni e strumenti.',
    informazioni_articolo: [
      'Peso articolo: 480 Grammi',
      'Dimensioni prodotto: 22 x 15 x 8 Centimetri',
      'Produttore: Salvamed',
      'Numero modello articolo: FA-100',
      'Garanzia del produttore: 2 anni',
    ].join('\n'),
    contenuto_scatola: [
      '1 borsa impermeabile con cerniera',
      '20 cerotti assortiti',
      '10 garze sterili 10 x 10 cm',
      '6 garze sterili 5 x 5 cm',
      '2 bende elastiche 6 cm x 4 m',
      '2 bende di garza 8 cm x 4 m',
      '1 rotolo di cerotto adesivo 2,5 cm x 5 m',
      '1 coperta isotermica 160 x 210 cm',
      '1 laccio emostatico',
      '1 forbice in acciaio inossidabile',
      '1 pinzetta',
      '20 salviette disinfettanti',
      '2 paia di guanti in nitrile',
      '1 bendaggio triangolare',
      '1 maschera per rianimazione',
      '6 spille da balia',
      '10 strisce di sutura cutanea',
      '4 tamponi oculari',
      '5 bastoncini di cotone',
      '2 impacchi di ghiaccio istantaneo',
      '1 medicazione compressiva',
      '3 abbassalingua in legno',
      'Opuscolo di primo soccorso',
    ].join('\n'),
    prezzo_originale: 24.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'soccorso-01',
      text: '<h2>Cosa c’è dentro</h2><p>Il kit Salvamed raccoglie 100 pezzi in una borsa di nylon impermeabile da 22 x 15 x 8 cm, per meno di mezzo chilo. Il contenuto segue la DIN 13164, la norma tedesca per le cassette di pronto soccorso delle auto.</p>',
      claims: [],
    },
    {
      id: 'soccorso-02',
      text: '<p>Nella borsa ci sono 120 pezzi, tra cui 30 cerotti assortiti: abbastanza per una famiglia di 4 persone.</p>',
      claims: [
        { quote: '120 pezzi', class: 'numero' },
        { quote: '30 cerotti', class: 'numero' },
        { quote: 'una famiglia di 4 persone', class: 'numero' },
      ],
    },
    {
      id: 'soccorso-03',
      text: '<h2>Qualità</h2><p>È conforme alla DIN 13164:2022 e la borsa è impermeabile con grado di protezione IP67.</p>',
      claims: [
        { quote: 'DIN 13164:2022', class: 'specifica' },
        { quote: 'IP67', class: 'specifica' },
      ],
    },
    {
      id: 'soccorso-04',
      text: '<p>Su Amazon ha una valutazione di 4,6 su 5 ed è in offerta a 24,99 €, scontato dai 34,99 € di listino.</p>',
      claims: [
        { quote: 'in offerta a 24,99 €', class: 'prezzo' },
        { quote: '34,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'soccorso-05',
      text: '<p>L’abbiamo tenuto nel bagagliaio per tutta l’estate e, alla prova dei fatti, le forbici tagliano anche i jeans. La borsa resiste a un’immersione completa.</p>',
      claims: [
        { quote: 'L’abbiamo tenuto nel bagagliaio per tutta l’estate', class: 'test' },
        { quote: 'alla prova dei fatti, le forbici tagliano anche i jeans', class: 'test' },
        { quote: 'resiste a un’immersione completa', class: 'qualitativa' },
      ],
    },
    {
      id: 'soccorso-06',
      text: '<ul><li>20 cerotti assortiti e 10 garze sterili 10 x 10 cm</li><li>Coperta isotermica 160 x 210 cm</li><li>Laccio emostatico, forbici in acciaio inox e pinzetta</li><li>Due paia di guanti in nitrile</li></ul><p>Gli articoli sterili scadono cinque anni dopo la produzione.</p>',
      claims: [],
    },
    {
      id: 'soccorso-07',
      text: '<p>Pesa appena 350 grammi e misura 18 x 12 x 6 cm. La coperta isotermica in Mylar da 160 x 210 cm trattiene il calore corporeo.</p>',
      claims: [
        { quote: '350 grammi', class: 'numero' },
        { quote: '18 x 12 x 6 cm', class: 'numero' },
        { quote: 'Mylar', class: 'specifica' },
      ],
    },
    {
      id: 'soccorso-08',
      text: '<p>Oltre 5.000 recensioni e una media da cinque stelle: è il kit più venduto della categoria.</p>',
      claims: [
        { quote: 'Oltre 5.000 recensioni', class: 'valutazione' },
        { quote: 'una media da cinque stelle', class: 'valutazione' },
        { quote: 'il kit più venduto della categoria', class: 'qualitativa' },
      ],
    },
    {
      id: 'soccorso-09',
      text: '<h2>Scheda tecnica</h2><ul><li>Norma: DIN 13157</li><li>Materiale: nylon 1000D</li><li>Pezzi: 100</li><li>Garanzia: 5 anni</li></ul>',
      claims: [
        { quote: 'DIN 13157', class: 'specifica' },
        { quote: 'nylon 1000D', class: 'specifica' },
        { quote: 'Garanzia: 5 anni', class: 'numero' },
      ],
    },
    {
      id: 'soccorso-10',
      text: '<p>Il Salvamed FA-100 è ben organizzato: scomparti interni elastici tengono in ordine medicazioni e strumenti, e la chiusura è a cerniera con doppio cursore. Dentro ci sono anche una maschera per la rianimazione e un bendaggio triangolare.</p>',
      claims: [],
    },
  ],
};

export default file;
