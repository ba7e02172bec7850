/**
 * Generated from the migrated schema by scripts/db-types.mjs: do not edit, run npm run db:types.
 * Hand-written aliases (rows, inserts, updates) live in server/db/schema.ts.
 */

import type { ActivityKind, ActivityObject } from '../../common/activity.ts';
import type { ClickPlace } from '../../common/content-blocks.ts';
import type { ContentType } from '../../common/content-types.ts';
import type { ApiKeyName } from '../../common/messages-keys.ts';
import type { SharedCacheKind } from '../../common/messages-shared-cache.ts';
import type { Role } from '../../common/roles.ts';
import type { RedirectOrigin } from '../../common/schemas-redirects.ts';
import type { JobRunStatus } from '../../common/types-dashboard.ts';
import type { ContentStatus, PromptType, ReviewState } from '../../common/types.ts';
import type { ColumnType } from 'kysely';

export type Generated<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

export interface AboutTable {
  contenuto: string;
  id: Generated<number>;
  updated_at: string;
}

export interface ActivityTable {
  azione: ActivityKind;
  creata_il: string;
  dettagli: string | null;
  id: Generated<number>;
  id_oggetto: number | null;
  id_utente: number | null;
  nome_utente: string;
  tipo_oggetto: ActivityObject;
  titolo: string | null;
}

export interface AiUsageTable {
  created_at: string;
  durata_ms: number;
  esito: string;
  id: Generated<number>;
  modello: string | null;
  scopo: string;
  token_prompt: number | null;
  token_risposta: number | null;
  token_totali: number | null;
}

export interface AiVerificationsTable {
  affermazioni: string;
  created_at: string;
  errore: string | null;
  id_contenuto: number;
  modello: string | null;
  stato: string;
  tipo: string;
}

export interface ApiKeysTable {
  ciphertext: string;
  last4: string;
  name: ApiKeyName;
  updated_at: string;
}

export interface BlockViewsTable {
  blocco: ClickPlace;
  giorno: string;
  visite: number;
}

export interface CategoriesTable {
  created_at: string;
  descrizione: string | null;
  id: Generated<number>;
  nome: string;
  updated_at: string;
}

export interface ClaimConfirmationsTable {
  autore: string;
  chiave: string;
  created_at: string;
  fonte: string;
  id: Generated<number>;
  id_contenuto: number;
  id_utente: number | null;
  testo: string;
  tipo: string;
  tipo_dato: string;
}

export interface ContactMessagesTable {
  consenso: number;
  created_at: string;
  email: string;
  id: Generated<number>;
  letto: Generated<number>;
  messaggio: string;
  nome: string;
  oggetto: string;
}

export interface ContentVersionsTable {
  topic: string;
  version: Generated<number>;
}

export interface DailyVisitorsTable {
  giorno: string;
  hash: string;
}

export interface FeedSourcesTable {
  attivo: Generated<number>;
  created_at: string;
  elementi: number | null;
  etag: string | null;
  id: Generated<number>;
  last_modified: string | null;
  nome: string;
  ultima_lettura: string | null;
  ultimo_errore: string | null;
  ultimo_tentativo: string | null;
  updated_at: string;
  url: string;
}

export interface GuideProductsTable {
  id_guida: number;
  id_prodotto: number;
  posizione: number;
}

export interface GuidesTable {
  contenuto: string;
  created_at: string;
  generato_ai: Generated<number>;
  id: Generated<number>;
  id_autore: number | null;
  id_immagine: number | null;
  id_prompt: number | null;
  immagine_url: string | null;
  noindex: Generated<number>;
  nota_revisione: string | null;
  programmata_da: string | null;
  pubblicazione_programmata: string | null;
  published_at: string | null;
  revisione: ReviewState | null;
  revisione_il: string | null;
  seo_descrizione: string | null;
  seo_titolo: string | null;
  sottotitolo: string | null;
  stato: ContentStatus;
  titolo: string;
  updated_at: string;
}

