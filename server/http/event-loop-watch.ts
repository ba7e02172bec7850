import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { ServerHealth } from '../../common/types-dashboard.ts';
import { systemClock } from '../lib/clock.ts';

/**
 * The guard for a whole class of defects: work that holds the one JavaScript thread
 * (a request whose cost grows faster than its input, a synchronous loop over a huge list) stalls
 * every other visitor. This watch measures the event loop's delay (Node's histogram, reported for
 * the last minute), notices each stall past STALL_MS, logs the requests that were running while
 * it lasted (the one that held the loop is among them, first the longest overlap), and keeps the
 * figures for staff (Panoramica). Per instance: each process has its own loop.
 */

/** A delay past this is a stall: logged, counted, shown. */
export const STALL_MS = 200;
/** How often the watch's own timer looks at the clock: a stall shows as this timer firing late. */
export const TICK_MS = 100;
/** The histogram's window: figures are those of the last complete minute (or of the current one at first). */
export const WINDOW_MS = 60_000;
/** How long stalls are counted for 'in the last 24 hours'. */
const STALL_HISTORY_MS = 86_400_000;
/** Requests kept after their answer, to find the one that held a stall already over. */
const RECENT_MAX = 64;
/** A request still open after this long is forgotten (a client gone without a close event). */
const FORGET_MS = 10 * 60_000;
/** The address as logged and shown: never more than this many characters. */
const URL_SHOWN = 200;

interface Running {
  method: string;
  url: string;
  id: string;
  start: number;
  end?: number;
}

export interface Stall {
  /** When it ended (ISO 8601). */
  at: string;
  ms: number;
  /** The requests running while it lasted, longest overlap first ('GET /path'). */
  requests: string[];
}

export interface EventLoopWatchOptions {
  /** Monotonic milliseconds (performance.now); tests move their own. */
  now?: () => number;
  /** Wall clock for the stall's date. */
  wallClock?: () => number;
  log?: (details: object, message: string) => void;
  /** False in tests that call tick() themselves: no timer, no histogram. */
  timers?: boolean;
}

const shown = (r: Running) => `${r.method} ${r.url.length > URL_SHOWN ? `${r.url.slice(0, URL_SHOWN)}…` : r.url}`;

export class EventLoopWatch {
  private readonly now: () => number;
  private readonly wallClock: () => number;
  private readonly log: (details: object, message: string) => void;
  private readonly running = new Map<object, Running>();
  private readonly recent: Running[] = [];
  private readonly stalls: Stall[] = [];
  private histogram: IntervalHistogram | null = null;
  private lastWindow: { p50: number; p99: number; max: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private rotation: NodeJS.Timeout | null = null;
  private lastTick: number;

  constructor(private readonly options: EventLoopWatchOptions = {}) {
    this.now = options.now ?? (() => performance.now());
    this.wallClock = options.wallClock ?? systemClock.nowMs;
    this.log = options.log ?? (() => undefined);
    this.lastTick = this.now();
  }

  start() {
    if (this.options.timers === false || this.timer) return;
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
    this.lastTick = this.now();
    this.timer = setInterval(() => this.tick(), TICK_MS).unref();
    this.rotation = setInterval(() => this.rotate(), WINDOW_MS).unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    if (this.rotation) clearInterval(this.rotation);
    this.histogram?.disable();
    this.timer = this.rotation = this.histogram = null;
  }

  /** A request begins (Fastify's onRequest): `key` is the request object. */
  begin(key: object, method: string, url: string, id: string) {
    this.running.set(key, { method, url, id, start: this.now() });
  }

  /** Its answer is sent, or it was aborted. */
  end(key: object) {
    const r = this.running.get(key);
    if (!r) return;
    this.running.delete(key);
    r.end = this.now();
    this.recent.push(r);
    if (this.recent.length > RECENT_MAX) this.recent.shift();
  }

  /** One look at the clock: called every TICK_MS by the timer; a late call is a stall. */
  tick(t = this.now()) {
    const delay = t - this.lastTick - TICK_MS;
    const from = this.lastTick;
    this.lastTick = t;
    for (const [key, r] of this.running) if (t - r.start > FORGET_MS) this.running.delete(key);
    if (delay < STALL_MS) return;
    const overlap = (r: Running) => Math.min(r.end ?? t, t) - Math.max(r.start, from);
    const held = [...this.running.values(), ...this.recent].filter((r) => overlap(r) > 0).sort((a, b) => overlap(b) - overlap(a));
    const stall: Stall = { at: new Date(this.wallClock()).toISOString(), ms: Math.round(delay), requests: held.slice(0, 5).map(shown) };
    this.stalls.push(stall);
    const since = this.wallClock() - STALL_HISTORY_MS;
    while (this.stalls.length > 0 && Date.parse(this.stalls[0]!.at) < since) this.stalls.shift();
    this.log(
      { ritardoMs: stall.ms, richieste: held.slice(0, 5).map((r) => ({ reqId: r.id, richiesta: shown(r), durataMs: Math.round((r.end ?? t) - r.start) })) },
      'Ciclo degli eventi bloccato: il server non ha risposto a nessuno per questo tempo',
    );
  }

  private rotate() {
    if (!this.histogram) return;
    this.lastWindow = this.figures(this.histogram);
    this.histogram.reset();
  }

  private figures(h: IntervalHistogram) {
    const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e5) / 10 : 0);
    return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
  }

  /** What staff see (Panoramica): this instance's delay and its stalls of the last 24 hours. */
  health(): ServerHealth {
    const window = this.lastWindow ?? (this.histogram ? this.figures(this.histogram) : { p50: 0, p99: 0, max: 0 });
    const since = this.wallClock() - STALL_HISTORY_MS;
    const stalls = this.stalls.filter((s) => Date.parse(s.at) >= since);
    const last = stalls.at(-1);
    return {
      ritardo_p50_ms: window.p50,
      ritardo_p99_ms: window.p99,
      ritardo_max_ms: window.max,
      soglia_blocco_ms: STALL_MS,
      blocchi_24h: stalls.length,
      ultimo_blocco: last ? { quando: last.at, durata_ms: last.ms, richiesta: last.requests[0] ?? null } : null,
    };
  }
}
