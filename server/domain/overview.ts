import type { Overview } from '../../common/types-dashboard.ts';
import { productName } from '../../common/product-name.ts';
import { countRows } from '../db/count.ts';
import type { Db } from '../db/index.ts';

export const OVERVIEW_LATEST = 5;

/**
 * The dashboard's Panoramica (spec section 2): how many products, reviews and guides exist, and
 * the 5 most recently created of each, newest first. Staff only: every status counts.
 */
export class OverviewService {
  constructor(private readonly db: Db) {}

  async get(): Promise<Overview> {
    const k = this.db.kysely;

    const [prodotti, recensioni, guide, latestProducts, latestReviews, latestGuides] = await Promise.all([
      countRows(k, 'products'),
      countRows(k, 'reviews'),
      countRows(k, 'guides'),
      k
        .selectFrom('products')
        .leftJoin('reviews', 'reviews.id_prodotto', 'products.id')
        .select(['products.id', 'products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato', 'products.created_at', 'reviews.stato'])
        .orderBy('products.created_at', 'desc')
        .orderBy('products.id', 'desc')
        .limit(OVERVIEW_LATEST)
        .execute(),
      k
        .selectFrom('reviews')
        .innerJoin('products', 'products.id', 'reviews.id_prodotto')
        .select([
          'reviews.id',
          'reviews.id_prodotto',
          'reviews.titolo',
          'reviews.stato',
          'reviews.created_at',
          'products.nome_prodotto',
          'products.nome_sintetico',
          'products.nome_visualizzato',
        ])
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id', 'desc')
        .limit(OVERVIEW_LATEST)
        .execute(),
      k.selectFrom('guides').select(['id', 'titolo', 'stato', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(OVERVIEW_LATEST).execute(),
    ]);
    return {
      prodotti: {
        totale: prodotti,
        ultimi: latestProducts.map((p) => ({ id: p.id, titolo: productName(p), stato: p.stato, created_at: p.created_at })),
      },
      recensioni: {
        totale: recensioni,
        ultimi: latestReviews.map((r) => ({
          id: r.id,
          id_prodotto: r.id_prodotto,
          titolo: r.titolo || productName(r),
          stato: r.stato,
          created_at: r.created_at,
        })),
      },
      guide: { totale: guide, ultimi: latestGuides.map((g) => ({ id: g.id, titolo: g.titolo, stato: g.stato, created_at: g.created_at })) },
    };
  }
}
