/**
 * The Italian strings of the cover images: the Unsplash client's failures, the API's
 * validation, the image picker of the dashboard and the photo credit of the public pages
 * (spec sections 2, 5, 8, 9). Server and browser import the same words.
 */
export const IMAGE_MSG = {
  // Unsplash client: one sentence per failure, with what the editor can do about it.
  notConfigured: 'Unsplash non è configurato: salva la chiave unsplash in Chiavi API (oppure imposta UNSPLASH_ACCESS_KEY).',
  unauthorized: 'Unsplash ha rifiutato la chiave API: controlla la chiave unsplash in Chiavi API.',
  rateLimited: 'Troppe ricerche su Unsplash: il limite orario della chiave è stato raggiunto. Riprova più tardi.',
  timeout: (seconds: number) => `Unsplash non ha risposto entro ${seconds} secondi. Riprova più tardi.`,
  server: (status: number) => `Unsplash ha risposto con un errore (HTTP ${status}). Riprova più tardi.`,
  network: 'Impossibile raggiungere Unsplash: controlla la connessione del server e riprova.',
  invalidResponse: 'Unsplash ha inviato una risposta non valida. Riprova più tardi.',
  trackingRefused: 'L’indirizzo di download non appartiene all’API di Unsplash configurata.',

  // API validation
  queryRequired: 'Inserisci una parola chiave per cercare.',
  queryMax: 'La parola chiave può contenere al massimo 100 caratteri.',
  idInvalid: 'Identificativo dell’immagine Unsplash non valido.',
  urlInvalid: 'L’immagine deve essere un indirizzo https://images.unsplash.com/….',
  authorRequired: 'L’autore della foto è obbligatorio.',
  authorLinkInvalid: 'Il profilo dell’autore deve essere un indirizzo https://unsplash.com/@….',
  notFound: 'Immagine non trovata.',
  downloadLocationInvalid: 'L’indirizzo di download deve essere quello dell’API di Unsplash per questa foto.',

  // The picker (dashboard)
  pickerLabel: 'Immagine di copertina',
  searchLabel: 'Cerca su Unsplash',
  searchPlaceholder: 'Parola chiave, es. blackout, tenda, acqua',
  search: 'Cerca',
  loading: 'Ricerca delle immagini in corso…',
  searchError: 'Errore nella ricerca delle immagini.',
  empty: 'Nessuna immagine trovata.',
  modalTitle: 'Seleziona una copertina',
  modalHint: "Clicca un'immagine per selezionarla",
  resultsCount: (n: number, query: string) => (n === 1 ? `1 immagine per «${query}».` : `${n} immagini per «${query}».`),
  choose: (alt: string, author: string) => `Seleziona: ${alt}, foto di ${author}`,
  untitled: 'foto senza descrizione',
  by: (author: string) => `di ${author}`,
  preview: 'Copertina scelta',
  replace: 'Sostituisci',
  remove: 'Rimuovi',
  removed: 'Copertina rimossa.',
  none: 'Nessuna copertina: si usa l’immagine segnaposto.',
  pendingNote: 'La foto viene registrata (e segnalata a Unsplash) quando salvi.',
  manualToggle: 'Oppure inserisci l’indirizzo di un’immagine',
  recordError: 'Errore nella registrazione dell’immagine scelta.',

  // Public credit
  creditUnsplash: { before: 'Foto di ', middle: ' su ', after: '' },
  unsplash: 'Unsplash',
  creditOther: (author: string) => `© ${author}`,
} as const;

/** Results asked of Unsplash per search (its maximum is 30). */
export const IMAGE_RESULTS_PER_PAGE = 24;
/** Width of the stock images we use as covers (spec section 9). */
export const STOCK_IMAGE_WIDTH = 1600;
/** The source recorded for a picked cover (spec section 9). */
export const UNSPLASH_SOURCE = 'unsplash';
