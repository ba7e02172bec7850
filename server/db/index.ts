import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { CurrentSchemaPostgresDialect } from './pg-introspector.ts';
import { ensurePrivateDir, ensurePrivateFile, restrictFile } from '../lib/private-fs.ts';
import type { Database } from './types.ts';
import { lazyModule } from '../lib/lazy-module.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL: the connection string (for connections outside the pool: locks, LISTEN). */
  connectionString?: string;
  /** PostgreSQL schema holding the tables (and the migration bookkeeping). */
  schema?: string;
  /** Human description for logs, without credentials. */
  description: string;
  /**
   * Runs `fn` while holding the start-up lock of this database, so that instances starting at once
   * run migrations, create the first account and load the demo content one after the other.
   * PostgreSQL: a session-level advisory lock on a dedicated connection (per schema).
   * SQLite: an exclusive transaction on a side file next to the database (`<file>.startup-lock`);
   * both are released by the operating system or the server if the process dies.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… switches to PostgreSQL. */
  databaseUrl?: string;
  /** Used for SQLite (the file is DATA_DIR/scorta.sqlite). */
  dataDir?: string;
  /** Explicit SQLite file path (tests). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests isolate each file in its own schema). */
  pgSchema?: string;
  pgPoolSize?: number;
  /** Where pool errors (an idle PostgreSQL connection dropped, …) are reported. */
  logger?: DbLogger;
}

export interface DbLogger {
  error(message: string): void;
}

/**
 * PostgreSQL time limits. A database that does not answer must not hold requests (and their
 * pool slots) forever: connecting waits at most 10 s, a statement runs at most 30 s on the server
 * (statement_timeout) and the client gives up 5 s later (query_timeout) if the server is gone.
 */
export const PG_TIMEOUTS = {
  connectionTimeoutMillis: 10_000,
  idleTimeoutMillis: 30_000,
  statementTimeoutMillis: 30_000,
  queryTimeoutMillis: 35_000,
} as const;

/** The SQLite file and its companions: created 0600 (SQLite gives -wal/-shm the file's mode). */
const SQLITE_COMPANIONS = ['-wal', '-shm', '-journal'];

/** How long a start waits for another instance's start-up lock before giving up. */
export const STARTUP_LOCK_WAIT_MS = 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL: pg_advisory_lock held by its own connection (outside the pool, so it never takes a pool slot). */
async function withPgAdvisoryLock<T>(connectionString: string, schema: string, logger: DbLogger | undefined, fn: () => Promise<T>): Promise<T> {
  const client = new (pgDriver().Client)({
    connectionString,
    connectionTimeoutMillis: PG_TIMEOUTS.connectionTimeoutMillis,
    lock_timeout: STARTUP_LOCK_WAIT_MS,
  });
  client.on('error', (err) => (logger ?? console).error(`Connessione del blocco di avvio interrotta: ${err.message}`));
  await client.connect();
  const key = `scorta:startup:${schema}`;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {
        /* closing the connection below releases it anyway */
      });
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * SQLite: BEGIN EXCLUSIVE on a side database file. better-sqlite3 is synchronous, so waiting is a
 * poll with busy_timeout 0 (a blocking wait would also block the holder when it is in this process).
 */
async function withSqliteFileLock<T>(databaseFile: string, fn: () => Promise<T>): Promise<T> {
  const lockFile = `${databaseFile}.startup-lock`;
  ensurePrivateFile(lockFile);
  const lock = new SQLite(lockFile, { timeout: 0 });
  try {
    const deadline = performance.now() + STARTUP_LOCK_WAIT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || performance.now() > deadline) throw err;
        await sleep(20);
      }
    }
    try {
      return await fn();
    } finally {
      lock.exec('ROLLBACK');
    }
  } finally {
    lock.close();
  }
}

/**
 * The PostgreSQL driver, loaded only when DATABASE_URL asks for it (server/lib/lazy-module.ts).
 * PostgreSQL returns int8 (count(*)) and numeric as strings; we only use them for counts and
 * small numbers, so they are parsed as JS numbers for one code path with SQLite.
 */
export const pgDriver = lazyModule<typeof import('pg')>('pg', (pg) => {
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
});

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new (pgDriver().Pool)({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      connectionTimeoutMillis: PG_TIMEOUTS.connectionTimeoutMillis,
      idleTimeoutMillis: PG_TIMEOUTS.idleTimeoutMillis,
      statement_timeout: PG_TIMEOUTS.statementTimeoutMillis,
      query_timeout: PG_TIMEOUTS.queryTimeoutMillis,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const description = `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
    // An idle client losing its connection must not crash the process; it is logged, never hidden.
    pool.on('error', (err) => {
      const message = `Errore di una connessione inattiva a ${description}: ${err.message}`;
      if (options.logger) options.logger.error(message);
      else console.error(message);
    });
    // Introspection of this schema alone: another schema's tables are not ours (pg-introspector.ts).
    const kysely = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      connectionString: options.databaseUrl,
      schema: options.pgSchema ?? 'public',
      description,
      withStartupLock: (fn) => withPgAdvisoryLock(options.databaseUrl!, options.pgSchema ?? 'public', options.logger, fn),
      close: () => kysely.destroy(),
    };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'scorta.sqlite');
  ensurePrivateDir(path.dirname(file));
  ensurePrivateFile(file);
  for (const suffix of SQLITE_COMPANIONS) restrictFile(`${file}${suffix}`);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    kysely,
    dialect: 'sqlite',
    description: `SQLite ${file}`,
    withStartupLock: (fn) => withSqliteFileLock(file, fn),
    close: () => kysely.destroy(),
  };
}
