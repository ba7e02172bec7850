import type { ApiKeyName } from './messages-keys.ts';
import type { Category, ContentStatus } from './types.ts';
import type { CheckItem } from './stats.ts';
import type { Role } from './roles.ts';

/** Shapes the dashboard's API returns, shared by server and client. */

/** One line of an overview list. */
export interface OverviewItem {
  id: number;
  /** The product of a review (the review screens are keyed by product). */
  id_prodotto?: number;
  titolo: string;
  stato: ContentStatus | null;
  created_at: string;
}

export interface OverviewGroup {
  totale: number;
  ultimi: OverviewItem[];
}

/** GET /api/panoramica */
export interface Overview {
  prodotti: OverviewGroup;
  recensioni: OverviewGroup;
  guide: OverviewGroup;
  /** Page views and Amazon clicks of the last 7 days (today included). */
  statistiche: { visite: number; clic: number };
  /** Products that need attention: unavailable or not found on Amazon, price up > 20 % in a week, clicks without a published review, a published review's product without a price for > 24 h. */
  da_controllare: CheckItem[];
  /** How responsive this server instance is: its event loop's delay and stalls. */
  server?: ServerHealth;
  /** Editors and above, only while the shared cache's purges keep failing. */
  cache_condivisa?: SharedCacheHealth;
}

/** An instance's event-loop delay over the last minute (ms) and its stalls of the last 24 hours (server/http/event-loop-watch.ts). */
export interface ServerHealth {
  ritardo_p50_ms: number;
  ritardo_p99_ms: number;
  ritardo_max_ms: number;
  /** A delay past this is a stall. */
  soglia_blocco_ms: number;
  blocchi_24h: number;
  /** The last stall: when it ended, how long, the request that held the server (method and address). */
  ultimo_blocco: { quando: string; durata_ms: number; richiesta: string | null } | null;
}

/** GET /api/categorie-prodotti: a category with how many products use it. */
export interface CategoryWithCount extends Category {
  numero_prodotti: number;
}

/** GET /api/utenti: never a password; `corrente` marks the caller's own account. */
export interface DashboardUser {
  id: number;
  username: string;
  created_at: string;
  updated_at: string;
  /** The role on the ladder (common/roles.ts). */
  ruolo: Role;
  corrente: boolean;
}

/** GET /api/keys: never more than the last 4 characters. */
export interface KeyStatus {
  name: ApiKeyName;
  last4: string | null;
  /**
   * Present only for a saved key that cannot be decrypted (APP_SECRET changed, or the row was
   * altered): it is not used until it is saved again.
   */
  stato?: 'illeggibile';
}

/** GET /api/messaggi */
export interface InboxMessage {
  id: number;
  nome: string;
  email: string;
  oggetto: string;
  messaggio: string;
  consenso: boolean;
  letto: boolean;
  created_at: string;
}

/** The state of a long job run (the refresh of every product from Amazon). */
export type JobRunStatus = 'in_corso' | 'completato' | 'interrotto' | 'fallito';

/** A run of a long job with its progress (GET/POST /api/prodotti/aggiorna). */
export interface JobRun {
  id: number;
  job: string;
  stato: JobRunStatus;
  totale: number;
  fatti: number;
  falliti: number;
  messaggio: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One reading of a product's price history (GET /api/prodotti/{id}/prezzi). */
export interface PriceReading {
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  valutazione: number | null;
  disponibile: boolean | null;
  rilevato_at: string;
}

/**
 * Panoramica, editors and above: the shared cache (decision 0071) whose purges keep failing, only
 * while they do (server/domain/shared-cache-purges.ts).
 */
export interface SharedCacheHealth {
  /** 'proxy HTTP', 'Cloudflare' or 'Fastly'. */
  servizio: string;
  /** Since when the purges fail (ISO-8601 UTC), and that as whole minutes by the server's clock. */
  fallisce_dal: string;
  minuti: number;
  tentativi: number;
  /** Italian, never a secret. */
  ultimo_errore: string;
  /** The topics still to purge. */
  tag_in_attesa: string[];
  /** The last purge the cache confirmed, or null. */
  ultimo_successo_il: string | null;
}
