/**
 * The Italian strings of the guides: the API's errors and the dashboard screen
 * /dashboard/guide (spec sections 2, 4, 5, 8, 9). Server and browser import the same words.
 */
import { WORDS } from './messages-words.ts';

/** At most 10 products per guide (spec section 9). */
export const MAX_GUIDE_PRODUCTS = 10;

export const GUIDE_MSG = {
  // API: validation (the same sentences the form shows)
  titleRequired: 'Il titolo della guida è obbligatorio.',
  titleMax: 'Il titolo può contenere al massimo 300 caratteri.',
  productsRequired: 'Seleziona almeno un prodotto.',
  productsMax: `Puoi scegliere al massimo ${MAX_GUIDE_PRODUCTS} prodotti per guida.`,
  productsDuplicate: 'Ogni prodotto può comparire una sola volta nella guida.',
  productInvalid: 'Prodotto non valido.',
  productsNotFound: (ids: number[]) => (ids.length === 1 ? `Prodotto non trovato (id ${ids[0]}).` : `Prodotti non trovati (id ${ids.join(', ')}).`),
  promptInvalid: 'Prompt non valido.',
  promptNotFound: 'Prompt non trovato.',
  promptWrongType: 'Il prompt scelto non è un prompt per le guide.',
  imageInvalidId: 'Immagine non valida.',
  imageNotFound: 'Immagine non trovata.',
  imageTwice: 'Indica la copertina una sola volta: l’immagine scelta (immagine) oppure id_immagine, non entrambe.',
  contentInvalid: 'Il contenuto della guida non è valido: usa {introduzione, sezioni, conclusione}, un elenco di sezioni o un testo.',
  contentTooLong: 'Il contenuto della guida è troppo lungo.',
  sectionOutsideGuide: 'Ogni sezione deve riguardare uno dei prodotti della guida.',
  guideNotFound: 'Guida non trovata.',

  // API: the AI's answer
  aiUnreadable: 'L’intelligenza artificiale non ha restituito una guida leggibile. Riprova.',
  aiEmpty: 'L’intelligenza artificiale ha restituito una guida vuota. Riprova.',
  aiMissingSections: (names: string[]) =>
    `La guida generata non contiene una sezione per ${names.length === 1 ? 'il prodotto' : 'i prodotti'} ${names.map((n) => `«${n}»`).join(', ')}. Riprova.`,

  // API: publishing with the grounding check
  unverifiedClaims: (n: number) =>
    n === 1
      ? 'La guida contiene 1 dato non verificato: toglilo dal testo o confermalo indicando la fonte.'
      : `La guida contiene ${n} dati non verificati: toglili dal testo o confermali indicando la fonte di ciascuno.`,

  // Dashboard: page and filter
  title: 'Guide',
  intro: 'Guide all’acquisto generate con l’AI a partire dai dati dei prodotti, poi riviste dalla redazione.',
  filterLabel: 'Stato',
  filterAll: 'Tutte',
  filterDrafts: 'Bozze',
  filterPublished: 'Pubblicate',
  filterArchived: 'Archiviate',
  loading: 'Caricamento guide…',
  loadError: 'Errore caricamento guide',
  empty: 'Nessuna guida trovata.',
  emptyHint: 'Crea la prima con «Crea nuova guida».',
  count: (n: number) => (n === 1 ? '1 guida.' : `${n.toLocaleString('it-IT')} guide.`),
  searchPlaceholder: 'Cerca nel titolo delle guide…',

  // Creation panel
  create: 'Crea nuova guida',
  close: WORDS.close,
  fTitle: 'Titolo della guida',
  fTitlePlaceholder: 'Es. Il kit per un blackout di tre giorni',
  fCover: 'URL immagine di copertina',
  fCoverHint: 'Un indirizzo https:// (o un percorso del sito che inizia con /). Se vuoto si usa l’immagine segnaposto.',
  coverPreview: 'Anteprima copertina',
  coverInvalid: 'L’immagine deve essere un indirizzo http:// o https:// valido (o un percorso che inizia con /).',
  fProducts: 'Prodotti della guida',
  productsChoose: 'Scegli i prodotti',
  productsNone: 'Nessun prodotto scelto.',
  productsSelected: (n: number) => `${n} di ${MAX_GUIDE_PRODUCTS} prodotti selezionati`,
  productsModalTitle: 'Seleziona i prodotti',
  productsModalHint: `Al massimo ${MAX_GUIDE_PRODUCTS} prodotti: l’ordine della guida è quello in cui li selezioni.`,
  productsMaxReached: `Hai raggiunto il massimo di ${MAX_GUIDE_PRODUCTS} prodotti.`,
  productsLoading: 'Caricamento prodotti…',
  productsLoadError: 'Errore caricamento prodotti',
  productsCatalogEmpty: 'Nessun prodotto in catalogo: aggiungine uno dalla sezione Prodotti.',
  productsFilter: 'Filtra i prodotti',
  productRemove: (name: string) => `Togli «${name}» dalla guida`,
  productUp: (name: string) => `Sposta «${name}» più in alto`,
  productDown: (name: string) => `Sposta «${name}» più in basso`,
  done: 'Fatto',
  generate: 'Genera con AI',
  generatedReplaced: 'Testo generato dall’AI al posto del tuo.',
  undoGenerated: 'Torna al testo di prima',
  generateHint: 'Servono un titolo e almeno un prodotto.',
  generating: 'Generazione in corso...',
  elapsed: (s: number) => `${s} s`,
  generatingNote: 'Può richiedere fino a un minuto e mezzo.',
  saveGuide: 'Salva guida',
  saveHint: 'Genera la guida prima di salvarla.',
  saving: 'Salvataggio…',
  cancel: WORDS.cancel,
  confirm: WORDS.confirm,
  promptModalTitle: 'Scegli il prompt per la guida',
  promptsLoading: 'Caricamento prompt…',
  promptsLoadError: 'Errore nel caricamento dei prompt.',
  promptsNone: 'Nessun prompt attivo per le guide: verrà usato il prompt di base. Puoi crearne uno nella sezione Prompts.',
  promptBase: 'Prompt di base',
  defaultBadge: 'Default',

  // Editor and preview
  editorLabel: 'Sezioni della guida',
  tabIntro: 'Introduzione',
  tabOutro: 'Conclusione',
  sectionSelect: 'Sezione',
  editorIntroLabel: 'Testo dell’introduzione',
  editorOutroLabel: 'Testo della conclusione',
  editorSectionLabel: (name: string) => `Testo della sezione «${name}»`,
  unverified: 'Dato non verificato',
  unverifiedCount: (n: number) =>
    n === 1 ? '1 dato non verificato nei dati del prodotto: controllalo prima di pubblicare.' : `${n} dati non verificati nei dati dei prodotti: controllali prima di pubblicare.`,
  productMissing: (id: number) => `Prodotto ${id} (non più in catalogo)`,

  // Messages (spec section 8)
  generateError: 'Errore durante la generazione della guida',
  saveError: 'Errore durante il salvataggio della guida',
  genericGenerateError: 'Errore durante la generazione',
  genericSaveError: 'Errore nel salvataggio',
  saved: 'Guida salvata',
  updated: 'Guida aggiornata',
  deleted: 'Guida eliminata',
  regenerated: 'Guida rigenerata',
  published: 'Guida pubblicata',
  archived: 'Guida archiviata',
  operationDone: 'Operazione completata',
  deleteError: "Errore durante l'eliminazione",
  regenerateError: 'Errore nella rigenerazione',
  publishError: 'Errore durante la pubblicazione',
  archiveError: "Errore durante l'archiviazione",
  confirmRegenerate: (item: string) => `Vuoi rigenerare la guida ${item}?`,
  confirmDelete: (item: string) => `Vuoi eliminare la guida ${item}?`,
  regenerateNote: 'Titolo e copertina restano; il contenuto viene sostituito solo quando la nuova versione è pronta, e il testo precedente resta nella Cronologia.',
  regenerateNotePublished:
    'Titolo e copertina restano. La guida è pubblicata: il nuovo testo diventa una proposta da rivedere nell’editor, e la versione online non cambia finché non la salvi.',
  regeneratedProposal: 'Nuova versione pronta: la guida pubblicata resta online finché non salvi la nuova versione.',
  bulkRegenerateNote: 'Le guide pubblicate restano online come sono: il nuovo testo le aspetta come proposta nel loro editor.',
  deleteNote: 'L’eliminazione è definitiva.',
  deleting: 'Eliminazione in corso...',
  regenerating: 'Rigenerazione in corso...',
  overlayDelete: 'Elimina guida',
  overlayRegenerate: 'Rigenera guida',

  // Publishing with unverified claims

  // Guide card
  cardUpdated: (when: string) => `Aggiornata il ${when}`,
  cardProducts: (n: number) => (n === 1 ? '1 prodotto' : `${n} prodotti`),
  cardEmpty: 'Nessun contenuto.',
  actionEdit: WORDS.edit,
  actionView: 'Visualizza',
  actionViewHint: (title: string) => `Apri la guida «${title}» sul sito in una nuova scheda`,
  actionExpand: 'Espandi',
  actionCollapse: 'Comprimi',
  actionRegenerate: 'Rigenera',
  actionDelete: WORDS.delete,
  coverAlt: 'Copertina della guida',
} as const;
