import { atStockWidth, isUnsplashImageUrl } from './images.ts';

/**
 * Responsive sizes (srcset) from the resizable image URLs the site shows: Amazon's product pictures
 * (m.media-amazon.com, the size token before the extension: `._AC_SL1500_.jpg` → `._SL640_.jpg`)
 * and Unsplash covers (images.unsplash.com, the `w` parameter). Other pictures (the demo SVGs, any
 * other host) get none: the browser loads `src` as before.
 */

const AMAZON_IMAGE = /^(https:\/\/m\.media-amazon\.com\/images\/I\/[\w%+-]+)(\._[\w,-]+_)?\.(jpe?g|png|webp)$/i;

/** The Amazon picture with its longest side at `px`, or null for another URL. */
export function amazonImageAt(url: string, px: number): string | null {
  const m = AMAZON_IMAGE.exec(url);
  return m ? `${m[1]}._SL${px}_.${m[3]}` : null;
}

/** Widths offered: product pictures (square, at most 1000 px on Amazon's side), covers (wide). */
export const PRODUCT_WIDTHS = [320, 640, 1000] as const;
export const COVER_WIDTHS = [400, 800, 1200, 1600] as const;

/** `srcSet` and `sizes` for an <img>, or nothing when the URL cannot be resized. */
export function responsiveImage(url: string | null | undefined, widths: readonly number[], sizes: string): { srcSet?: string; sizes?: string } {
  if (!url) return {};
  let at: ((w: number) => string) | null = null;
  if (AMAZON_IMAGE.test(url)) at = (w) => amazonImageAt(url, w)!;
  else if (isUnsplashImageUrl(url)) at = (w) => atStockWidth(url, w);
  if (!at) return {};
  return { srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '), sizes };
}
