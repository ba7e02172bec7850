import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createDb, type Db } from '../../server/db/index.ts';
import { buildApp } from '../../server/http/app.ts';
import { fixedClock, type TestClock } from '../../server/lib/clock.ts';
import { setPasswordParamsForTests } from '../../server/lib/passwords.ts';
import type { Services } from '../../server/services.ts';

export const ADMIN = { username: 'redazione', password: 'Prova-Sicura-2026' };

/**
 * The instant every test's services start at (a Monday morning, far from midnight and the clock
 * changes): the clock stands still there until the test sets or advances it.
 */
export const TEST_NOW = '2026-05-04T09:30:00.000Z';

/**
 * API tests hash with cheap scrypt parameters (they create and log in hundreds of accounts); the
 * unit tests and the hash-upgrade API test use the real ones (server/lib/passwords.ts).
 */
export const TEST_PASSWORD_PARAMS = { N: 2 ** 12, r: 8, p: 1 };
setPasswordParamsForTests(TEST_PASSWORD_PARAMS);

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: Db;
  /** The services' clock, standing at TEST_NOW until the test moves it. */
  clock: TestClock;
  /** The database kind this run uses ('sqlite' or 'postgres'). */
  kind: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** A database isolated for one test file: a fresh SQLite file, or a fresh PostgreSQL schema. */
export async function createTestDb(): Promise<{ db: Db; kind: 'sqlite' | 'postgres'; dir: string; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-test-'));
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL non impostata');
    // In the api-postgres project the run's schemas are dropped together at its end (pg-schemas.ts).
    const prefix = inject('pgSchemaPrefix');
    const schema = `${prefix ?? 't_'}${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = createDb({ databaseUrl: url, pgSchema: schema, pgPoolSize: 4 });
    return {
      db,
      kind: 'postgres',
      dir,
      async drop() {
        await db.close();
        if (!prefix) {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          await c.query(`drop schema ${schema} cascade`);
          await c.end();
        }
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const db = createDb({ sqliteFile: path.join(dir, 'test.sqlite') });
  return {
    db,
    kind: 'sqlite',
    dir,
    async drop() {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A second connection (its own pool) to the same test database: what another instance would open. */
export async function openSameDb(db: Db): Promise<Db> {
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db.kysely);
    return createDb({ sqliteFile: rows.find((r) => r.name === 'main')!.file });
  }
  return createDb({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: db.schema!, pgPoolSize: 2 });
}

export interface TestServices {
  services: Services;
  db: Db;
  /** The services' clock, standing at TEST_NOW until the test moves it. */
  clock: TestClock;
  kind: 'sqlite' | 'postgres';
  /** The test's DATA_DIR. */
  dir: string;
  drop(): Promise<void>;
}

/**
 * Config, fresh database, migrations and the first account: everything but the HTTP layer, on a
 * clock standing at TEST_NOW (or the one given).
 */
export async function createTestServices(env: Record<string, string> = {}, clock: TestClock = fixedClock(TEST_NOW)): Promise<TestServices> {
  const { db, kind, dir, drop } = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // The fake feeds and article pages live on local servers and on names that do not resolve
    // (msw); the address guard itself is tested with FEED_ALLOW_PRIVATE=false.
    FEED_ALLOW_PRIVATE: 'true',
    // Retries of the outside services after 10 ms, not the production 0.3–1 s: the failure tests
    // go through every retry, and waiting for real seconds only idled the machine.
    RETRY_BACKOFF_MS: '10',
    ...env,
  });
  const quiet = { info() {}, warn() {} };
  const services = await bootstrap(config, quiet, db, { clock });
  return { services, db, clock, kind, dir, drop };
}

export async function createTestApp(env: Record<string, string> = {}, clock?: TestClock): Promise<TestApp> {
  const { services, db, clock: testClock, kind, drop } = await createTestServices(env, clock);
  const app = await buildApp({ services });
  await app.ready();
  return {
    app,
    services,
    db,
    clock: testClock,
    kind,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** The cookie header to send back from a response's set-cookie. */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export async function login(t: TestApp, credentials = ADMIN, ip = '10.0.0.1'): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials, remoteAddress: ip });
  if (res.statusCode !== 200) throw new Error(`login fallito: ${res.statusCode} ${res.body}`);
  return cookieFrom(res);
}
