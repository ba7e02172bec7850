import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** PostgreSQL schema holding the tables (and the migration bookkeeping). */
  schema?: string;
  /** Human description for logs, without credentials. */
  description: string;
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
}

// PostgreSQL returns int8 (count(*)) and numeric as strings; we only use them for counts and
// small numbers, so parse them as JS numbers for one code path with SQLite.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function createDb(options: DbOptions): Db {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      kysely,
      dialect: 'postgres',
      schema: options.pgSchema ?? 'public',
      description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => kysely.destroy(),
    };
  }
  const file = options.sqliteFile ?? path.join(options.dataDir ?? './data', 'scorta.sqlite');
  fs.mkdirSync(path.dirname(file), { recursive: true });
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
    close: () => kysely.destroy(),
  };
}
