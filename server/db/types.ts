import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Timestamps are ISO-8601 UTC strings in both dialects (sortable as text);
 * flags are integers 0/1; prices are euros as floating numbers rounded to cents on write.
 */

export type ContentStatus = 'bozza' | 'pubblicata' | 'archiviata';
export type PromptType = 'recensione' | 'guida' | 'notizia';
export type KeyName = 'openai' | 'unsplash';

export interface CategoriesTable {
  id: Generated<number>;
  nome: string;
  descrizione: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductsTable {
  id: Generated<number>;
  nome_prodotto: string;
  nome_sintetico: string | null;
  nome_visualizzato: string | null;
  link_prodotto: string | null;
  asin: string | null;
  asin_preferito: string | null;
  valutazione: number | null;
  seo_keyword: string | null;
  img_prodotto: string | null;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  specifiche_tecniche: string | null;
  descrizione_generale: string | null;
  informazioni_articolo: string | null;
  contenuto_scatola: string | null;
  id_categoria: number | null;
  prezzo_aggiornato_at: string | null;
  /** Last successful read of the Amazon page (price, rating, image, availability). */
  dati_aggiornati_at: string | null;
  /** Last failed refresh attempt and its Italian reason (null once a refresh succeeds). */
  aggiornamento_fallito_at: string | null;
  aggiornamento_errore: string | null;
  /** 1 available, 0 unavailable, null unknown. */
  disponibile: number | null;
  created_at: string;
  updated_at: string;
}

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

export interface ProductPricesTable {
  id: Generated<number>;
  id_prodotto: number;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  valutazione: number | null;
  disponibile: number | null;
  rilevato_at: string;
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

import type { JobRunStatus } from '../../common/types-dashboard.ts';

export type { JobRunStatus };

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

export interface ReviewsTable {
  id: Generated<number>;
  id_prodotto: number;
  titolo: string | null;
  contenuto: string;
  stato: ContentStatus;
  id_prompt: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** Migration 010: written with AI (always, for reviews: generation creates them). */
  generato_ai: Generated<number>;
}

export interface ImagesTable {
  id: Generated<number>;
  fonte: string;
  id_esterno: string | null;
  url: string;
  url_full: string | null;
  autore: string | null;
  autore_link: string | null;
  created_at: string;
  /** Migration 006 (Unsplash): download-tracking URL, search keyword, when tracking succeeded, why it failed. */
  download_location: string | null;
  parola_chiave: string | null;
  tracciato_at: string | null;
  errore_tracciamento: string | null;
}

export interface GuidesTable {
  id: Generated<number>;
  titolo: string;
  immagine_url: string | null;
  id_immagine: number | null;
  contenuto: string;
  stato: ContentStatus;
  id_prompt: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** Migration 010: written with AI (saved from a generation). */
  generato_ai: Generated<number>;
}

export interface GuideProductsTable {
  id_guida: number;
  id_prodotto: number;
  posizione: number;
}

export interface NewsTable {
  id: Generated<number>;
  slug: string;
  titolo: string;
  sommario: string | null;
  descrizione: string | null;
  contenuto: string | null;
  testo_originale: string | null;
  fonte: string | null;
  link_fonte: string | null;
  data_pubblicazione: string | null;
  immagine_url: string | null;
  immagine_autore: string | null;
  stato: ContentStatus;
  rilevanza: number;
  tag: string | null;
  created_at: string;
  updated_at: string;
  /** Migration 005: the cover's author link (credit) and, for a picked Unsplash image, its record. */
  immagine_autore_link: string | null;
  id_immagine: number | null;
  /** Migration 010: the article was written with AI ('Genera articolo'). */
  generato_ai: Generated<number>;
}

export interface FeedSourcesTable {
  id: Generated<number>;
  nome: string;
  url: string;
  attivo: number;
  created_at: string;
  updated_at: string;
  /** Migration 005: the last read (attempt, success), its validators for conditional requests, items seen, last error. */
  ultimo_tentativo: string | null;
  ultima_lettura: string | null;
  etag: string | null;
  last_modified: string | null;
  ultimo_errore: string | null;
  elementi: number | null;
}

export interface NewsCandidatesTable {
  id: Generated<number>;
  id_feed: number | null;
  chiave: string;
  titolo: string;
  sommario: string | null;
  descrizione: string | null;
  testo_originale: string | null;
  fonte: string | null;
  link_fonte: string | null;
  data_pubblicazione: string | null;
  immagine_url: string | null;
  immagine_autore: string | null;
  id_notizia: number | null;
  created_at: string;
  /** Migration 005: the item link as the feed gives it (link_fonte is the original article's) and its guid. */
  link: string | null;
  guid: string | null;
}

export interface PromptsTable {
  id: Generated<number>;
  titolo: string;
  tipo: PromptType;
  testo: string;
  is_active: number;
  is_default: number;
  created_at: string;
  updated_at: string;
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

export interface ContactMessagesTable {
  id: Generated<number>;
  nome: string;
  email: string;
  oggetto: string;
  messaggio: string;
  consenso: number;
  letto: number;
  created_at: string;
}

export interface AboutTable {
  id: Generated<number>;
  contenuto: string;
  updated_at: string;
}

/** Google Trends answers (migration 007), shared by every instance for an hour. */
/** SQLite only (migration 009): writes counted per content table, for the render cache. */
export interface ContentVersionsTable {
  topic: string;
  version: number;
}

export interface TrendsCacheTable {
  /** sha256 of the normalised request. */
  chiave: string;
  richiesta: string;
  /** JSON of the computed result (common/schemas-trends.ts TrendData without `cached`). */
  risultato: string;
  created_at: string;
  expires_at: string;
}

export interface Database {
  categories: CategoriesTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  job_leases: JobLeasesTable;
  job_runs: JobRunsTable;
  ai_usage: AiUsageTable;
  reviews: ReviewsTable;
  images: ImagesTable;
  guides: GuidesTable;
  guide_products: GuideProductsTable;
  news: NewsTable;
  feed_sources: FeedSourcesTable;
  news_candidates: NewsCandidatesTable;
  prompts: PromptsTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  api_keys: ApiKeysTable;
  contact_messages: ContactMessagesTable;
  about: AboutTable;
  trends_cache: TrendsCacheTable;
  content_versions: ContentVersionsTable;
  claim_confirmations: ClaimConfirmationsTable;
  ai_verifications: AiVerificationsTable;
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

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type GuideRow = Selectable<GuidesTable>;
export type NewsRow = Selectable<NewsTable>;
export type PromptRow = Selectable<PromptsTable>;
export type UserRow = Selectable<UsersTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
