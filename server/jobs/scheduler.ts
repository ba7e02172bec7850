import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { JobsService } from '../domain/jobs.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  /** What a job reports without failing (pino's; absent in some tests' loggers). */
  warn?(obj: object, msg: string): void;
}

/** When a job finished (or failed): the time it is next due, as ISO. */
export type NextRun = (outcome: { ok: boolean; finishedAt: Date }) => string;

export interface Job {
  name: string;
  /** Next due time after a run. */
  next: NextRun;
  /** How long a holder owns the job before another instance may take over (renewed while running). */
  leaseMs: number;
  /**
   * The work. Calls domain services only; must stop soon after `signal` aborts (shutdown).
   * May return an ISO time to override `next` (e.g. back off after a captcha). `log`: the scheduler's.
   */
  run(signal: AbortSignal, log: JobLogger): Promise<string | void>;
}

/** Runs every `intervalMs` after the previous run finished. */
export const every =
  (intervalMs: number): NextRun =>
  ({ finishedAt }) =>
    new Date(finishedAt.getTime() + intervalMs).toISOString();

/** Once a day at hh:mm (server time zone, Europe/Rome in production); a failed run retries in 1 hour. */
export const dailyAt =
  (hour: number, minute = 0): NextRun =>
  ({ ok, finishedAt }) => {
    if (!ok) return new Date(finishedAt.getTime() + 60 * 60_000).toISOString();
    const next = new Date(finishedAt);
    next.setHours(hour, minute, 0, 0);
    if (next <= finishedAt) next.setDate(next.getDate() + 1);
    return next.toISOString();
  };

/**
 * One small scheduler for every instance. Every `tickMs` (with jitter) it tries to take the lease
 * of each job that is not running here; the database decides (JobsService.acquire), so with
 * several instances each due job runs on exactly one. A running job's lease is renewed; on stop()
 * running jobs are aborted and awaited, and their leases released.
 */
export class Scheduler {
  readonly holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly jobs: Job[] = [];
  private readonly running = new Map<string, { promise: Promise<void>; abort: AbortController }>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly leases: JobsService,
    private readonly log: JobLogger,
    private readonly options: { tickMs?: number; clock?: Clock } = {},
  ) {}

  add(job: Job): this {
    this.jobs.push(job);
    return this;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(1_000);
  }

  /** Stops ticking, aborts running jobs and waits for them (their leases are released). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    for (const r of this.running.values()) r.abort.abort(new Error('arresto del server'));
    await Promise.allSettled([...this.running.values()].map((r) => r.promise));
  }

  /** One pass: start every due job whose lease this instance can take. Exposed for tests. */
  async tick(): Promise<string[]> {
    const started: string[] = [];
    for (const job of this.jobs) {
      if (this.stopped || this.running.has(job.name)) continue;
      let acquired = false;
      try {
        acquired = await this.leases.acquire(job.name, this.holder, job.leaseMs);
      } catch (err) {
        this.log.error({ err, job: job.name }, 'job: lease non disponibile');
      }
      if (!acquired) continue;
      started.push(job.name);
      const abort = new AbortController();
      const promise = this.execute(job, abort.signal).finally(() => this.running.delete(job.name));
      this.running.set(job.name, { promise, abort });
    }
    return started;
  }

  /** Waits until no job runs here (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running.values()].map((r) => r.promise));
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    const tickMs = this.options.tickMs ?? 60_000;
    this.timer = setTimeout(() => {
      this.ticking = this.tick()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'job: giro del pianificatore non riuscito'))
        .finally(() => this.schedule(tickMs * (0.8 + Math.random() * 0.4)));
    }, ms);
    this.timer.unref();
  }

  private async execute(job: Job, signal: AbortSignal): Promise<void> {
    const heartbeat = setInterval(
      () => {
        void this.leases.extend(job.name, this.holder, job.leaseMs).catch(() => undefined);
      },
      Math.max(1_000, job.leaseMs / 3),
    );
    heartbeat.unref();
    const clock = this.options.clock ?? systemClock;
    const started = performance.now();
    let next: string;
    let error: string | null = null;
    try {
      this.log.info({ job: job.name }, 'job: avvio');
      const override = await job.run(signal, this.log);
      next = override || job.next({ ok: true, finishedAt: clock.now() });
      this.log.info({ job: job.name, ms: Math.round(performance.now() - started), next }, 'job: completato');
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
      next = signal.aborted ? clock.nowIso() : job.next({ ok: false, finishedAt: clock.now() });
      if (!signal.aborted) this.log.error({ err, job: job.name }, 'job: non riuscito');
    } finally {
      clearInterval(heartbeat);
    }
    await this.leases.release(job.name, this.holder, next, error).catch((err: unknown) => {
      this.log.error({ err, job: job.name }, 'job: rilascio del lease non riuscito');
    });
  }
}
