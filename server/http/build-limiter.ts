import { MSG } from '../../common/messages.ts';
import { AppError } from '../domain/errors.ts';

/** Seconds a refused client is asked to wait (Retry-After). */
export const BUSY_RETRY_AFTER_S = 2;

/** Too many builds running and waiting: the request is refused at once (503, Retry-After). */
export class TooBusyError extends AppError {
  constructor() {
    super(503, MSG.busy, { retryAfter: BUSY_RETRY_AFTER_S });
  }
}

/**
 * At most `concurrency` builds run at once (a render of a page, a full list read and serialised);
 * callers past that wait in line, at most `maxQueued` of them; past that they are refused at once
 * with TooBusyError (decision 0019). The answers the render cache already holds never come here:
 * only what costs a build does, so a flood of addresses nobody asked for before (a crawler, an
 * attacker varying a parameter) waits for its turn or gets a 503 while the cached pages keep being
 * answered. A freed place goes straight to the first in line.
 */
export class BuildLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly stats = { builds: 0, queued: 0, refused: 0 };

  constructor(
    readonly concurrency: number,
    readonly maxQueued: number,
  ) {}

  get load() {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * A place, when its turn comes (TooBusyError when the line is full): the returned function gives
   * it back (once, however often it is called). For work that outlives one promise, such as a
   * list streamed a page at a time, which holds its place until its last page is read.
   */
  async acquire(): Promise<() => void> {
    if (this.running < this.concurrency) this.running++;
    else {
      if (this.waiting.length >= this.maxQueued) {
        this.stats.refused++;
        throw new TooBusyError();
      }
      this.stats.queued++;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.stats.builds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release();
    };
  }

  /** `build()` when its turn comes; TooBusyError when the line is full. */
  async run<T>(build: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await build();
    } finally {
      release();
    }
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
