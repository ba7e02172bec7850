/**
 * The one clock of the server: every service and job that reads "the time" takes a Clock
 * (createServices gives the system clock in production, tests a TestClock they set and advance).
 * Monotonic measurements (durations, timeouts: performance.now, setTimeout) are not the time and
 * do not go through it. Lint forbids `Date.now()` and `new Date()` everywhere else.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in ms since the epoch (the hot paths: no Date object). */
  nowMs(): number;
  /** The current instant as ISO-8601 UTC: the format of every timestamp column. */
  nowIso(): string;
}

/** The wall clock of the machine. */
export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
  nowIso: () => new Date().toISOString(),
};

export type Instant = Date | string | number;

function toMs(at: Instant): number {
  const ms = typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(ms)) throw new Error(`Istante non valido: ${String(at)}`);
  return ms;
}

/** A clock that stands still until it is set or advanced: the tests' clock. */
export class TestClock implements Clock {
  private ms: number;

  constructor(at: Instant) {
    this.ms = toMs(at);
  }

  now(): Date {
    return new Date(this.ms);
  }

  nowMs(): number {
    return this.ms;
  }

  nowIso(): string {
    return new Date(this.ms).toISOString();
  }

  /** Moves the clock to `at` (forwards or backwards). */
  set(at: Instant): this {
    this.ms = toMs(at);
    return this;
  }

  /** Moves the clock `ms` forwards (backwards when negative). */
  advance(ms: number): this {
    this.ms += ms;
    return this;
  }
}

/** A TestClock standing at `at`. */
export const fixedClock = (at: Instant): TestClock => new TestClock(at);
