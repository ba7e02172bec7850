import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentChanges, ContentTopic } from '../db/content-changes.ts';
import { BuildLimiter } from './build-limiter.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The render cache of the public pages (decision 0016): what React Router rendered for
 * an anonymous visitor, kept in memory with its brotli and gzip forms and a weak ETag, and served
 * again (or answered 304) while the content it shows is unchanged.
 *
 * - Which content a page shows is decided from its path (server/http/cache-policy.ts): a review page shows
 *   products, prices, categories and reviews, a news page news and images, and so on. An entry
 *   holds the versions of those tables taken *before* its render started, so a write that lands
 *   during the render makes it stale at once (server/db/content-changes.ts).
 * - Entries also expire after `maxAgeMs` (prices older than a day are hidden by time alone). In
 *   the last third of that age an entry is still answered ('stale') while one render replaces
 *   it in the background, so no visitor waits for a render only because time passed.
 * - Bounded in bytes, as a segmented LRU: a new entry is on probation; asked for again, it is
 *   protected (up to `PROTECTED_SHARE` of the bytes, its least recent entries falling back to
 *   probation past that). Eviction takes probation's least recent entries first, so a crawler
 *   walking thousands of list pages once each churns probation, not the pages visitors keep
 *   reading. Several misses of one page render once.
 * - Never for logged-in staff, never for anything but a 200 without cookies with a content type.
 *   Whatever the method that asked (GET or HEAD), what is stored is a whole GET render.
 * - An answer too big to be kept with its plain bytes (the full news list: 38 MB plain) is kept
 *   compressed only; the rare client that accepts no compression gets it decompressed as it is
 *   sent, a few at a time (`plainStreams`).
 */
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

/** The longest a page showing prices is served from the cache. */
export const PRICE_PAGE_MAX_AGE_MS = 60_000;

export type CacheState = 'hit' | 'stale' | 'miss';

/** The share of the cache's bytes that pages asked for more than once keep for themselves. */
export const PROTECTED_SHARE = 0.8;

type Segment = 'probation' | 'protected';

export interface RenderCacheOptions {
  maxBytes: number;
  maxAgeMs?: number;
  now?: () => number;
}

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

/** Headers of a rendered page worth keeping (the security headers are added again per answer). */
const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'link', 'x-robots-tag', 'content-language', 'vary']);

export class RenderCache {
  /** Least recently used first, in each segment. */
  private readonly segments: Record<Segment, Map<string, CachedPage>> = { probation: new Map(), protected: new Map() };
  private readonly segmentBytes: Record<Segment, number> = { probation: 0, protected: 0 };
  private inflight = new Map<string, Promise<CachedPage | RenderedPage>>();
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  readonly stats = { hits: 0, stale: 0, misses: 0, stores: 0, evictions: 0, demotions: 0, refreshFailures: 0 };

  constructor(
    private readonly changes: ContentChanges,
    private readonly options: RenderCacheOptions,
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.now = options.now ?? Date.now;
  }

  get size() {
    const { probation, protected: kept } = this.segments;
    return { entries: probation.size + kept.size, bytes: this.segmentBytes.probation + this.segmentBytes.protected, protectedEntries: kept.size, protectedBytes: this.segmentBytes.protected };
  }