export interface ImagesTable {
  alt: string | null;
  altezza: number | null;
  autore: string | null;
  autore_link: string | null;
  byte: number | null;
  caricato_da: number | null;
  chiave: string | null;
  created_at: string;
  credito: string | null;
  download_location: string | null;
  errore_tracciamento: string | null;
  fonte: string;
  id: Generated<number>;
  id_esterno: string | null;
  larghezza: number | null;
  mime_originale: string | null;
  nome_file: string | null;
  parola_chiave: string | null;
  tracciato_at: string | null;
  url: string;
  url_full: string | null;
}

export interface JobLeasesTable {
  holder: string | null;
  last_error: string | null;
  last_finished_at: string | null;
  last_started_at: string | null;
  lease_until: string;
  name: string;
  next_run_after: string | null;
}

export interface JobRunsTable {
  falliti: Generated<number>;
  fatti: Generated<number>;
  finished_at: string | null;
  id: Generated<number>;
  job: string;
  messaggio: string | null;
  started_at: string;
  stato: JobRunStatus;
  totale: Generated<number>;
  updated_at: string;
}

export interface LinkClicksTable {
  blocco: ClickPlace;
  clic: number;
  giorno: string;
  id_prodotto: number;
  percorso: string;
}

export interface NewsTable {
  contenuto: string | null;
  created_at: string;
  data_fonte: string | null;
  data_pubblicazione: string | null;
  descrizione: string | null;
  fonte: string | null;
  generato_ai: Generated<number>;
  id: Generated<number>;
  id_autore: number | null;
  id_immagine: number | null;
  immagine_autore: string | null;
  immagine_autore_link: string | null;
  immagine_url: string | null;
  link_fonte: string | null;
  noindex: Generated<number>;
  nota_revisione: string | null;
  programmata_da: string | null;
  pubblicazione_programmata: string | null;
  revisione: ReviewState | null;
  revisione_il: string | null;
  rilevanza: Generated<number>;
  seo_descrizione: string | null;
  seo_titolo: string | null;
  slug: string;
  sommario: string | null;
  sottotitolo: string | null;
  stato: ContentStatus;
  tag: string | null;
  testo_originale: string | null;
  titolo: string;
  updated_at: string;
}

export interface NewsCandidatesTable {
  chiave: string;
  created_at: string;
  data_pubblicazione: string | null;
  descrizione: string | null;
  fonte: string | null;
  guid: string | null;
  id: Generated<number>;
  id_feed: number | null;
  id_notizia: number | null;
  immagine_autore: string | null;
  immagine_url: string | null;
  link: string | null;
  link_fonte: string | null;
  sommario: string | null;
  testo_originale: string | null;
  titolo: string;
}

export interface PageViewsTable {
  giorno: string;
  percorso: string;
  visite: number;
}

export interface PresencesTable {
  id_contenuto: number;
  id_utente: number;
  sessione: string;
  tipo: string;
  visto_il: string;
}

export interface PreviewsTable {
  autore: string | null;
  bozza: string;
  creata_il: string;
  id_contenuto: number | null;
  scade_il: string;
  tipo: ContentType;
  token: string;
}

export interface ProductPricesTable {
  disponibile: number | null;
  id: Generated<number>;
  id_prodotto: number;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  rilevato_at: string;
  valutazione: number | null;
}

export interface ProductsTable {
  aggiornamento_errore: string | null;
  aggiornamento_fallito_at: string | null;
  asin: string | null;
  asin_preferito: string | null;
  contenuto_scatola: string | null;
  created_at: string;
  dati_aggiornati_at: string | null;
  descrizione_generale: string | null;
  disponibile: number | null;
  id: Generated<number>;
  id_categoria: number | null;
  img_prodotto: string | null;
  informazioni_articolo: string | null;
  link_prodotto: string | null;
  nome_prodotto: string;
  nome_sintetico: string | null;
  nome_visualizzato: string | null;
  prezzo_aggiornato_at: string | null;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  seo_keyword: string | null;
  specifiche_tecniche: string | null;
  updated_at: string;
  valutazione: number | null;
}

