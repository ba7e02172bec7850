/**
 * The Italian message catalogue: every user-facing string of the spec and of the API.
 * Client and server import from here so the words stay identical everywhere.
 * The public site's strings are in messages-site.ts (SITE_MSG), the dashboard's in
 * messages-dashboard.ts (DASH_MSG) and one catalogue per dashboard feature; docs/decisions/0009-strings-and-boundaries.md.
 */
import { WORDS } from './messages-words.ts';

/** The brand when SITE_NAME is unset: the default of the configuration and the browser's fallback. */
export const DEFAULT_SITE_NAME = 'Pronti a Tutto';

export const MSG = {
  // Generic API errors
  apiNotFound: 'Risorsa non trovata.',
  /** A page address asked with another method than GET or HEAD (pages have no forms of their own). */
  pageMethodNotAllowed: 'Metodo non consentito per questa pagina.',
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  /** A NUL character (U+0000) anywhere in the address, the query or the body: no text may hold one. */
  nulCharacter: 'La richiesta contiene un carattere non ammesso (NUL).',
  /** A path whose percent-encoding does not decode (`/api/prodotti/%zz`). */
  badUrl: 'Indirizzo non valido.',
  /** 414: a path longer than any address of the site (server/http/canonical-path.ts). */
  uriTooLong: 'Indirizzo troppo lungo.',
  /** 413: `max` is the route's limit, written like '1 MB' or '16 KB'. */
  bodyTooLarge: (max: string) => `La richiesta è troppo grande (massimo ${max}).`,
  unsupportedMediaType: 'Formato della richiesta non supportato: usa JSON.',
  validation: 'Dati non validi.',
  unauthorized: 'Accesso richiesto: effettua il login.',
  crossSiteRefused: 'Richiesta rifiutata: non proviene da questo sito.',
  internal: 'Si è verificato un errore interno. Riprova tra poco.',
  rateLimited: 'Troppe richieste. Riprova tra poco.',
  /** Too many pages and lists being built at once (server/http/build-limiter.ts): 503 with Retry-After. */
  busy: 'Il sito è molto richiesto in questo momento: riprova tra qualche secondo.',
  invalidId: 'Identificativo non valido.',
  invalidLimit: 'deve essere un numero intero tra 1 e 200',
  invalidOffset: 'deve essere un numero intero maggiore o uguale a 0',
  productNotFound: 'Prodotto non trovato.',

  // Shell (public site and dashboard)
  skipToContent: 'Vai al contenuto',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  // The root error boundary (an error outside any route's own boundary)
  pageNotFoundTitle: 'Pagina non trovata',
  pageNotFoundText: 'La pagina che cerchi non esiste o è stata spostata.',
  pageErrorTitle: 'Qualcosa è andato storto',
  pageErrorText: 'Si è verificato un errore imprevisto. Riprova tra poco.',

  // UI primitives (components/ui): dialog, confirmation, toast
  close: WORDS.close,
  confirm: WORDS.confirm,
  cancel: WORDS.cancel,
  closeNotification: 'Chiudi notifica',

  // Auth
  loginRequired: 'Nome utente e password sono obbligatori.',
  loginInvalid: 'Credenziali non valide.',
  loginRateLimited: 'Troppi tentativi di accesso. Riprova tra un minuto.',
  loginRateLimitedAccount: 'Troppi tentativi di accesso con questo nome utente. Riprova tra 15 minuti.',
  loginClientError: 'Credenziali errate o errore di autenticazione',
  loginTitle: 'Accedi',
  loginPageTitle: (brand: string) => `Accedi — ${brand}`,
  loginUsernameLabel: 'Nome utente',
  loginUsernamePlaceholder: 'Nome utente',
  loginPasswordLabel: 'Password',
  loginSubmit: 'Accedi',
  loginSubmitting: 'Accesso in corso…',

  // Home
  heroTitle: (brand: string) => `Benvenuto su ${brand} — Prodotti utili e strategie per ogni emergenza`,
  heroSubtitle: 'Scopri le migliori attrezzature e soluzioni per la tua preparazione',
  homeGuidesError: 'Errore nel caricamento delle guide.',
  homeProductsError: 'Errore nel caricamento dei prodotti.',
  homeCarouselError: 'Errore nel caricamento del carosello.',
  homeCarouselLoading: 'Caricamento carosello...',
  homeGuidesLoading: 'Caricamento guide...',
  homeProductsLoading: 'Caricamento prodotti...',
  retry: 'Riprova',
  orderOnAmazon: 'Ordina su Amazon',
  readReview: 'Leggi recensione',
  readGuide: 'Leggi guida',
  seeAllNews: 'Vedi tutte →',
  noProductsFound: 'Nessun prodotto trovato.',
  noGuidesFound: 'Nessuna guida trovata.',
  noNewsFound: 'Nessuna notizia trovata.',

  // Legal
  amazonDisclosure: 'In qualità di Affiliato Amazon io ricevo un guadagno dagli acquisti idonei.',
} as const;

export const STATUS_LABELS = {
  bozza: 'Bozza',
  pubblicata: 'Pubblicata',
  archiviata: 'Archiviata',
} as const;

export const PROMPT_TYPE_LABELS = {
  recensione: 'Recensioni prodotti',
  guida: 'Guide',
  notizia: 'Notizie',
} as const;
