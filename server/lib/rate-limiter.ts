/**
 * A fixed-window counter keyed by any string (IP, username…). In memory: with several instances
 * each keeps its own window, which only makes the limit per instance (see docs/decisions).
 */
export interface RateLimitResult {
  limited: boolean;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the key has already used up its allowance in the current window. */
  check(key: string): RateLimitResult {
    const entry = this.hits.get(key);
    const t = this.now();
    if (!entry || entry.resetAt <= t) return { limited: false, retryAfter: 0 };
    return { limited: entry.count >= this.max, retryAfter: Math.ceil((entry.resetAt - t) / 1000) };
  }

  /** Counts one hit against the key. */
  hit(key: string): void {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) {
      this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
      if (this.hits.size > 10_000) this.sweep(t);
    } else {
      entry.count += 1;
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}
