import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { Clock } from '../lib/clock.ts';
import { remembered } from '../lib/remembered.ts';

/** The statistics' in-memory side: day counts, the quick hash and the per-client limits (statistics.ts). */

/** Clients remembered by a rate limit in one window (more new ones are not counted). */
const MAX_RATE_KEYS = 100_000;

/** The bot verdict per user agent (browsers send a few hundred distinct ones a day): a regular expression per new one only. */
const botVerdict = remembered(isbot, 2_000);

/**
 * Whether a request's user agent is a bot (`isbot`) or absent (a browser always sends one): not
 * counted. Remembered per user agent, so a cached page hit costs a Map read.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || botVerdict(userAgent);
}

/**
 * cyrb53 (public domain): a fast seeded 53-bit hash of a string, for this process's memory only:
 * a visitor already seen today costs this and a Set read instead of a sha256.
 */
export function quickHash(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** page, product+place+page or place key → count, per day. */
export type DayCounts = Map<string, Map<string, number>>;

export function addTo(target: DayCounts, day: string, key: string, n: number): boolean {
  let counts = target.get(day);
  if (!counts) {
    counts = new Map();
    target.set(day, counts);
  }
  const current = counts.get(key);
  if (current !== undefined) {
    counts.set(key, current + n);
    return false;
  }
  counts.set(key, n);
  return true;
}

/**
 * Counts of a failed write put back into `target` for the next one: a key already there adds to
 * it, a new one only while `room` new keys are left (the memory bound); what did not fit is `dropped`.
 */
export function putBack(target: DayCounts, source: DayCounts, room: number): { added: number; dropped: number } {
  let added = 0;
  let dropped = 0;
  for (const [day, counts] of source) {
    for (const [key, n] of counts) {
      const existing = target.get(day)?.has(key) ?? false;
      if (!existing && added >= room) dropped += n;
      else if (addTo(target, day, key, n)) added++;
    }
  }
  return { added, dropped };
}

/**
 * At most `max` events per client in a window of `windowMs`, in memory: the client (its network)
 * is only the input of a hash seeded afresh each window, forgotten when the window ends. Past
 * MAX_RATE_KEYS clients in one window, new ones are not counted (the memory bound under a flood).
 */
export class ClientLimit {
  private counts = new Map<number, number>();
  private windowEnd = 0;
  private seed = 0;

  constructor(
    private readonly rule: { max: number; windowMs: number },
    private readonly clock: Clock,
  ) {}

  allow(client: string): boolean {
    const now = this.clock.nowMs();
    if (now >= this.windowEnd || now < this.windowEnd - this.rule.windowMs) {
      this.counts.clear();
      this.windowEnd = now + this.rule.windowMs;
      this.seed = randomBytes(4).readUInt32LE(0);
    }
    const key = quickHash(client, this.seed);
    const n = this.counts.get(key);
    if (n === undefined) {
      if (this.counts.size >= MAX_RATE_KEYS) return false;
      this.counts.set(key, 1);
      return true;
    }
    if (n >= this.rule.max) return false;
    this.counts.set(key, n + 1);
    return true;
  }
}
