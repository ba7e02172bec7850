/**
 * The Italian strings of the editor's own page (/dashboard/recensioni/{id}, /dashboard/guide/{id},
 * /dashboard/notizie/{id} and their 'nuova' pages): the layout the three types share, its side
 * panel, the save bar, the word count and the outline.
 */
// Thousands grouped from 1.000 on, as in '1.234 parole' (Italian's own rule groups only from 10.000).
const number = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

export const EDITOR_PAGE_MSG = {
  back: 'Torna all’elenco',
  aside: 'Impostazioni del testo',
  saveBar: 'Salvataggio',
  status: 'Stato',
  schedule: 'Programmazione',
  category: 'Categoria',
  cover: 'Copertina',
  history: 'Cronologia',
  claims: 'Dati da verificare',
  claimsNone: 'Nessun dato da verificare nel testo.',
  claimsHint: 'Un clic su un dato lo mostra e lo seleziona nel testo.',
  claimGo: (claim: string) => `Mostra nel testo: ${claim}`,
  statusWhileDirty: 'Salva le modifiche prima di cambiare lo stato.',
  statusAfterCreate: 'Salva il testo per poterlo pubblicare, programmare o archiviare.',
  scheduledAt: (when: string) => `Pubblicazione programmata: ${when}`,
  notScheduled: 'Nessuna pubblicazione programmata.',
  noCategory: 'Nessuna categoria',
  noCover: 'Nessuna copertina',
  outline: 'Struttura',
  outlineEmpty: 'Nessun titoletto (H2, H3) nel testo.',
  outlineGo: (heading: string) => `Vai al titoletto: ${heading}`,
  stats: (words: number, minutes: number) => `${number.format(words)} ${words === 1 ? 'parola' : 'parole'} · ${minutes} min di lettura`,
  notFound: 'Testo non trovato.',
  notFoundHint: 'Forse è stato eliminato, o l’indirizzo non è giusto.',
  loadError: 'Impossibile aprire il testo: riprova.',
  loading: 'Caricamento del testo…',
  details: 'Dettagli',
  readOnly: 'Questo testo è di un altro autore: puoi leggerlo, ma non modificarlo.',
  readOnlyText: 'Testo',
  readOnlySubtitle: 'Sottotitolo',
  open: 'Apri',
  viewPublic: 'Vedi la pagina pubblica',

  // Reviews
  reviewEdit: 'Modifica recensione',
  reviewNew: 'Nuova recensione',
  reviewRead: 'Recensione',
  reviewProduct: 'Prodotto',
  reviewProductPlaceholder: 'Scegli il prodotto',
  reviewProductHint: 'Una recensione appartiene a un solo prodotto: sono elencati quelli che non ne hanno ancora una.',
  reviewProductRequired: 'Scegli il prodotto da recensire.',
  reviewNoFreeProducts: 'Tutti i prodotti hanno già una recensione.',
  reviewHowTo: 'Come vuoi scriverla?',
  reviewByHand: 'Scrivi a mano',
  reviewWithAi: 'Genera con AI',
  reviewCreated: 'Recensione creata come bozza.',
  reviewCoverHint: 'La copertina di una recensione è l’immagine del suo prodotto.',
  reviewMissing: 'Questo prodotto non ha ancora una recensione.',
  reviewWriteOne: 'Scrivi la recensione',
  loadingProducts: 'Caricamento prodotti…',

  // Guides
  guideEdit: 'Modifica guida',
  guideNew: 'Nuova guida',
  guideRead: 'Guida',
  newsRead: 'Notizia',
  guideProducts: 'Prodotti della guida',
  guideCreated: 'Guida creata.',
} as const;
