import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { DEMO_AUTHORS } from '../../server/seed/demo-authors.ts';
import { countRows } from '../../server/db/count.ts';
import { createDb, type Db } from '../../server/db/index.ts';
import { ADMIN, createTestDb } from '../helpers/app.ts';

/**
 * Two instances starting at once on the same fresh database (the same SQLite file, or the same
 * PostgreSQL schema): migrations, the first account and the demo content happen exactly once.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A second, independent connection (pool) to the same database as `db`. */
function secondConnection(db: Db, dir: string): Db {
  if (db.dialect === 'postgres') {
    return createDb({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: db.schema, pgPoolSize: 4 });
  }
  return createDb({ sqliteFile: path.join(dir, 'test.sqlite') });
}

describe('start-up lock', () => {
  it('two concurrent first starts create one account and one copy of the demo content', async () => {
    const first = await createTestDb();
    cleanups.push(first.drop);
    const other = secondConnection(first.db, first.dir);
    cleanups.push(() => other.close());

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: first.dir,
      APP_SECRET: 'test-secret-test-secret-test-secret-0123',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'silent',
    });
    const quiet = { info() {}, warn() {} };
    const results = await Promise.allSettled([bootstrap(config, quiet, first.db), bootstrap(config, quiet, other)]);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

    const kysely = first.db.kysely;
    // The first account and the demo's writers (server/seed/demo-authors.ts), once.
    expect(await countRows(kysely, 'users')).toBe(1 + DEMO_AUTHORS.length);
    // The first account stays the administrator; every demo text is signed by a demo writer.
    const users = await kysely.selectFrom('users').select(['id', 'ruolo', 'nome_visualizzato']).orderBy('id').execute();
    expect(users.map((u) => [u.ruolo, u.nome_visualizzato])).toEqual([['amministratore', null], ...DEMO_AUTHORS.map((a) => [a.ruolo, a.nome])]);
    for (const table of ['reviews', 'guides', 'news'] as const) {
      const writers = await kysely.selectFrom(table).select('id_autore').distinct().execute();
      expect(
        writers.every((w) => users.slice(1).some((u) => u.id === w.id_autore)),
        table,
      ).toBe(true);
    }
    expect(await countRows(kysely, 'categories')).toBe(6);
    expect(await countRows(kysely, 'products')).toBe(24);
    expect(await countRows(kysely, 'guides')).toBe(4);
    expect(await countRows(kysely, 'news')).toBe(8);
    expect(await countRows(kysely, 'about')).toBe(1);
  });
});
