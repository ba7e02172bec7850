import { MSG } from './messages.ts';

/**
 * The public site's Italian strings (spec section 2 "Top-level shell" to "Contact form", sections
 * 4, 5, 7, 8 and 9). Generic and home strings shared with the foundation live in messages.ts (MSG).
 */
export const SITE_MSG = {
  // Shell
  navHome: 'Home',
  navAbout: 'Chi Siamo',
  navProducts: 'Prodotti',
  navGuides: 'Guide',
  navNews: 'Notizie',
  navContact: 'Contatti',
  mainNav: 'Principale',
  footerNav: 'Piè di pagina',
  footerPrivacy: 'Privacy',
  footerRss: 'Feed RSS',
  footerTagline: 'Recensioni indipendenti, guide pratiche e notizie utili per prepararsi alle emergenze con calma.',
  loading: 'Caricamento...',
  breadcrumb: 'Percorso',
  backHome: 'Torna alla home',
  /** Screen-reader text after a link that opens a new tab (leading space included). */
  newTabHint: ' (si apre in una nuova scheda)',
  /** Floating button to the dashboard, shown to logged-in staff. */
  dashboardFab: 'Dashboard',
  dashboardFabLabel: 'Vai alla dashboard',
  /** Under the message of a detail page whose loader failed. */
  routeErrorText: 'La pagina che cerchi non è disponibile: potrebbe essere stata spostata o non essere ancora pubblicata.',

  // Page descriptions and titles for search engines and link previews
  homeMetaTitle: (brand: string) => `${brand} — Attrezzatura e strategie per ogni emergenza`,
  homeMetaDescription: `${MSG.heroSubtitle}: recensioni indipendenti di torce, radio, power bank e kit di primo soccorso, guide all'acquisto e notizie sulla prevenzione.`,
  productsMetaDescription: (brand: string) =>
    `Le recensioni di ${brand}: torce, radio d'emergenza, power bank, kit di primo soccorso e altra attrezzatura per le emergenze, descritta a partire dai dati dei prodotti, con prezzi e link di acquisto.`,
  productMetaTitle: (name: string) => `${name}: recensione`,
  productMetaDescription: (fullName: string) => `${fullName}: scheda, prezzo e link di acquisto.`,
  productReviewName: (name: string) => `Recensione di ${name}`,
  guidesMetaDescription: (brand: string) =>
    `Le guide di ${brand}: come preparare lo zaino di emergenza, affrontare un blackout, conservare l'acqua e scegliere l'attrezzatura giusta.`,
  newsMetaDescription: (brand: string) =>
    `Le notizie di ${brand} su allerte meteo, protezione civile, prevenzione e preparazione alle emergenze, in breve e con la fonte originale.`,
  aboutMetaDescription: (brand: string) => `Chi c'è dietro ${brand}: come scegliamo i prodotti e come scriviamo recensioni, guide e notizie.`,
  contactMetaDescription: (brand: string) => `Scrivi alla redazione di ${brand}: domande sui prodotti recensiti, segnalazioni e proposte. Ti rispondiamo al più presto.`,
  privacyMetaDescription: (brand: string) => `Come ${brand} tratta i dati personali inviati con il modulo contatti: titolare, finalità, conservazione e diritti (GDPR).`,

  // Home
  heroPointsTitle: 'Come lavoriamo',
  heroPoints: ['Recensioni basate sui dati dei prodotti, riviste dalla redazione', 'Consigli pratici, senza allarmismi', 'Link di affiliazione sempre dichiarati'],
  heroCtaProducts: 'Scopri i prodotti recensiti',
  heroCtaGuides: 'Leggi le guide',
  allProducts: 'Tutti i prodotti recensiti →',
  allGuides: 'Tutte le guide →',
  carouselTitle: 'In evidenza',
  carouselPrev: 'Elementi precedenti',
  carouselNext: 'Elementi successivi',
  carouselPause: 'Metti in pausa lo scorrimento',
  carouselPlay: 'Riprendi lo scorrimento',
  carouselEmpty: 'Nessun contenuto in evidenza.',
  homeGuidesTitle: 'Guide',
  homeProductsTitle: 'Prodotti recensiti',
  homeNewsTitle: 'Notizie',
  homeTabsLabel: 'Sezioni della home',
  homeNewsLoading: 'Caricamento notizie...',
  homeNewsError: 'Errore nel caricamento delle notizie.',
  tagRecensione: 'Recensione',
  tagGuida: 'Guida',
  tagNotizia: 'Notizia',

  // Product list and page
  productsTitle: 'Tutti i prodotti recensiti',
  productsIntro: 'Ogni recensione descrive il prodotto a partire dalla sua scheda ed è rivista dalla redazione prima della pubblicazione.',
  productsSearchPlaceholder: 'Cerca prodotti...',
  productsSearchLabel: 'Cerca tra i prodotti',
  filterByCategory: 'Filtra per categoria',
  allCategories: 'Tutte',
  applyFilter: 'Filtra',
  productImageAlt: 'Immagine prodotto',
  productLoadError: 'Errore nel recupero del prodotto',
  noReview: 'Nessuna recensione disponibile per questo prodotto.',
  previewBanner: 'Anteprima — non pubblicata',
  previewNote: (stato: string) => `Stato: ${stato}. Solo chi ha effettuato l’accesso vede questa pagina; i visitatori ricevono «pagina non trovata».`,
  priceUpdated: (date: string) => `Prezzo aggiornato al ${date}`,
  priceOnAmazon: 'Prezzo e disponibilità su Amazon',
  priceNote: 'Il prezzo può cambiare: quello valido è quello mostrato su Amazon al momento dell’acquisto.',
  /** Screen-reader labels before the prices and the rating (trailing space included). */
  priceListLabel: 'Prezzo di listino: ',
  priceDiscountedLabel: 'Prezzo scontato: ',
  ratingLabel: 'Valutazione: ',
  // The stars are the product's rating as read from its Amazon listing, not the editors' own judgement.
  ourRating: 'Valutazione media su Amazon',
  ratingText: (value: string) => `${value} su 5`,
  reviewHeading: 'La nostra recensione',
  specsHeading: 'Scheda tecnica',
  boxHeading: 'Contenuto della confezione',
  category: 'Categoria',
  resultsCount: (n: number) => (n === 1 ? '1 risultato' : `${n} risultati`),

  // Search box
  clearSearch: 'Cancella la ricerca',
  suggestions: 'Suggerimenti',
  searchSubmit: 'Cerca',
  invalidSuggestKind: 'deve essere prodotti, guide o notizie',
  invalidCategoria: 'deve essere un numero intero positivo',
  invalidSearchText: 'deve essere un testo',

  // Pager of the public lists (24 cards a page)
  pagerLabel: 'Pagine',
  pagerPosition: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  pagerPrev: 'Precedente',
  pagerNext: 'Successiva',
  pageNotFound: 'Questa pagina dell’elenco non esiste.',
  productsCount: (n: number) => (n === 1 ? '1 prodotto' : `${n} prodotti`),
  guidesCount: (n: number) => (n === 1 ? '1 guida' : `${n} guide`),
  newsCount: (n: number) => (n === 1 ? '1 notizia' : `${n} notizie`),

  // Guides
  guidesTitle: 'Tutte le guide',
  guidesIntro: 'Guide all’acquisto e strategie pratiche, scritte per chi vuole prepararsi senza allarmismi.',
  guidesSearchPlaceholder: 'Cerca guide...',
  guidesSearchLabel: 'Cerca tra le guide',
  guideInvalidId: 'ID guida non valido.',
  guideLoadError: 'Errore nel recupero della guida.',
  guideEmpty: 'Nessun contenuto guida da visualizzare.',
  seeFullReview: 'Vedi recensione completa',
  /** Screen-reader text after seeFullReview (opens a new tab). */
  seeFullReviewHint: (name: string) => ` di ${name} (si apre in una nuova scheda)`,
  guideProducts: (n: number) => (n === 1 ? '1 prodotto consigliato' : `${n} prodotti consigliati`),
  updatedOn: (date: string) => `Aggiornata il ${date}`,

  // News
  newsTitle: 'Tutte le notizie',
  newsIntro: 'Allerte, prevenzione e protezione civile: le notizie che servono, in breve.',
  newsSearchPlaceholder: 'Cerca notizie...',
  newsSearchLabel: 'Cerca tra le notizie',
  newsNotFound: 'Notizia non trovata.',
  newsSource: 'Fonte:',
  newsSourceLink: 'link originale',
  backToNews: '← Tutte le notizie',

  // About
  aboutTitle: 'Chi siamo',
  aboutEmpty: 'Il contenuto non è ancora stato definito.',
  aboutError: 'Errore nel caricamento del testo.',

  // Contact
  contactTitle: 'Contattaci',
  contactIntro: 'Domande su un prodotto, una segnalazione o una proposta? Scrivici: leggiamo ogni messaggio.',
  contactName: 'Nome',
  contactEmail: 'E-mail',
  contactSubject: 'Oggetto',
  contactMessage: 'Messaggio',
  contactConsent: "Ho letto e accetto l'informativa privacy",
  /** The words of contactConsent that link to the privacy page. */
  contactConsentLinkText: 'informativa privacy',
  contactSend: 'Invia messaggio',
  contactSending: 'Invio in corso…',
  contactInvalid: 'Compila tutti i campi obbligatori.',
  contactSuccess: 'Messaggio inviato! Ti risponderemo al più presto.',
  contactError: "Errore durante l'invio.",
  /** Followed by the CONTACT_EMAIL address as a mailto link and a full stop. */
  contactFallback: 'Puoi scriverci a',
  contactAnother: 'Scrivi un altro messaggio',
  contactRateLimited: 'Hai inviato troppi messaggi. Riprova tra qualche minuto.',
  contactRequiredHint: 'Tutti i campi sono obbligatori.',
  contactHoneypot: 'Lascia vuoto questo campo',
  contactNameError: 'Inserisci il tuo nome (almeno 2 caratteri).',
  contactEmailError: 'Inserisci un indirizzo e-mail valido.',
  contactSubjectError: "Inserisci l'oggetto (almeno 3 caratteri).",
  contactMessageError: 'Scrivi un messaggio di almeno 10 caratteri.',
  contactConsentError: "Per inviare il messaggio devi accettare l'informativa privacy.",
  contactTooLong: (max: number) => `Puoi scrivere al massimo ${max} caratteri.`,

  // Privacy
  privacyTitle: 'Informativa privacy',

  // Public API
  reviewNotFound: 'Recensione non trovata.',
  guideNotFound: 'Guida non trovata.',
  invalidStato: 'deve essere bozza, pubblicata oppure archiviata',
} as const;
