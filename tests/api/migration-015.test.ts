import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest, withMigrationLock } from '../../server/db/migrate.ts';
import { createTestDb } from '../helpers/app.ts';

/** Migration 015 on a database whose statistics were kept under 013: a stored salt beside the visitor hashes. */
let test: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  test = await createTestDb();
});
afterAll(async () => {
  await test?.drop();
});

describe('migration 015 (no stored salt, no hash past its day)', () => {
  it('counts the stored hashes into visitor_counts, deletes them and drops the salts', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before migration 015, not today's types
    const db = test.db.kysely as unknown as Kysely<any>;
    const upTo013 = new Migrator({
      db,
      provider: {
        getMigrations: async () => Object.fromEntries(Object.entries(MIGRATIONS).flatMap(([name, m]) => (name <= '014-schedule-instants' ? [[name, m(test.db.dialect)]] : []))),
      },
      allowUnorderedMigrations: true,
      ...(test.db.dialect === 'postgres' ? { migrationTableSchema: test.db.schema } : {}),
    });
    const { error } = await withMigrationLock(db, test.db.dialect, () => upTo013.migrateToLatest());
    expect(error).toBeUndefined();
    await db
      .insertInto('visitor_salts')
      .values([
        { giorno: '2030-01-01', sale: 'sale-del-primo-gennaio-0123456789' },
        { giorno: '2030-01-02', sale: 'sale-del-due-gennaio-0123456789ab' },
      ])
      .execute();
    const hashes = [
      ['2030-01-01', 'aaaaaaaaaaaaaaaaaaaaaa'],
      ['2030-01-01', 'bbbbbbbbbbbbbbbbbbbbbb'],
      ['2030-01-01', 'cccccccccccccccccccccc'],
      ['2030-01-02', 'dddddddddddddddddddddd'],
      ['2030-01-02', 'eeeeeeeeeeeeeeeeeeeeee'],
    ].map(([giorno, hash]) => ({ giorno, hash }));
    await db.insertInto('daily_visitors').values(hashes).execute();
    await db
      .insertInto('visitor_counts')
      .values([
        { giorno: '2029-12-31', visitatori: 7 },
        { giorno: '2030-01-01', visitatori: 4 },
      ])
      .execute();

    expect(await migrateToLatest(db, test.db.dialect, test.db.schema)).toContain('015-visitor-hashes');
    const counts = await db.selectFrom('visitor_counts').select(['giorno', 'visitatori']).orderBy('giorno').execute();
    expect(counts.map((r) => ({ ...r, visitatori: Number(r.visitatori) }))).toEqual([
      { giorno: '2029-12-31', visitatori: 7 },
      { giorno: '2030-01-01', visitatori: 7 },
      { giorno: '2030-01-02', visitatori: 2 },
    ]);
    expect(await db.selectFrom('daily_visitors').selectAll().execute()).toEqual([]);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toContain('daily_visitors');
    expect(tables).not.toContain('visitor_salts');
  });
});