export interface PromptsTable {
  created_at: string;
  id: Generated<number>;
  is_active: Generated<number>;
  is_default: Generated<number>;
  testo: string;
  tipo: PromptType;
  titolo: string;
  updated_at: string;
}

export interface RateLimitsTable {
  count: number;
  key: string;
  reset_at: number;
}

export interface RedirectsTable {
  a: string | null;
  creato_da: number | null;
  creato_il: string;
  da: string;
  id: Generated<number>;
  origine: RedirectOrigin;
  ultimo_utilizzo: string | null;
  utilizzi: Generated<number>;
}

export interface ReviewsTable {
  contenuto: string;
  created_at: string;
  generato_ai: Generated<number>;
  id: Generated<number>;
  id_autore: number | null;
  id_prodotto: number;
  id_prompt: number | null;
  noindex: Generated<number>;
  nota_revisione: string | null;
  programmata_da: string | null;
  pubblicazione_programmata: string | null;
  published_at: string | null;
  revisione: ReviewState | null;
  revisione_il: string | null;
  seo_descrizione: string | null;
  seo_titolo: string | null;
  sottotitolo: string | null;
  stato: ContentStatus;
  titolo: string | null;
  updated_at: string;
}

export interface RevisionsTable {
  autore: string | null;
  azione: string;
  contenuto: string;
  creata_il: string;
  id: Generated<number>;
  id_contenuto: number;
  tipo: string;
}

export interface SessionsTable {
  created_at: string;
  expires_at: string;
  id: string;
  last_seen_at: string;
  user_id: number;
}

export interface SharedCachePurgesTable {
  aggiornato_il: string;
  fallisce_dal: string | null;
  servizio: SharedCacheKind;
  tag_in_attesa: string | null;
  tentativi_falliti: Generated<number>;
  ultimo_errore: string | null;
  ultimo_successo_il: string | null;
}

export interface TrendsCacheTable {
  chiave: string;
  created_at: string;
  expires_at: string;
  richiesta: string;
  risultato: string;
}

export interface UsersTable {
  bio: string | null;
  created_at: string;
  id: Generated<number>;
  id_immagine: number | null;
  nome_visualizzato: string | null;
  password_hash: string;
  ruolo: Generated<Role>;
  slug: string | null;
  updated_at: string;
  username: string;
  username_key: Generated<string>;
}

export interface VisitorCountsTable {
  giorno: string;
  visitatori: number;
}

export interface Database {
  about: AboutTable;
  activity: ActivityTable;
  ai_usage: AiUsageTable;
  ai_verifications: AiVerificationsTable;
  api_keys: ApiKeysTable;
  block_views: BlockViewsTable;
  categories: CategoriesTable;
  claim_confirmations: ClaimConfirmationsTable;
  contact_messages: ContactMessagesTable;
  content_versions: ContentVersionsTable;
  daily_visitors: DailyVisitorsTable;
  feed_sources: FeedSourcesTable;
  guide_products: GuideProductsTable;
  guides: GuidesTable;
  images: ImagesTable;
  job_leases: JobLeasesTable;
  job_runs: JobRunsTable;
  link_clicks: LinkClicksTable;
  news: NewsTable;
  news_candidates: NewsCandidatesTable;
  page_views: PageViewsTable;
  presences: PresencesTable;
  previews: PreviewsTable;
  product_prices: ProductPricesTable;
  products: ProductsTable;
  prompts: PromptsTable;
  rate_limits: RateLimitsTable;
  redirects: RedirectsTable;
  reviews: ReviewsTable;
  revisions: RevisionsTable;
  sessions: SessionsTable;
  shared_cache_purges: SharedCachePurgesTable;
  trends_cache: TrendsCacheTable;
  users: UsersTable;
  visitor_counts: VisitorCountsTable;
}
