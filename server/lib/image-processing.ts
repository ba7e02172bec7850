import type { Metadata, Sharp } from 'sharp';
import { lazyModule } from './lazy-module.ts';
import { MEDIA_MAX_PIXELS, MEDIA_MAX_SIDE, type MediaFormat, type MediaInputType, widthsFor } from '../../common/media.ts';

/**
 * The media library's image work (decision 0060), with sharp (libvips): what a file is, read
 * from its bytes; its size, read from its header before anything is decoded; and its variants,
 * turned upright by its EXIF orientation and written as WebP and AVIF at each width, without
 * any of its metadata (EXIF, GPS, XMP, ICC: sharp writes none unless asked).
 *
 * libvips works on its own threads (the event loop only waits), one at a time here
 * (sharp.concurrency(1), no operation cache): the server's few cores stay for the site. Callers
 * run one image at a time too (server/lib/serial-queue.ts). sharp and libvips load with the first
 * upload (lazy-module.ts): a server that only serves pages never holds them.
 */
const sharp = lazyModule<(typeof import('sharp'))['default']>('sharp', (mod) => {
  mod.concurrency(1);
  mod.cache(false);
});

/** The type of a file from its first bytes (magic numbers), or null when it is none the library takes. */
export function sniffImageType(bytes: Uint8Array): MediaInputType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO-BMFF: a first box 'ftyp' naming the brand 'avif' (still) or 'avis' (sequence), major or compatible.
  if (bytes.length >= 16 && ascii(4, 8) === 'ftyp') {
    const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), 256);
    for (let at = 8; at + 4 <= size; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return null;
}

/** sharp's name for each accepted type (AVIF is HEIF with AV1 inside). */
const SHARP_FORMAT: Record<MediaInputType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'heif' };

export type HeaderCheck = { ok: true; width: number; height: number } | { ok: false; reason: 'unreadable' | 'mismatch' | 'too-many-pixels' };

/**
 * The picture's upright size from its header alone (nothing decoded, nothing allocated for its
 * pixels): refused when it is not readable, not the type its bytes began with, or larger than
 * MEDIA_MAX_PIXELS or MEDIA_MAX_SIDE on a side (a decompression bomb declares a huge size in a
 * few bytes).
 */
export async function checkImageHeader(bytes: Buffer, type: MediaInputType): Promise<HeaderCheck> {
  let meta: Metadata;
  try {
    meta = await sharp()(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (meta.format !== SHARP_FORMAT[type] || (type === 'image/avif' && meta.compression !== 'av1')) return { ok: false, reason: 'mismatch' };
  const { width, height } = meta;
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  if (width > MEDIA_MAX_SIDE || height > MEDIA_MAX_SIDE || width * height > MEDIA_MAX_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  const turned = (meta.orientation ?? 1) >= 5;
  return { ok: true, width: turned ? height : width, height: turned ? width : height };
}

export interface ImageVariant {
  width: number;
  height: number;
  format: MediaFormat;
  contentType: string;
  data: Buffer;
}

const ENCODE: Record<MediaFormat, (img: Sharp) => Sharp> = {
  webp: (img) => img.webp({ quality: 80, effort: 4 }),
  avif: (img) => img.avif({ quality: 55, effort: 3 }),
};

/**
 * Every variant of a picture whose header passed checkImageHeader (`width`: its upright width):
 * decoded once (within MEDIA_MAX_PIXELS, failing on a corrupt file), turned upright, scaled to the
 * largest width, then written at each width of widthsFor(width) in each format, one after the
 * other. Throws sharp's error when the file cannot be decoded.
 */
export async function renderVariants(bytes: Buffer, width: number): Promise<ImageVariant[]> {
  const widths = widthsFor(width);
  const top = widths[widths.length - 1]!;
  const { data, info } = await sharp()(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error', sequentialRead: true })
    .rotate()
    .resize({ width: top, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const out: ImageVariant[] = [];
  for (const w of widths) {
    for (const format of ['webp', 'avif'] as const) {
      let img = sharp()(data, { raw });
      if (w !== info.width) img = img.resize({ width: w });
      const encoded = await ENCODE[format](img).toBuffer({ resolveWithObject: true });
      out.push({ width: w, height: encoded.info.height, format, contentType: `image/${format}`, data: encoded.data });
    }
  }
  return out;
}
