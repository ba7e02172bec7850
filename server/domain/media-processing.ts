import type { MediaInputType } from '../../common/media.ts';
import { MEDIA_MSG } from '../../common/messages-media.ts';
import { checkImageHeader, type ImageVariant, renderVariants, sniffImageType } from '../lib/image-processing.ts';
import { AppError } from './errors.ts';

export interface ProcessedUpload {
  /** The type read from the bytes. */
  type: MediaInputType;
  /** The largest variant's size (what `url` shows). */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** The type of an upload from its bytes; 415 when it is none the library takes (checked before waiting in line). */
export function uploadType(bytes: Buffer): MediaInputType {
  const type = sniffImageType(bytes);
  if (!type) throw new AppError(415, MEDIA_MSG.unsupportedType);
  return type;
}

/**
 * An upload's checks and variants (decision 0060), each refusal in Italian: a header of another
 * type than its first bytes say → 415; larger than the pixel limits
 * by its header → 413, before any decoding; not decodable → 400.
 */
export async function processUpload(bytes: Buffer, type: MediaInputType): Promise<ProcessedUpload> {
  const header = await checkImageHeader(bytes, type);
  if (!header.ok) {
    if (header.reason === 'too-many-pixels') throw new AppError(413, MEDIA_MSG.tooManyPixels);
    if (header.reason === 'mismatch') throw new AppError(415, MEDIA_MSG.unsupportedType);
    throw new AppError(400, MEDIA_MSG.unreadable);
  }
  let variants: ImageVariant[];
  try {
    variants = await renderVariants(bytes, header.width);
  } catch {
    throw new AppError(400, MEDIA_MSG.unreadable);
  }
  const largest = variants.reduce((a, b) => (b.width > a.width ? b : a));
  return { type, width: largest.width, height: largest.height, variants };
}
