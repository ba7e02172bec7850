import type { Kysely } from 'kysely';
import type { RedirectOrigin } from '../../common/schemas-redirects.ts';
import type { Database } from '../db/types.ts';

/**
 * The writes that keep the redirects table free of chains and loops, each in the caller's
 * transaction (a news item's save, a deletion, Reindirizzamenti): every `a` is an address that
 * is not itself a `da`, so a visitor reaches the page in one hop.
 */

export interface RedirectStamp {
  now: string;
  by: number | null;
}

/**
 * `from` now answers `to` (301), or 410 when `to` is null: the redirects that led to `from` lead
 * to `to` (or are gone) instead, and `from` gets its own row (replacing one it had).
 */
export async function pointAddress(k: Kysely<Database>, from: string, to: string | null, origine: RedirectOrigin, stamp: RedirectStamp): Promise<void> {
  await k.updateTable('redirects').set({ a: to }).where('a', '=', from).execute();
  await k
    .insertInto('redirects')
    .values({ da: from, a: to, origine, creato_il: stamp.now, creato_da: stamp.by })
    .onConflict((oc) => oc.column('da').doUpdateSet({ a: to, origine, creato_il: stamp.now, creato_da: stamp.by, utilizzi: 0, ultimo_utilizzo: null }))
    .execute();
}

/**
 * A page answers at `path` again (a news item renamed back to an earlier slug, or created with
 * it): the redirect from there goes, so the page is reached, not sent away.
 */
export async function takeAddress(k: Kysely<Database>, path: string): Promise<void> {
  await k.deleteFrom('redirects').where('da', '=', path).execute();
}

/** A published page moves from `from` to `to` (a renamed slug): every earlier address follows in one hop. */
export async function moveAddress(k: Kysely<Database>, from: string, to: string, stamp: RedirectStamp): Promise<void> {
  await takeAddress(k, to);
  await pointAddress(k, from, to, 'slug', stamp);
}

/** Where `path` leads today: its redirect's target (null: 410), or `path` itself when it has none. */
export async function finalAddress(k: Kysely<Database>, path: string): Promise<string | null> {
  const row = await k.selectFrom('redirects').select('a').where('da', '=', path).executeTakeFirst();
  return row ? row.a : path;
}
