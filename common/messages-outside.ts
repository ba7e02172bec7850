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
