import type { CaseFile } from '../types.ts';

/** A 3000 W compact camping gas stove for EN 417 cartridges, modelled on the best-selling listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Alpix Fornello da Campeggio Portatile 3000W, Mini Fornello a Gas Pieghevole con Accensione Piezoelettrica, Bruciatore in Acciaio Inox e Lega di Alluminio, per Cartucce Valvolate EN 417, con Custodia, per Trekking ed Escursionismo',
    nome_sintetico: 'Fornello da campeggio Alpix AX-S27',
    specifiche_tecniche: [
      'Potenza: 3000 Watt',
      'Tempo di ebollizione (1 L): 3,5 minuti (a livello del mare)',
      'Consumo di gas: 210 g/h',
      'Tipo di combustibile: Butano/propano',
      'Attacco cartuccia: filettato 7/16", per cartucce valvolate EN 417',
      'Accensione: Piezoelettrica',
      'Materiale: Acciaio inossidabile e lega di alluminio',
      'Supporti pentola: 3 bracci pieghevoli, pentole da 10-22 cm di diametro',
      'Temperatura di utilizzo consigliata: da +5 °C a +40 °C',
    ].join('\n'),
    descrizione_generale:
      'Fornello a gas ultracompatto con bruciatore da 3000 W e accensione piezoelettrica integrata. Si avvita sulle cartucce valvolate con attacco EN 417 e porta a ebollizione un litro d’acqua in circa tre minuti e mezzo. Chiuso sta in una tazza, e la custodia rigida lo protegge nello zaino.',
    informazioni_articolo: [
      'Peso articolo: 88 Grammi',
      'Dimensioni prodotto (chiuso): 7,5 x 4,5 x 8,5 Centimetri',
      'Produttore: Alpix',
      'Numero modello articolo: AX-S27',
      'Colore: Argento',
      'Garanzia: 24 mesi',
    ].join('\n'),
    contenuto_scatola: ['Fornello AX-S27', 'Custodia in plastica rigida', 'Sacchetto in tessuto', 'Manuale di istruzioni (cartuccia non inclusa)'].join('\n'),
    prezzo_originale: 22.99,
    prezzo_scontato: 17.49,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 'fornello-01',
      text: '<h2>Piccolo ma potente</h2><p>L’Alpix AX-S27 pesa 88 grammi, eroga 3 kW e porta a ebollizione un litro d’acqua in circa tre minuti e mezzo, e l’accensione piezoelettrica è integrata.</p>',
      claims: [],
    },
    {
      id: 'fornello-02',
      text: '<p>Con i suoi 3500 W fa bollire un litro d’acqua in due minuti e mezzo, e una cartuccia media dura circa due ore.</p>',
      claims: [
        { quote: '3500 W', class: 'numero' },
        { quote: 'in due minuti e mezzo', class: 'numero' },
        { quote: 'dura circa due ore', class: 'numero' },
      ],
    },
    {
      id: 'fornello-03',
      text: '<h2>Compatibilità</h2><p>Si avvita sulle cartucce valvolate ma accetta anche quelle a perforazione EN 521, e il bruciatore è interamente in titanio.</p>',
      claims: [
        { quote: 'EN 521', class: 'specifica' },
        { quote: 'interamente in titanio', class: 'specifica' },
      ],
    },
    {
      id: 'fornello-04',
      text: '<p>L’abbiamo portato in campeggio sulle Dolomiti: in quota e con il vento, durante la nostra prova l’acqua bolliva comunque in poco più di quattro minuti.</p>',
      claims: [
        { quote: 'L’abbiamo portato in campeggio sulle Dolomiti', class: 'test' },
        { quote: 'durante la nostra prova', class: 'test' },
        { quote: 'poco più di quattro minuti', class: 'numero' },
      ],
    },
    {
      id: 'fornello-05',
      text: '<p>Funziona senza problemi fino a -5 °C ed è il fornello più stabile della sua categoria.</p>',
      claims: [
        { quote: 'fino a -5 °C', class: 'numero' },
        { quote: 'il fornello più stabile della sua categoria', class: 'qualitativa' },
      ],
    },
    {
      id: 'fornello-06',
      text: '<h2>Scheda tecnica</h2><ul><li>Potenza: 3000 W</li><li>Consumo: 210 grammi di gas all’ora</li><li>Attacco: cartucce valvolate EN 417</li><li>Pentole da 10 a 22 cm di diametro</li><li>Materiali: acciaio inox e alluminio</li></ul>',
      claims: [],
    },
    {
      id: 'fornello-07',
      text: '<p>Costa meno di 15 euro ed è valutato 9/10 da migliaia di campeggiatori.</p>',
      claims: [
        { quote: 'meno di 15 euro', class: 'prezzo' },
        { quote: 'valutato 9/10', class: 'valutazione' },
        { quote: 'da migliaia di campeggiatori', class: 'valutazione' },
      ],
    },
    {
      id: 'fornello-08',
      text: '<p>Il bruciatore è a prova di vento.</p><p>Chiuso misura appena 6 x 4 cm e pesa 75 grammi.</p>',
      claims: [
        { quote: 'a prova di vento', class: 'qualitativa' },
        { quote: '6 x 4 cm', class: 'numero' },
        { quote: '75 grammi', class: 'numero' },
      ],
    },
    {
      id: 'fornello-09',
      text: '<p>Chiuso sta in una tazza e viaggia nella sua custodia rigida, insieme a un sacchetto in tessuto. Il prezzo di listino è 22,99 €, ma in offerta scende a 17,49 €; la garanzia è di due anni.</p>',
      claims: [],
    },
    {
      id: 'fornello-10',
      text: '<p>Dopo tre settimane di trekking in Sardegna lo consigliamo senza riserve: il regolatore di pressione tiene la fiamma costante fino all’ultimo grammo di gas. Oggi costa 12,99 €.</p>',
      claims: [
        { quote: 'Dopo tre settimane di trekking in Sardegna', class: 'test' },
        { quote: 'regolatore di pressione', class: 'specifica' },
        { quote: '12,99 €', class: 'prezzo' },
      ],
    },
  ],
};

export default file;
