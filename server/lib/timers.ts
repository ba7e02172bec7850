import type { TestClock } from './clock.ts';

/**
 * Delayed calls for background work that tests must drive without waiting (the shared-cache
 * purges' window and backoff, the change feed's SQLite poll, the purge leader's retry): the
 * system's unref'd timers in production, ManualTimers in tests.
 */
export interface Timers {
  /** Calls `fn` after `ms`; the returned function cancels it. The timer never keeps the process alive. */
  after(ms: number, fn: () => void): () => void;
}

export const systemTimers: Timers = {
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};

interface Due {
  at: number;
  seq: number;
  fn: () => void;
}

/**
 * Timers that fire only when the test advances them (with the TestClock it gives, moved alike):
 * the tests' timers. Calls run in the order of their due time, then of their scheduling.
 */
export class ManualTimers implements Timers {
  private now = 0;
  private seq = 0;
  private due: Due[] = [];

  constructor(private readonly clock?: TestClock) {}

  after(ms: number, fn: () => void): () => void {
    const entry = { at: this.now + Math.max(0, ms), seq: this.seq++, fn };
    this.due.push(entry);
    return () => {
      this.due = this.due.filter((d) => d !== entry);
    };
  }

  /** How many calls wait. */
  get pending(): number {
    return this.due.length;
  }

  /** In how many ms the next call is due, or null when none waits. */
  nextIn(): number | null {
    if (this.due.length === 0) return null;
    return Math.min(...this.due.map((d) => d.at)) - this.now;
  }

  /** Moves `ms` forwards, running every call due on the way (a call scheduled meanwhile too, when due). */
  advance(ms: number): void {
    const target = this.now + ms;
    for (;;) {
      const next = this.due.filter((d) => d.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.due = this.due.filter((d) => d !== next);
      this.move(next.at);
      next.fn();
    }
    this.move(target);
  }

  private move(to: number) {
    this.clock?.advance(to - this.now);
    this.now = to;
  }
}
