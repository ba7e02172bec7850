import type { Kysely } from 'kysely';
import type { ContentStatus, News } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database, NewsTable } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';
import { canSee, effectiveStatus, type Viewer } from './visibility.ts';

export type NewsInput = Omit<NewsTable, 'id' | 'created_at' | 'updated_at'>;

export class NewsService {
  constructor(private readonly db: Db) {}

  async list(viewer: Viewer, options: { stato?: ContentStatus; limit?: number } = {}): Promise<News[]> {
    let q = this.db.kysely.selectFrom('news').selectAll();
    const stato = effectiveStatus(viewer, options.stato);
    if (stato) q = q.where('stato', '=', stato);
    q = q.orderBy('data_pubblicazione', 'desc').orderBy('id', 'desc');
    if (options.limit !== undefined) q = q.limit(options.limit);
    return q.execute();
  }

  async getBySlug(viewer: Viewer, slug: string): Promise<News | undefined> {
    const row = await this.db.kysely.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? row : undefined;
  }

  async get(viewer: Viewer, id: number): Promise<News | undefined> {
    const row = await this.db.kysely.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? row : undefined;
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
