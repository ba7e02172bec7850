import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { ClickPlace } from '../../common/content-blocks.ts';
import type { StatsAnswer } from '../../common/stats.ts';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { addTo, ClientLimit, type DayCounts, putBack, quickHash } from './statistics-memory.ts';
import { addDays, parseRange, report, toCsv, totals, utcDay } from './statistics-report.ts';
import { writeCounts } from './statistics-write.ts';

export { isBotAgent } from './statistics-memory.ts';

/**
 * Page views and clicks on Amazon links: counted in memory as the server answers, written in
 * batches. Recording is synchronous and touches only Maps (it runs on every cached page hit, at
 * thousands of requests per second); `flush()` adds what was counted into the daily rows with
 * upsert increments in one transaction, so several instances add into the same rows.
 * A client is its network (`clientNetwork`: an IPv4 address, an IPv6 /64), never its user agent:
 * it adds at most VIEW_RATE_LIMIT views and CLICK_RATE_LIMIT clicks a minute (past them it is
 * answered and not counted, at the cost of a Map read) and is one visitor a day.
 * Distinct visitors: HMAC(key of the day, client), the client never kept; the key of the day is
 * derived in memory from APP_SECRET and the date, so every instance agrees and the database
 * never holds it. A day's hashes are counted into `visitor_counts` and deleted once the day is
 * over (VISITOR_HASH_GRACE_MS later, for the instances' last writes of the day). Nothing personal
 * is stored: no IP, no user agent, no cookie.
 */

/** How often the counts are written (boot starts the timer; shutdown writes what is left). */
export const STATS_FLUSH_MS = 10_000;
/** Clicks counted per client and window; past it the clicks are answered and not counted. */
export const CLICK_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;
/**
 * Page views counted per client and window (a reader opens a few pages a minute; a shared address
 * of a household or an office has room): past it the views are served and not counted.
 */
export const VIEW_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;
/**
 * How long after the end of a day its visitor hashes may still be written (an instance writes
 * what it counted before midnight at its next flush); then they are counted and deleted. At least
 * three flush intervals when STATS_FLUSH_MS is longer.
 */
export const VISITOR_HASH_GRACE_MS = 60_000;
/** Distinct keys (page, page and product and place, place shown, visitor) held between two writes: the memory bound under a flood. */
export const MAX_PENDING_KEYS = 50_000;
/** Visitors of the day remembered so that a returning one is not written again at every flush. */
const MAX_SEEN_VISITORS = 200_000;
const DAY_MS = 86_400_000;

export interface StatisticsOptions {
  /** APP_SECRET: the keys of the days derive from it (instances sharing it count one visitor once); never stored. */
  secret: string;
  /** The clock: the day is its UTC date. */
  clock?: Clock;
  /** Where a failed write is reported (the counts are kept for the next one). */
  logError?: (err: unknown, message: string) => void;
}

