import type { CaseFile } from '../types.ts';

/**
 * A folding rechargeable camping lantern with a power bank, modelled on the listings of Amazon.it.
 * Written for the fourth round (precision): ratings, prices and quantities restated in other words
 * and units, and wrong ones among them.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'LUMAFOLD Lanterna LED Ricaricabile Pieghevole 1000 Lumen, Batteria 10400mAh, 4 Modalità di Luce, Luce Calda e Fredda, IP65, Gancio e Base Magnetica per Campeggio e Blackout',
    nome_sintetico: 'Lanterna LUMAFOLD F10',
    specifiche_tecniche: [
      'Flusso luminoso: 1000 lumen',
      'Capacità della batteria: 10400 Milliampere ore',
      'Temperatura di colore: 2700-6500 K',
      'Modalità: luce calda, luce fredda, luce naturale, SOS',
      'Autonomia: 10 ore (massima luminosità), fino a 120 ore (minima)',
      'Tempo di ricarica: 5-6 ore',
      'Porta di ricarica: USB-C',
      'Uscita power bank: USB-A 5V/2A',
      'Grado di protezione: IP65',
      'Altezza: 8 cm chiusa, 19 cm aperta',
    ].join('\n'),
    descrizione_generale:
      'La lanterna si apre a fisarmonica: chiusa è alta 8 cm e sta nella tasca laterale dello zaino, aperta arriva a 19 cm e illumina la tenda a 360°. Il gancio ruota e la base magnetica la fissa al cofano dell’auto. Con la batteria da 10400 mAh ricarica anche il telefono.',
    informazioni_articolo: [
      'Marca: Lumafold',
      'Numero modello articolo: LF-F10',
      'Peso articolo: 520 Grammi',
      'Colore: Verde oliva',
      'Batterie: 1 batteria agli ioni di litio inclusa',
    ].join('\n'),
    contenuto_scatola: ['1 x Lanterna LF-F10', '1 x Cavo USB-C', '1 x Moschettone', '1 x Manuale'].join('\n'),
    prezzo_prodotto: 27.9,
    prezzo_originale: 34.9,
    prezzo_scontato: 27.9,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'r4p-lanterna-pieghevole-01',
      text: '<h2>Lumafold F10, la lanterna che si chiude in tasca</h2><p>Sulla pagina Amazon la F10 sta sopra le quattro stelle (4,4 di media), un giudizio che la scheda conferma: 1.000 lumen, quattro modalità compreso l’SOS e una batteria da 10.400 mAh che fa anche da power bank.</p><p>Chiusa è alta appena 8 centimetri, aperta arriva a 19; pesa poco più di mezzo chilo. A 27,90 euro, sette euro in meno del listino, è un acquisto facile.</p>',
      claims: [],
    },
    {
      id: 'r4p-lanterna-pieghevole-02',
      text: '<p>Con una valutazione di 4,7 su 5 e oltre 3.000 recensioni, la F10 è tra le lanterne più vendute del momento. Arriva a 1.500 lumen e resiste anche all’immersione grazie alla certificazione IP68.</p>',
      claims: [
        { quote: '4,7 su 5', class: 'valutazione' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
        { quote: 'tra le lanterne più vendute del momento', class: 'valutazione' },
        { quote: '1.500 lumen', class: 'numero' },
        { quote: 'IP68', class: 'specifica' },
      ],
    },
    {
      id: 'r4p-lanterna-pieghevole-03',
      text: '<p><strong>Valutazione Amazon:</strong> 4.4/5. <strong>Prezzo:</strong> 27,90 € (listino 34,90 €).</p><p>La luce va dal caldo dei 2700 K al freddo dei 6500 K, e l’autonomia passa dalle 10 ore alla massima luminosità alle 120 ore al minimo: cinque giorni di luce soffusa in tenda.</p>',
      claims: [],
    },
    {
      id: 'r4p-lanterna-pieghevole-04',
      text: '<p>Una valutazione alta, quattro stelle abbondanti, e pochi compromessi: la base magnetica si attacca al cofano, il gancio ruota e in cinque o sei ore da USB-C torna carica. È certificata IP65 e costa meno di trenta euro.</p>',
      claims: [],
    },
    {
      id: 'r4p-lanterna-pieghevole-05',
      text: '<p>Gli utenti le riservano una media di 4,9 e la ricarica completa richiede appena tre ore. Oggi la si trova a 24,90 euro, un prezzo difficile da battere per 1.000 lumen.</p>',
      claims: [
        { quote: 'media di 4,9', class: 'valutazione' },
        { quote: 'tre ore', class: 'numero' },
        { quote: '24,90 euro', class: 'prezzo' },
      ],
    },
    {
      id: 'r4p-lanterna-pieghevole-06',
      text: '<p>Chi la compra le dà in media 4,4 stelle su 5. Il peso è di 520 grammi, la batteria da 10,4 Ah ricarica il telefono dalla USB-A a 5 V e 2 A, e la luce arriva a mille lumen, regolabile in tre tonalità più l’SOS.</p>',
      claims: [],
    },
    {
      id: 'r4p-lanterna-pieghevole-07',
      text: '<p>Il 4,4 su 5 che la F10 raccoglie su Amazon è meritato, ma non tutto convince: la batteria da 10.400 mAh pesa, e il totale sale a 750 grammi. In compenso la ricarica del telefono è veloce, fino a 18 W.</p>',
      claims: [
        { quote: '750 grammi', class: 'numero' },
        { quote: '18 W', class: 'numero' },
      ],
    },
  ],
};
export default file;
