import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { DialectName } from './index.ts';
import { syncContentTriggers } from './content-tables.ts';
import { migration001 } from './migrations/001-initial.ts';
import { migration002 } from './migrations/002-security.ts';
import { migration003 } from './migrations/003-jobs-and-refresh.ts';
import { migration004 } from './migrations/004-ai-usage.ts';
import { migration005 } from './migrations/005-news-pipeline.ts';
import { migration006 } from './migrations/006-images-unsplash.ts';
import { migration007 } from './migrations/007-trends-cache.ts';
import { migration008 } from './migrations/008-search-and-paging.ts';
import { migration009 } from './migrations/009-content-changes.ts';
import { migration010 } from './migrations/010-claim-checks.ts';
import { migration011 } from './migrations/011-revisions.ts';
import { migration012 } from './migrations/012-scheduled-publishing.ts';
import { migration013 } from './migrations/013-statistics.ts';
import { migration014 } from './migrations/014-schedule-instants.ts';
import { migration015 } from './migrations/015-visitor-hashes.ts';
import { migration016 } from './migrations/016-news-source-date.ts';
import { migration017 } from './migrations/017-content-tables.ts';
import { migration018 } from './migrations/018-subtitle.ts';
import { migration019 } from './migrations/019-seo.ts';
import { migration020 } from './migrations/020-redirects.ts';
import { migration021 } from './migrations/021-previews.ts';
import { migration022 } from './migrations/022-presence.ts';
import { migration023 } from './migrations/023-media-library.ts';
import { migration024 } from './migrations/024-click-places.ts';
import { migration025 } from './migrations/025-newsroom.ts';
import { migration026 } from './migrations/026-activity.ts';
import { migration027 } from './migrations/027-shared-cache-purges.ts';

export type DialectMigration = (dialect: DialectName) => Migration;

/** Versioned migrations, in order. Add new ones at the end; never edit one that has shipped. (Exported for the tests of a migration on the schema before it.) */
export const MIGRATIONS: Readonly<Record<string, DialectMigration>> = {
  '001-initial': migration001,
  '002-security': migration002,
  '003-jobs-and-refresh': migration003,
  '004-ai-usage': migration004,
  '005-news-pipeline': migration005,
  '006-images-unsplash': migration006,
  '007-trends-cache': migration007,
  '008-search-and-paging': migration008,
  '009-content-changes': migration009,
  '010-claim-checks': migration010,
  '011-revisions': migration011,
  '012-scheduled-publishing': migration012,
  '013-statistics': migration013,
  '014-schedule-instants': migration014,
  '015-visitor-hashes': migration015,
  '016-news-source-date': migration016,
  '017-content-tables': migration017,
  '018-subtitle': migration018,
  '019-seo': migration019,
  '020-redirects': migration020,
  '021-previews': migration021,
  '022-presence': migration022,
  '023-media-library': migration023,
  '024-click-places': migration024,
  '025-newsroom': migration025,
  '026-activity': migration026,
  '027-shared-cache-purges': migration027,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: DialectName) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(Object.entries(MIGRATIONS).map(([name, m]) => [name, m(this.dialect)]));
  }
}

/**
 * PostgreSQL: one migration run at a time in the whole database, whatever its schema (a session
 * advisory lock on one connection, held around the whole run). Kysely's Migrator looks for its
 * own tables by introspecting every schema's tables (`pg_get_serial_sequence` on each), and a
 * table dropped meanwhile by a migration in another schema (015 drops `visitor_salts`) makes that
 * lookup fail with 'relation … does not exist': several schemas in one database (the API tests
 * give each file its own; a shared server may host several sites) must not migrate at once.
 * (Kysely's introspection is also replaced by one of the current schema alone, server/db/pg-introspector.ts:
 * other DDL in another schema, a test's renamed table or a dropped schema, cannot fail the lookup either.)
 * SQLite: the database is one file, its writes already one at a time.
 */
export async function withMigrationLock<T>(db: Kysely<any>, dialect: DialectName, run: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return run();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(conn);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(conn);
    }
  });
}

/** The advisory lock key of migration runs (any bigint no other lock of ours uses). */
const MIGRATION_LOCK_KEY = 7_352_001_035;

/** Brings the schema up to date. Idempotent: already-applied migrations are skipped. */
export async function migrateToLatest(db: Kysely<any>, dialect: DialectName, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticProvider(dialect),
    // 008 landed after 009 in some databases made while both were being written: apply it anyway.
    allowUnorderedMigrations: true,
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  // After the migrations, the content tables' triggers are brought in line with the registry
  // (a topic added without a table of its own, as 'users' for the bylines: decision 0066).
  const { error, results } = await withMigrationLock(db, dialect, async () => {
    const run = await migrator.migrateToLatest();
    if (!run.error) await syncContentTriggers(db, dialect);
    return run;
  });
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migrazione ${failed?.migrationName ?? ''} non riuscita: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
