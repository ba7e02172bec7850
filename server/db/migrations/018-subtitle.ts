import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

const TABLES = ['reviews', 'guides', 'news'] as const;

/** An optional subtitle (`sottotitolo`, plain text, null when none) for reviews, guides and news. */
export function migration018(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      for (const table of TABLES) await db.schema.alterTable(table).addColumn('sottotitolo', 'text').execute();
    },
    async down(db: Kysely<any>) {
      for (const table of TABLES) await db.schema.alterTable(table).dropColumn('sottotitolo').execute();
    },
  };
}
