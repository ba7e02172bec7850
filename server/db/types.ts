import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ContentStatus, News, PromptType } from '../../common/types.ts';
import type {
  AiUsageTable,
  JobLeasesTable,
  JobRunsTable,
  UsersTable,
  SessionsTable,
  RateLimitsTable,
  ApiKeysTable,
  ContentVersionsTable,
  TrendsCacheTable,
  ClaimConfirmationsTable,
  AiVerificationsTable,
  RevisionsTable,
  PageViewsTable,
  LinkClicksTable,
  DailyVisitorsTable,
  VisitorCountsTable,
} from './system-tables.ts';

// The tables that run the site are declared beside these; every table type is read from here.
export type * from './system-tables.ts';

/**
 * Table types. Timestamps are ISO-8601 UTC strings in both dialects (sortable as text);
 * flags are integers 0/1; prices are euros as floating numbers rounded to cents on write.
 */

export type { ContentStatus };
export type { PromptType };
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

export interface ProductPricesTable {
  id: Generated<number>;
  id_prodotto: number;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  valutazione: number | null;
  disponibile: number | null;
  rilevato_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  id_prodotto: number;
  titolo: string | null;
  /** Migration 018: the subtitle, null when none. */
  sottotitolo: string | null;
  contenuto: string;
  stato: ContentStatus;
  id_prompt: number | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  /** Migration 010: written with AI (always, for reviews: generation creates them). */
  generato_ai: Generated<number>;
  /** Migration 012: when the scheduler publishes it (ISO UTC), and who scheduled it. */
  pubblicazione_programmata: string | null;
  programmata_da: string | null;
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
  /** Migration 018: the subtitle, null when none. */
  sottotitolo: string | null;
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
  /** Migration 012: when the scheduler publishes it (ISO UTC), and who scheduled it. */
  pubblicazione_programmata: string | null;
  programmata_da: string | null;
}

export interface GuideProductsTable {
  id_guida: number;
  id_prodotto: number;
  posizione: number;
}

/**
 * A news item as stored: the API's News (common/types.ts) but for the generated id, the AI flag
 * stored as 0/1 and the cover's source, which the API reads from the image record.
 */
export interface NewsTable extends Omit<News, 'id' | 'generato_ai' | 'immagine_fonte'> {
  id: Generated<number>;
  /** Migration 010: the article was written with AI ('Genera articolo'). */
  generato_ai: Generated<number>;
  /** Migration 012: who scheduled the publication (`pubblicazione_programmata` comes from News). */
  programmata_da: string | null;
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
  revisions: RevisionsTable;
  page_views: PageViewsTable;
  link_clicks: LinkClicksTable;
  daily_visitors: DailyVisitorsTable;
  visitor_counts: VisitorCountsTable;
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
