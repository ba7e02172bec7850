import { type Kysely, sql } from 'kysely';
import type { ContentStatus, News } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database, NewsTable } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';
import { canSee, effectiveStatus, type Viewer } from './visibility.ts';

export type NewsInput = Omit<NewsTable, 'id' | 'created_at' | 'updated_at'>;

/** Slugs longer than this cannot exist: such requests are answered without a query. */
export const MAX_SLUG_LENGTH = 200;

/**
 * What a viewer receives: anonymous visitors never get the original feed text (it is the source's
 * article, kept only as material for the editors).
 */
const forViewer = (viewer: Viewer, row: News): News => (viewer.staff ? row : { ...row, testo_originale: null });

export class NewsService {
  constructor(private readonly db: Db) {}

  /**
   * Newest first by publication date (creation date when there is none). coalesce() keeps the
   * order identical on SQLite and PostgreSQL, which otherwise sort NULLs at opposite ends.
   */
  async list(viewer: Viewer, options: { stato?: ContentStatus; limit?: number } = {}): Promise<News[]> {
    let q = this.db.kysely.selectFrom('news').selectAll();
    const stato = effectiveStatus(viewer, options.stato);
    if (stato) q = q.where('stato', '=', stato);
    q = q.orderBy(sql`coalesce(data_pubblicazione, created_at)`, 'desc').orderBy('id', 'desc');
    if (options.limit !== undefined) q = q.limit(options.limit);
    return (await q.execute()).map((r) => forViewer(viewer, r));
  }

  async getBySlug(viewer: Viewer, slug: string): Promise<News | undefined> {
    if (!slug || slug.length > MAX_SLUG_LENGTH) return undefined;
    const row = await this.db.kysely.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? forViewer(viewer, row) : undefined;
  }

  async get(viewer: Viewer, id: number): Promise<News | undefined> {
    const row = await this.db.kysely.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? forViewer(viewer, row) : undefined;
  }

  async create(input: NewsInput, trx: Kysely<Database> = this.db.kysely): Promise<number> {
    const now = nowIso();
    const row = await trx
      .insertInto('news')
      .values({ ...input, contenuto: input.contenuto === null ? null : sanitizeRichText(input.contenuto), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
