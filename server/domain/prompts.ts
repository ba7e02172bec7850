import { type Kysely, sql } from 'kysely';
import type { Prompt, PromptType } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { Database, PromptRow } from '../db/types.ts';
import { nowIso } from '../lib/time.ts';

export interface PromptListOptions {
  tipo?: PromptType;
  /** Only active (true) or only inactive (false) prompts. */
  active?: boolean;
  /** Case-insensitive substring of the title or the text. */
  q?: string;
  order?: 'asc' | 'desc';
  limit?: number;
}

const toApi = (r: PromptRow): Prompt => ({ ...r, is_active: r.is_active ? 1 : 0, is_default: r.is_default ? 1 : 0 });

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export class PromptsService {
  constructor(private readonly db: Db) {}

  /** Prompts, most recently updated first unless asked otherwise. */
  async list(options: PromptListOptions = {}): Promise<Prompt[]> {
    let q = this.db.kysely.selectFrom('prompts').selectAll();
    if (options.tipo) q = q.where('tipo', '=', options.tipo);
    if (options.active !== undefined) q = q.where('is_active', '=', options.active ? 1 : 0);
    if (options.q) {
      const pattern = likePattern(options.q);
      q = q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(titolo)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(testo)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    const order = options.order ?? 'desc';
    q = q.orderBy('updated_at', order).orderBy('id', order);
    if (options.limit !== undefined) q = q.limit(options.limit);
    return (await q.execute()).map(toApi);
  }

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
