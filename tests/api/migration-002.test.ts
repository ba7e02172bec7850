import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, withMigrationLock } from '../../server/db/migrate.ts';
import { migration001 } from '../../server/db/migrations/001-initial.ts';
import { UsersService } from '../../server/domain/users.ts';
import { createTestDb } from '../helpers/app.ts';

/** Migration 002 on a database that already has accounts (created under 001). */
let test: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  test = await createTestDb();
});
afterAll(async () => {
  await test?.drop();
});

describe('migration 002 (rate limits, username keys)', () => {
  it('back-fills username_key for existing accounts, including accented capitals and collisions', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before migration 002, not today's types
    const db = test.db.kysely as unknown as Kysely<any>;
    const only001 = new Migrator({
      db,
      provider: { getMigrations: async () => ({ '001-initial': migration001(test.db.dialect) }) },
      ...(test.db.dialect === 'postgres' ? { migrationTableSchema: test.db.schema } : {}),
    });
    const { error } = await withMigrationLock(db, test.db.dialect, () => only001.migrateToLatest());
    expect(error).toBeUndefined();
    const now = '2025-09-15T10:00:00.000Z';
    const hash = 'scrypt$16$1$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g';
    // 'E\u0301LODIE' (decomposed) passed 001's lower(username) index on both databases.
    const rows = ['Élodie', 'MARIO', 'E\u0301LODIE'].map((username) => ({ username, password_hash: hash, created_at: now, updated_at: now }));
    await db.insertInto('users').values(rows).execute();

    expect((await migrateToLatest(db, test.db.dialect, test.db.schema))[0]).toBe('002-security');
    const users = await test.db.kysely.selectFrom('users').select(['id', 'username', 'username_key']).orderBy('id').execute();
    expect(users[0]).toMatchObject({ username: 'Élodie', username_key: 'élodie' });
    expect(users[1]).toMatchObject({ username: 'MARIO', username_key: 'mario' });
    expect(users[2]!.username_key).toBe(`élodie\uFFFF${users[2]!.id}`);

    const service = new UsersService(test.db);
    expect((await service.findForLogin('élodie'))?.username).toBe('Élodie');
    expect((await service.findForLogin('Mario'))?.username).toBe('MARIO');
    // The key is unique in the database itself.
    await expect(
      test.db.kysely.insertInto('users').values({ username: 'élodie', username_key: 'élodie', password_hash: hash, created_at: now, updated_at: now }).execute(),
    ).rejects.toThrow();
    // And the rate_limits table exists.
    await test.db.kysely
      .insertInto('rate_limits')
      .values({ key: 'k', count: 1, reset_at: Date.parse(now) + 1000 })
      .execute();
  });
});
