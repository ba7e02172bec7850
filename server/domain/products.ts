import type { Kysely } from 'kysely';
import { type AmazonSettings, amazonUrl } from '../../common/amazon.ts';
import type { ContentStatus, Product } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database, NewProductRow, ProductRow } from '../db/types.ts';
import { nowIso } from '../lib/time.ts';

type ProductJoinedRow = ProductRow & { nome_categoria: string | null; stato_recensione: ContentStatus | null };

export interface ProductListOptions {
  categoryId?: number;
  /** Only products whose review is published (the public catalogue). */
  publishedReviewOnly?: boolean;
  limit?: number;
  /** Newest first (creation date) instead of by name. */
  newestFirst?: boolean;
}

export type ProductInput = Omit<NewProductRow, 'id' | 'created_at' | 'updated_at'> & { created_at?: string };

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.id_categoria')
    .leftJoin('reviews', 'reviews.id_prodotto', 'products.id')
    .selectAll('products')
    .select(['categories.nome as nome_categoria', 'reviews.stato as stato_recensione']);
}

/** Products and their public shape (spec section 3 names, affiliate link, derived price). */
export class ProductsService {
  constructor(
    private readonly db: Db,
    private readonly amazon: AmazonSettings,
  ) {}

  toApi(row: ProductJoinedRow): Product {
    return {
      id: row.id,
      nome_prodotto: row.nome_prodotto,
      nome_sintetico: row.nome_sintetico,
      nome_visualizzato: row.nome_visualizzato,
      link_prodotto: row.link_prodotto,
      asin_prodotto: row.asin,
      asin_preferito: row.asin_preferito,
      valutazione_prodotto: row.valutazione,
      seo_keyword_prodotto: row.seo_keyword,
      img_prodotto: row.img_prodotto,
      prezzo_prodotto: row.prezzo_scontato ?? row.prezzo_originale,
      prezzo_originale: row.prezzo_originale,
      prezzo_scontato: row.prezzo_scontato,
      specifiche_tecniche: row.specifiche_tecniche,
      descrizione_generale: row.descrizione_generale,
      informazioni_articolo: row.informazioni_articolo,
      contenuto_scatola: row.contenuto_scatola,
      id_categoria: row.id_categoria,
      nome_categoria: row.nome_categoria,
      ha_recensione: row.stato_recensione !== null,
      stato_recensione: row.stato_recensione,
      haRecensionePubblicata: row.stato_recensione === 'pubblicata',
      url_acquisto: amazonUrl(row, this.amazon),
      prezzo_aggiornato_at: row.prezzo_aggiornato_at,
      data_creazione: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async list(options: ProductListOptions = {}): Promise<Product[]> {
    let q = baseQuery(this.db.kysely);
    if (options.categoryId !== undefined) q = q.where('products.id_categoria', '=', options.categoryId);
    if (options.publishedReviewOnly) q = q.where('reviews.stato', '=', 'pubblicata');
    q = options.newestFirst
      ? q.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc')
      : q.orderBy('products.id', 'asc');
    if (options.limit !== undefined) q = q.limit(options.limit);
    const rows = await q.execute();
    return rows.map((r) => this.toApi(r));
  }

  async get(id: number): Promise<Product | undefined> {
    const row = await baseQuery(this.db.kysely).where('products.id', '=', id).executeTakeFirst();
    return row ? this.toApi(row) : undefined;
  }

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(input: ProductInput, trx: Kysely<Database> = this.db.kysely): Promise<number> {
    const now = nowIso();
    const row = await trx
      .insertInto('products')
      .values({ ...input, created_at: input.created_at ?? now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
