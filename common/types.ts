import type { Role } from './roles.ts';
import type { EditableType } from './content-types.ts';
import type { SeoFields } from './seo.ts';
/** Shapes the API returns, shared by server and client. Field names follow the spec (section 3). */
export type ContentStatus = 'bozza' | 'pubblicata' | 'archiviata';
export const CONTENT_STATUSES = ['bozza', 'pubblicata', 'archiviata'] as const;
export type PromptType = 'recensione' | 'guida' | 'notizia';
export const PROMPT_TYPES = ['recensione', 'guida', 'notizia'] as const;

export interface Category {
  id: number;
  nome: string;
  descrizione: string | null;
}

export interface Product {
  id: number;
  nome_prodotto: string;
  nome_sintetico: string | null;
  nome_visualizzato: string | null;
  link_prodotto: string | null;
  asin_prodotto: string | null;
  asin_preferito: string | null;
  valutazione_prodotto: number | null;
  seo_keyword_prodotto: string | null;
  img_prodotto: string | null;
  prezzo_prodotto: number | null;
  prezzo_originale: number | null;
  prezzo_scontato: number | null;
  specifiche_tecniche: string | null;
  descrizione_generale: string | null;
  informazioni_articolo: string | null;
  contenuto_scatola: string | null;
  id_categoria: number | null;
  nome_categoria: string | null;
  ha_recensione: boolean;
  stato_recensione: ContentStatus | null;
  haRecensionePubblicata: boolean;
  /** Affiliate link to the marketplace (tag added when configured). */
  url_acquisto: string | null;
  prezzo_aggiornato_at: string | null;
  /** Last successful read of the Amazon page (price, rating, image, availability). */
  dati_aggiornati_at: string | null;
  /** Last failed refresh from Amazon and its reason; null once a refresh succeeds. */
  aggiornamento_fallito_at: string | null;
  aggiornamento_errore: string | null;
  /** In stock on Amazon at the last refresh (null: unknown). */
  disponibile: boolean | null;
  data_creazione: string;
  updated_at: string;
}

/** Who wrote a text and where it stands in the review before publishing (common/roles.ts). */
export interface Newsroom {
  /** The user who wrote it (its byline); null when that account is gone and nobody took it over. */
  id_autore: number | null;
  /** 'in_revisione': sent for review by its writer; 'rimandata': sent back by an editor; null otherwise. */
  revisione: ReviewState | null;
  /** The editor's note when sent back (the writer sees it), null otherwise. */
  nota_revisione: string | null;
  /** When it was last sent for review or back. */
  revisione_il: string | null;
}

export type ReviewState = 'in_revisione' | 'rimandata';

/** With its search-engine fields (common/seo.ts): overrides of the page's title and description, and noindex. */
export interface Review extends SeoFields, Newsroom {
  id: number;
  id_recensione: number;
  id_prodotto: number;
  titolo: string | null;
  /** The subtitle under the title, null when none. */
  sottotitolo: string | null;
  recensione_prodotto: string;
  stato: ContentStatus;
  data_recensione: string;
  nome_sintetico: string | null;
  nome_prodotto: string;
  nome_visualizzato: string | null;
  img_prodotto: string | null;
  /** Written with AI (the public page's disclosure line, AI_DISCLOSURE). */
  generato_ai: boolean;
  /** When the scheduler publishes it (ISO-8601 UTC), null when not scheduled. */
  pubblicazione_programmata: string | null;
}

export interface GuideSection {
  id_prodotto: number | null;
  testo: string;
}

export interface GuideContent {
  introduzione: string;
  sezioni: GuideSection[];
  conclusione: string;
}