  /**
   * Resolves once every render running now has ended, stored or failed (the background ones
   * started for a stale page included): what a test waits on instead of a time budget.
   */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.inflight.values()]);
  }

  /** The stored entry for `key`, without counting it as used (diagnostics and tests). */
  peek(key: string): CachedPage | undefined {
    return this.find(key)?.entry;
  }

  private find(key: string): { entry: CachedPage; segment: Segment } | undefined {
    for (const segment of ['protected', 'probation'] as const) {
      const entry = this.segments[segment].get(key);
      if (entry) return { entry, segment };
    }
    return undefined;
  }

  /**
   * The cached page for `key` ('hit'; 'stale' when it is old enough to be rendered again, which
   * then happens once in the background), else `render()` once for every concurrent caller ('miss');
   * a 200 without cookie is compressed and answered as a CachedPage (and kept when it fits),
   * anything else as the RenderedPage it is, its bytes read whole. When the versions cannot be
   * read, the page is rendered and not kept.
   */
  async get(key: string, topics: readonly ContentTopic[], render: () => Promise<RenderedAnswer>): Promise<{ page: CachedPage | RenderedPage; state: CacheState }> {
    let versions: ReadonlyMap<string, number>;
    try {
      versions = await this.changes.versions();
    } catch {
      this.stats.misses++;
      return { page: await buffered(await render()), state: 'miss' };
    }
    const current = topics.map((t) => versions.get(t) ?? 0);
    const found = this.find(key);
    const entry = found?.entry;
    const freshness = entry ? this.freshness(entry, current) : 'expired';
    if (entry && freshness !== 'expired') {
      // Asked for again: most recently used, and protected.
      this.place(entry, 'protected');
      if (freshness === 'fresh') {
        this.stats.hits++;
        return { page: entry, state: 'hit' };
      }
      this.stats.stale++;
      if (!this.inflight.has(key)) {
        // Nobody waits for it: a failure leaves the entry as it is, until it expires.
        this.render(key, topics, current, render, 'protected').catch(() => this.stats.refreshFailures++);
      }
      return { page: entry, state: 'stale' };
    }
    // A page that was protected stays so when it is rendered again after a change.
    const segment = found?.segment ?? 'probation';
    if (entry) this.remove(key);
    this.stats.misses++;
    const running = this.inflight.get(key);
    // Joining another visitor's render (or a background one): should it fail, this visitor's
    // own render answers instead of an error.
    if (running) return { page: await running.catch(async () => buffered(await render())), state: 'miss' };
    return { page: await this.render(key, topics, current, render, segment), state: 'miss' };
  }

  /** One render of `key` at a time: stored when it may be, answered to every caller waiting for it. */
  private render(key: string, topics: readonly ContentTopic[], current: number[], render: () => Promise<RenderedAnswer>, segment: Segment): Promise<CachedPage | RenderedPage> {
    const job = (async () => {
      const page = await render();
      if (!this.cacheable(page)) return buffered(page);
      const entry = await storable(key, topics, current, page, this.now());
      // One answer may take up to half the budget: the full product list of the API (the spec's
      // answer without `limit`, 17 MB plain and 0.3 MB in brotli on 10,000 products) is then
      // built once and shared, instead of once per client. Past that, it is kept compressed only
      // if that fits (the full news list); else answered, not kept.
      const limit = this.options.maxBytes / 2;
      const kept = entry.size <= limit ? entry : compressedOnly(entry);
      if (this.options.maxBytes > 0 && kept.size <= limit) this.keep(kept, segment);
      return entry;
    })();
    this.inflight.set(key, job);
    void job.then(
      () => this.inflight.delete(key),
      () => this.inflight.delete(key),
    );
    return job;
  }

  /**
   * 'fresh' for the first two thirds of its maximum age, then 'stale' (answered, rendered again
   * in the background), 'expired' past it or as soon as a table it shows has changed.
   */
  private freshness(entry: CachedPage, versions: number[]): 'fresh' | 'stale' | 'expired' {
    if (!entry.versions.every((v, i) => v === versions[i])) return 'expired';
    // Prices hide themselves 24 hours after their last read, by time alone: pages showing them
    // live a minute at most, stale answers included, so no price outlives its day by more.
    const maxAge = entry.topics.includes('product_prices') ? Math.min(this.maxAgeMs, PRICE_PAGE_MAX_AGE_MS) : this.maxAgeMs;
    const age = this.now() - entry.storedAt;
    if (age >= maxAge) return 'expired';
    return age < (maxAge * 2) / 3 ? 'fresh' : 'stale';
  }

  private cacheable(page: RenderedAnswer) {
    if (page.status !== 200) return false;
    // An answer that does not say what it is (an empty HEAD render did not) is never shared.
    if (!page.headers.some(([name, value]) => name === 'content-type' && value !== '')) return false;
    for (const [name, value] of page.headers) {
      if (name === 'set-cookie') return false;
      if (name === 'cache-control' && /no-store|private/i.test(value)) return false;
    }
    return true;
  }

  private keep(entry: CachedPage, segment: Segment) {
    this.place(entry, segment);
    this.stats.stores++;
    const { probation, protected: kept } = this.segments;
    while (this.segmentBytes.probation + this.segmentBytes.protected > this.options.maxBytes) {
      // Probation's least recent first; the protected ones only when probation is empty.
      const oldest = probation.keys().next().value ?? kept.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
      this.stats.evictions++;
    }
  }

  /** `entry` as the most recently used of `segment`; protected pages past their share fall back to probation. */
  private place(entry: CachedPage, segment: Segment) {
    this.remove(entry.key);
    this.segments[segment].set(entry.key, entry);
    this.segmentBytes[segment] += entry.size;
    if (segment !== 'protected') return;
    const kept = this.segments.protected;
    while (this.segmentBytes.protected > this.options.maxBytes * PROTECTED_SHARE && kept.size > 1) {
      const [oldestKey, oldest] = kept.entries().next().value as [string, CachedPage];
      kept.delete(oldestKey);
      this.segmentBytes.protected -= oldest.size;
      this.segments.probation.set(oldestKey, oldest);
      this.segmentBytes.probation += oldest.size;
      this.stats.demotions++;
    }
  }

  private remove(key: string) {
    for (const segment of ['probation', 'protected'] as const) {
      const entry = this.segments[segment].get(key);
      if (!entry) continue;
      this.segments[segment].delete(key);
      this.segmentBytes[segment] -= entry.size;
    }
  }

  clear() {
    for (const segment of ['probation', 'protected'] as const) {
      this.segments[segment].clear();
      this.segmentBytes[segment] = 0;
    }
  }
}

