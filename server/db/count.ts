import type { Kysely } from 'kysely';
import type { Database } from './types.ts';

/** count(*) of a whole table, as a number on both dialects. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
