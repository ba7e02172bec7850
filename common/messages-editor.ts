/**
 * The rich-text editor of the dashboard (reviews, guides) and the grounding check it shows.
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
  shortcut: (keys: string) => `(${keys})`,
  linkLabel: 'Indirizzo del collegamento',
  linkHint: 'Un indirizzo https://, http:// o mailto:, oppure un percorso del sito che inizia con /.',
  linkApply: 'Applica',
  linkRemove: 'Rimuovi collegamento',
  linkCancel: WORDS.cancel,
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
