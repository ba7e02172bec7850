import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ClickPlace } from '../../common/content-blocks.ts';
import { clickPlacesIn } from '../../common/stats.ts';
import type { ContentTopic } from '../db/content-changes.ts';
import { compress, plainBytes } from './render-cache-compression.ts';

/**
 * What the render cache keeps of a rendered answer, and which answers it may keep at all: the
 * shapes a render hands in and a stored entry holds, the headers worth keeping, the CSP hashes of
 * a page's inline scripts. The store (render-cache-store.ts) decides where an entry lives and for
 * how long; this module decides what is in it.
 */

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
}

/** A rendered answer whose bytes may also come as a stream (the API's long lists: server/http/json-pages.ts). */
export interface RenderedAnswer extends Omit<RenderedPage, 'body'> {
  body: Buffer | Readable;
}

/** A stored answer: a whole GET render, its compressed forms and ETag, and what it was rendered from. */
export interface CachedPage {
  key: string;
  status: number;
  headers: [string, string][];
  etag: string;
  /** The CSP nonce the page was rendered with (its inline scripts carry it). */
  nonce: string;
  /**
   * CSP sources of its inline scripts ('sha256-…'): a page shared by many visitors is allowed
   * its own scripts by hash, not by a nonce every visitor would see again.
   */
  scriptHashes: string[];
  /**
   * The click places an HTML page shows (its click report addresses, common/stats.ts
   * clickPlacesIn), read once as it is stored: each counted view of it adds one impression per place.
   */
  places: readonly ClickPlace[];
  /**
   * The plain bytes: one Buffer for a rendered page, the pages of a streamed answer as they came
   * (never copied into one Buffer: the API's full product list is 17 MB); null when only the
   * compressed forms are kept (an answer too big for half the budget with them).
   */
  body: { identity: Buffer | Buffer[] | null; br: Buffer; gzip: Buffer };
  /** The length of the plain bytes, kept or not. */
  plainLength: number;
  size: number;
  topics: readonly ContentTopic[];
  versions: number[];
  storedAt: number;
}

/** Headers of a rendered page worth keeping (the security headers are added again per answer). */
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'cache-tag', 'surrogate-key', 'link', 'x-robots-tag', 'content-language', 'vary']);

/**
 * Whether an answer may be shared with other visitors: a 200 that says what it is, sets no cookie
 * and does not forbid it (`no-store` or `private`: a page rendered while a loader failed is
 * marked so). Anything else is answered to the visitors waiting for it and never kept.
 */
export function isCacheable(page: RenderedAnswer): boolean {
  if (page.status !== 200) return false;
  // An answer that does not say what it is (an empty HEAD render did not) is never shared.
  if (!page.headers.some(([name, value]) => name === 'content-type' && value !== '')) return false;
  for (const [name, value] of page.headers) {
    if (name === 'set-cookie') return false;
    if (name === 'cache-control' && /no-store|private/i.test(value)) return false;
  }
  return true;
}

/** A rendered answer as a stored page: its plain bytes, their brotli and gzip forms and its ETag. */
export async function storable(key: string, topics: readonly ContentTopic[], versions: number[], page: RenderedAnswer, now: number): Promise<CachedPage> {
  const { identity, br, gzip: gz, etag } = await compress(page.body);
  const headers = page.headers.filter(([name]) => KEPT_HEADERS.has(name));
  if (!headers.some(([name]) => name === 'cache-control')) headers.push(['cache-control', 'public, max-age=0, must-revalidate']);
  const html = headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
  const text = html && Buffer.isBuffer(page.body) ? page.body.toString('utf8') : null;
  return {
    key,
    status: page.status,
    headers,
    etag,
    nonce: page.nonce,
    scriptHashes: text === null ? [] : inlineScriptHashes(text),
    places: text === null ? [] : clickPlacesIn(text),
    body: { identity, br, gzip: gz },
    plainLength: plainBytes(identity),
    size: plainBytes(identity) + br.byteLength + gz.byteLength + key.length + 512,
    topics,
    versions,
    storedAt: now,
  };
}

/** `entry` without its plain bytes (clients that accept no compression get the gzip form decompressed). */
export function compressedOnly(entry: CachedPage): CachedPage {
  if (entry.body.identity === null) return entry;
  const size = entry.size - entry.plainLength;
  return { ...entry, body: { ...entry.body, identity: null }, size };
}

/** A streamed answer read into one Buffer (one that will not be kept, shared by the clients waiting for it). */
export async function buffered(page: RenderedAnswer): Promise<RenderedPage> {
  if (Buffer.isBuffer(page.body)) return { ...page, body: page.body };
  const parts: Buffer[] = [];
  for await (const chunk of page.body) parts.push(Buffer.from(chunk as Buffer));
  return { ...page, body: Buffer.concat(parts) };
}

/**
 * The CSP hash sources of a page's inline scripts (data blocks such as JSON-LD are not run and
 * need none). The text is hashed as the browser sees it: line breaks normalised to LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [, attrs = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    const normalised = text.replace(/\r\n?/g, '\n');
    out.add(`'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`);
  }
  return [...out];
}
