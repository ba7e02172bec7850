import { type Expression, expressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { type AmazonSettings, amazonUrl } from '../../common/amazon.ts';
import { PRODUCT_MSG } from '../../common/messages-products.ts';
import { MSG } from '../../common/messages.ts';
import type { ProductCreateInput, ProductUpdateInput } from '../../common/schemas-dashboard.ts';
import type { ContentStatus, Product } from '../../common/types.ts';
import { countRows } from '../db/count.ts';
import type { Db } from '../db/index.ts';
import { paged } from '../db/paging.ts';
import type { Database } from '../db/types.ts';
import type { NewProductRow, ProductRow, ProductUpdate } from '../db/schema.ts';
import { writeTransaction } from '../lib/db-errors.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { containsText } from './list-filters.ts';
import { normalizeSearch, searchCondition, suggestPublished } from './search.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** Constraint races that slip past the explicit checks still answer in Italian. */
const WRITE_ERRORS = { unique: () => conflict(PRODUCT_MSG.duplicateAsin), foreignKey: () => badRequest(PRODUCT_MSG.unknownCategory) };

type ProductJoinedRow = ProductRow & { nome_categoria: string | null; stato_recensione: ContentStatus | null };

export interface ProductListOptions {
  /** Only products whose review is published (the public catalogue). */
  publishedReviewOnly?: boolean;
  limit?: number;
  offset?: number;
  /** Newest first (creation date) instead of by name. */
  newestFirst?: boolean;
  /** Public search (spec section 5), served by the search index. */
  q?: string;
  /** Only this category. */
  categoria?: number;
  /** The dashboard's search: a substring of the name, short name, display name or ASIN. */
  match?: string;
}

/** What the dashboard's search (`match`) reads of a product. */
const MATCHED_COLUMNS = ['products.nome_prodotto', 'products.nome_sintetico', 'products.nome_visualizzato', 'products.asin', 'products.asin_preferito'];

export type ProductInput = Omit<NewProductRow, 'id' | 'created_at' | 'updated_at'> & { created_at?: string };

const cents = (v: number | null | undefined) => (v === null || v === undefined ? v : Math.round(v * 100) / 100);

/**
 * API field names (spec section 3) → table columns, for the fields present in the body only.
 * The price rule (spec section 5): prezzo_prodotto is the discounted price, else the original; it
 * is derived, so a body that sends only prezzo_prodotto sets the original price.
 */
function toColumns(input: ProductUpdateInput): ProductUpdate {
  const out: ProductUpdate = {};
  const map = {
    nome_prodotto: 'nome_prodotto',
    nome_sintetico: 'nome_sintetico',
    nome_visualizzato: 'nome_visualizzato',
    link_prodotto: 'link_prodotto',
    asin_prodotto: 'asin',
    asin_preferito: 'asin_preferito',
    valutazione_prodotto: 'valutazione',
    seo_keyword_prodotto: 'seo_keyword',
    img_prodotto: 'img_prodotto',
    specifiche_tecniche: 'specifiche_tecniche',
    descrizione_generale: 'descrizione_generale',
    informazioni_articolo: 'informazioni_articolo',
    contenuto_scatola: 'contenuto_scatola',
    id_categoria: 'id_categoria',
  } as const satisfies Partial<Record<keyof ProductUpdateInput, keyof ProductUpdate>>;
  for (const [from, to] of Object.entries(map) as Array<[keyof typeof map, (typeof map)[keyof typeof map]]>) {
    if (input[from] !== undefined) (out as Record<string, unknown>)[to] = input[from];
  }
  if (input.prezzo_originale !== undefined) out.prezzo_originale = cents(input.prezzo_originale);
  if (input.prezzo_scontato !== undefined) out.prezzo_scontato = cents(input.prezzo_scontato);
  if (input.prezzo_originale === undefined && input.prezzo_scontato === undefined && input.prezzo_prodotto !== undefined) {
    out.prezzo_originale = cents(input.prezzo_prodotto);
    out.prezzo_scontato = null;
  }
  return out;
}

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
    private readonly clock: Clock = systemClock,
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
      dati_aggiornati_at: row.dati_aggiornati_at,
      aggiornamento_fallito_at: row.aggiornamento_fallito_at,
      aggiornamento_errore: row.aggiornamento_errore,
      disponibile: row.disponibile === null ? null : row.disponibile === 1,
      data_creazione: row.created_at,
      updated_at: row.updated_at,
    };
  }

  async list(options: ProductListOptions = {}): Promise<Product[]> {
    let q = baseQuery(this.db.kysely).where(this.filter(options));
    q = options.newestFirst ? q.orderBy('products.created_at', 'desc').orderBy('products.id', 'desc') : q.orderBy('products.id', 'asc');
    const rows = await paged(q, options).execute();
    return rows.map((r) => this.toApi(r));
  }

  /** How many products `list` would answer without limit/offset (a COUNT in SQL). */
  async countListed(options: Omit<ProductListOptions, 'limit' | 'offset' | 'newestFirst'> = {}): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('products')
      .leftJoin('reviews', 'reviews.id_prodotto', 'products.id')
      .where(this.filter(options))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Products with a published review per category id (null: all of them), for the public filter. */
  async countPublishedByCategory(): Promise<Map<number | null, number>> {
    const rows = await this.db.kysely
      .selectFrom('products')
      .innerJoin('reviews', 'reviews.id_prodotto', 'products.id')
      .where('reviews.stato', '=', 'pubblicata')
      .groupBy('products.id_categoria')
      .select(['products.id_categoria', (eb) => eb.fn.countAll<number | string>().as('n')])
      .execute();
    const out = new Map<number | null, number>();
    let all = 0;
    for (const r of rows) {
      out.set(r.id_categoria, Number(r.n));
      all += Number(r.n);
    }
    out.set(null, all);
    return out;
  }

  /** Products with a published review open to search engines (not noindex), only what the sitemap needs (id, dates), by id. */
  sitemapStamps(): Promise<Array<{ id: number; updated_at: string; review_updated_at: string }>> {
    return this.db.kysely
      .selectFrom('products')
      .innerJoin('reviews', 'reviews.id_prodotto', 'products.id')
      .where('reviews.stato', '=', 'pubblicata')
      .where('reviews.noindex', '=', 0)
      .select(['products.id', 'products.updated_at', 'reviews.updated_at as review_updated_at'])
      .orderBy('products.id')
      .execute();
  }

  /** Up to 5 names of products with a published review matching the query (spec section 9). */
  suggest(query: string, categoria?: number): Promise<string[]> {
    return suggestPublished(this.db, 'prodotti', query, categoria);
  }

  /** The WHERE of the lists (published review, category, search texts), shared by `list` and its COUNT. */
  private filter(options: ProductListOptions): Expression<SqlBool> {
    const eb = expressionBuilder<Database, 'products' | 'reviews'>();
    const conditions: Array<Expression<SqlBool>> = [];
    if (options.publishedReviewOnly) conditions.push(eb('reviews.stato', '=', 'pubblicata'));
    if (options.categoria !== undefined) conditions.push(eb('products.id_categoria', '=', options.categoria));
    const text = normalizeSearch(options.q);
    if (text) conditions.push(searchCondition(this.db, 'prodotti', text));
    const match = containsText(MATCHED_COLUMNS, options.match);
    if (match) conditions.push(match);
    return eb.and(conditions);
  }

  async get(id: number): Promise<Product | undefined> {
    const row = await baseQuery(this.db.kysely).where('products.id', '=', id).executeTakeFirst();
    return row ? this.toApi(row) : undefined;
  }

  /** Several products in one query (the blocks of a page: boxes and comparison tables); missing ids are left out. */
  async getMany(ids: readonly number[]): Promise<Map<number, Product>> {
    const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0);
    if (wanted.length === 0) return new Map();
    const rows = await baseQuery(this.db.kysely).where('products.id', 'in', wanted).execute();
    return new Map(rows.map((r) => [r.id, this.toApi(r)]));
  }

  count(): Promise<number> {
    return countRows(this.db.kysely, 'products');
  }

  /** POST /api/prodotti: unique ASIN, existing category, all in one transaction. */
  async createFromApi(input: ProductCreateInput): Promise<Product> {
    const values = toColumns(input);
    const id = await writeTransaction(
      this.db.kysely,
      async (trx) => {
        await this.checkReferences(trx, values);
        const now = this.clock.nowIso();
        const row = await trx
          .insertInto('products')
          .values({
            ...values,
            nome_prodotto: input.nome_prodotto,
            prezzo_aggiornato_at: values.prezzo_originale != null || values.prezzo_scontato != null ? now : null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },
      WRITE_ERRORS,
    );
    return (await this.get(id))!;
  }

  /** PUT /api/prodotti/{id}: only the fields sent change; a changed price dates the price. */
  async update(id: number, input: ProductUpdateInput): Promise<Product> {
    const values = toColumns(input);
    await writeTransaction(
      this.db.kysely,
      async (trx) => {
        const current = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(MSG.productNotFound);
        await this.checkReferences(trx, values, id);
        const now = this.clock.nowIso();
        const priceChanged =
          (values.prezzo_originale !== undefined && values.prezzo_originale !== current.prezzo_originale) ||
          (values.prezzo_scontato !== undefined && values.prezzo_scontato !== current.prezzo_scontato);
        await trx
          .updateTable('products')
          .set({ ...values, updated_at: now, ...(priceChanged ? { prezzo_aggiornato_at: now } : {}) })
          .where('id', '=', id)
          .execute();
      },
      WRITE_ERRORS,
    );
    return (await this.get(id))!;
  }

  /** Deletes a product (its review goes with it). Returns false when it did not exist. */
  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('products').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  private async checkReferences(trx: Kysely<Database>, values: ProductUpdate, selfId?: number): Promise<void> {
    if (typeof values.asin === 'string') {
      let q = trx.selectFrom('products').select('id').where('asin', '=', values.asin);
      if (selfId !== undefined) q = q.where('id', '!=', selfId);
      if (await q.executeTakeFirst()) throw conflict(PRODUCT_MSG.duplicateAsin);
    }
    if (typeof values.id_categoria === 'number') {
      const category = await trx.selectFrom('categories').select('id').where('id', '=', values.id_categoria).executeTakeFirst();
      if (!category) throw badRequest(PRODUCT_MSG.unknownCategory);
    }
  }

  async create(input: ProductInput, trx: Kysely<Database> = this.db.kysely): Promise<number> {
    const now = this.clock.nowIso();
    const row = await trx
      .insertInto('products')
      .values({ ...input, created_at: input.created_at ?? now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
