/**
 * The Italian strings of the news pipeline: the API's errors, the dashboard screen
 * 'Notizie geopolitica' with its candidates panel and edit form, and the feed sources page
 * (spec sections 2, 4, 5, 8, 9). Server and browser import the same words.
 */
import { WORDS } from './messages-words.ts';

/** Relevance of a news item: 0…5 (spec section 9). */
export const NEWS_RELEVANCE_MAX = 5;
/** Each load of candidates shows 5 more (spec section 9). */
export const CANDIDATES_PAGE = 5;
/** Longest title and summary of a news item. */
export const NEWS_TITLE_MAX = 300;
export const NEWS_SUMMARY_MAX = 2_000;

export const NEWS_MSG = {
  // API: validation (the same sentences the form shows)
  titleRequired: 'Il titolo della notizia è obbligatorio.',
  titleMax: `Il titolo può contenere al massimo ${NEWS_TITLE_MAX} caratteri.`,
  summaryMax: `Il sommario può contenere al massimo ${NEWS_SUMMARY_MAX} caratteri.`,
  textTooLong: 'Il testo è troppo lungo.',
  relevanceInvalid: `La rilevanza deve essere un numero intero da 0 a ${NEWS_RELEVANCE_MAX}.`,
  statusInvalid: 'Stato non valido: usa bozza, pubblicata o archiviata.',
  slugInvalid: 'Lo slug può contenere solo lettere minuscole senza accenti, numeri e trattini.',
  slugTaken: 'Questo slug è già usato da un’altra notizia.',
  linkInvalid: 'Il link della fonte deve essere un indirizzo http o https.',
  imageInvalid: 'L’immagine deve essere un indirizzo http o https.',
  imageNotFound: 'Immagine non trovata.',
  dateInvalid: 'Data di pubblicazione non valida.',
  sourceDateInvalid: 'Data della fonte non valida.',
  tagMax: 'I tag possono contenere al massimo 500 caratteri.',
  newsNotFound: 'Notizia non trovata.',
  alreadySaved: 'Questa notizia è già stata salvata: la trovi tra le notizie salvate.',
  publishNeedsText: 'Per pubblicare la notizia servono un sommario o il testo dell’articolo.',
  unverifiedClaims: (n: number) =>
    n === 1
      ? 'La notizia contiene 1 dato che la fonte non riporta: toglilo dal testo o confermalo indicando la fonte.'
      : `La notizia contiene ${n} dati che la fonte non riporta: toglili dal testo o confermali indicando la fonte di ciascuno.`,
  textRequired: 'Il testo della notizia è obbligatorio.',
  articlesRequired: 'Invia almeno una notizia da salvare.',
  articlesMax: (n: number) => `Puoi salvare al massimo ${n} notizie per volta.`,
  promptInvalid: 'Prompt non valido.',
  promptNotFound: 'Prompt non trovato.',
  promptWrongType: 'Il prompt scelto non è un prompt per le notizie.',
  skippedDuplicate: 'già salvata',
  skippedInBatch: 'ripetuta nello stesso invio',
  skippedInvalid: (reason: string) => `non valida: ${reason}`,
  extractionFailed: (reason: string) => `Bozza salvata, ma il testo dell’articolo non è stato estratto (${reason}).`,

  // API: the AI's answers
  aiEmptySummary: 'L’intelligenza artificiale non ha restituito un sommario. Riprova.',
  aiEmptyArticle: 'L’intelligenza artificiale non ha restituito un articolo. Riprova.',

  // Dashboard screen (spec section 2: 'Notizie geopolitica')
  title: 'Notizie geopolitica',
  intro: 'Dai feed alle notizie pubblicate: scegli i candidati, falli riscrivere dall’AI, rivedi e pubblica.',
  newButton: '+ Nuova',
  ingestButton: 'Ingest da feed',
  ingesting: 'Lettura dei feed…',
  sourcesLink: 'Fonti dei feed',
  sidebarToggle: 'Notizie nella barra laterale del sito',
  filterText: 'Cerca nel titolo o nel sommario',
  filterTextPlaceholder: 'Filtra per testo...',
  filterSource: 'Fonte',
  filterSourcePlaceholder: 'Filtra per fonte...',
  filterState: 'Stato',
  filterAll: 'Tutte',
  filterDrafts: 'Bozze',
  filterPublished: 'Pubblicate',
  filterArchived: 'Archiviate',

  // Candidates panel
  candidatesTitle: 'Candidati dai feed',
  candidatesHint: 'Le notizie più recenti delle fonti attive. Aggiungine una alle bozze per lavorarci.',
  candidatesEmpty: 'Nessuna notizia nei feed. Premi «Ingest da feed» per leggerli adesso.',
  candidatesCount: (shown: number, total: number) => `${shown} di ${total} notizie`,
  loadMore: `Carica altre ${CANDIDATES_PAGE} notizie`,
  addToDrafts: 'Aggiungi a bozze',
  adding: 'Aggiungo...',
  added: 'Aggiunto a bozze!',
  openSource: 'Apri la fonte',
  sourcesFailed: (n: number) => (n === 1 ? '1 fonte non è stata letta:' : `${n} fonti non sono state lette:`),
  /** The link next to 'Aggiunto a bozze!': the draft just made (or the item the candidate became). */
  openDraft: 'Apri la bozza',
  openSaved: 'Apri la notizia',
  // 'Ingest da feed' while it runs: how many feeds are read, and each one's outcome.
  ingestProgress: (read: number, total: number) => `Letto ${read} di ${total} feed…`,
  ingestFeedReading: 'in lettura…',
  ingestFeedItems: (n: number) => (n === 1 ? '1 notizia' : `${n} notizie`),
  ingestFeedNotModified: 'nessuna novità',
  /** A feed still unread when the whole run's time was up (FEED_INGEST_TIMEOUT_MS). */
  ingestTimedOut: (seconds: number) => `Nessuna risposta entro ${seconds} secondi: lettura interrotta.`,
  ingestNoSources: 'Nessuna fonte attiva da leggere: aggiungine una in «Fonti dei feed».',
  ingestInterrupted: 'La lettura dei feed si è interrotta prima della fine. Riprova.',

  // Saved list
  savedTitle: 'Notizie salvate',
  savedEmpty: 'Nessuna notizia salvata.',
  savedNoMatch: 'Nessuna notizia corrisponde ai filtri.',
  relevanceOf: (n: number) => `Rilevanza ${n} su ${NEWS_RELEVANCE_MAX}`,
  edit: WORDS.edit,
  view: 'Visualizza',
  delete: WORDS.delete,
  deleteConfirm: 'Eliminare definitivamente questa notizia?',
  deleteTitle: 'Elimina notizia',
  published: 'Notizia pubblicata.',
  archived: 'Notizia archiviata.',
  deleted: 'Notizia eliminata.',
  noSource: 'Senza fonte',

  // Alerts (spec section 8)
  errLoad: 'Errore caricamento notizie',
  errFeed: 'Errore lettura feed',
  errDraft: 'Errore salvataggio bozza',
  errPublish: 'Errore pubblicazione',
  errArchive: 'Errore archiviazione',
  errDelete: 'Errore eliminazione',

  // Edit form (/dashboard/notizie/nuova and /dashboard/notizie/{id})
  newTitle: 'Nuova notizia',
  editTitle: 'Modifica notizia',
  back: 'Torna alle notizie',
  fTitle: 'Titolo',
  fSlug: 'Slug (indirizzo)',
  fSlugHint: 'Generato dal titolo finché la notizia è una bozza.',
  fSlugPublic: 'Notizia pubblicata: se cambi lo slug, il vecchio indirizzo rimanda a quello nuovo.',
  fSummary: 'Sommario',
  fSummaryHint: 'Due o tre frasi: compare negli elenchi e quando l’articolo non ha testo.',
  fDescription: 'Descrizione (meta)',
  fDescriptionHint: 'Per i motori di ricerca; se vuota si usa il sommario.',
  fContent: 'Articolo',
  fOriginal: 'Testo originale della fonte',
  fOriginalHint: 'Il materiale di partenza per l’AI: non viene mai mostrato ai visitatori.',
  fSource: 'Fonte',
  fSourceLink: 'Link della fonte',
  fDate: 'Data di pubblicazione',
  fDateHint: 'Si imposta da sola quando la notizia viene pubblicata.',
  fSourceDate: 'Data della fonte',
  fSourceDateHint: 'Quando la fonte ha pubblicato la notizia: non è la data dell’articolo.',
  /** Under the unverified claims of the article: they are checked against the source, not a product. */
  unverifiedHint: 'Non compaiono nel testo della fonte: controllali o correggili prima di pubblicare.',
  fImage: 'Immagine di copertina (URL)',
  fImageManual: 'Oppure l’immagine del feed o un indirizzo',
  fImageAuthor: 'Autore dell’immagine',
  fImageAuthorLink: 'Link all’autore dell’immagine',
  fStatus: 'Stato',
  fRelevance: 'Rilevanza (0–5)',
  fTags: 'Tag',
  fTagsHint: 'Separati da virgole.',
  fPrompt: 'Prompt per l’articolo',
  fPromptDefault: 'Prompt predefinito',
  summarize: 'Genera sommario',
  summarizing: 'Genero il sommario…',
  generate: 'Genera articolo',
  generating: 'Scrivo l’articolo… può richiedere fino a un minuto.',
  summarized: 'Sommario generato: rileggilo prima di salvare.',
  generated: 'Articolo generato: rileggilo prima di salvare.',
  needText: 'Serve il testo originale (o almeno il sommario) per usare l’AI.',
  summaryByAi: 'Sommario generato dall’AI.',
  articleByAi: 'Articolo generato dall’AI.',
  /** Puts back what the AI replaced (the editor's own text), until the field is edited or saved. */
  aiUndo: WORDS.cancel,
  save: WORDS.save,
  saving: 'Salvataggio…',
  saved: 'Notizia salvata.',
  created: 'Notizia creata.',
  errSave: 'Errore nel salvataggio della notizia.',
  errGenerate: 'Errore durante la generazione.',
  loadingForm: 'Caricamento notizia…',

  // Feed sources page (/dashboard/fonti-feed)
  sourcesTitle: 'Fonti dei feed',
  sourcesIntro: 'I feed RSS e Atom da cui arrivano i candidati. Vengono letti ogni 30 minuti e quando premi «Ingest da feed».',
  sourcesEmpty: 'Nessuna fonte configurata.',
  sourceName: 'Nome',
  sourceNameHint: 'Facoltativo: se vuoto si usa il titolo del feed.',
  sourceUrl: 'Indirizzo del feed',
  sourceAdd: 'Aggiungi fonte',
  sourceAdding: 'Aggiungo…',
  sourceAdded: 'Fonte aggiunta.',
  sourceEnabled: 'Attiva',
  sourceDisabled: 'Disattivata',
  sourceEnable: 'Riattiva',
  sourceDisable: 'Disattiva',
  sourceRemove: 'Rimuovi',
  sourceRemoveConfirm: (nome: string) => `Rimuovere la fonte «${nome}»? I candidati già letti restano.`,
  sourceRemoved: 'Fonte rimossa.',
  sourceNeverRead: 'Mai letta',
  sourceLastRead: 'Ultima lettura riuscita',
  sourceLastAttempt: 'Ultimo tentativo',
  sourceItems: 'Elementi',
  sourceValidators: 'Validatori HTTP',
  sourceError: 'Ultimo errore',
  sourceOk: 'Nessun errore',
  sourceReadNow: 'Leggi ora',
  sourceUrlRequired: 'Inserisci l’indirizzo del feed.',
  sourceUrlInvalid: 'L’indirizzo del feed deve iniziare con http:// o https://.',
  sourceNameMax: 'Il nome può contenere al massimo 120 caratteri.',
  sourceDuplicate: 'Questa fonte è già presente.',
  sourceNotFound: 'Fonte non trovata.',
  errSources: 'Errore nel caricamento delle fonti.',
  errSourceSave: 'Errore nel salvataggio della fonte.',
  errSourceRemove: 'Errore nella rimozione della fonte.',
} as const;
