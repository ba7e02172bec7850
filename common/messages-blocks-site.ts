/**
 * The Italian strings of the blocks a visitor sees inside a text (decision 0057): the product box
 * and the comparison table, rendered on the public pages and in the staff preview.
 */
export const BLOCKS_SITE_MSG = {
  // Product box
  boxLabel: (name: string) => `Scheda prodotto: ${name}`,
  readReview: 'Leggi la recensione',
  readReviewHint: (name: string) => ` di ${name}`,
  specsLabel: 'Caratteristiche principali',

  // Comparison table
  tableCaption: 'Confronto tra i prodotti',
  tableRegion: 'Tabella di confronto (scorre in orizzontale)',
  productColumn: 'Prodotto',
  ourPick: 'La nostra scelta',
  rowRating: 'Valutazione su Amazon',
  rowPrice: 'Prezzo',
  rowBuy: 'Acquista',
  priceSeeOnAmazon: 'Vedi il prezzo su Amazon',
  missingValue: '—',
  missingValueLabel: 'non indicato',
} as const;
