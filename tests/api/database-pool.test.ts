import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, PG_TIMEOUTS, type Db } from '../../server/db/index.ts';

/** PostgreSQL pool settings: time limits, and errors of idle connections logged (never swallowed). */
const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB === 'postgres' && !!url;

describe.skipIf(!onPostgres)('PostgreSQL pool', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const errors: string[] = [];
  /** Resolves at the first error the pool logs. */
  let logged!: () => void;
  const firstError = new Promise<void>((resolve) => (logged = resolve));
  let db: Db | undefined;
  afterAll(async () => {
    await db?.close();
  });

  it('sets statement_timeout on every connection', async () => {
    const logger = {
      error: (m: string) => {
        errors.push(m);
        logged();
      },
    };
    db = createDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 2, logger });
    const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db.kysely);
    expect(rows[0]!.statement_timeout).toBe(`${PG_TIMEOUTS.statementTimeoutMillis / 1000}s`);
    expect(PG_TIMEOUTS.connectionTimeoutMillis).toBeGreaterThan(0);
    expect(PG_TIMEOUTS.queryTimeoutMillis).toBeGreaterThan(PG_TIMEOUTS.statementTimeoutMillis);
  });

  it('logs the error of an idle connection that the server drops, and keeps working', async () => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db!.kysely);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    } finally {
      await admin.end();
    }
    await firstError;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^Errore di una connessione inattiva a PostgreSQL /);
    expect(errors[0]).not.toMatch(/postgres:\/\//);
    // The pool replaces the dropped connection.
    const again = await sql<{ n: number }>`select 1 as n`.execute(db!.kysely);
    expect(again.rows[0]!.n).toBe(1);
  });
});
