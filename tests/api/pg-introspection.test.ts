import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createTestDb } from '../helpers/app.ts';

/**
 * PostgreSQL: introspection reads this schema alone (server/db/pg-introspector.ts). Kysely's own
 * lists every schema's tables and reads their columns with pg_get_serial_sequence, so another
 * schema's table renamed or dropped meanwhile failed a migration run here ('relation
 * t_….block_views_altrove does not exist': another test file renaming a table to make a write
 * fail). The other schema below holds a table this one lacks, and its columns are of a type the
 * other schema defines.
 */
const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)('PostgreSQL introspection of the current schema', () => {
  let ours: Awaited<ReturnType<typeof createTestDb>>;
  let theirs: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    ours = await createTestDb();
    theirs = await createTestDb();
    await sql`create table solo_altrove (id serial primary key, nome text)`.execute(theirs.db.kysely);
    await sql`create table qui (id integer generated always as identity primary key, nome text not null, note text default 'x')`.execute(ours.db.kysely);
  });
  afterAll(async () => {
    await ours?.drop();
    await theirs?.drop();
  });

  it("lists this schema's tables and columns, never another schema's", async () => {
    const tables = await ours.db.kysely.introspection.getTables();
    expect(tables.map((t) => [t.name, t.schema])).toEqual([['qui', ours.db.schema]]);
    expect(tables[0]!.columns).toEqual([
      { name: 'id', dataType: 'int4', dataTypeSchema: 'pg_catalog', isNullable: false, isAutoIncrementing: true, hasDefaultValue: false },
      { name: 'nome', dataType: 'text', dataTypeSchema: 'pg_catalog', isNullable: false, isAutoIncrementing: false, hasDefaultValue: false },
      { name: 'note', dataType: 'text', dataTypeSchema: 'pg_catalog', isNullable: true, isAutoIncrementing: false, hasDefaultValue: true },
    ]);
    expect((await theirs.db.kysely.introspection.getTables()).map((t) => t.name)).toEqual(['solo_altrove']);
  });

  it('migrates while another schema renames its tables, and hides Kysely’s own tables unless asked', async () => {
    const renames = (async () => {
      for (let i = 0; i < 20; i++) {
        await sql`alter table solo_altrove rename to solo_altrove_2`.execute(theirs.db.kysely);
        await sql`alter table solo_altrove_2 rename to solo_altrove`.execute(theirs.db.kysely);
      }
    })();
    const applied = await migrateToLatest(ours.db.kysely, 'postgres', ours.db.schema);
    await renames;
    expect(applied.length).toBeGreaterThan(20);
    const names = (await ours.db.kysely.introspection.getTables()).map((t) => t.name);
    expect(names).toContain('reviews');
    expect(names).not.toContain('kysely_migration');
    expect((await ours.db.kysely.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name)).toContain('kysely_migration');
  });
});
