import type { Client } from 'pg';
import { type Db, type DbLogger, pgDriver } from './index.ts';
import { CONTENT_TABLES, type ContentTable } from './content-tables.ts';
import { systemClock } from '../lib/clock.ts';

/** A table whose writes are announced (server/db/content-tables.ts): the topics named by cached pages. */
export type ContentTopic = ContentTable;
export const CONTENT_TOPICS: readonly ContentTopic[] = CONTENT_TABLES;

/**
 * What this instance knows of the writes to the content tables (content-tables.ts): a version per
 * table that grows with every write, from any instance. The render cache stores a page with the
 * versions of the tables it shows and serves it only while they are unchanged.
 *
 * - PostgreSQL: LISTEN on the schema's channel; each notification (sent at commit by the
 *   triggers) bumps its table. After a write of our own, one round trip on the listening
 *   connection before the next answer makes sure its notification has arrived. A lost connection
 *   bumps every table (notifications may have been missed) and is opened again.
 * - SQLite: the triggers' counters, read again after a write of our own and at most a second
 *   after the previous read (the scheduled jobs write without an HTTP request).
 */
export interface ContentChanges {
  /** The current versions (reads the database only when something may have changed). */
  versions(): Promise<ReadonlyMap<string, number>>;
  /** A write was made by this instance: look again before the next answer. */
  touched(): void;
  close(): Promise<void>;
}

/** How old the SQLite counters may get before they are read again. */
export const SQLITE_RECHECK_MS = 1_000;

export function createContentChanges(db: Db, options: { logger?: DbLogger; now?: () => number } = {}): ContentChanges {
  return db.dialect === 'postgres' ? new PgContentChanges(db, db.connectionString!, options.logger) : new SqliteContentChanges(db, options.now);
}

class SqliteContentChanges implements ContentChanges {
  private current = new Map<string, number>();
  private readAt = -Infinity;
  private dirty = true;
  private reading: Promise<void> | null = null;
  constructor(
    private readonly db: Db,
    private readonly now: () => number = systemClock.nowMs,
  ) {}

  async versions() {
    if (this.dirty || this.now() - this.readAt >= SQLITE_RECHECK_MS) await this.read();
    return this.current;
  }

  private read(): Promise<void> {
    this.reading ??= (async () => {
      this.dirty = false;
      const startedAt = this.now();
      try {
        const rows = await this.db.kysely.selectFrom('content_versions').select(['topic', 'version']).execute();
        this.current = new Map(rows.map((r) => [r.topic, Number(r.version)]));
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

  touched() {
    this.dirty = true;
  }

  async close() {}
}

class PgContentChanges implements ContentChanges {
  private current = new Map<string, number>(CONTENT_TOPICS.map((t) => [t, 0]));
  private client: Client | null = null;
  private connecting: Promise<Client | null> | null = null;
  private dirty = false;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly channel: string;

  constructor(
    db: Db,
    private readonly databaseUrl: string,
    private readonly logger?: DbLogger,
  ) {
    this.channel = `scorta_contenuti_${db.schema ?? 'public'}`;
  }

  private bump(topic: string) {
    this.current.set(topic, (this.current.get(topic) ?? 0) + 1);
  }

  private bumpAll() {
    for (const topic of CONTENT_TOPICS) this.bump(topic);
  }

  /** The listening connection, opened on first use and after a loss. */
  private connect(): Promise<Client | null> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new (pgDriver().Client)({ connectionString: this.databaseUrl, application_name: 'scorta-contenuti' });
      const lost = (err?: Error) => {
        if (this.client !== client) return;
        this.client = null;
        this.bumpAll();
        if (err) this.logger?.error(`Ascolto delle modifiche interrotto: ${err.message}`);
        void client.end().catch(() => undefined);
        if (!this.closed) this.retry ??= setTimeout(() => ((this.retry = null), void this.connect()), 1_000).unref();
      };
      try {
        client.on('notification', (msg) => {
          if (msg.channel === this.channel && msg.payload) this.bump(msg.payload);
        });
        client.on('error', lost);
        client.on('end', () => lost());
        await client.connect();
        await client.query(`listen "${this.channel.replaceAll('"', '""')}"`);
        if (this.closed) {
          await client.end();
          return null;
        }
        this.client = client;
        // Whatever was written before we listened is unknown: every table counts as changed.
        this.bumpAll();
        return client;
      } catch (err) {
        this.logger?.error(`Impossibile ascoltare le modifiche dei contenuti: ${err instanceof Error ? err.message : String(err)}`);
        void client.end().catch(() => undefined);
        this.bumpAll();
        if (!this.closed) this.retry ??= setTimeout(() => ((this.retry = null), void this.connect()), 1_000).unref();
        return null;
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  async versions() {
    const client = await this.connect();
    if (!client) {
      // Not listening: nothing cached may be trusted.
      this.bumpAll();
      return this.current;
    }
    if (this.dirty) {
      this.dirty = false;
      // Our own write's notification arrives before the answer to this round trip.
      await client.query('select 1').catch(() => this.bumpAll());
    }
    return this.current;
  }

  touched() {
    this.dirty = true;
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting);
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
