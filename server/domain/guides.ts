import type { Kysely } from 'kysely';
import { normalizeGuideContent } from '../../common/guide-content.ts';
import type { ContentStatus, Guide, GuideContent } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database, GuideRow } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';
import { canSee, effectiveStatus, type Viewer } from './visibility.ts';

type GuideJoined = GuideRow & { immagine_autore: string | null };

export class GuidesService {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db.kysely
      .selectFrom('guides')
      .leftJoin('images', 'images.id', 'guides.id_immagine')
      .selectAll('guides')
      .select('images.autore as immagine_autore');
  }

  private async toApi(rows: GuideJoined[]): Promise<Guide[]> {
    if (rows.length === 0) return [];
    const links = await this.db.kysely
      .selectFrom('guide_products')
      .select(['id_guida', 'id_prodotto'])
      .where(
        'id_guida',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('posizione')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      titolo: r.titolo,
      immagine_url: r.immagine_url,
      id_immagine: r.id_immagine,
      immagine_autore: r.immagine_autore,
      stato: r.stato,
      contenuto: normalizeGuideContent(r.contenuto),
      prodotti: links.filter((l) => l.id_guida === r.id).map((l) => l.id_prodotto),
      created_at: r.created_at,
      updated_at: r.updated_at,
    }));
  }

  async list(viewer: Viewer, options: { stato?: ContentStatus; limit?: number } = {}): Promise<Guide[]> {
    let q = this.base();
    const stato = effectiveStatus(viewer, options.stato);
    if (stato) q = q.where('guides.stato', '=', stato);
    q = q.orderBy('guides.updated_at', 'desc').orderBy('guides.id', 'desc');
    if (options.limit !== undefined) q = q.limit(options.limit);
    return this.toApi(await q.execute());
  }

  async get(viewer: Viewer, id: number): Promise<Guide | undefined> {
    const row = await this.base().where('guides.id', '=', id).executeTakeFirst();
    if (!row || !canSee(viewer, row.stato)) return undefined;
    return (await this.toApi([row]))[0];
  }

  async create(
    input: { titolo: string; immagine_url: string | null; contenuto: GuideContent; stato: ContentStatus; prodotti: number[] },
    trx: Kysely<Database> = this.db.kysely,
  ): Promise<number> {
    const now = nowIso();
    const row = await trx
      .insertInto('guides')
      .values({
        titolo: input.titolo,
        immagine_url: input.immagine_url,
        contenuto: JSON.stringify(sanitizeGuideContent(input.contenuto)),
        stato: input.stato,
        created_at: now,
        updated_at: now,
        published_at: input.stato === 'pubblicata' ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.prodotti.length > 0) {
      await trx
        .insertInto('guide_products')
        .values(input.prodotti.map((id_prodotto, posizione) => ({ id_guida: row.id, id_prodotto, posizione })))
        .execute();
    }
    return row.id;
  }
}

export function sanitizeGuideContent(c: GuideContent): GuideContent {
  return {
    introduzione: sanitizeRichText(c.introduzione),
    sezioni: c.sezioni.map((s) => ({ id_prodotto: s.id_prodotto, testo: sanitizeRichText(s.testo) })),
    conclusione: sanitizeRichText(c.conclusione),
  };
}
