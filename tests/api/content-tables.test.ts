import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcingTriggers, CONTENT_TABLES, contentTriggerNames, syncContentTriggers } from '../../server/db/content-tables.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { createTestDb } from '../helpers/app.ts';

/**
 * The content-tables registry (server/db/content-tables.ts) and the database agree: every table it
 * names has its announcing triggers, and no such trigger sits on a table it does not name. Without
 * the first a table's writes would never expire the cached pages that show it; without the second
 * a page could not name the table it shows. On SQLite and PostgreSQL.
 */
let test: Awaited<ReturnType<typeof createTestDb>>;
let db: Kysely<unknown>;
beforeAll(async () => {
  test = await createTestDb();
  db = test.db.kysely as unknown as Kysely<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
  await migrateToLatest(test.db.kysely as unknown as Kysely<any>, test.db.dialect, test.db.schema);
});
afterAll(async () => {
  await test?.drop();
});

/** Trigger name → table, sorted, as the database holds them. */
async function triggers(): Promise<Array<[string, string]>> {
  return (await announcingTriggers(db, test.db.dialect)).map((t): [string, string] => [t.name, t.table]).sort((a, b) => a[0].localeCompare(b[0]));
}

const expected = (): Array<[string, string]> =>
  CONTENT_TABLES.flatMap((table) => contentTriggerNames(table, test.db.dialect).map((name): [string, string] => [name, table])).sort((a, b) => a[0].localeCompare(b[0]));

describe('content tables: registry and triggers', () => {
  it('every table of the registry has its triggers, and every trigger is on a table of the registry', async () => {
    expect(await triggers()).toEqual(expected());
  });

  it('the sync puts back a missing trigger and drops one on a table the registry does not name', async () => {
    const [missing] = contentTriggerNames('news', test.db.dialect);
    if (test.db.dialect === 'postgres') {
      await sql`drop trigger ${sql.id(missing!)} on news`.execute(db);
      await sql`create trigger prompts_content_changed after insert on prompts for each statement execute function scorta_content_changed()`.execute(db);
    } else {
      await sql`drop trigger ${sql.id(missing!)}`.execute(db);
      await sql`create trigger prompts_content_insert after insert on prompts begin select 1; end`.execute(db);
    }
    const drifted = await triggers();
    expect(drifted).not.toEqual(expected());
    expect(drifted.some(([, table]) => table === 'prompts')).toBe(true);

    await syncContentTriggers(db, test.db.dialect);
    expect(await triggers()).toEqual(expected());
  });
});
