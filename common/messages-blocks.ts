/**
 * The editor's blocks (decision 0057): product box, comparison table and library image — the
 * toolbar's 'Inserisci' menu, the dialogs that choose what a block shows, the previews in the text
 * and the editor page's notice of blocks whose product is gone. Decision 0009: strings live in common/.
 */
import { CAPTION_MAX, COMPARISON_MAX_PRODUCTS, COMPARISON_MAX_ROWS, COMPARISON_MIN_PRODUCTS, REASON_MAX } from './content-blocks.ts';

export const BLOCKS_MSG = {
  /** The toolbar's menu. */
  insert: 'Inserisci',
  insertMenu: 'Inserisci un blocco',
  productBox: 'Box prodotto',
  comparison: 'Tabella di confronto',
  image: 'Immagine',

  /** The previews in the text. */
  edit: 'Modifica',
  remove: 'Rimuovi',
  editBlock: (kind: string) => `Modifica: ${kind}`,
  removeBlock: (kind: string) => `Rimuovi: ${kind}`,
  blockHint: 'Invio per modificare, Canc per rimuovere',
  loadingProduct: 'Caricamento del prodotto…',
  loadingImage: 'Caricamento dell’immagine…',
  productGone: 'Prodotto non più nel catalogo: non verrà mostrato ai lettori',
  productFailed: 'Impossibile leggere il prodotto dal catalogo.',
  imageGone: 'Immagine non più nella libreria: non verrà mostrata ai lettori',
  imageFailed: 'Impossibile leggere l’immagine dalla libreria.',
  productId: (id: number) => `Prodotto #${id}`,
  noPrice: 'Prezzo non disponibile',
  rating: (value: number) => `${value.toLocaleString('it-IT', { maximumFractionDigits: 1 })} su 5`,
  guideProducts: 'Prodotti della guida (automatico)',
  guideProductsPreview: 'I prodotti della guida, nell’ordine della guida, quando la pagina viene mostrata.',
  ourPick: 'La nostra scelta',
  rowLabels: { valutazione: 'Valutazione', prezzo: 'Prezzo', acquista: 'Pulsante Ordina su Amazon' } as Record<string, string>,
  buyButton: 'Ordina su Amazon',
  imageAltMissing: 'Senza testo alternativo',

  /** Searching the catalogue (box and table). */
  productSearch: 'Cerca nel catalogo per nome o ASIN',
  productSearchHint: 'Almeno due caratteri.',
  productSearching: 'Ricerca in corso…',
  productSearchNone: 'Nessun prodotto trovato.',
  productSearchFailed: 'Ricerca non riuscita. Riprova.',
  productResults: 'Prodotti trovati',
  asin: (asin: string) => `ASIN ${asin}`,

  /** Box prodotto. */
  productDialogTitle: 'Box prodotto',
  productDialogEditTitle: 'Modifica il box prodotto',
  productChoose: 'Scegli',
  productChooseLabel: (name: string) => `Scegli ${name}`,

  /** Tabella di confronto. */
  comparisonDialogTitle: 'Tabella di confronto',
  comparisonDialogEditTitle: 'Modifica la tabella di confronto',
  comparisonSource: 'Prodotti',
  comparisonChosen: 'Prodotti scelti',
  comparisonChosenEmpty: 'Nessun prodotto scelto: cercali qui sopra.',
  comparisonCount: (n: number) => `${n} di ${COMPARISON_MAX_PRODUCTS}`,
  comparisonManual: 'Scelti da me',
  comparisonAdd: (name: string) => `Aggiungi ${name}`,
  comparisonAddShort: 'Aggiungi',
  comparisonAdded: 'Aggiunto',
  comparisonAddedLabel: (name: string) => `Aggiunto: ${name}`,
  moveUp: (name: string) => `Sposta su ${name}`,
  moveDown: (name: string) => `Sposta giù ${name}`,
  removeItem: (name: string) => `Togli ${name}`,
  rows: 'Righe',
  rowsHint: `Scegli le righe e il loro ordine (al massimo ${COMPARISON_MAX_ROWS}).`,
  moreRows: 'Altre righe',
  specRows: 'Dalle specifiche tecniche dei prodotti scelti:',
  specRowsEmpty: 'I prodotti scelti non hanno specifiche tecniche.',
  pick: 'La nostra scelta',
  pickNone: 'Nessuna',
  pickReason: 'Perché (una riga)',
  pickReasonHint: `Al massimo ${REASON_MAX} caratteri.`,
  tooFew: `Scegli almeno ${COMPARISON_MIN_PRODUCTS} prodotti.`,
  tooMany: `Al massimo ${COMPARISON_MAX_PRODUCTS} prodotti.`,
  noRows: 'Scegli almeno una riga.',
  tooManyRows: `Al massimo ${COMPARISON_MAX_ROWS} righe.`,

  /** Immagine. */
  imageDialogTitle: 'Immagine dalla libreria',
  imageDialogEditTitle: 'Modifica l’immagine',
  imageChosen: 'Immagine scelta',
  imageNone: 'Scegli un’immagine dalla libreria.',
  imageNeedsAlt: 'Aggiungi prima il testo alternativo nella libreria Media',
  caption: 'Didascalia (facoltativa)',
  captionHint: `Al massimo ${CAPTION_MAX} caratteri.`,
  credit: (credit: string) => `Credito: ${credit}`,

  /** The dialogs' buttons. */
  insertBlock: 'Inserisci',
  saveBlock: 'Aggiorna',
  cancel: 'Annulla',

  /** The editor page's notice. */
  missingTitle: 'Blocchi con prodotti non più nel catalogo',
  missing: (items: string[]) => `Blocchi con prodotti non più nel catalogo: ${items.join(', ')}`,
  missingHint: 'Non verranno mostrati ai lettori: sostituiscili o rimuovili.',
  missingBox: (id: number) => `Box prodotto #${id}`,
  missingTable: (id: number) => `Tabella di confronto (prodotto #${id})`,

  /** The revisions' comparison. */
  diffBox: (id: number) => `[Box prodotto #${id}]`,
  diffTable: (ids: string) => `[Tabella di confronto: ${ids}]`,
  diffGuideTable: '[Tabella di confronto: prodotti della guida]',
  diffImage: (id: number, caption: string) => (caption ? `[Immagine #${id}: ${caption}]` : `[Immagine #${id}]`),
} as const;
