import { atStockWidth, isUnsplashImageUrl } from './images.ts';
import { isMediaUrl, mediaSrcSet } from './media.ts';

/**
 * Responsive sizes (srcset) from the resizable image URLs the site shows: Amazon's product pictures
 * (m.media-amazon.com, the size token before the extension: `._AC_SL1500_.jpg` → `._SL640_.jpg`)
 * and Unsplash covers (images.unsplash.com, the `w` parameter), and the media library's uploads
 * (`/media/{chiave}/{w}.webp`: the widths that exist, read from the URL, common/media.ts). Other
 * pictures (the demo SVGs, any other host) get none: the browser loads `src` as before.
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

/**
 * `srcSet` and `sizes` for an <img>, or nothing when the URL cannot be resized. A library upload
 * offers the widths it was stored at (never more than MEDIA_WIDTHS, which `widths` cannot add to).
 */
export function responsiveImage(url: string | null | undefined, widths: readonly number[], sizes: string): { srcSet?: string; sizes?: string } {
  if (!url) return {};
  if (isMediaUrl(url)) return { srcSet: mediaSrcSet(url), sizes };
  let at: ((w: number) => string) | null = null;
  if (AMAZON_IMAGE.test(url)) at = (w) => amazonImageAt(url, w)!;
  else if (isUnsplashImageUrl(url)) at = (w) => atStockWidth(url, w);
  if (!at) return {};
  return { srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '), sizes };
}

/** The size Open Graph and Twitter's summary_large_image cards show best (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** An image for a link preview, with its size in pixels when it is known. */
export interface CardImage {
  url: string;
  width?: number;
  height?: number;
}

/** The demo illustrations' real sizes (scripts/generate-demo-images.mjs draws them): covers 16:9, products square. */
const DEMO_SIZES: ReadonlyArray<[RegExp, number, number]> = [
  [/\/demo\/(guide|notizie)\/[\w-]+\.svg$/, 1600, 900],
  [/\/demo\/prodotti\/[\w-]+\.svg$/, 800, 800],
];

/**
 * The picture of a link preview card (og:image, twitter:image) from an absolute image URL: an
 * Unsplash cover cropped by Unsplash to exactly CARD_WIDTH × CARD_HEIGHT; an Amazon product
 * picture at its largest size (1000 px on the longest side: the other side depends on the
 * picture, so no size is claimed); a demo illustration at its own size; any other as it is.
 */
export function cardImage(url: string): CardImage {
  if (isUnsplashImageUrl(url)) {
    const card = new URL(url);
    for (const [name, value] of [
      ['w', String(CARD_WIDTH)],
      ['h', String(CARD_HEIGHT)],
      ['fit', 'crop'],
      ['crop', 'entropy'],
    ] as const)
      card.searchParams.set(name, value);
    return { url: card.toString(), width: CARD_WIDTH, height: CARD_HEIGHT };
  }
  const amazon = amazonImageAt(url, 1000);
  if (amazon) return { url: amazon };
  const demo = DEMO_SIZES.find(([pattern]) => pattern.test(url));
  return demo ? { url, width: demo[1], height: demo[2] } : { url };
}
