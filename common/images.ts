import { STOCK_IMAGE_WIDTH, UNSPLASH_SOURCE } from './messages-images.ts';

/**
 * Cover images from Unsplash (decision 0013): the shapes the API answers and the URL
 * rules shared by the server (what it accepts from the browser) and the dashboard (what it shows).
 */

/** One search result (spec section 3 "Image result": url and autore, plus what a save needs). */
export interface ImageResult {
  /** Unsplash's photo id. */
  id: string;
  /** The cover URL: the stock image at width 1600. */
  url: string;
  autore: string;
  /** The author's Unsplash profile (https://unsplash.com/@…), without referral parameters. */
  autore_link: string;
  alt_description: string | null;
  /** A small image for the picker's grid (Unsplash's `small`, 400 px wide). */
  thumb: string;
  width: number | null;
  height: number | null;
  /** The photo's average colour, shown while the thumbnail loads. */
  color: string | null;
  urls: { regular: string; full: string; small: string; thumb: string };
  user: { name: string; username: string | null; links: { html: string } };
  /** Where Unsplash counts a use (GET with the key when the photo is saved). */
  links: { download_location: string };
}

/** What the dashboard sends to record a chosen photo (POST /api/immagini). */
export interface ImageChoice {
  id: string;
  url: string;
  url_full?: string | null;
  autore: string;
  autore_link: string;
  download_location?: string | null;
  /** The keyword the editor searched for. */
  query?: string | null;
  /** The photo's size in pixels, as the search gave it: it sizes the image where the library shows it. */
  width?: number | null;
  height?: number | null;
}

/** A recorded image (the images table) as the API answers it. */
export interface ImageRecord {
  id: number;
  fonte: string;
  id_esterno: string | null;
  url: string;
  url_full: string | null;
  autore: string | null;
  autore_link: string | null;
  /** Whether Unsplash's download tracking answered (null when the source has none). */
  tracciato: boolean | null;
}

const UNSPLASH_PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const UNSPLASH_USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

export const isUnsplashPhotoId = (id: string) => UNSPLASH_PHOTO_ID.test(id);

function parseHttps(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && url.port === '' ? url : null;
  } catch {
    return null;
  }
}

/** An image served by Unsplash's CDN (https://images.unsplash.com/photo-…). Unsplash+ (plus.unsplash.com) is not free to use. */
export function isUnsplashImageUrl(value: string): boolean {
  const url = parseHttps(value);
  return url !== null && url.hostname === 'images.unsplash.com' && /^\/[\w.-]+$/.test(url.pathname);
}

/** An author profile on unsplash.com (https://unsplash.com/@name), or null. */
export function unsplashProfileUrl(value: string): string | null {
  const url = parseHttps(value);
  if (!url || (url.hostname !== 'unsplash.com' && url.hostname !== 'www.unsplash.com')) return null;
  const m = /^\/@([A-Za-z0-9_.-]{1,64})\/?$/.exec(url.pathname);
  return m ? `https://unsplash.com/@${m[1]}` : null;
}

/** The profile of a username (Unsplash's own `user.links.html` is rebuilt from it when it points elsewhere). */
export const profileOf = (username: string) => (UNSPLASH_USERNAME.test(username) ? `https://unsplash.com/@${username}` : null);

/**
 * A stock image URL at the cover width (spec section 9: rewritten to 1600): `w` set, a height
 * scaled with it when the image is cropped (`fit=crop`) and dropped otherwise, `fit=max` when no
 * fit is given (never upscale, keep the ratio), the other parameters (ixid, ixlib, auto=format,
 * q, fm…) kept in their order. Other URLs are returned as they are.
 */
export function atStockWidth(value: string, width = STOCK_IMAGE_WIDTH): string {
  if (!isUnsplashImageUrl(value)) return value;
  const url = new URL(value);
  const p = url.searchParams;
  const oldW = Number(p.get('w'));
  const h = Number(p.get('h'));
  if (p.get('fit') === 'crop' && h > 0 && oldW > 0) p.set('h', String(Math.round((h * width) / oldW)));
  else p.delete('h');
  p.set('w', String(width));
  if (!p.has('fit')) p.set('fit', 'max');
  return url.toString();
}

/** A short name for Unsplash's referral parameter: the site's name as a slug, else 'scorta'. */
export function referralAppName(siteName: string | null | undefined): string {
  const slug = (siteName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '') // one '_' at most at either end, after the line above
    .slice(0, 40);
  return slug || 'scorta';
}

/** A link to unsplash.com with Unsplash's referral parameters (its API guidelines: utm_source=app, utm_medium=referral). */
export function withReferral(href: string, app: string): string {
  const url = parseHttps(href);
  if (!url) return href;
  url.searchParams.set('utm_source', app);
  url.searchParams.set('utm_medium', 'referral');
  return url.toString();
}

export const UNSPLASH_HOME = 'https://unsplash.com/';

export const isUnsplashSource = (fonte: string | null | undefined) => fonte === UNSPLASH_SOURCE;
