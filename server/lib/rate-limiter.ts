import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from './clock.ts';

/**
 * Fixed-window counters kept in the database (table `rate_limits`), so every instance sharing the
 * database shares the limits. A request is counted *before* the work it limits is done (one atomic
 * upsert returning the new count), so parallel requests cannot slip past the limit.
 */
export interface RateRule {
  /** Requests allowed in one window. */
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** True when this request is over the limit and must be refused. */
  limited: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets (at least 1). */
  retryAfter: number;
}

/**
 * The network a client address stands for in a rate limit: an IPv4 address itself (also when
 * written IPv4-mapped, '::ffff:10.0.0.1'), an IPv6 address its /64 — one subscriber usually gets
 * a whole /64 and could otherwise rotate through 2^64 addresses to escape every limit.
 */
export function clientNetwork(ip: string): string {
  const bare = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  const address = bare.includes('%') ? bare.slice(0, bare.indexOf('%')) : bare; // the zone ('%eth0') out
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded dotted IPv4 tail counts as two groups; only the first four groups matter here.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes('.') ? 1 : 0);
  const groups = address.includes('::') ? [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** How often (per instance) expired counters are deleted. */
const PURGE_EVERY_MS = 10 * 60_000;

export class RateLimiter {
  private nextPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * Counts one request against `key` and says whether it is over `rule.max`. A key whose window
   * has ended starts a new window at 1. Works on SQLite ≥ 3.35 and PostgreSQL.
   */
  async hit(key: string, rule: RateRule): Promise<RateLimitResult> {
    const t = this.clock.nowMs();
    await this.purgeIfDue(t);
    const resetAt = t + rule.windowMs;
    const row = await this.db.kysely
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${t} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at <= ${t} then cast(${resetAt} as bigint) else rate_limits.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    const count = Number(row.count);
    return { limited: count > rule.max, count, retryAfter: Math.max(1, Math.ceil((Number(row.reset_at) - t) / 1000)) };
  }

  /** Takes back one counted request (a login that turned out right does not count as a failure). */
  async refund(key: string): Promise<void> {
    await this.db.kysely
      .updateTable('rate_limits')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .where('reset_at', '>', this.clock.nowMs())
      .execute();
  }

  /** Forgets a key (for example after a successful login). */
  async reset(key: string): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Deletes every counter whose window has ended. */
  async purgeExpired(): Promise<void> {
    await this.db.kysely.deleteFrom('rate_limits').where('reset_at', '<=', this.clock.nowMs()).execute();
  }

  private async purgeIfDue(t: number): Promise<void> {
    if (t < this.nextPurge) return;
    this.nextPurge = t + PURGE_EVERY_MS;
    try {
      await this.purgeExpired();
    } catch {
      // Housekeeping only: a failed purge is retried at the next interval.
    }
  }
}
