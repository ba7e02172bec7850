import type { GateClaim } from './claims.ts';
/** API shapes of the news pipeline, shared by the server and the dashboard. */

/** A feed item waiting for an editor (spec section 3: the news fields plus a saved-as-draft marker). */
export interface NewsCandidate {
  id: number;
  /** What identifies it: source link, else link, else title (spec section 4). */
  chiave: string;
  titolo: string;
  sommario: string | null;
  descrizione: string | null;
  fonte: string | null;
  link_fonte: string | null;
  link: string | null;
  data_pubblicazione: string | null;
  immagine_url: string | null;
  immagine_autore: string | null;
  /** true once it is a news item (saved as a draft, by anyone, from here or elsewhere). */
  salvata: boolean;
  id_notizia: number | null;
}

/** A configured RSS/Atom feed and how its last read went. */
export interface FeedSource {
  id: number;
  nome: string;
  url: string;
  attivo: boolean;
  ultimo_tentativo: string | null;
  ultima_lettura: string | null;
  etag: string | null;
  last_modified: string | null;
  ultimo_errore: string | null;
  elementi: number | null;
  created_at: string;
  updated_at: string;
}

/** What POST /api/notizie/persisti saved and skipped. */
export interface PersistResult {
  salvate: Array<{ id: number; titolo: string; slug: string }>;
  saltate: Array<{ titolo: string; motivo: string }>;
}

/** A claim of an AI-written news article the source text does not contain (numbers, quotes, links to other hosts, the model pass's). */
export type NewsClaim = GateClaim;

/** A feed source as 'Ingest da feed' names it while it runs. */
export interface IngestFeed {
  id: number;
  nome: string;
  url: string;
}

/** How reading one feed went: read (with its items), unchanged since the last read (304), or failed (why, in Italian). */
export type IngestFeedOutcome = IngestFeed & { esito: 'letto' | 'non-modificato' | 'errore'; elementi: number | null; errore: string | null };

/**
 * POST /api/notizie/ingest-feed asked for `application/x-ndjson`: one event a line, as the run goes.
 * 'inizio' lists the active sources and the run's bound; 'fonte' comes once per source
 * when its read ends, counting up; 'fine' closes the answer with the candidates (as the plain answer
 * has them) and the sources that failed; 'errore' when the run itself broke.
 */
export type IngestEvent =
  | { tipo: 'inizio'; totale: number; limite_ms: number; fonti: IngestFeed[] }
  | ({ tipo: 'fonte'; letti: number; totale: number } & IngestFeedOutcome)
  | { tipo: 'fine'; candidati: NewsCandidate[]; fallite: Array<IngestFeed & { errore: string }>; scaduto: boolean }
  | { tipo: 'errore'; error: string };
