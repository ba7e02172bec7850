import type { Kysely } from 'kysely';
import { ABOUT_MSG } from '../../common/messages-about.ts';
import type { About, RevisionAction } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { checkVersion, sealVersion, type VersionGuard } from './content-versions.ts';
import { notFound } from './errors.ts';
import type { RevisionsService } from './revisions.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** The About page text: a single row, created on first save. */
export class AboutService {
  constructor(
    private readonly db: Db,
    private readonly revisions?: RevisionsService,
    private readonly clock: Clock = systemClock,
  ) {}

  async get(): Promise<About> {
    const row = await this.db.kysely.selectFrom('about').select(['id', 'contenuto']).orderBy('id').limit(1).executeTakeFirst();
    return row ?? { id: null, contenuto: '' };
  }

  async create(contenuto: string, trx: Kysely<Database> = this.db.kysely): Promise<About> {
    return trx
      .insertInto('about')
      .values({ contenuto: sanitizeRichText(contenuto), updated_at: this.clock.nowIso() })
      .returning(['id', 'contenuto'])
      .executeTakeFirstOrThrow();
  }

  /**
   * POST /api/chi-siamo: creates the text when there is none, otherwise updates the existing row
   * (never two rows). `created` tells the caller which one happened. `guard`: as in update().
   */
  async save(contenuto: string, guard?: VersionGuard, autore: string | null = null): Promise<{ about: About; created: boolean }> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('about').select('id').orderBy('id').limit(1).executeTakeFirst();
      if (existing) return { about: await this.write(trx, existing.id, contenuto, guard, autore, 'salvataggio'), created: false };
      const about = await this.create(contenuto, trx);
      if (about.id !== null) await sealVersion(trx, 'chi-siamo', about.id, guard);
      return { about, created: true };
    });
  }

  /** The id of the text, undefined while it was never saved. */
  async currentId(): Promise<number | undefined> {
    return (await this.db.kysely.selectFrom('about').select('id').orderBy('id').limit(1).executeTakeFirst())?.id;
  }

  /**
   * PUT /api/chi-siamo/{id}. `guard`: the If-Match precondition (412 when stale, checked under the
   * row's lock in the write's transaction, decision 0031) and, after the write, the new tag.
   */
  async update(id: number, contenuto: string, guard?: VersionGuard, autore: string | null = null, azione: RevisionAction = 'salvataggio'): Promise<About> {
    return this.db.kysely.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('about').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw notFound(ABOUT_MSG.aboutNotFound);
      return this.write(trx, id, contenuto, guard, autore, azione);
    });
  }

  /** The text it replaces is kept as a revision in the same transaction, once If-Match passed (decision 0032). */
  private async write(trx: Kysely<Database>, id: number, contenuto: string, guard: VersionGuard | undefined, autore: string | null, azione: RevisionAction): Promise<About> {
    await checkVersion(trx, 'chi-siamo', id, guard, this.db.dialect);
    await this.revisions?.keep(trx, 'chi-siamo', id, azione, autore);
    const about = await trx
      .updateTable('about')
      .set({ contenuto: sanitizeRichText(contenuto), updated_at: this.clock.nowIso() })
      .where('id', '=', id)
      .returning(['id', 'contenuto'])
      .executeTakeFirstOrThrow();
    await sealVersion(trx, 'chi-siamo', id, guard);
    return about;
  }
}
