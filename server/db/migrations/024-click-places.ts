import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * Where a click on an Amazon link happened, and how often each place was shown (decision 0058):
 * - `link_clicks` gains `blocco` (common/content-blocks.ts CLICK_PLACES: 'prodotto' box,
 *   'confronto' table, 'pulsante' a product's button, 'testo' a link in the text) in its key: one
 *   row per day, page, product and place. A primary key cannot be altered in SQLite, so the table is
 *   rebuilt (on PostgreSQL too, one code path): the rows counted before are copied as 'pulsante',
 *   the only place a click report came from then.
 * - `block_views`: per day and place, how many counted page views showed at least one link of that
 *   place (the denominator of the place's click-through rate).
 * Down: the places of a day, page and product are summed back into one row; `block_views` goes.
 */
export function migration024(dialect: DialectName) {
  /** The old table aside (its key renamed on PostgreSQL, where a constraint's name is its index's), the new one made, rows copied, the old dropped. */
  async function rebuild(db: Kysely<any>, withPlace: boolean) {
    await db.schema.dropIndex('link_clicks_product_idx').ifExists().execute();
    await db.schema.alterTable('link_clicks').renameTo('link_clicks_before').execute();
    if (dialect === 'postgres') await sql`alter table link_clicks_before rename constraint link_clicks_pk to link_clicks_before_pk`.execute(db);
    const key = withPlace ? ['giorno', 'percorso', 'id_prodotto', 'blocco'] : ['giorno', 'percorso', 'id_prodotto'];
    let table = db.schema
      .createTable('link_clicks')
      .addColumn('giorno', 'text', (c) => c.notNull())
      .addColumn('percorso', 'text', (c) => c.notNull())
      .addColumn('id_prodotto', 'integer', (c) => c.notNull());
    if (withPlace) table = table.addColumn('blocco', 'text', (c) => c.notNull());
    await table
      .addColumn('clic', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('link_clicks_pk', key as never)
      .execute();
    if (withPlace) {
      await sql`insert into link_clicks (giorno, percorso, id_prodotto, blocco, clic) select giorno, percorso, id_prodotto, 'pulsante', clic from link_clicks_before`.execute(db);
    } else {
      await sql`insert into link_clicks (giorno, percorso, id_prodotto, clic) select giorno, percorso, id_prodotto, sum(clic) from link_clicks_before group by giorno, percorso, id_prodotto`.execute(
        db,
      );
    }
    await db.schema.dropTable('link_clicks_before').execute();
    // 'Da controllare' and the product figures read the clicks of one product over a range.
    await db.schema.createIndex('link_clicks_product_idx').on('link_clicks').columns(['id_prodotto', 'giorno']).execute();
  }

  return {
    async up(db: Kysely<any>) {
      await rebuild(db, true);
      await db.schema
        .createTable('block_views')
        .addColumn('giorno', 'text', (c) => c.notNull())
        .addColumn('blocco', 'text', (c) => c.notNull())
        .addColumn('visite', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('block_views_pk', ['giorno', 'blocco'])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('block_views').ifExists().execute();
      await rebuild(db, false);
    },
  };
}
