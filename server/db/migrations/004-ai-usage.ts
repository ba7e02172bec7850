import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/** The token usage of every AI call (what it was for, which model, how many tokens, ok or not). */
export function migration004(dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<any>) {
      await (
        pg
          ? db.schema.createTable('ai_usage').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema.createTable('ai_usage').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('scopo', 'text', (c) => c.notNull())
        .addColumn('modello', 'text')
        .addColumn('token_prompt', 'integer')
        .addColumn('token_risposta', 'integer')
        .addColumn('token_totali', 'integer')
        .addColumn('durata_ms', 'integer', (c) => c.notNull())
        .addColumn('esito', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ai_usage_created_idx').on('ai_usage').column('created_at').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('ai_usage').execute();
    },
  };
}
