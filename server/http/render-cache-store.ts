import type { ContentChanges, ContentTopic } from '../db/content-changes.ts';
import { buffered, type CachedPage, compressedOnly, isCacheable, type RenderedAnswer, type RenderedPage, storable } from './render-cache-entry.ts';
import { systemClock } from '../lib/clock.ts';

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

/**
 * The render cache's store (decision 0016): what was rendered for anonymous visitors, kept in
 * memory and served again while the content it shows is unchanged. How an answer becomes an
 * entry is render-cache-entry.ts; how an entry is sent, render-cache.ts.
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
 *   sent, a few at a time (`plainStreams` in render-cache.ts).
 */
export class RenderCache {
  /** Least recently used first, in each segment. */
  private readonly segments: Record<Segment, Map<string, CachedPage>> = { probation: new Map(), protected: new Map() };
  /** The page placed last among the protected ones (their most recently used), while it is there. */
  private newestProtected: CachedPage | null = null;
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
    this.now = options.now ?? systemClock.nowMs;
  }

  get size() {
    const { probation, protected: kept } = this.segments;
    return {
      entries: probation.size + kept.size,
      bytes: this.segmentBytes.probation + this.segmentBytes.protected,
      protectedEntries: kept.size,
      protectedBytes: this.segmentBytes.protected,
    };
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

  /**
   * The stored page for `key` when `get` would answer it as a 'hit' at once, without reading
   * anything (the versions known, the page fresh): counted and placed as that hit would be. Else
   * null, and the caller goes the whole way (`get`). The entrance of server/http/fast-hits.ts.
   */
  freshHit(key: string, topics: readonly ContentTopic[]): CachedPage | null {
    const versions = this.changes.knownVersions();
    if (!versions) return null;
    const found = this.find(key);
    if (!found) return null;
    const { entry } = found;
    // What `freshness` checks, without building the versions' list: this runs for every fast hit.
    if (entry.versions.length !== topics.length) return null;
    for (let i = 0; i < topics.length; i++) if (entry.versions[i] !== (versions.get(topics[i]!) ?? 0)) return null;
    if (this.ageState(entry) !== 'fresh') return null;
    // The page asked for last is already the most recently used: placing it again changes nothing.
    if (found.segment !== 'protected' || entry !== this.newestProtected) this.place(entry, 'protected');
    this.stats.hits++;
    return entry;
  }

  /** One render of `key` at a time: stored when it may be, answered to every caller waiting for it. */
  private render(key: string, topics: readonly ContentTopic[], current: number[], render: () => Promise<RenderedAnswer>, segment: Segment): Promise<CachedPage | RenderedPage> {
    const job = (async () => {
      const page = await render();
      if (!isCacheable(page)) return buffered(page);
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
    return this.ageState(entry);
  }

  /** 'fresh' for the first two thirds of the page's maximum age, then 'stale', then 'expired'. */
  private ageState(entry: CachedPage): 'fresh' | 'stale' | 'expired' {
    // Prices hide themselves 24 hours after their last read, by time alone: pages showing them
    // live a minute at most, stale answers included, so no price outlives its day by more.
    const maxAge = entry.topics.includes('product_prices') ? Math.min(this.maxAgeMs, PRICE_PAGE_MAX_AGE_MS) : this.maxAgeMs;
    const age = this.now() - entry.storedAt;
    if (age >= maxAge) return 'expired';
    return age < (maxAge * 2) / 3 ? 'fresh' : 'stale';
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
    this.newestProtected = entry;
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
      if (entry === this.newestProtected) this.newestProtected = null;
    }
  }

  clear() {
    for (const segment of ['probation', 'protected'] as const) {
      this.segments[segment].clear();
      this.segmentBytes[segment] = 0;
    }
    this.newestProtected = null;
  }
}