/** With its search-engine fields (common/seo.ts): overrides of the page's title and description, and noindex. */
export interface Guide extends SeoFields, Newsroom {
  id: number;
  titolo: string;
  /** The subtitle under the title, null when none. */
  sottotitolo: string | null;
  immagine_url: string | null;
  id_immagine: number | null;
  immagine_autore: string | null;
  /** The picked image's author page and source ('unsplash'), for the credit. */
  immagine_autore_link: string | null;
  immagine_fonte: string | null;
  stato: ContentStatus;
  contenuto: GuideContent;
  prodotti: number[];
  created_at: string;
  updated_at: string;
  /** Written with AI (saved from a generation): the public page's disclosure line. */
  generato_ai: boolean;
  /** When the scheduler publishes it (ISO-8601 UTC), null when not scheduled. */
  pubblicazione_programmata: string | null;
}

/** With its search-engine fields (common/seo.ts): overrides of the page's title and description, and noindex. */
export interface News extends SeoFields, Newsroom {
  id: number;
  slug: string;
  titolo: string;
  /** The subtitle under the title, null when none. */
  sottotitolo: string | null;
  sommario: string | null;
  descrizione: string | null;
  contenuto: string | null;
  testo_originale: string | null;
  fonte: string | null;
  link_fonte: string | null;
  /** When it was published on this site: set by Pubblica (or the scheduler), null while a draft. */
  data_pubblicazione: string | null;
  /** When its source published it (a feed item's date): the source's, never the article's. */
  data_fonte: string | null;
  immagine_url: string | null;
  immagine_autore: string | null;
  /** The cover author's page (the credit links to it). */
  immagine_autore_link: string | null;
  /** The image record when the cover was picked from Unsplash (null for feed images and typed URLs). */
  id_immagine: number | null;
  /** Where the picked cover comes from ('unsplash'), null for feed images and typed URLs. */
  immagine_fonte: string | null;
  stato: ContentStatus;
  rilevanza: number;
  tag: string | null;
  created_at: string;
  updated_at: string;
  /** The article was written with AI ('Genera articolo'): the public page's disclosure line. */
  generato_ai: boolean;
  /** When the scheduler publishes it (ISO-8601 UTC), null when not scheduled. */
  pubblicazione_programmata: string | null;
}

export interface Prompt {
  id: number;
  titolo: string;
  tipo: PromptType;
  testo: string;
  is_active: 0 | 1;
  is_default: 0 | 1;
  created_at: string;
  updated_at: string;
}

export interface About {
  id: number | null;
  contenuto: string;
}

/** Who is logged in, as the dashboard knows it: the role decides what it shows (common/roles.ts). */
export interface SessionUserInfo {
  id: number;
  username: string;
  ruolo: Role;
  /** The byline name: the display name, else the username. */
  nome: string;
}

export interface SessionInfo {
  authenticated: boolean;
  user: SessionUserInfo | null;
}

/** POST /api/auth/esci-altri-dispositivi: how many other sessions of the user were ended. */
export interface OtherSessionsEnded {
  success: true;
  sessioni_chiuse: number;
}

/** What a revision belongs to (decision 0032): the editable types of common/content-types.ts. */
export type RevisionType = EditableType;

/**
 * What replaced the state a revision keeps; the PENDING ones ('autosalvataggio', 'proposta') keep
 * instead a state not applied yet: an editor's unsaved work, an AI regeneration of a published text.
 */
export const REVISION_ACTIONS = [
  'salvataggio',
  'generazione',
  'rigenerazione',
  'pubblicazione',
  'archiviazione',
  'ritorno-bozza',
  'ripristino',
  'autosalvataggio',
  'proposta',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];
/** States kept without being applied (POST /api/revisioni): work in progress and AI proposals. */
export const PENDING_ACTIONS = ['autosalvataggio', 'proposta'] as const;
export type PendingAction = (typeof PENDING_ACTIONS)[number];

/** GET /api/revisioni: one entry of a content's history, newest first. */
export interface RevisionEntry {
  id: number;
  creata_il: string;
  autore: string | null;
  azione: RevisionAction;
}

/** GET /api/revisioni/{id}: the entry with the state it kept (the stored fields the editor edits). */
export interface Revision extends RevisionEntry {
  tipo: RevisionType;
  id_contenuto: number;
  contenuto: Record<string, unknown>;
}
