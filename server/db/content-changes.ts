import type { Db, DbLogger } from './index.ts';
import { CONTENT_TABLES, type ContentTable } from './content-tables.ts';
import { systemClock } from '../lib/clock.ts';
import { systemTimers, type Timers } from '../lib/timers.ts';
import { LEAD_RETRY_MS, PgContentChanges } from './content-changes-pg.ts';
import { type ChangeListener, type LeadListener, tell } from './content-listeners.ts';

/** A table whose writes are announced (server/db/content-tables.ts): the topics named by cached pages. */
export type ContentTopic = ContentTable;
export const CONTENT_TOPICS: readonly ContentTopic[] = CONTENT_TABLES;

export type { ChangeListener, LeadListener } from './content-listeners.ts';

/**
 * What this instance knows of the writes to the content tables (content-tables.ts): a version per
 * table that grows with every write, from any instance. The render cache stores a page with the
 * versions of the tables it shows and serves it only while they are unchanged; the shared-cache
 * purges listen for the topics written (onChange) and only the leader purges (lead).
 *
 * - PostgreSQL: LISTEN on the schema's channel; each notification (sent at commit by the
 *   triggers) bumps its table. After a write of our own, one round trip on the listening
 *   connection before the next answer makes sure its notification has arrived. A lost connection
 *   bumps every table (notifications may have been missed) and is opened again. The leader holds
 *   a session advisory lock on that connection (content-changes-pg.ts).
 * - SQLite: the triggers' counters, read again after a write of our own and at most a second
 *   after the previous read (the scheduled jobs write without an HTTP request). While something
 *   listens, the counters are also polled every SQLITE_POLL_MS, and at once after a write of
 *   our own. The one process leads.
 */
export interface ContentChanges {
  /** The current versions (reads the database only when something may have changed). */
  versions(): Promise<ReadonlyMap<string, number>>;
  /**
   * The current versions when they are known without reading anything (what `versions()` would
   * answer at once), else null: the render cache's synchronous hits (server/http/fast-hits.ts).
   */
  knownVersions(): ReadonlyMap<string, number> | null;
  /** A write was made by this instance: look again before the next answer. */
  touched(): void;
  /**
   * Calls `listener` with the topics written, by any instance, as they are known; first (and after
   * a lost connection) with every topic. Returns the unsubscribe.
   */
  onChange(listener: ChangeListener): () => void;
  /**
   * Asks to be the one instance that acts on the changes (the shared-cache purges): `listener`
   * hears true once this instance leads, false when it cannot (yet) or stops leading. Returns the
   * function that gives the lead up.
   */
  lead(listener: LeadListener): () => void;
  close(): Promise<void>;
}

/** How old the SQLite counters may get before they are read again. */
export const SQLITE_RECHECK_MS = 1_000;
/** How often the SQLite counters are polled while a listener waits for changes. */
export const SQLITE_POLL_MS = 250;
export { LEAD_RETRY_MS };

export interface ContentChangesOptions {
  logger?: DbLogger;
  now?: () => number;
  /** The poll and the lead's retries (tests drive them with ManualTimers). */
  timers?: Timers;
}

export function createContentChanges(db: Db, options: ContentChangesOptions = {}): ContentChanges {
  const timers = options.timers ?? systemTimers;
  return db.dialect === 'postgres' ? new PgContentChanges(db, db.connectionString!, { logger: options.logger, timers }) : new SqliteContentChanges(db, options.now, timers);
}

class SqliteContentChanges implements ContentChanges {
  private current = new Map<string, number>();
  private readAt = -Infinity;
  private dirty = true;
  private reading: Promise<void> | null = null;
  /** Each listener with the versions it was last told of (null: it has been told nothing yet). */
  private listeners = new Map<ChangeListener, Map<string, number> | null>();
  private cancelPoll: (() => void) | null = null;
  private polling = false;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = systemClock.nowMs,
    private readonly timers: Timers = systemTimers,
  ) {}

  async versions() {
    if (this.dirty || this.now() - this.readAt >= SQLITE_RECHECK_MS) await this.read();
    return this.current;
  }

  knownVersions() {
    return this.dirty || this.reading || this.now() - this.readAt >= SQLITE_RECHECK_MS ? null : this.current;
  }

  private read(): Promise<void> {
    this.reading ??= (async () => {
      this.dirty = false;
      const startedAt = this.now();
      try {
        this.current = await this.readCounters();
        this.readAt = startedAt;
      } catch (err) {
        // Unreadable counters: every cached page is treated as changed until they read again.
        this.dirty = true;
        this.current = new Map(CONTENT_TOPICS.map((t) => [t, (this.current.get(t) ?? 0) + 1]));
        throw err;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private async readCounters(): Promise<Map<string, number>> {
    const rows = await this.db.kysely.selectFrom('content_versions').select(['topic', 'version']).execute();
    return new Map(rows.map((r) => [r.topic, Number(r.version)]));
  }

  touched() {
    this.dirty = true;
    // Listeners hear of our own write at once, not at the next poll.
    if (this.listeners.size > 0) this.pollNow();
  }

  onChange(listener: ChangeListener) {
    this.listeners.set(listener, null);
    // The first poll at once: a new listener hears every topic without waiting for the timer.
    this.pollNow();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stopPoll();
    };
  }

  private schedulePoll() {
    if (this.cancelPoll || this.polling || this.closed || this.listeners.size === 0) return;
    this.cancelPoll = this.timers.after(SQLITE_POLL_MS, () => {
      this.cancelPoll = null;
      void this.poll();
    });
  }

  /** A poll now (or right after the one under way) instead of at the timer. */
  private pollNow() {
    if (this.closed) return;
    if (this.polling) {
      this.again = true;
      return;
    }
    this.stopPoll();
    void this.poll();
  }

  private stopPoll() {
    this.cancelPoll?.();
    this.cancelPoll = null;
  }

  /** Reads the counters and tells each listener what grew since it was last told. */
  private async poll() {
    this.polling = true;
    try {
      const counters = await this.readCounters();
      for (const [listener, seen] of [...this.listeners]) {
        if (!this.listeners.has(listener)) continue;
        const changed = seen ? CONTENT_TOPICS.filter((t) => (counters.get(t) ?? 0) !== (seen.get(t) ?? 0)) : CONTENT_TOPICS;
        this.listeners.set(listener, counters);
        if (changed.length > 0) tell([listener], changed);
      }
    } catch {
      // Unreadable now: the next read that works tells every topic (nothing is known of the gap).
      for (const listener of this.listeners.keys()) this.listeners.set(listener, null);
    } finally {
      this.polling = false;
      if (this.again && !this.closed) {
        this.again = false;
        void this.poll();
      } else {
        this.schedulePoll();
      }
    }
  }

  /** The one process leads: told at once (on the next tick). */
  lead(listener: LeadListener) {
    let given = false;
    queueMicrotask(() => {
      if (!given && !this.closed) listener(true);
    });
    return () => {
      given = true;
    };
  }

  async close() {
    this.closed = true;
    this.stopPoll();
    this.listeners.clear();
  }
}
