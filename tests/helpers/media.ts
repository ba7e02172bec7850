import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { MediaItem } from '../../common/media.ts';
import type { DashboardTestApp } from '../api/dashboard-helpers.ts';

/**
 * The media library's test files, made with sharp (real JPEG, PNG, WebP and AVIF), a PNG that
 * declares a huge size in a few bytes (a decompression bomb), and the multipart form of an upload.
 */

export type FilePart = { name: string; bytes: Buffer; type?: string };

/** A multipart/form-data body: text fields, then the file (when given) as `file`. */
export function multipartForm(fields: Record<string, string>, file?: FilePart, fileField = 'file'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----scorta${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POST /api/media with the session of `h` (or `cookie`). */
export function upload(h: DashboardTestApp, fields: Record<string, string>, file?: FilePart, cookie = h.cookie): Promise<LightMyRequestResponse> {
  const form = multipartForm(fields, file);
  return h.t.app.inject({ method: 'POST', url: '/api/media', payload: form.payload, headers: { ...form.headers, ...(cookie ? { cookie } : {}) } });
}

/** Uploads and insists on a 201: the new item. */
export async function uploaded(h: DashboardTestApp, file: FilePart, alt = 'Una torcia sul tavolo', credito?: string): Promise<MediaItem> {
  const res = await upload(h, { alt, ...(credito ? { credito } : {}) }, file);
  if (res.statusCode !== 201) throw new Error(`caricamento fallito: ${res.statusCode} ${res.body}`);
  return res.json<MediaItem>();
}

/** A picture `width` × `height` with a gradient (so the encoders have something to do), as raw RGB(A). */
function picture(width: number, height: number, alpha = false) {
  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 128;
      if (alpha) data[i + 3] = 200;
    }
  }
  return sharp(data, { raw: { width, height, channels } });
}

/** A JPEG with EXIF (camera, copyright, GPS position) and an orientation: 6 shows it turned a quarter clockwise. */
export function jpegWithExif(width: number, height: number, orientation = 1): Promise<Buffer> {
  return picture(width, height)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'FotocameraSegreta', Model: 'Modello X', Copyright: 'Mario Rossi' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 11/1 0/1', GPSMapDatum: 'PosizioneSegreta' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

export const pngImage = (width: number, height: number) => picture(width, height, true).png().toBuffer();
export const webpImage = (width: number, height: number) => picture(width, height).webp().toBuffer();
export const avifImage = (width: number, height: number) => picture(width, height).avif({ effort: 0 }).toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring `width` × `height` (grey, 8 bits) with a few compressed rows: tiny on disk, huge decoded. */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const rows = zlib.deflateSync(Buffer.alloc((width + 1) * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}
