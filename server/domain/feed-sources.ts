import type { Updateable } from 'kysely';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { FeedSourceCreateInput, FeedSourceUpdateInput } from '../../common/schemas-news.ts';
import type { FeedSource } from '../../common/types-news.ts';
import type { Db } from '../db/index.ts';
import { type Page, paged } from '../db/paging.ts';
import type { FeedSourcesTable } from '../db/types.ts';
import { type FeedSourceRow, fromFlag, toFlag } from '../db/schema.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { conflict, notFound } from './errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** A feed's host name, the name of a source added without one. */
export const hostName = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The one place where `attivo` (0/1 in the table) becomes the API's boolean (server/db/api-shapes.ts checks the shape). */
const toSource = (row: FeedSourceRow): FeedSource => ({ ...row, attivo: fromFlag(row.attivo) });

/**
 * The RSS/Atom sources of the news pipeline ('Fonti dei feed'): list, add, rename, enable or
 * disable, remove; a database without sources gets those of FEED_URLS at start-up.
 */
export class FeedSourcesService {
  constructor(
    private readonly db: Db,
    /** FEED_URLS: the sources of a database that has none yet. */
    private readonly defaultFeeds: readonly string[],
    private readonly clock: Clock = systemClock,
  ) {}

  async list(page: Page = {}): Promise<FeedSource[]> {
    const rows = await paged(this.db.kysely.selectFrom('feed_sources').selectAll().orderBy('nome').orderBy('id'), page).execute();
    return rows.map(toSource);
  }

  async get(id: number): Promise<FeedSource> {
    const row = await this.db.kysely.selectFrom('feed_sources').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(N.sourceNotFound);
    return toSource(row);
  }

  async add(input: FeedSourceCreateInput): Promise<FeedSource> {
    const now = this.clock.nowIso();
    try {
      const row = await this.db.kysely
        .insertInto('feed_sources')
        .values({ nome: input.nome ?? hostName(input.url), url: input.url, attivo: toFlag(true), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.get(row.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(N.sourceDuplicate);
      throw err;
    }
  }

  async update(id: number, input: FeedSourceUpdateInput): Promise<FeedSource> {
    const values: Updateable<FeedSourcesTable> = { updated_at: this.clock.nowIso() };
    if (input.nome !== undefined) values.nome = input.nome;
    if (input.attivo !== undefined) values.attivo = toFlag(input.attivo);
    const res = await this.db.kysely.updateTable('feed_sources').set(values).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound(N.sourceNotFound);
    return this.get(id);
  }

  async remove(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('feed_sources').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** At start-up: a database without sources gets those of FEED_URLS (architecture: "used when no feed source is configured"). */
  async seed(): Promise<number> {
    const existing = await this.db.kysely.selectFrom('feed_sources').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    let added = 0;
    for (const url of this.defaultFeeds) {
      const now = this.clock.nowIso();
      const res = await this.db.kysely
        .insertInto('feed_sources')
        .values({ nome: hostName(url), url, attivo: toFlag(true), created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('url').doNothing())
        .executeTakeFirst();
      added += Number(res.numInsertedOrUpdatedRows ?? 0);
    }
    return added;
  }
}
