import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * The compressed forms the render cache keeps of an answer (brotli and gzip, made once when it is
 * stored, never per request), the weak ETag hashed from the same bytes, and which form a client
 * gets. Nothing here knows about entries, budgets or Fastify.
 */

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings an answer is kept in; `identity` is the plain bytes. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli as stored: a 1 MB window instead of 4 MB (the same bytes for pages, all smaller than that; 13 MB less memory on a long list). */
const brotliParams = (sizeHint: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 20,
  ...(sizeHint > 0 ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
});

/**
 * Output chunks of the zlib streams of long answers: 64 KB instead of 16 KB makes compressing a
 * 17 MB list several times faster (fewer trips to the thread pool).
 */
const ZLIB_CHUNK = 64 * 1024;

export interface Compressed {
  identity: Buffer | Buffer[];
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const etagOf = (hash: ReturnType<typeof createHash>) => `W/"${hash.digest('base64url')}"`;

/**
 * An answer's plain bytes, their brotli and gzip forms and its ETag: a rendered page (one Buffer)
 * is compressed in one go each way, a streamed answer as its bytes come.
 */
export function compress(body: Buffer | Readable): Promise<Compressed> {
  return Buffer.isBuffer(body) ? compressWhole(body) : compressStream(body);
}

/** A rendered page, whole in memory: compressed in one go each way. */
async function compressWhole(body: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([brotli(body, { params: brotliParams(body.byteLength) }), gzip(body, { level: 6 })]);
  return { identity: body, br, gzip: gz, etag: etagOf(createHash('sha1').update(body)) };
}

async function drain(stream: zlib.BrotliCompress | zlib.Gzip): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * A streamed answer, compressed (and hashed) as its bytes come: its pages are kept as they are,
 * never copied into one Buffer (which held the 17 MB product list twice while it was built).
 */
async function compressStream(body: Readable): Promise<Compressed> {
  const br = zlib.createBrotliCompress({ chunkSize: ZLIB_CHUNK, params: brotliParams(0) });
  const gz = zlib.createGzip({ level: 6, chunkSize: ZLIB_CHUNK });
  const compressed = Promise.all([drain(br), drain(gz)]);
  const hash = createHash('sha1');
  const plain: Buffer[] = [];
  try {
    for await (const data of body) {
      const chunk = Buffer.from(data as Buffer);
      hash.update(chunk);
      plain.push(chunk);
      await Promise.all([br.write(chunk) ? null : once(br, 'drain'), gz.write(chunk) ? null : once(gz, 'drain')]);
    }
  } catch (error) {
    br.destroy();
    gz.destroy();
    await compressed.catch(() => undefined);
    throw error;
  }
  br.end();
  gz.end();
  const [brBody, gzBody] = await compressed;
  return { identity: plain, br: brBody, gzip: gzBody, etag: etagOf(hash) };
}

/** The length of the plain bytes, whole or in the pages they came in. */
export const plainBytes = (identity: Buffer | Buffer[]) => [identity].flat().reduce((n, b) => n + b.byteLength, 0);

/**
 * A stream that gunzips what is written to it, in the chunks the compression uses: how an answer
 * kept compressed only reaches a client that accepts no compression.
 */
export const createGunzipStream = () => zlib.createGunzip({ chunkSize: ZLIB_CHUNK });

/** The best encoding the client accepts among ours: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  if (typeof acceptEncoding !== 'string') return encodingOf([acceptEncoding].flat().join(','));
  // Browsers send a handful of spellings: each is read once (a bounded memo: any other is read every time).
  let known = seenEncodings.get(acceptEncoding);
  if (known === undefined) {
    known = encodingOf(acceptEncoding);
    if (seenEncodings.size < SEEN_ENCODINGS_MAX && acceptEncoding.length <= 256) seenEncodings.set(acceptEncoding, known);
  }
  return known;
}

const SEEN_ENCODINGS_MAX = 64;
const seenEncodings = new Map<string, Encoding>();

function encodingOf(acceptEncoding: string): Encoding {
  const header = acceptEncoding.toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
