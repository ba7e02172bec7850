import { type Kysely, sql } from 'kysely';
import { CATEGORY_MSG } from '../../common/messages-categories.ts';
import type { CategoryInput } from '../../common/schemas-dashboard.ts';
import type { Category } from '../../common/types.ts';
import type { CategoryWithCount } from '../../common/types-dashboard.ts';
import type { Db } from '../db/index.ts';
import { type Page, paged } from '../db/paging.ts';
import type { Database } from '../db/types.ts';
import { writeTransaction } from '../lib/db-errors.ts';
import { conflict, notFound } from './errors.ts';
import { type Clock, systemClock } from '../lib/clock.ts';

/** Constraint races that slip past the explicit checks still answer in Italian. */
const WRITE_ERRORS = { unique: () => conflict(CATEGORY_MSG.categoryDuplicate) };

export class CategoriesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {}

  list(): Promise<Category[]> {
    return this.db.kysely.selectFrom('categories').select(['id', 'nome', 'descrizione']).orderBy('nome').execute();
  }

  async listWithCounts(page: Page = {}): Promise<CategoryWithCount[]> {
    const query = this.db.kysely
      .selectFrom('categories')
      .leftJoin('products', 'products.id_categoria', 'categories.id')
      .select(['categories.id', 'categories.nome', 'categories.descrizione'])
      .select((eb) => eb.fn.count<number>('products.id').as('numero_prodotti'))
      .groupBy(['categories.id', 'categories.nome', 'categories.descrizione'])
      .orderBy('categories.nome')
      .orderBy('categories.id');
    const rows = await paged(query, page).execute();
    return rows.map((r) => ({ ...r, numero_prodotti: Number(r.numero_prodotti) }));
  }

  get(id: number): Promise<Category | undefined> {
    return this.db.kysely.selectFrom('categories').select(['id', 'nome', 'descrizione']).where('id', '=', id).executeTakeFirst();
  }

  async create(input: { nome: string; descrizione: string | null }, trx: Kysely<Database> = this.db.kysely): Promise<Category> {
    const now = this.clock.nowIso();
    return trx
      .insertInto('categories')
      .values({ ...input, created_at: now, updated_at: now })
      .returning(['id', 'nome', 'descrizione'])
      .executeTakeFirstOrThrow();
  }

  /** POST: the name is unique whatever its case (409 otherwise). */
  async createChecked(input: CategoryInput): Promise<Category> {
    return writeTransaction(
      this.db.kysely,
      async (trx) => {
        await this.assertNameFree(trx, input.nome);
        return this.create({ nome: input.nome, descrizione: input.descrizione ?? null }, trx);
      },
      WRITE_ERRORS,
    );
  }

  async update(id: number, input: CategoryInput): Promise<Category> {
    return writeTransaction(
      this.db.kysely,
      async (trx) => {
        const current = await trx.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst();
        if (!current) throw notFound(CATEGORY_MSG.categoryNotFound);
        await this.assertNameFree(trx, input.nome, id);
        return trx
          .updateTable('categories')
          .set({ nome: input.nome, descrizione: input.descrizione ?? null, updated_at: this.clock.nowIso() })
          .where('id', '=', id)
          .returning(['id', 'nome', 'descrizione'])
          .executeTakeFirstOrThrow();
      },
      WRITE_ERRORS,
    );
  }

  /** Deletes a category; the products that used it are left without one (FK: set null). */
  async delete(id: number): Promise<boolean> {
    const res = await this.db.kysely.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  private async assertNameFree(trx: Kysely<Database>, nome: string, selfId?: number): Promise<void> {
    let q = trx
      .selectFrom('categories')
      .select('id')
      .where(sql<string>`lower(nome)`, '=', sql<string>`lower(${nome})`);
    if (selfId !== undefined) q = q.where('id', '!=', selfId);
    if (await q.executeTakeFirst()) throw conflict(CATEGORY_MSG.categoryDuplicate);
  }
}
