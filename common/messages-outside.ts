/**
 * Italian messages for failures of outside services (Amazon, OpenAI, Unsplash, feeds, Google
 * Trends, e-mail), shown to editors in the dashboard. One catalogue so every client speaks alike.
 */
export const OUTSIDE_SERVICE_NAMES = {
  amazon: 'Amazon',
  openai: 'il servizio di intelligenza artificiale',
  unsplash: 'Unsplash',
  feed: 'il feed',
  trends: 'Google Trends',
  mail: 'il server di posta',
  cache: 'la cache condivisa',
} as const;

export type OutsideServiceName = keyof typeof OUTSIDE_SERVICE_NAMES;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const OUTSIDE_MSG = {
  notConfigured: (service: OutsideServiceName) => `${cap(OUTSIDE_SERVICE_NAMES[service])} non è configurato: manca la chiave API.`,
  unauthorized: (service: OutsideServiceName) => `${cap(OUTSIDE_SERVICE_NAMES[service])} ha rifiutato la chiave API: controllala in Chiavi API.`,
  rateLimited: (service: OutsideServiceName) => `${cap(OUTSIDE_SERVICE_NAMES[service])} ha ricevuto troppe richieste. Riprova tra qualche minuto.`,
  timeout: (service: OutsideServiceName, seconds: number) => `${cap(OUTSIDE_SERVICE_NAMES[service])} non ha risposto entro ${seconds} secondi. Riprova più tardi.`,
  network: (service: OutsideServiceName) => `Impossibile raggiungere ${OUTSIDE_SERVICE_NAMES[service]}: controlla la connessione e riprova.`,
  server: (service: OutsideServiceName, status: number) => `${cap(OUTSIDE_SERVICE_NAMES[service])} ha risposto con un errore (HTTP ${status}). Riprova più tardi.`,
  notFound: (service: OutsideServiceName) => `${cap(OUTSIDE_SERVICE_NAMES[service])}: risorsa non trovata.`,
  invalidResponse: (service: OutsideServiceName) => `${cap(OUTSIDE_SERVICE_NAMES[service])} ha inviato una risposta non valida.`,
  tooLarge: (service: OutsideServiceName) => `${cap(OUTSIDE_SERVICE_NAMES[service])} ha inviato una risposta troppo grande.`,
} as const;

/** The ASIN lookup and the price refresh: `error` is short, `dettagli` says what to do. */
export const AMAZON_MSG = {
  notFound: 'Prodotto non trovato su Amazon.',
  notFoundDetails: (asin: string) => `Amazon non ha una pagina per l’ASIN ${asin}: controlla il codice.`,
  captcha: 'Amazon ha chiesto una verifica anti-robot.',
  captchaDetails: 'Amazon ha chiesto di dimostrare che non sei un robot: riprova tra qualche minuto oppure compila i campi a mano.',
  timeout: 'Amazon non ha risposto in tempo.',
  timeoutDetails: (seconds: number) => `La pagina del prodotto non è arrivata entro ${seconds} secondi: riprova più tardi oppure compila i campi a mano.`,
  network: 'Impossibile raggiungere Amazon.',
  networkDetails: 'Controlla la connessione del server e riprova, oppure compila i campi a mano.',
  unreadable: 'La pagina Amazon non contiene i dati del prodotto.',
  unreadableDetails: 'Amazon ha risposto con una pagina senza i dati del prodotto (forse è cambiata la sua struttura): compila i campi a mano.',
  server: (status: number) => `Amazon ha risposto con un errore (HTTP ${status}).`,
  serverDetails: 'Riprova più tardi oppure compila i campi a mano.',
  noAsin: 'Il prodotto non ha un ASIN: impossibile aggiornarlo da Amazon.',
  refreshBusy: 'Un aggiornamento di tutti i prodotti è già in corso.',
  refreshBackoff: (until: string) => `Amazon ha chiesto una verifica: aggiornamento sospeso fino alle ${until}.`,
} as const;

/** The AI client: any OpenAI-compatible server, its key in Chiavi API or OPENAI_API_KEY. */
export const OPENAI_MSG = {
  notConfigured: 'Intelligenza artificiale non configurata: salva la chiave OpenAI in Chiavi API (oppure imposta OPENAI_API_KEY).',
  unauthorized: 'Il servizio di intelligenza artificiale ha rifiutato la chiave API: controlla la chiave OpenAI in Chiavi API.',
  quota: 'Credito o quota del servizio di intelligenza artificiale esauriti: controlla il piano e la fatturazione del tuo account.',
  rateLimited: 'Il servizio di intelligenza artificiale ha ricevuto troppe richieste. Riprova tra qualche minuto.',
  timeout: (seconds: number) => `Il servizio di intelligenza artificiale non ha risposto entro ${seconds} secondi. Riprova più tardi.`,
  server: (status: number) => `Il servizio di intelligenza artificiale ha risposto con un errore (HTTP ${status}). Riprova più tardi.`,
  network: 'Impossibile raggiungere il servizio di intelligenza artificiale: controlla la connessione e l’indirizzo del server (OPENAI_BASE_URL).',
  notFound: 'Il servizio di intelligenza artificiale non ha trovato l’indirizzo richiesto: controlla OPENAI_BASE_URL.',
  modelNotFound: (model: string) => `Il modello «${model}» non è disponibile sul servizio di intelligenza artificiale: controlla OPENAI_MODEL.`,
  rejected: (status: number) => `Il servizio di intelligenza artificiale ha rifiutato la richiesta (HTTP ${status}).`,
  empty: 'Il servizio di intelligenza artificiale ha restituito una risposta vuota. Riprova.',
  invalidResponse: 'Il servizio di intelligenza artificiale ha inviato una risposta non valida.',
} as const;

/**
 * News feeds and the pages they link to. Timeouts, network and HTTP failures use
 * OUTSIDE_MSG with service 'feed' ('Il feed non ha risposto entro 10 secondi…').
 */
export const FEED_MSG = {
  notAFeed: 'L’indirizzo non contiene un feed RSS o Atom valido.',
  notHttp: 'L’indirizzo del feed deve iniziare con http:// o https://.',
  notFound: 'Il feed non esiste a questo indirizzo (HTTP 404): controlla l’URL.',
  privateAddress: 'L’indirizzo del feed porta a una rete interna o riservata: per sicurezza non viene letto.',
  articlePrivateAddress: 'L’indirizzo dell’articolo porta a una rete interna o riservata: per sicurezza non viene letto.',
  articleNotHttp: 'L’indirizzo dell’articolo deve iniziare con http:// o https://.',
  articleNotFound: 'La pagina dell’articolo non esiste più (HTTP 404).',
  articleTimeout: (seconds: number) => `La pagina dell’articolo non ha risposto entro ${seconds} secondi.`,
  articleNetwork: 'Impossibile raggiungere la pagina dell’articolo.',
  articleServer: (status: number) => `Il sito dell’articolo ha risposto con un errore (HTTP ${status}).`,
  articleTooLarge: 'La pagina dell’articolo è troppo grande per essere letta.',
  notHtml: 'L’indirizzo dell’articolo non porta a una pagina web.',
  noArticle: 'La pagina non contiene il testo di un articolo.',
} as const;
