import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/** Issue 11: Google Trends answers cached for an hour (filled in by the trends work). */
export function migration007(_dialect: DialectName) {
  return {
    async up(_db: Kysely<any>) {},
    async down(_db: Kysely<any>) {},
  };
}
