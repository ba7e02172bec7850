import { sql } from 'kysely';
import { CACHE_TOPICS, type CacheTopic, SITE_TAG } from '../../common/cache-topics.ts';
import { SHARED_CACHE_LABELS, SHARED_CACHE_MSG as M } from '../../common/messages-shared-cache.ts';
import type { SharedCacheHealth } from '../../common/types-dashboard.ts';
import type { ContentChanges } from '../db/content-changes.ts';
import type { Db } from '../db/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { systemTimers, type Timers } from '../lib/timers.ts';
import { type SharedCachePurger, SharedCachePurgeError } from './shared-cache-port.ts';

/** Topics changed within this window are purged in one call. */
export const PURGE_WINDOW_MS = 150;
/** The first wait after a failed purge, doubled at each failure up to PURGE_MAX_BACKOFF_MS. */
export const PURGE_BACKOFF_MS = 500;
export const PURGE_MAX_BACKOFF_MS = 60_000;
/** The longest a Retry-After is honoured (a longer one waits this much, then tries). */
export const PURGE_MAX_RETRY_AFTER_MS = 15 * 60_000;
/**
 * A purge of some topics is sent once more this much later: another instance that heard of the
 * change after the first purge (its event loop busy) may have answered the old page meanwhile, and
 * the shared cache kept it. The repeat is not repeated.
 */
export const PURGE_ECHO_MS = 1_000;
/** From this failed attempt on, the failure is recorded for Panoramica. */
export const FAILURES_SHOWN = 3;

export interface SharedCachePurgesOptions {
  clock?: Clock;
  timers?: Timers;
  /** The first backoff (RETRY_BACKOFF_MS when set; PURGE_BACKOFF_MS otherwise). */
  backoffMs?: number;
}

/**
 * Purges the shared cache by tag the moment a topic changes, from any instance (decision 0071).
 * It listens to the change feed (ContentChanges.onChange) and acts only while this instance leads
 * (ContentChanges.lead: the holder of a PostgreSQL advisory lock; on SQLite the process): a new
 * leader purges the whole site once (the `site` tag), not knowing what it missed. Topics changed within
 * PURGE_WINDOW_MS go in one call; a failed call is retried with exponential backoff (or the
 * cache's Retry-After), topics changed meanwhile joining it. From the FAILURES_SHOWN-th failed
 * attempt the failure is recorded in `shared_cache_purges` for Panoramica; the next success clears it.
 * Pending topics are dropped at stop: the next leader purges everything anyway.
 */
export class SharedCachePurgesService {
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly backoffMs: number;
  private pending = new Set<CacheTopic>();
  private leading = false;
  private cancelTimer: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private failures = 0;
  private failingSince: string | null = null;
  private stopped = true;
  private subscriptions: Array<() => void> = [];
  /** Topics pending only as a repeat (PURGE_ECHO_MS), and the repeats waiting. */
  private echoOnly = new Set<CacheTopic>();
  private echoes = new Set<() => void>();
  private logError: (err: unknown, message: string) => void = (err, message) => console.error(message, err);

  constructor(
    private readonly db: Db,
    private readonly purger: SharedCachePurger,
    private readonly changes: ContentChanges,
    options: SharedCachePurgesOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    this.backoffMs = options.backoffMs ?? PURGE_BACKOFF_MS;
  }

  get kind() {
    return this.purger.kind;
  }

  /** Listens for changes and for the lead (boot starts it with the server). */
  start(options: { logError?: (err: unknown, message: string) => void } = {}): void {
    if (options.logError) this.logError = options.logError;
    if (!this.stopped) return;
    this.stopped = false;
    this.subscriptions.push(this.changes.onChange((topics) => this.add(topics)));
    this.subscriptions.push(this.changes.lead((leading) => this.leadChanged(leading)));
  }

  /** Stops listening and waiting; a purge under way is awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
    this.cancelTimer?.();
    this.cancelTimer = null;
    for (const cancel of this.echoes) cancel();
    this.echoes.clear();
    this.leading = false;
    this.pending.clear();
    this.echoOnly.clear();
    await this.running;
  }

  /** Resolves once no purge is under way (what the tests await after moving the timers). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private leadChanged(leading: boolean) {
    if (leading && !this.leading) {
      this.leading = true;
      // What changed while another instance led, or before this one started, is unknown.
      this.add(CACHE_TOPICS);
    } else if (!leading) {
      this.leading = false;
    }
  }

  private add(topics: readonly CacheTopic[], echo = false) {
    if (!this.leading || this.stopped) return;
    for (const topic of topics) {
      if (echo && !this.pending.has(topic)) this.echoOnly.add(topic);
      if (!echo) this.echoOnly.delete(topic);
      this.pending.add(topic);
    }
    this.schedule(PURGE_WINDOW_MS);
  }

  /** The same topics once more in PURGE_ECHO_MS (not after a repeat, nor after a purge of the whole site). */
  private echo(topics: readonly CacheTopic[]) {
    const cancel = this.timers.after(PURGE_ECHO_MS, () => {
      this.echoes.delete(cancel);
      this.add(topics, true);
    });
    this.echoes.add(cancel);
  }

