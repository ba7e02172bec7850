import type { Kysely } from 'kysely';
import type { PromptType } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { nowIso } from '../lib/time.ts';

export class PromptsService {
  constructor(private readonly db: Db) {}

  async create(
    input: { titolo: string; tipo: PromptType; testo: string; is_active?: boolean; is_default?: boolean },
    trx: Kysely<Database> = this.db.kysely,
  ): Promise<number> {
    const now = nowIso();
    if (input.is_default) {
      await trx.updateTable('prompts').set({ is_default: 0 }).where('tipo', '=', input.tipo).execute();
    }
    const row = await trx
      .insertInto('prompts')
      .values({
        titolo: input.titolo,
        tipo: input.tipo,
        testo: input.testo,
        is_active: input.is_active === false ? 0 : 1,
        is_default: input.is_default ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
