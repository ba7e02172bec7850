import type { Kysely } from 'kysely';
import { syncContentTriggers } from '../content-tables.ts';
import type { DialectName } from '../index.ts';

/**
 * The announcing triggers come from the content-tables registry (server/db/content-tables.ts)
 * from here on, not from lists written into migrations 009 and 010: this migration brings the
 * triggers in line with it (the tables of 009 and 010 already have theirs, so on a database made
 * by those nothing changes). A migration that adds a content table syncs again once it exists.
 * Down leaves the triggers: they are the ones 009 and 010 created.
 */
export function migration017(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await syncContentTriggers(db, dialect);
    },
    async down() {},
  };
}