  /** The next purge in `ms`, unless one is already waiting or under way (new topics join it). */
  private schedule(ms: number) {
    if (this.cancelTimer || this.running || this.stopped || this.pending.size === 0) return;
    this.cancelTimer = this.timers.after(ms, () => {
      this.cancelTimer = null;
      this.running = this.purgeOnce().then((next) => {
        this.running = null;
        this.schedule(next);
      });
    });
  }

  /**
   * One purge of what is pending: the wait before the next (the window, or the backoff). Never
   * rejects. Every topic at once (a new leader, a lost connection) is the site's tag: it also
   * reaches the answers that show no table (the privacy page after a deploy).
   */
  private async purgeOnce(): Promise<number> {
    const topics = CACHE_TOPICS.filter((t) => this.pending.has(t));
    const whole = topics.length === CACHE_TOPICS.length;
    const tags = whole ? [SITE_TAG] : topics;
    const repeat = topics.every((t) => this.echoOnly.has(t));
    this.pending.clear();
    this.echoOnly.clear();
    try {
      await this.purger.purge(tags);
    } catch (err) {
      for (const topic of topics) {
        this.pending.add(topic);
        if (repeat) this.echoOnly.add(topic);
      }
      this.failures++;
      this.failingSince ??= this.clock.nowIso();
      const message = err instanceof SharedCachePurgeError ? err.message : M.unexpected;
      this.logError(err instanceof SharedCachePurgeError ? undefined : err, M.logFailure(SHARED_CACHE_LABELS[this.kind], this.failures, message));
      if (this.failures >= FAILURES_SHOWN) await this.recordFailure(message).catch((e: unknown) => this.logError(e, 'Cache condivisa: stato dello svuotamento non registrato'));
      const backoff = Math.min(PURGE_MAX_BACKOFF_MS, this.backoffMs * 2 ** (this.failures - 1));
      const asked = err instanceof SharedCachePurgeError ? err.retryAfterMs : null;
      return asked === null ? backoff : Math.max(backoff, Math.min(asked, PURGE_MAX_RETRY_AFTER_MS));
    }
    this.failures = 0;
    this.failingSince = null;
    if (!whole && !repeat) this.echo(topics);
    await this.recordSuccess().catch((e: unknown) => this.logError(e, 'Cache condivisa: stato dello svuotamento non registrato'));
    return PURGE_WINDOW_MS;
  }

  private async recordFailure(message: string) {
    const now = this.clock.nowIso();
    const row = sql.ref('shared_cache_purges.fallisce_dal');
    const tries = sql.ref('shared_cache_purges.tentativi_falliti');
    await this.db.kysely
      .insertInto('shared_cache_purges')
      .values({
        servizio: this.kind,
        fallisce_dal: this.failingSince ?? now,
        tentativi_falliti: this.failures,
        ultimo_errore: message,
        tag_in_attesa: CACHE_TOPICS.filter((t) => this.pending.has(t)).join(' '),
        aggiornato_il: now,
      })
      .onConflict((oc) =>
        oc.column('servizio').doUpdateSet((eb) => ({
          // A failure already recorded (by this instance or a previous leader) keeps its start and counts on.
          fallisce_dal: sql<string>`coalesce(${row}, ${eb.ref('excluded.fallisce_dal')})`,
          tentativi_falliti: sql<number>`case when ${row} is null then ${eb.ref('excluded.tentativi_falliti')} else ${tries} + 1 end`,
          ultimo_errore: eb.ref('excluded.ultimo_errore'),
          tag_in_attesa: eb.ref('excluded.tag_in_attesa'),
          aggiornato_il: eb.ref('excluded.aggiornato_il'),
        })),
      )
      .execute();
  }

  private async recordSuccess() {
    const now = this.clock.nowIso();
    const cleared = { ultimo_successo_il: now, fallisce_dal: null, tentativi_falliti: 0, ultimo_errore: null, tag_in_attesa: null, aggiornato_il: now };
    await this.db.kysely
      .insertInto('shared_cache_purges')
      .values({ servizio: this.kind, ...cleared })
      .onConflict((oc) => oc.column('servizio').doUpdateSet(cleared))
      .execute();
  }

  /** Panoramica: the failure recorded for the configured cache, or null while the purges work. */
  async health(): Promise<SharedCacheHealth | null> {
    const row = await this.db.kysely.selectFrom('shared_cache_purges').selectAll().where('servizio', '=', this.kind).executeTakeFirst();
    if (!row?.fallisce_dal) return null;
    return {
      servizio: SHARED_CACHE_LABELS[this.kind],
      fallisce_dal: row.fallisce_dal,
      minuti: Math.max(0, Math.floor((this.clock.nowMs() - Date.parse(row.fallisce_dal)) / 60_000)),
      tentativi: row.tentativi_falliti,
      ultimo_errore: row.ultimo_errore ?? '',
      tag_in_attesa: row.tag_in_attesa ? row.tag_in_attesa.split(' ') : [],
      ultimo_successo_il: row.ultimo_successo_il,
    };
  }
}
