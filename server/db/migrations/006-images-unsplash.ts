import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/** Issue 11: Unsplash images (filled in by the images work). */
export function migration006(_dialect: DialectName) {
  return {
    async up(_db: Kysely<any>) {},
    async down(_db: Kysely<any>) {},
  };
}
