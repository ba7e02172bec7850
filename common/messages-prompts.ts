import { PROMPT_TYPES, type PromptType } from './types.ts';
import { WORDS } from './messages-words.ts';

/**
 * The Italian strings of the prompts: the API's errors and the dashboard screen
 * /dashboard/prompts (spec sections 2, 4, 5, 8). Server and browser import the same words.
 */

/** The type labels of the spec (section 3). */
export const PROMPT_TYPE_LABELS: Record<PromptType, string> = {
  recensione: 'Recensioni prodotti',
  guida: 'Guide',
  notizia: 'Notizie',
};

export { PROMPT_TYPES };

export const PROMPT_MSG = {
  // API: validation (the same sentences the form shows; spec section 5)
  required: 'Titolo, Tipo e Testo sono obbligatori.',
  generateRequired: 'Per generare, compila Titolo, Tipo e il box con le direttive.',
  titleMax: 'Il titolo può contenere al massimo 200 caratteri.',
  textMax: 'Il testo può contenere al massimo 50.000 caratteri.',
  directivesMax: 'Le direttive possono contenere al massimo 5.000 caratteri.',
  flagInvalid: (field: string) => `${field} deve essere true o false (oppure 1 o 0).`,
  languageInvalid: 'Lingua non supportata: i prompt si generano in italiano (it).',
  unknownField: (fields: string) => `Campo non previsto: ${fields}.`,
  notFound: 'Prompt non trovato.',
  defaultNotDeletable: 'Il prompt predefinito non può essere eliminato: imposta prima come predefinito un altro prompt dello stesso tipo.',
  defaultBusy: 'Un altro utente ha appena cambiato il prompt predefinito: riprova.',
  generateEmpty: 'L’intelligenza artificiale non ha restituito un prompt utilizzabile. Riprova o cambia le direttive.',

  // Screen
  title: 'Prompts',
  intro: 'I testi che guidano l’intelligenza artificiale per recensioni, guide e notizie. Il prompt predefinito di ogni tipo è quello proposto per primo.',
  filterType: 'Tipo',
  filterAll: 'Tutti i tipi',
  filterSearch: 'Cerca nei prompt',
  filterSearchPlaceholder: 'Titolo o testo…',
  filterSubmit: 'Filtra',
  filterReset: 'Azzera filtri',
  addTitle: 'Nuovo prompt',
  fieldTitle: 'Titolo',
  fieldType: 'Tipo',
  fieldTypeChoose: 'Scegli il tipo…',
  fieldText: 'Testo',
  fieldDirectives: 'Direttive per la generazione',
  fieldDirectivesHint: 'Descrivi cosa deve fare il prompt (tono, struttura, lunghezza…): «Genera prompt» scrive il testo per te.',
  placeholdersHint: (list: string) => `Segnaposto che il sistema riempie: ${list}.`,
  placeholdersNone: 'Per questo tipo il testo della fonte viene aggiunto in fondo al prompt.',
  generate: 'Genera prompt',
  generating: 'Generazione del prompt in corso…',
  generated: 'Prompt generato: controllalo e salvalo.',
  /** After 'Genera prompt' replaced a text: 'Annulla' puts it back, until Testo is edited. */
  generatedByAi: 'Testo generato dall’AI.',
  undoGenerated: WORDS.cancel,
  save: 'Salva prompt',
  saveChanges: 'Salva modifiche',
  cancel: WORDS.cancel,
  saved: 'Prompt salvato.',
  updated: 'Prompt aggiornato.',
  deleted: 'Prompt eliminato.',
  defaultSet: (titolo: string) => `«${titolo}» è ora il prompt predefinito.`,
  copied: 'Prompt copiato negli appunti.',
  copyFailed: 'Impossibile copiare: seleziona il testo e copialo a mano.',
  badgeDefault: 'DEFAULT',
  badgeInactive: 'Non attivo',
  active: 'Attivo (proposto nelle liste di scelta)',
  updatedAt: (date: string) => `Aggiornato: ${date}`,
  copy: 'Copia',
  edit: WORDS.edit,
  setDefault: 'Imposta default',
  isDefault: 'Predefinito',
  delete: WORDS.delete,
  deleteTitle: 'Eliminare il prompt?',
  deleteConfirm: (titolo: string) => `Vuoi eliminare il prompt «${titolo}»? L’operazione non si può annullare.`,
  deleteDisabled: 'Il prompt predefinito non si può eliminare.',
  empty: 'Nessun prompt salvato.',
  emptyFiltered: 'Nessun prompt corrisponde ai filtri.',
  loading: 'Caricamento prompt…',
  count: (n: number) => (n === 1 ? '1 prompt' : `${n} prompt`),
  listLabel: 'Prompt salvati',

  // Errors (spec section 8; the server's error field wins when present)
  loadError: 'Errore nel caricamento dei prompts.',
  saveError: 'Errore nel salvataggio del prompt.',
  updateError: "Errore nell'aggiornamento del prompt.",
  deleteError: "Errore nell'eliminazione del prompt.",
  defaultError: "Errore nell'impostare il default.",
  generateError: 'Errore nella generazione del prompt.',
} as const;