/** A streamed answer read into one Buffer (one that will not be kept, shared by the clients waiting for it). */
async function buffered(page: RenderedAnswer): Promise<RenderedPage> {
  if (Buffer.isBuffer(page.body)) return { ...page, body: page.body };
  const parts: Buffer[] = [];
  for await (const chunk of page.body) parts.push(Buffer.from(chunk as Buffer));
  return { ...page, body: Buffer.concat(parts) };
}

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

interface Compressed {
  identity: Buffer | Buffer[];
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

const etagOf = (hash: ReturnType<typeof createHash>) => `W/"${hash.digest('base64url')}"`;

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
const plainBytes = (identity: Buffer | Buffer[]) => [identity].flat().reduce((n, b) => n + b.byteLength, 0);

/** `entry` without its plain bytes (clients that accept no compression get the gzip form decompressed). */
function compressedOnly(entry: CachedPage): CachedPage {
  if (entry.body.identity === null) return entry;
  const size = entry.size - entry.plainLength;
  return { ...entry, body: { ...entry.body, identity: null }, size };
}

/** A rendered answer as a stored page: its plain bytes, their brotli and gzip forms and its ETag. */
async function storable(key: string, topics: readonly ContentTopic[], versions: number[], page: RenderedAnswer, now: number): Promise<CachedPage> {
  const { identity, br, gzip: gz, etag } = Buffer.isBuffer(page.body) ? await compressWhole(page.body) : await compressStream(page.body);
  const headers = page.headers.filter(([name]) => KEPT_HEADERS.has(name));
  if (!headers.some(([name]) => name === 'cache-control')) headers.push(['cache-control', 'public, max-age=0, must-revalidate']);
  const html = headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'));
  return {
    key,
    status: page.status,
    headers,
    etag,
    nonce: page.nonce,
    scriptHashes: html && Buffer.isBuffer(page.body) ? inlineScriptHashes(page.body.toString('utf8')) : [],
    body: { identity, br, gzip: gz },
    plainLength: plainBytes(identity),
    size: plainBytes(identity) + br.byteLength + gz.byteLength + key.length + 512,
    topics,
    versions,
    storedAt: now,
  };
}

/**
 * Answers a stored page (or one rendered for several waiting clients): its status and kept
 * headers, its ETag with a 304 when the client already has it, and the compressed form the client
 * accepts. The CSP of HTML pages is the caller's business (server/http/react-router.ts).
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, page: CachedPage | RenderedPage, state: CacheState) {
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [key, value] of page.headers) {
    if (key === 'set-cookie') cookies.push(value);
    else reply.header(key, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('x-render-cache', state);
  if (!('etag' in page)) return reply.send(page.body);
  reply.header('etag', page.etag);
  reply.header('vary', 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const body = page.body[encoding];
  if (body === null) return sendDecompressed(request, reply, page as CachedPage);
  if (!Array.isArray(body)) return reply.send(body);
  // The pages of a streamed answer, sent one after the other from the stored Buffers.
  reply.header('content-length', plainBytes(body));
  return reply.send(Readable.from(body, { objectMode: false }));
}

/**
 * Plain clients of an answer kept compressed only: a few at a time decompress it as it is sent
 * (about 0.1 s of a worker thread for the 38 MB news list), the others wait or get a 503.
 */
export const plainStreams = new BuildLimiter(2, 8);

async function sendDecompressed(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.header('content-length', page.plainLength);
  // An empty stream, not an empty body: Fastify would announce a length of 0 for that.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  await plainStreams.run(
    () =>
      new Promise<void>((resolve) => {
        const stream = zlib.createGunzip({ chunkSize: ZLIB_CHUNK });
        reply.raw.once('close', () => resolve());
        void reply.send(stream);
        stream.end(page.body.gzip);
      }),
  );
  return reply;
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

/** The best encoding the client accepts among ours: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const header = [acceptEncoding ?? ''].flat().join(',').toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? (accepted.get('*') ?? 0)) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Whether an If-None-Match header names this ETag (weak comparison, lists and `*`). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
