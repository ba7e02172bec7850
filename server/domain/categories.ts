import type { Kysely } from 'kysely';
import type { Category } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { nowIso } from '../lib/time.ts';

export class CategoriesService {
  constructor(private readonly db: Db) {}

  list(): Promise<Category[]> {
    return this.db.kysely.selectFrom('categories').select(['id', 'nome', 'descrizione']).orderBy('nome').execute();
  }

  get(id: number): Promise<Category | undefined> {
    return this.db.kysely
      .selectFrom('categories')
      .select(['id', 'nome', 'descrizione'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async create(input: { nome: string; descrizione: string | null }, trx: Kysely<Database> = this.db.kysely): Promise<Category> {
    const now = nowIso();
    return trx
      .insertInto('categories')
      .values({ ...input, created_at: now, updated_at: now })
      .returning(['id', 'nome', 'descrizione'])
      .executeTakeFirstOrThrow();
  }
}
