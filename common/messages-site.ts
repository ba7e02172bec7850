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

  // Home
  heroPointsTitle: 'Come lavoriamo',
  heroPoints: [
    'Proviamo i prodotti prima di consigliarli',
    'Consigli pratici, senza allarmismi',
    'Link di affiliazione sempre dichiarati',
  ],
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
  productsIntro: 'Ogni prodotto qui è stato provato e recensito dalla redazione.',
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
  priceNote: 'Il prezzo può cambiare: quello valido è quello mostrato su Amazon al momento dell’acquisto.',
  ourRating: 'La nostra valutazione',
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

  // Guides
  guidesTitle: 'Tutte le guide',
  guidesIntro: 'Guide all’acquisto e strategie pratiche, scritte per chi vuole prepararsi senza allarmismi.',
  guidesSearchPlaceholder: 'Cerca guide...',
  guidesSearchLabel: 'Cerca tra le guide',
  guideInvalidId: 'ID guida non valido.',
  guideLoadError: 'Errore nel recupero della guida.',
  guideEmpty: 'Nessun contenuto guida da visualizzare.',
  seeFullReview: 'Vedi recensione completa',
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
  newsImageCredit: (author: string) => `© ${author}`,
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