export class StatisticsService {
  private readonly clock: Clock;
  private logError: (err: unknown, message: string) => void;
  /** day → path → views */
  private views: DayCounts = new Map();
  /** day → `${productId}:${place}:${path}` → clicks */
  private clicks: DayCounts = new Map();
  /** day → place → views of pages that showed it (the places' click-through rate) */
  private blocks: DayCounts = new Map();
  /** day → visitor hashes not yet written */
  private visitors = new Map<string, Set<string>>();
  private pendingKeys = 0;
  /** Counts refused because the memory bound was reached before a write (logged at the write). */
  private dropped = 0;
  /**
   * Today's visitors already counted, by a quick hash seeded afresh each day (never stored): a
   * returning visitor is neither hashed with the day's key nor written again.
   */
  private readonly seen = new Set<number>();
  private seenDay = '';
  private seenSeed = 0;
  /** The key the day keys derive from (from APP_SECRET, for this purpose only). */
  private readonly secretKey: Buffer;
  /** The key of the day the last visitor was hashed for. */
  private keyDay = '';
  private key = Buffer.alloc(0);
  /** The current UTC day and its bounds: one comparison per request, no Date object. */
  private day = '';
  private dayStart = 0;
  private dayEnd = 0;
  private readonly viewLimit: ClientLimit;
  private readonly clickLimit: ClientLimit;
  private graceMs = VISITOR_HASH_GRACE_MS;
  private queue: Promise<void> = Promise.resolve();
  /** The last day whose visitor hashes this instance counted and deleted. */
  private compactedThrough = '';
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    options: StatisticsOptions,
  ) {
    this.clock = options.clock ?? systemClock;
    this.logError = options.logError ?? ((err, message) => console.error(message, err));
    this.secretKey = createHash('sha256').update(`scorta:visitatori:${options.secret}`).digest();
    this.viewLimit = new ClientLimit(VIEW_RATE_LIMIT, this.clock);
    this.clickLimit = new ClientLimit(CLICK_RATE_LIMIT, this.clock);
  }

  /** Today's UTC date, recomputed only when the clock leaves the cached day. */
  today(): string {
    const now = this.clock.nowMs();
    if (now < this.dayStart || now >= this.dayEnd) {
      this.dayStart = now - (((now % DAY_MS) + DAY_MS) % DAY_MS);
      this.dayEnd = this.dayStart + DAY_MS;
      this.day = utcDay(this.dayStart);
    }
    return this.day;
  }

  /** The period of a request (`da`, `a`), validated (400 in Italian): the last 30 days by default. */
  range(query: { da?: unknown; a?: unknown }): { da: string; a: string } {
    return parseRange(query, this.today());
  }

  /** GET /api/statistiche: the written counts of the period (what is still in memory comes within STATS_FLUSH_MS). */
  report(da: string, a: string): Promise<StatsAnswer> {
    return report(this.db, da, a);
  }

  /** The period's statistics as CSV (UTF-8 with BOM, semicolons). */
  async csv(da: string, a: string): Promise<string> {
    return toCsv(await report(this.db, da, a));
  }

  /** Views and clicks of the last `days` days, today included (Panoramica). */
  lastDays(days: number): Promise<{ visite: number; clic: number }> {
    const today = this.today();
    return totals(this.db, addDays(today, 1 - days), today);
  }

  /**
   * A view of a public page (`path` without query string) by a client (its network, never stored;
   * `clientNetwork`) within VIEW_RATE_LIMIT, with one impression of each click place it shows
   * (`places`, read once from the page's HTML: common/stats.ts clickPlacesIn). Whether it counted.
   */
  recordView(path: string, client: string, places: readonly ClickPlace[] = []): boolean {
    if (!this.viewLimit.allow(client)) return false;
    const day = this.today();
    this.count(this.views, day, path);
    this.recordVisitor(day, client);
    this.recordImpressions(places);
    return true;
  }

  /** One impression of each place of a page whose view recordView counted (the places' click-through rate). */
  recordImpressions(places: readonly ClickPlace[]): void {
    for (const place of places) this.count(this.blocks, this.today(), place);
  }

  /**
   * A click on product `productId`'s Amazon link at `place` of page `path` by a client (its
   * network), counted within CLICK_RATE_LIMIT; the product and the page are checked at the write.
   */
  recordClick(productId: number, path: string, place: ClickPlace, client: string): void {
    if (!this.clickLimit.allow(client)) return;
    const day = this.today();
    this.count(this.clicks, day, `${productId}:${place}:${path}`);
    this.recordVisitor(day, client);
  }

  private count(target: DayCounts, day: string, key: string) {
    const counts = target.get(day);
    const current = counts?.get(key);
    if (current !== undefined) {
      counts!.set(key, current + 1);
      return;
    }
    if (this.pendingKeys >= MAX_PENDING_KEYS) {
      this.dropped++;
      return;
    }
    this.pendingKeys++;
    addTo(target, day, key, 1);
  }

  private recordVisitor(day: string, client: string) {
    if (this.seenDay !== day) {
      this.seen.clear();
      this.seenDay = day;
      this.seenSeed = randomBytes(4).readUInt32LE(0);
    }
    const quick = quickHash(client, this.seenSeed);
    if (this.seen.has(quick)) return;
    if (this.pendingKeys >= MAX_PENDING_KEYS) {
      this.dropped++;
      return;
    }
    const hash = createHmac('sha256', this.dayKey(day)).update(client).digest('base64url').slice(0, 22);
    if (this.seen.size < MAX_SEEN_VISITORS) this.seen.add(quick);
    let pending = this.visitors.get(day);
    if (!pending) {
      pending = new Set();
      this.visitors.set(day, pending);
    }
    if (pending.has(hash)) return;
    this.pendingKeys++;
    pending.add(hash);
  }

  /** The key of a day: HMAC of the date under the key from APP_SECRET, in memory only. */
  private dayKey(day: string): Buffer {
    if (this.keyDay !== day) {
      this.key = createHmac('sha256', this.secretKey).update(day).digest();
      this.keyDay = day;
    }
    return this.key;
  }

  /** Writes what was counted since the last write (one at a time; a failed write keeps its counts for the next). */
  flush(): Promise<void> {
    const run = this.queue.then(() => this.write());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Writes every STATS_FLUSH_MS (the timer does not keep the process alive). */
  start(options: { intervalMs?: number; logError?: (err: unknown, message: string) => void } = {}): void {
    if (options.logError) this.logError = options.logError;
    if (this.timer) return;
    const intervalMs = options.intervalMs ?? STATS_FLUSH_MS;
    this.graceMs = Math.max(VISITOR_HASH_GRACE_MS, 3 * intervalMs);
    this.timer = setInterval(() => {
      this.flush().catch((err: unknown) => this.logError(err, 'Statistiche: scrittura dei conteggi non riuscita, ritentata alla prossima'));
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    const now = this.clock.nowMs();
    const today = this.today();
    // The last day whose hashes may no longer arrive: yesterday once the grace is over.
    const closed = addDays(today, now - this.dayStart >= this.graceMs ? -1 : -2);
    const views = this.views;
    const clicks = this.clicks;
    const blocks = this.blocks;
    const visitors = this.visitors;
    let dropped = this.dropped;
    this.views = new Map();
    this.clicks = new Map();
    this.blocks = new Map();
    this.visitors = new Map();
    this.pendingKeys = 0;
    this.dropped = 0;
    // Hashes of a day already counted and deleted are not written any more (a write that failed for the whole grace).
    for (const [day, hashes] of visitors) {
      if (day > closed) continue;
      dropped += hashes.size;
      visitors.delete(day);
    }
    if (dropped > 0) this.logError(null, `Statistiche: ${dropped} conteggi scartati (troppe chiavi diverse tra due scritture, o arrivati dopo la chiusura del giorno)`);
    const compact = this.compactedThrough !== closed;
    if (views.size === 0 && clicks.size === 0 && blocks.size === 0 && visitors.size === 0 && !compact) return;
    try {
      await writeCounts(this.db, { views, clicks, blocks, visitors }, compact ? closed : null);
      if (compact) this.compactedThrough = closed;
    } catch (err) {
      this.restore(views, clicks, blocks, visitors);
      throw err;
    }
  }

  /** A failed write's counts go back in memory (within the bound) for the next write. */
  private restore(views: DayCounts, clicks: DayCounts, blocks: DayCounts, visitors: Map<string, Set<string>>) {
    for (const [target, source] of [
      [this.views, views],
      [this.clicks, clicks],
      [this.blocks, blocks],
    ] as const) {
      const { added, dropped } = putBack(target, source, MAX_PENDING_KEYS - this.pendingKeys);
      this.pendingKeys += added;
      this.dropped += dropped;
    }
    for (const [day, hashes] of visitors) {
      let pending = this.visitors.get(day);
      if (!pending) {
        pending = new Set();
        this.visitors.set(day, pending);
      }
      for (const hash of hashes) {
        if (pending.has(hash) || this.pendingKeys >= MAX_PENDING_KEYS) continue;
        pending.add(hash);
        this.pendingKeys++;
      }
    }
  }
}
