import type { Kysely } from 'kysely';
import { ABOUT_MSG } from '../../common/messages-about.ts';
import type { About } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';
import { notFound } from './errors.ts';

/** The About page text: a single row, created on first save. */
export class AboutService {
  constructor(private readonly db: Db) {}

  async get(): Promise<About> {
    const row = await this.db.kysely.selectFrom('about').select(['id', 'contenuto']).orderBy('id').limit(1).executeTakeFirst();
    return row ?? { id: null, contenuto: '' };
  }

  async create(contenuto: string, trx: Kysely<Database> = this.db.kysely): Promise<About> {
    return trx
      .insertInto('about')
      .values({ contenuto: sanitizeRichText(contenuto), updated_at: nowIso() })
      .returning(['id', 'contenuto'])
      .executeTakeFirstOrThrow();
  }

  /**
   * POST /api/chi-siamo: creates the text when there is none, otherwise updates the existing row
   * (never two rows). `created` tells the caller which one happened.
   */
  async save(contenuto: string): Promise<{ about: About; created: boolean }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('about').select('id').orderBy('id').limit(1).executeTakeFirst();
      if (existing) return { about: await this.write(trx, existing.id, contenuto), created: false };
      return { about: await this.create(contenuto, trx), created: true };
    });
  }

  /** PUT /api/chi-siamo/{id}. */
  async update(id: number, contenuto: string): Promise<About> {
    const exists = await this.db.kysely.selectFrom('about').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw notFound(ABOUT_MSG.aboutNotFound);
    return this.write(this.db.kysely, id, contenuto);
  }

  private write(trx: Kysely<Database>, id: number, contenuto: string): Promise<About> {
    return trx
      .updateTable('about')
      .set({ contenuto: sanitizeRichText(contenuto), updated_at: nowIso() })
      .where('id', '=', id)
      .returning(['id', 'contenuto'])
      .executeTakeFirstOrThrow();
  }
}
