import type { Kysely } from 'kysely';
import type { About } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';

/** The About page text: a single row, created on first save. */
export class AboutService {
  constructor(private readonly db: Db) {}

  async get(): Promise<About> {
    const row = await this.db.kysely
      .selectFrom('about')
      .select(['id', 'contenuto'])
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ?? { id: null, contenuto: '' };
  }

  async create(contenuto: string, trx: Kysely<Database> = this.db.kysely): Promise<About> {
    return trx
      .insertInto('about')
      .values({ contenuto: sanitizeRichText(contenuto), updated_at: nowIso() })
      .returning(['id', 'contenuto'])
      .executeTakeFirstOrThrow();
  }
}
