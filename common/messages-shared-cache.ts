import { CACHE_TOPICS, type CacheTopic } from './cache-topics.ts';

/**
 * The Italian strings of the shared cache's purges (decision 0071): the errors of the purge
 * clients (server/integrations/shared-cache/), kept as the last error and shown to staff, and the
 * Panoramica alert when the purges keep failing.
 */

/** How each kind of shared cache is named in the messages. */
export const SHARED_CACHE_LABELS = {
  http: 'proxy HTTP',
  cloudflare: 'Cloudflare',
  fastly: 'Fastly',
} as const;

export type SharedCacheKind = keyof typeof SHARED_CACHE_LABELS;

const minutes = (n: number) => (n <= 1 ? 'un minuto' : `${n.toLocaleString('it-IT')} minuti`);
/** A sentence that ends as one (an outside answer's words may not). */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
const attempts = (n: number) => (n === 1 ? '1 tentativo fallito' : `${n.toLocaleString('it-IT')} tentativi falliti`);

export const SHARED_CACHE_MSG = {
  // The clients' errors: `who` is 'Cloudflare', 'Fastly' or 'Il proxy host:porta'.
  refused: (who: string, status: number, detail: string) => `${who} ha rifiutato lo svuotamento della cache (HTTP ${status})${detail ? `: ${detail}` : '.'}`,
  notConfirmed: (who: string, detail: string) => `${who} non ha confermato lo svuotamento della cache${detail ? `: ${detail}` : '.'}`,
  timeout: (who: string, seconds: number) => `${who} non ha risposto entro ${seconds} secondi alla richiesta di svuotare la cache.`,
  network: (who: string) => `Impossibile raggiungere ${who.replace(/^Il /, 'il ')} per svuotare la cache: controlla l’indirizzo e la rete.`,
  tooLarge: (who: string) => `${who} ha inviato una risposta troppo grande alla richiesta di svuotare la cache.`,
  proxy: (host: string) => `Il proxy ${host}`,
  unexpected: 'Svuotamento della cache non riuscito per un errore imprevisto del server (i dettagli sono nei log).',
  logFailure: (label: string, failures: number, message: string) => `Cache condivisa (${label}): svuotamento non riuscito (tentativo ${failures}), ritentato più tardi. ${message}`,
  // Panoramica
  alertTitle: 'La cache condivisa non si svuota',
  alert: (label: string, sinceMinutes: number, failures: number, lastError: string) =>
    `La cache condivisa (${label}) non si svuota da ${minutes(sinceMinutes)}: ${attempts(failures)}. Ultimo errore: ${sentence(lastError)} Le pagine pubbliche possono mostrare contenuti vecchi finché non riesce.`,
  lastSuccess: (when: string) => `Ultimo svuotamento riuscito: ${when}.`,
  neverSucceeded: 'Nessuno svuotamento riuscito da quando il server è configurato così.',
  pendingTags: (tags: string) => `Da svuotare: ${tags}.`,
  pendingAll: 'Da svuotare: tutto il sito.',
} as const;

/** What each cache topic (a table the public pages show) is to an editor, in the alert's list. */
export const TOPIC_LABELS: Record<CacheTopic, string> = {
  products: 'prodotti',
  product_prices: 'prezzi',
  categories: 'categorie',
  reviews: 'recensioni',
  guides: 'guide',
  guide_products: 'prodotti delle guide',
  news: 'notizie',
  about: 'Chi siamo',
  images: 'immagini',
  claim_confirmations: 'affermazioni confermate',
  ai_verifications: 'verifiche delle affermazioni',
  users: 'autori',
};

/** The pending topics as an editor reads them: their labels, or 'tutto il sito' when every topic waits. */
export function pendingText(topics: readonly string[]): string {
  if (CACHE_TOPICS.every((t) => topics.includes(t))) return SHARED_CACHE_MSG.pendingAll;
  const labels = topics.map((t) => TOPIC_LABELS[t as CacheTopic] ?? t);
  return SHARED_CACHE_MSG.pendingTags(labels.join(', '));
}
