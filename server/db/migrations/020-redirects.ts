import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The site's redirects (`redirects`): an address of this site (`da`, a path as the site
 * canonicalises it, unique) that answers 301 to another (`a`), or 410 'Contenuto rimosso' when
 * `a` is null (a deleted text whose address is gone on purpose). `origine` says where it came
 * from: 'manuale' (Reindirizzamenti), 'slug' (a published news item renamed), 'eliminazione' (a
 * published text deleted with a 410 or a redirect). `utilizzi` and `ultimo_utilizzo` count the
 * answers, added in batches from memory; `creato_da` is the user who made it (null when removed).
 * The table holds no chains: every `a` is an address that is not itself a `da`.
 */
export function migration020(dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      const table = db.schema.createTable('redirects');
      await (dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('da', 'text', (c) => c.notNull().unique())
        .addColumn('a', 'text')
        .addColumn('origine', 'text', (c) => c.notNull())
        .addColumn('utilizzi', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ultimo_utilizzo', 'text')
        .addColumn('creato_il', 'text', (c) => c.notNull())
        .addColumn('creato_da', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      // Re-pointing the redirects that lead to an address that moves.
      await db.schema.createIndex('redirects_a_idx').on('redirects').column('a').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('redirects').ifExists().execute();
    },
  };
}
