import type { Kysely } from 'kysely';
import type { ContentStatus, Review } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { nowIso } from '../lib/time.ts';
import { canSee, effectiveStatus, type Viewer } from './visibility.ts';

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.id_prodotto')
    .select([
      'reviews.id',
      'reviews.id_prodotto',
      'reviews.titolo',
      'reviews.contenuto',
      'reviews.stato',
      'reviews.updated_at',
      'products.nome_sintetico',
      'products.nome_prodotto',
      'products.nome_visualizzato',
      'products.img_prodotto',
    ]);
}

type ReviewJoined = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const toApi = (r: ReviewJoined): Review => ({
  id: r.id,
  id_recensione: r.id,
  id_prodotto: r.id_prodotto,
  titolo: r.titolo,
  recensione_prodotto: r.contenuto,
  stato: r.stato,
  data_recensione: r.updated_at,
  nome_sintetico: r.nome_sintetico,
  nome_prodotto: r.nome_prodotto,
  nome_visualizzato: r.nome_visualizzato,
  img_prodotto: r.img_prodotto,
});

export class ReviewsService {
  constructor(private readonly db: Db) {}

  async list(viewer: Viewer, options: { stato?: ContentStatus; limit?: number } = {}): Promise<Review[]> {
    let q = baseQuery(this.db.kysely);
    const stato = effectiveStatus(viewer, options.stato);
    if (stato) q = q.where('reviews.stato', '=', stato);
    q = q.orderBy('reviews.updated_at', 'desc').orderBy('reviews.id', 'desc');
    if (options.limit !== undefined) q = q.limit(options.limit);
    return (await q.execute()).map(toApi);
  }

  /** The review of one product, if the viewer may see it. */
  async getByProduct(viewer: Viewer, productId: number): Promise<Review | undefined> {
    const row = await baseQuery(this.db.kysely).where('reviews.id_prodotto', '=', productId).executeTakeFirst();
    return row && canSee(viewer, row.stato) ? toApi(row) : undefined;
  }

  async create(
    input: { id_prodotto: number; titolo?: string | null; contenuto: string; stato: ContentStatus; updated_at?: string },
    trx: Kysely<Database> = this.db.kysely,
  ): Promise<number> {
    const now = input.updated_at ?? nowIso();
    const row = await trx
      .insertInto('reviews')
      .values({
        id_prodotto: input.id_prodotto,
        titolo: input.titolo ?? null,
        contenuto: sanitizeRichText(input.contenuto),
        stato: input.stato,
        created_at: now,
        updated_at: now,
        published_at: input.stato === 'pubblicata' ? now : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
