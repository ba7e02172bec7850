/**
 * The rich-text editor of the dashboard (reviews, guides, news) and the grounding check it shows.
 * Decision 0009: every user-facing string lives in common/.
 */
import { WORDS } from './messages-words.ts';
export const EDITOR_MSG = {
  toolbar: 'Formattazione del testo',
  heading2: 'Titolo di sezione (H2)',
  heading3: 'Sottotitolo (H3)',
  bold: 'Grassetto',
  italic: 'Corsivo',
  bulletList: 'Elenco puntato',
  orderedList: 'Elenco numerato',
  link: 'Collegamento',
  undo: 'Annulla modifica',
  redo: 'Ripeti modifica',
  quote: 'Citazione',
  horizontalRule: 'Linea di separazione',
  shortcut: (keys: string) => `(${keys})`,
  /** Two shortcuts for one command (redo: Ctrl+Shift+Z or Ctrl+Y). */
  eitherKeys: (a: string, b: string) => `${a} o ${b}`,
  table: 'Inserisci tabella',
  tableForm: 'Nuova tabella',
  tableRows: 'Righe',
  tableColumns: 'Colonne',
  tableHeaderRow: 'Prima riga di intestazione',
  tableInsert: 'Inserisci',
  tableSizeHint: 'Da 1 a 20 righe e da 1 a 10 colonne.',
  /** The buttons shown while the caret is in a table. */
  tableTools: 'Tabella',
  rowAbove: 'Aggiungi riga sopra',
  rowBelow: 'Aggiungi riga sotto',
  columnLeft: 'Aggiungi colonna a sinistra',
  columnRight: 'Aggiungi colonna a destra',
  deleteRow: 'Elimina riga',
  deleteColumn: 'Elimina colonna',
  deleteTable: 'Elimina tabella',
  /** Short visible words of the table buttons (their full names are the labels above). */
  rowAboveShort: 'Riga sopra',
  rowBelowShort: 'Riga sotto',
  columnLeftShort: 'Colonna a sinistra',
  columnRightShort: 'Colonna a destra',
  deleteRowShort: 'Elimina riga',
  deleteColumnShort: 'Elimina colonna',
  deleteTableShort: 'Elimina tabella',
  linkLabel: 'Indirizzo del collegamento',
  linkHint: 'Un indirizzo https://, http:// o mailto:, oppure un percorso del sito che inizia con /.',
  linkApply: 'Applica',
  linkRemove: 'Rimuovi collegamento',
  linkCancel: WORDS.cancel,
  /** The search of the link form: a review, guide or news item of this site found by its title. */
  linkSearchLabel: 'Oppure cerca un contenuto del sito per titolo',
  linkSearchHint: 'Recensioni, guide e notizie: scegline una per collegarla.',
  linkSearchResults: 'Contenuti trovati',
  linkSearching: 'Ricerca in corso…',
  linkSearchNone: 'Nessun contenuto con questo titolo.',
  linkSearchFailed: 'Ricerca non riuscita: riprova.',
  linkKind: { recensione: 'Recensione', guida: 'Guida', notizia: 'Notizia' } as const,
  linkInvalid: 'Indirizzo non valido: usa un indirizzo https://, http:// o mailto:, oppure un percorso che inizia con /.',
  /** The label and tooltip of a claim the product data does not support. */
  unverified: 'Dato non verificato',
  unverifiedListTitle: (n: number) => (n === 1 ? '1 dato non verificato' : `${n} dati non verificati`),
  unverifiedListHint: 'Non compaiono nei dati salvati del prodotto: controllali o correggili prima di pubblicare.',
  claimKind: {
    misura: 'misura',
    prezzo: 'prezzo',
    valutazione: 'valutazione',
    specifica: 'specifica',
    collegamento: 'collegamento',
    esperienza: 'prova in prima persona',
  } as const,
  /** A link the AI wrote to a host its source material does not name, as the claims list shows it. */
  linkClaim: (host: string) => `collegamento a ${host}`,
  loading: 'Caricamento dell’editor…',
  /** 412: the text was saved by someone else after this editor opened it (If-Match). */
  editConflict: 'Il testo è stato modificato da qualcun altro dopo che l’hai aperto. Ricarica per vedere la versione attuale.',
} as const;
