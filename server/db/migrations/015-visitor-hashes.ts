import type { Kysely } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Visitor hashes that cannot be matched back to addresses (decision 0036): the key of a day is
 * derived in memory from APP_SECRET, so the salts stored by 013 (`visitor_salts`, readable beside
 * the hashes) go, and so do the hashes made with them: every stored hash is counted into
 * `visitor_counts` for its day, then deleted. (The visitors of the day this runs may be counted
 * twice: once under the old salt, once under the new key.)
 */
export function migration015(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      const perDay = await db
        .selectFrom('daily_visitors')
        .select(['giorno', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('giorno')
        .orderBy('giorno')
        .execute();
      for (const row of perDay) {
        await db
          .insertInto('visitor_counts')
          .values({ giorno: row.giorno, visitatori: Number(row.n) })
          .onConflict((oc) => oc.column('giorno').doUpdateSet((eb) => ({ visitatori: eb(eb.ref('visitor_counts.visitatori'), '+', eb.ref('excluded.visitatori')) })))
          .execute();
      }
      await db.deleteFrom('daily_visitors').execute();
      await db.schema.dropTable('visitor_salts').ifExists().execute();
    },
    async down(db: Kysely<any>) {
      await db.schema
        .createTable('visitor_salts')
        .ifNotExists()
        .addColumn('giorno', 'text', (c) => c.primaryKey())
        .addColumn('sale', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
