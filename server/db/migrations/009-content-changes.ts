import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Every write to what the public pages show is announced, so the render cache of each
 * instance drops exactly the pages that show it (server/db/content-changes.ts).
 * - PostgreSQL: a statement-level trigger on each content table sends
 *   `pg_notify('scorta_contenuti_<schema>', <table>)`, delivered to every listening instance when
 *   the transaction commits (never for a rollback).
 * - SQLite (one instance): row triggers count the writes per table in `content_versions`, which
 *   the instance reads after its own writes and at most a second after anything else.
 */
export const CONTENT_TABLES = ['products', 'product_prices', 'categories', 'reviews', 'guides', 'guide_products', 'news', 'about', 'images'] as const;

export function migration009(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      if (dialect === 'postgres') {
        await sql`create or replace function scorta_content_changed() returns trigger language plpgsql as $$
          begin
            perform pg_notify('scorta_contenuti_' || current_schema(), tg_table_name);
            return null;
          end $$`.execute(db);
        for (const table of CONTENT_TABLES) {
          await sql`create trigger ${sql.raw(`${table}_content_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function scorta_content_changed()`.execute(db);
        }
        return;
      }
      await db.schema
        .createTable('content_versions')
        .addColumn('topic', 'text', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const table of CONTENT_TABLES) {
        await db.insertInto('content_versions').values({ topic: table, version: 0 }).execute();
        for (const op of ['insert', 'update', 'delete']) {
          await sql`create trigger ${sql.raw(`${table}_content_${op}`)} after ${sql.raw(op)} on ${sql.table(table)}
            begin update content_versions set version = version + 1 where topic = ${sql.lit(table)}; end`.execute(db);
        }
      }
    },
    async down(db: Kysely<any>) {
      if (dialect === 'postgres') {
        for (const table of CONTENT_TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_content_changed`)} on ${sql.table(table)}`.execute(db);
        await sql`drop function if exists scorta_content_changed()`.execute(db);
        return;
      }
      for (const table of CONTENT_TABLES) {
        for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_content_${op}`)}`.execute(db);
      }
      await db.schema.dropTable('content_versions').execute();
    },
  };
}
