import type { Generated } from 'kysely';
import type { JobRunStatus } from '../../common/types-dashboard.ts';
import type { KeyName } from './types.ts';

/**
 * The tables that run the site rather than hold what it publishes: accounts and sessions, limits,
 * keys, jobs, AI usage, caches, the publishing gate's records (server/db/types.ts has the content
 * tables and the whole Database).
 */

export type { JobRunStatus };

export interface AiUsageTable {
  id: Generated<number>;
  /** recensione, guida, prompt, notizia */
  scopo: string;
  modello: string | null;
  token_prompt: number | null;
  token_risposta: number | null;
  token_totali: number | null;
  durata_ms: number;
  /** 'ok' or the failure kind (timeout, unauthorized, …). */
  esito: string;
  created_at: string;
}

export interface JobLeasesTable {
  name: string;
  holder: string | null;
  lease_until: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  next_run_after: string | null;
  last_error: string | null;
}

export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  stato: JobRunStatus;
  totale: Generated<number>;
  fatti: Generated<number>;
  falliti: Generated<number>;
  messaggio: string | null;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** username NFC-normalised and lower-cased in JavaScript (unique): what logins and uniqueness compare. */
  username_key: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

/** Fixed-window counters (login, contact form), shared by every instance. */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** Milliseconds since the epoch when the window ends. */
  reset_at: number;
}

export interface ApiKeysTable {
  name: KeyName;
  ciphertext: string;
  last4: string;
  updated_at: string;
}

/** SQLite only (migration 009): writes counted per content table, for the render cache. */
export interface ContentVersionsTable {
  topic: string;
  version: number;
}

/** Google Trends answers (migration 007), shared by every instance for an hour. */
export interface TrendsCacheTable {
  /** sha256 of the normalised request. */
  chiave: string;
  richiesta: string;
  /** JSON of the computed result (common/schemas-trends.ts TrendData without `cached`). */
  risultato: string;
  created_at: string;
  expires_at: string;
}

/** Migration 010: a flagged claim an editor stated true, with its source, who and when. */
export interface ClaimConfirmationsTable {
  id: Generated<number>;
  tipo: string;
  id_contenuto: number;
  testo: string;
  chiave: string;
  tipo_dato: string;
  fonte: string;
  id_utente: number | null;
  autore: string;
  created_at: string;
}

/** Migration 010: the latest model-based verification of a text. */
export interface AiVerificationsTable {
  tipo: string;
  id_contenuto: number;
  stato: string;
  affermazioni: string;
  modello: string | null;
  errore: string | null;
  created_at: string;
}

/** Migration 011: the state a change replaced, with who, when and what action (decision 0032). */
export interface RevisionsTable {
  id: Generated<number>;
  tipo: string;
  id_contenuto: number;
  azione: string;
  autore: string | null;
  /** JSON of the stored fields the editor edits. */
  contenuto: string;
  creata_il: string;
}

/** Migration 013: views of a public page per UTC day (`percorso` without query string). */
export interface PageViewsTable {
  giorno: string;
  percorso: string;
  visite: number;
}

/** Migration 013: clicks on a product's Amazon link per UTC day and page. */
export interface LinkClicksTable {
  giorno: string;
  percorso: string;
  id_prodotto: number;
  clic: number;
}

/**
 * Migrations 013, 014: a distinct visitor of the day (HMAC of its network under the day's key,
 * derived from APP_SECRET and never stored); deleted, into `visitor_counts`, once the day is over.
 */
export interface DailyVisitorsTable {
  giorno: string;
  hash: string;
}

/** Migration 013: how many distinct visitors a past day had (its hashes are deleted). */
export interface VisitorCountsTable {
  giorno: string;
  visitatori: number;
}
