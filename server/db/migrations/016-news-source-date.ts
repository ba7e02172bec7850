import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The staff list's order (server/domain/news-list.ts DRAFTS_BY_CREATION): drafts by when they were
 * created, the others by publication. Must stay identical to the query's expression.
 */
const NEWS_STAFF_ORDER_SQL = "(case when stato = 'bozza' then created_at else coalesce(data_pubblicazione, created_at) end)";

/**
 * A news item's two dates: `data_pubblicazione` is when the item is published on this
 * site, `data_fonte` (new) when its source published it. Before, a draft saved from a feed took the
 * feed item's date as its publication date: published news showed the source's date and drafts sank
 * in the list. The items saved before are sorted out once:
 * - the source's date comes from the feed candidate the item was saved from (linked, or with the
 *   same source link);
 * - a draft whose publication date is its feed's date, or is earlier than the draft itself (its
 *   candidate was forgotten after 30 days: a draft cannot have been published before it existed),
 *   keeps that date as the source's and waits for its publication to be dated;
 * - a published or archived item whose publication date is its feed's date takes the time it was
 *   first published, from its 'pubblicazione' revisions; without one it keeps the date visitors
 *   have seen (nothing better is known);
 * - a date set by hand (no feed behind it) stays.
 * An index on the staff list's order (drafts by creation) keeps that list one index walk.
 */
export function migration016(_dialect: DialectName) {
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable('news').addColumn('data_fonte', 'text').execute();
      await sql`
        update news set data_fonte = (
          select c.data_pubblicazione from news_candidates c
          where c.data_pubblicazione is not null
            and (c.id_notizia = news.id or (news.link_fonte is not null and (c.link_fonte = news.link_fonte or c.link = news.link_fonte)))
          order by c.id limit 1
        )`.execute(db);
      // Published (or archived) with the feed's date: the first publication, when it was recorded.
      await sql`
        update news set data_pubblicazione = (
          select min(r.creata_il) from revisions r
          where r.tipo = 'notizia' and r.id_contenuto = news.id and r.azione = 'pubblicazione'
        )
        where stato <> 'bozza' and data_fonte is not null and data_pubblicazione = data_fonte
          and exists (select 1 from revisions r where r.tipo = 'notizia' and r.id_contenuto = news.id and r.azione = 'pubblicazione')`.execute(db);
      // Drafts dated by their source: no publication date until they are published.
      await sql`
        update news set data_fonte = coalesce(data_fonte, data_pubblicazione), data_pubblicazione = null
        where stato = 'bozza' and data_pubblicazione is not null
          and (data_pubblicazione = data_fonte or (link_fonte is not null and data_pubblicazione < created_at))`.execute(db);
      await sql.raw(`create index news_staff_order_idx on news (${NEWS_STAFF_ORDER_SQL})`).execute(db);
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex('news_staff_order_idx').ifExists().execute();
      await db.schema.alterTable('news').dropColumn('data_fonte').execute();
    },
  };
}
