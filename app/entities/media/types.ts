/**
 * The media library's shapes as the API answers them (GET/POST/PATCH /api/media). They mirror
 * common/media.ts of the library's server side: when both are in the tree this file re-exports
 * those and keeps only the dashboard's own helpers (thumbnails, the upload checks' limits).
 */

/** Where an item came from: an upload, an Unsplash pick kept in the library, or a later source. */
export type MediaSource = 'caricamento' | 'unsplash' | (string & {});

export interface MediaItem {
  id: number;
  fonte: MediaSource;
  /** The largest WebP of an upload (/media/{chiave}/{w}.webp), or the Unsplash URL. */
  url: string;
  alt: string | null;
  credito: string | null;
  autore: string | null;
  autore_link: string | null;
  larghezza: number | null;
  altezza: number | null;
  /** The widths stored for an upload (MEDIA_WIDTHS below the original, plus the original capped). */
  larghezze: number[];
  formati: ('avif' | 'webp')[];
  byte: number | null;
  nome_file: string | null;
  created_at: string;
  /** In how many texts the item is used (covers and image blocks). */
  usi: number;
}

export type MediaUseKind = 'recensione' | 'guida' | 'notizia' | 'chi-siamo';

/** One text that uses an item: as its cover or as an image block in its text. */
export interface MediaUse {
  tipo: MediaUseKind;
  id: number;
  titolo: string;
  /** The dashboard path of the text's editor (/dashboard/guide/3). */
  modifica: string;
  come: 'copertina' | 'blocco';
}

/** GET /api/media/:id: the item and where it is used. */
export type MediaDetail = MediaItem & { usi_dettaglio: MediaUse[] };

/** The upload's bounds, as the server enforces them (the server stays the judge). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_ALT_MAX = 200;
export const MEDIA_CREDIT_MAX = 200;
export const MEDIA_ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
