import { atStockWidth } from '../../../common/images.ts';
import type { MediaItem } from './types.ts';

/** The size a grid shows: the 400 px rendition. */
export const THUMB_WIDTH = 400;

const STORED_WEBP = /\/\d{1,5}\.webp$/;

/**
 * A small rendition of an item for grids and previews: an upload's `/{w}.webp` at `width` when
 * that width is stored, an Unsplash photo through its CDN's `w` parameter, else the URL itself.
 */
export function mediaThumb(item: Pick<MediaItem, 'url' | 'larghezze'>, width = THUMB_WIDTH): string {
  if (item.url.startsWith('/media/') && STORED_WEBP.test(item.url)) {
    return item.larghezze.includes(width) ? item.url.replace(STORED_WEBP, `/${width}.webp`) : item.url;
  }
  return atStockWidth(item.url, width);
}

/** The width and height attributes of a thumbnail `width` wide (16:9 when the size is unknown). */
export function thumbSize(item: Pick<MediaItem, 'larghezza' | 'altezza'>, width = THUMB_WIDTH): { width: number; height: number } {
  if (!item.larghezza || !item.altezza) return { width, height: Math.round((width * 9) / 16) };
  return { width, height: Math.max(1, Math.round((width * item.altezza) / item.larghezza)) };
}
