import { createHash } from 'node:crypto';
import type { Client } from 'pg';
import { type Db, type DbLogger, pgDriver } from './index.ts';
import { CONTENT_TABLES } from './content-tables.ts';
import { type ChangeListener, type LeadListener, tell } from './content-listeners.ts';
import type { Timers } from '../lib/timers.ts';

/** How often an instance that does not lead tries again to take the lead. */
export const LEAD_RETRY_MS = 5_000;

/**
 * The advisory lock key of a channel's leader: 64 bits of a hash of the channel's name (one
 * leader per schema; distinct from the migrations' lock, server/db/migrate.ts).
 */
export function leadLockKey(channel: string): string {
  return createHash('sha256').update(`scorta-svuotamento-cache:${channel}`).digest().readBigInt64BE(0).toString();
}

/**
 * PostgreSQL's side of ContentChanges (content-changes.ts): LISTEN on the schema's channel, and
 * the lead as a session advisory lock taken with `pg_try_advisory_lock` on that same connection.
 * The lock lives and dies with the connection: a leader that stops, crashes or loses its
 * connection frees it, and the next instance to try (every LEAD_RETRY_MS) leads.
 */
export class PgContentChanges {
  private current = new Map<string, number>(CONTENT_TABLES.map((t) => [t, 0]));
  private client: Client | null = null;
  private connecting: Promise<Client | null> | null = null;
  private dirty = false;
  /** Round trips under way after a write of our own: until they end, the versions may be behind it. */
  private checks = 0;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly channel: string;
  private readonly lockKey: string;
  private readonly logger?: DbLogger;
  private readonly timers: Timers;
  private listeners = new Set<ChangeListener>();
  private leaders = new Set<LeadListener>();
  private leading = false;
  private trying = false;
  private cancelLeadRetry: (() => void) | null = null;

  constructor(
    db: Db,
    private readonly databaseUrl: string,
    options: { logger?: DbLogger; timers: Timers },
  ) {
    this.channel = `scorta_contenuti_${db.schema ?? 'public'}`;
    this.lockKey = leadLockKey(this.channel);
    this.logger = options.logger;
    this.timers = options.timers;
  }

  private bump(topic: string) {
    this.current.set(topic, (this.current.get(topic) ?? 0) + 1);
  }

  private bumpAll() {
    for (const topic of CONTENT_TABLES) this.bump(topic);
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
        // The lock went with the connection; what was written meanwhile is unknown.
        this.stopLeading();
        tell(this.listeners, CONTENT_TABLES);
        if (!this.closed) this.retry ??= setTimeout(() => ((this.retry = null), void this.connect()), 1_000).unref();
      };
      try {
        client.on('notification', (msg) => {
          if (msg.channel !== this.channel || !msg.payload) return;
          this.bump(msg.payload);
          const topic = CONTENT_TABLES.find((t) => t === msg.payload);
          if (topic) tell(this.listeners, [topic]);
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
        tell(this.listeners, CONTENT_TABLES);
        if (this.leaders.size > 0) void this.tryLead();
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
      this.checks++;
      // Our own write's notification arrives before the answer to this round trip.
      await client
        .query('select 1')
        .catch(() => this.bumpAll())
        .finally(() => this.checks--);
    }
    return this.current;
  }

  knownVersions() {
    return this.client && !this.dirty && this.checks === 0 ? this.current : null;
  }

  touched() {
    this.dirty = true;
  }

  onChange(listener: ChangeListener) {
    this.listeners.add(listener);
    // A listener first hears every topic: at the connection when it opens, else at once.
    if (this.client) queueMicrotask(() => this.listeners.has(listener) && tell([listener], CONTENT_TABLES));
    else void this.connect();
    return () => void this.listeners.delete(listener);
  }

  lead(listener: LeadListener) {
    this.leaders.add(listener);
    if (this.leading) queueMicrotask(() => this.leaders.has(listener) && this.leading && listener(true));
    else if (this.client) void this.tryLead();
    else void this.connect();
    return () => {
      this.leaders.delete(listener);
      if (this.leaders.size > 0) return;
      this.cancelLeadRetry?.();
      this.cancelLeadRetry = null;
      if (this.leading && this.client) void this.client.query('select pg_advisory_unlock($1::bigint)', [this.lockKey]).catch(() => undefined);
      this.leading = false;
    };
  }

  /** One attempt at the lock on the listening connection; another in LEAD_RETRY_MS when it is held elsewhere. */
  private async tryLead() {
    const client = this.client;
    if (!client || this.leading || this.trying || this.closed || this.leaders.size === 0) return;
    this.trying = true;
    this.cancelLeadRetry?.();
    this.cancelLeadRetry = null;
    let taken = false;
    try {
      const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1::bigint) as taken', [this.lockKey]);
      taken = rows[0]?.taken === true;
    } catch (err) {
      this.logger?.error(`Impossibile prendere il ruolo di istanza che svuota la cache: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      this.trying = false;
    }
    // The connection went meanwhile (and the lock with it): the next connection tries again.
    if (this.client !== client || this.closed) return;
    if (taken && this.leaders.size === 0) {
      await client.query('select pg_advisory_unlock($1::bigint)', [this.lockKey]).catch(() => undefined);
      return;
    }
    if (taken) {
      this.leading = true;
      tell(this.leaders, true);
      return;
    }
    this.cancelLeadRetry = this.timers.after(LEAD_RETRY_MS, () => {
      this.cancelLeadRetry = null;
      void this.tryLead();
    });
    tell(this.leaders, false);
  }

  private stopLeading() {
    this.cancelLeadRetry?.();
    this.cancelLeadRetry = null;
    if (!this.leading) return;
    this.leading = false;
    tell(this.leaders, false);
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.cancelLeadRetry?.();
    this.cancelLeadRetry = null;
    this.leading = false;
    this.listeners.clear();
    this.leaders.clear();
    const client = this.client ?? (await this.connecting);
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
