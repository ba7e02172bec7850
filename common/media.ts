/**
 * The media library (decision 0060): uploaded images and Unsplash picks, one list. The shapes the
 * API answers, the limits of an upload and the rules of the public file addresses, shared by the
 * server (what it stores and serves), the dashboard (what it shows) and the public render.
 *
 * An upload is stored as WebP and AVIF at a few widths under a random key:
 * `/media/{chiave}/{w}.webp` and `/media/{chiave}/{w}.avif`. Its widths are MEDIA_WIDTHS below the
 * original width, plus the original width capped at the largest (never upscaled); its `url` is
 * the largest WebP, so every width can be read back from `url` alone (mediaWidths).
 */

/** Where a library image comes from: an upload, or a photo picked on Unsplash. */
export const UPLOAD_SOURCE = 'caricamento';

export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
export const MEDIA_MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
/** The largest file accepted (15 MiB). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
/** The largest picture accepted, in pixels (40 megapixels), and on each side. */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_MAX_SIDE = 12_000;
/** Alt text and credit lengths. */
export const ALT_MAX = 200;
export const CREDIT_MAX = 200;
/** A file name as sent is kept up to this length (for the library's search). */
export const FILE_NAME_MAX = 200;

export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** The types an upload may have, checked from its bytes. */
export const MEDIA_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type MediaInputType = (typeof MEDIA_INPUT_TYPES)[number];

/** One image of the library (GET /api/media). */
export interface MediaItem {
  id: number;
  fonte: typeof UPLOAD_SOURCE | 'unsplash' | (string & {});
  /** The largest WebP of an upload, or the Unsplash URL. */
  url: string;
  alt: string | null;
  credito: string | null;
  autore: string | null;
  autore_link: string | null;
  /** Size of `url` in pixels (null when unknown: Unsplash picks). */
  larghezza: number | null;
  altezza: number | null;
  /** The widths served (uploads), smallest first; [] for Unsplash picks. */
  larghezze: number[];
  formati: MediaFormat[];
  /** Size of the uploaded file (null for Unsplash picks). */
  byte: number | null;
  nome_file: string | null;
  created_at: string;
  /** How many texts use it (covers and image blocks). */
  usi: number;
}

export const MEDIA_USE_TYPES = ['recensione', 'guida', 'notizia', 'chi-siamo'] as const;
export type MediaUseType = (typeof MEDIA_USE_TYPES)[number];

/** Where an image is used: a text, and whether as its cover or as an image block in it. */
export interface MediaUse {
  tipo: MediaUseType;
  /** The text's own id (as revisions name it; a review's is not its product's). */
  id: number;
  titolo: string;
  /** The dashboard page that edits it (/dashboard/guide/3; a review's: /dashboard/recensioni/{productId}). */
  modifica: string;
  come: 'copertina' | 'blocco';
}

/** GET /api/media/{id}. */
export type MediaDetail = MediaItem & { usi_dettaglio: MediaUse[] };

/** A storage key: at least 20 url-safe characters (made on the server, random). */
export const MEDIA_KEY_PATTERN = /^[\w-]{20,64}$/;
/** A public file name: `{width}.webp` or `{width}.avif`. */
const FILE_NAME = /^([1-9]\d{0,4})\.(webp|avif)$/;
const MEDIA_URL = /^\/media\/([\w-]{20,64})\/([1-9]\d{0,4})\.(webp|avif)$/;

export const mediaFileName = (width: number, format: MediaFormat) => `${width}.${format}`;
export const mediaPath = (chiave: string, width: number, format: MediaFormat) => `/media/${chiave}/${mediaFileName(width, format)}`;

/** A public file name read back: its width and format, or null. */
export function parseMediaFileName(name: string): { width: number; format: MediaFormat } | null {
  const m = FILE_NAME.exec(name);
  return m ? { width: Number(m[1]), format: m[2] as MediaFormat } : null;
}

/** The widths made for a picture `width` pixels wide (after rotation): never upscaled, at most MEDIA_MAX_WIDTH. */
export function widthsFor(width: number): number[] {
  const top = Math.min(Math.max(1, Math.floor(width)), MEDIA_MAX_WIDTH);
  return [...MEDIA_WIDTHS.filter((w) => w < top), top];
}

/** A library URL (`/media/{chiave}/{w}.webp|avif`) read back, or null for any other URL. */
export function parseMediaUrl(url: string | null | undefined): { chiave: string; width: number; format: MediaFormat } | null {
  const m = MEDIA_URL.exec(url ?? '');
  return m ? { chiave: m[1]!, width: Number(m[2]), format: m[3] as MediaFormat } : null;
}

export const isMediaUrl = (url: string | null | undefined) => parseMediaUrl(url) !== null;

/** The widths served for an upload whose `url` (its largest WebP) is given; [] for another URL. */
export function mediaWidths(url: string | null | undefined): number[] {
  const parsed = parseMediaUrl(url);
  return parsed ? widthsFor(parsed.width) : [];
}

/**
 * An upload's file at width `w` (the smallest served width at least `w`, else the largest) in
 * `format`, from its `url`; null for a URL that is not the library's.
 */
export function mediaImageAt(url: string, w: number, format: MediaFormat = 'webp'): string | null {
  const parsed = parseMediaUrl(url);
  if (!parsed) return null;
  const widths = widthsFor(parsed.width);
  const width = widths.find((x) => x >= w) ?? widths[widths.length - 1]!;
  return mediaPath(parsed.chiave, width, format);
}

/** `srcset` of an upload in one format: every served width. Empty for another URL. */
export function mediaSrcSet(url: string, format: MediaFormat = 'webp'): string {
  const parsed = parseMediaUrl(url);
  if (!parsed) return '';
  return widthsFor(parsed.width)
    .map((w) => `${mediaPath(parsed.chiave, w, format)} ${w}w`)
    .join(', ');
}
