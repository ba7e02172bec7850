/**
 * The Italian strings of the reviews: the API's errors and the dashboard screen
 * /dashboard/recensioni (spec sections 2, 4, 5, 8, 9). Server and browser import the same words.
 * REVIEW_OVERLAY_MSG holds the words of the products screen's 'Genera recensione' overlay.
 */
import { WORDS } from './messages-words.ts';

/** After a successful action the reviews overlay closes after 2 s (spec section 9). */
export const REVIEW_OVERLAY_CLOSE_MS = 2000;
/** The longest review text accepted (characters of HTML). */
export const REVIEW_MAX_LENGTH = 200_000;

export const REVIEW_MSG = {
  // API: validation
  contentRequired: 'La recensione non può essere vuota.',
  contentTooLong: 'La recensione è troppo lunga.',
  titleMax: 'Il titolo può contenere al massimo 300 caratteri.',
  promptInvalid: 'Prompt non valido.',
  promptNotFound: 'Prompt non trovato.',
  promptWrongType: 'Il prompt scelto non è un prompt per le recensioni.',
  noDefaultPrompt: 'Nessun prompt predefinito attivo per le recensioni: scegline uno o impostane uno come predefinito nella sezione Prompts.',
  reviewNotFound: 'Recensione non trovata.',
  reviewExists: 'Questo prodotto ha già una recensione: aprila dall’elenco per modificarla.',
  productNotFound: 'Prodotto non trovato.',

  // API: the AI's answer
  aiEmpty: 'L’intelligenza artificiale ha restituito una recensione vuota. Riprova.',

  // API: publishing with the grounding check
  unverifiedClaims: (n: number) =>
    n === 1
      ? 'La recensione contiene 1 dato non verificato: toglilo dal testo o confermalo indicando la fonte.'
      : `La recensione contiene ${n} dati non verificati: toglili dal testo o confermali indicando la fonte di ciascuno.`,

  // Screen
  title: 'Recensioni',
  description: 'Le recensioni dei prodotti: modifica, pubblica, archivia o rigenera con un prompt.',
  count: (n: number) => (n === 1 ? '1 recensione' : `${n} recensioni`),
  filterLabel: 'Stato',
  filterAll: 'Tutte',
  filterBozza: 'Bozze',
  filterPubblicata: 'Pubblicate',
  filterArchiviata: 'Archiviate',
  loading: 'Caricamento recensioni…',
  loadError: 'Errore caricamento recensioni.',
  empty: 'Nessuna recensione trovata.',
  emptyHint: 'Genera una recensione dalla sezione Prodotti.',
  emptyFiltered: 'Nessuna recensione con questo stato.',
  search: 'Cerca per titolo o prodotto…',
  imageAlt: '',
  lastChange: (date: string) => `Ultima modifica: ${date}`,
  contentLabel: (item: string) => `Testo della recensione di ${item}`,
  editorLabel: 'Testo della recensione',
  titleLabel: 'Titolo (facoltativo)',

  // Card actions
  edit: WORDS.edit,
  cancel: WORDS.cancel,
  save: WORDS.save,
  delete: WORDS.delete,
  viewArticle: 'Visualizza articolo',
  expand: 'Espandi',
  collapse: 'Comprimi',
  regenerate: 'Rigenera',
  generate: 'Genera recensione',
  close: WORDS.close,
  actionsFor: (item: string) => `Azioni per ${item}`,

  // Alerts and results (spec section 8)
  updateError: 'Errore durante aggiornamento.',
  publishError: 'Errore durante la pubblicazione.',
  archiveError: "Errore durante l'archiviazione.",
  saved: 'Recensione aggiornata.',
  published: 'Recensione pubblicata.',
  archived: 'Recensione archiviata.',
  promptsLoadError: 'Errore nel caricamento dei prompt.',
  promptsNone: 'Nessun prompt disponibile nella categoria "recensione".',
  regenerated: (item: string) => `Recensione rigenerata per ${item}`,
  regeneratedProposal: (item: string) => `Nuova versione pronta per ${item}: la recensione pubblicata resta online finché non salvi la nuova versione.`,
  regenerateError: (item: string) => `Errore nella rigenerazione per ${item}`,
  generated: (item: string) => `Recensione generata per ${item}`,
  generateError: (item: string) => `Errore nella generazione per ${item}`,
  deleted: (item: string) => `Recensione eliminata per ${item}`,
  deleteError: (item: string) => `Errore durante l'eliminazione per ${item}`,

  // Modal texts
  deleteTitle: 'Eliminare la recensione?',
  deleteConfirm: (item: string) => `Vuoi eliminare la recensione per ${item}?`,
  regenerateTitle: (item: string) => `Rigenera la recensione di ${item}`,
  generateTitle: (item: string) => `Genera la recensione di ${item}`,
  promptLabel: 'Prompt',
  promptPlaceholder: 'Seleziona un prompt',
  promptDefault: (titolo: string) => `${titolo} (Default)`,
  promptRequired: 'Seleziona un prompt per procedere.',
  regenerateNote:
    'Una bozza riceve il nuovo testo quando arriva (quello attuale resta nella Cronologia). Una recensione pubblicata resta online com’è: il nuovo testo si apre nell’editor come proposta da confrontare, modificare e salvare.',
  generating: 'Generazione in corso...',
  deleting: 'Eliminazione in corso...',
  regenerating: 'Rigenerazione in corso...',
  loadingPrompts: 'Caricamento prompt…',
} as const;

/** The review overlay of the products screen: choosing a prompt and generating a review (spec section 2). */
export const REVIEW_OVERLAY_MSG = {
  overlayChooseTitle: 'Scegli il prompt per la recensione',
  overlayLoadingPrompts: 'Caricamento prompt…',
  overlayGenerating: 'Generazione in corso...',
  overlayTitle: 'Recensione',
  promptsLoadError: 'Errore nel caricamento dei prompt.',
  noActivePrompts: 'Nessun prompt attivo per le recensioni. Vai nella sezione Prompts per crearne uno.',
  reviewGenerated: 'Recensione generata con successo.',
  generationError: 'Errore durante la generazione.',
  defaultBadge: 'Default',
} as const;
