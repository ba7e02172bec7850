import { type Expression, type SqlBool, sql } from 'kysely';
import type { NewsListQuery } from '../../common/schemas-news.ts';
import type { News } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import { likePattern } from './list-filters.ts';
import { forViewer, newsRows, newsToApi } from './news-rows.ts';
import { normalizeSearch, searchCondition } from './search.ts';
import { effectiveStatus, type Viewer } from './visibility.ts';

/** Published news, only what the sitemap needs, in the list's order. */
export function newsSitemapStamps(db: Db): Promise<Array<{ slug: string; updated_at: string; data_pubblicazione: string | null }>> {
  return db.kysely
    .selectFrom('news')
    .where('news.stato', '=', 'pubblicata')
    .where('news.noindex', '=', 0)
    .select(['news.slug', 'news.updated_at', 'news.data_pubblicazione'])
    .orderBy(sql`coalesce(news.data_pubblicazione, news.created_at)`, 'desc')
    .orderBy('news.id', 'desc')
    .execute();
}

/**
 * The filters of a news list: the status (visitors: published only, whatever they ask), the
 * dashboard's `q` (title or summary contains it) and `fonte` (the source contains it), and the
 * public pages' `cerca` (the indexed search). `limit`/`offset` page it.
 */
export type NewsListOptions = Partial<NewsListQuery> & { cerca?: string };

/** The WHERE conditions of a list, the same for its page and for its count. */
function conditions(db: Db, viewer: Viewer, options: NewsListOptions): Array<Expression<SqlBool>> {
  const found: Array<Expression<SqlBool>> = [];
  const stato = effectiveStatus(viewer, options.stato);
  if (stato) found.push(sql<SqlBool>`news.stato = ${stato}`);
  if (options.q) {
    const pattern = likePattern(options.q);
    found.push(sql<SqlBool>`(lower(news.titolo) like ${pattern} escape '\\' or lower(coalesce(news.sommario, '')) like ${pattern} escape '\\')`);
  }
  if (options.fonte) found.push(sql<SqlBool>`lower(coalesce(news.fonte, '')) like ${likePattern(options.fonte)} escape '\\'`);
  const text = normalizeSearch(options.cerca);
  if (text) found.push(searchCondition(db, 'notizie', text));
  return found;
}

/**
 * The order of a list: newest first by publication date (creation date when there is none);
 * coalesce() keeps it identical on SQLite and PostgreSQL, which otherwise sort NULLs at opposite
 * ends (the index news_stato_ordine_idx of migration 008). A list with drafts in it (staff) puts
 * each draft where it was created, whatever date it carries (migration 016's
 * news_staff_order_idx, the same expression): a draft just saved from a feed is on top, where the
 * editor looks for it.
 */
const BY_PUBLICATION = sql`coalesce(news.data_pubblicazione, news.created_at)`;
const DRAFTS_BY_CREATION = sql`(case when news.stato = 'bozza' then news.created_at else coalesce(news.data_pubblicazione, news.created_at) end)`;

/**
 * Newest first (see BY_PUBLICATION, DRAFTS_BY_CREATION).
 * No claim check per item here: a news item's source never changes behind its back (an edit of
 * a published item passes the gate), so what the gate let through stays true; the detail page
 * still checks, and a list of thousands stays one query.
 */
export async function listNews(db: Db, viewer: Viewer, options: NewsListOptions): Promise<News[]> {
  let q = newsRows(db.kysely);
  for (const condition of conditions(db, viewer, options)) q = q.where(condition);
  const stato = effectiveStatus(viewer, options.stato);
  const withDrafts = stato === undefined || stato === 'bozza';
  q = q.orderBy(withDrafts ? DRAFTS_BY_CREATION : BY_PUBLICATION, 'desc').orderBy('news.id', 'desc');
  return (await paged(q, options).execute()).map((r) => forViewer(viewer, newsToApi(r)));
}

/** How many items `listNews` answers without limit/offset: a COUNT with the same filters. */
export async function countNews(db: Db, viewer: Viewer, options: NewsListOptions): Promise<number> {
  let q = db.kysely.selectFrom('news');
  for (const condition of conditions(db, viewer, options)) q = q.where(condition);
  const row = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
