import type { Kysely } from 'kysely';
import type { EditableType } from '../../common/content-types.ts';
import { EDITOR_MSG } from '../../common/messages-editor.ts';
import type { DialectName } from '../db/index.ts';
import type { Database } from '../db/types.ts';
import { fingerprint } from '../lib/fingerprint.ts';
import { CONTENT_TABLES, type ContentTable, untyped } from './content/tables.ts';
import { AppError } from './errors.ts';

/**
 * The version tags of what the dashboard editors edit (decision 0031): a weak ETag hashed from
 * every stored column of the row (and, for a guide, its products in order). Any save changes a
 * stored field, so the tag changes with it, even for two saves in the same millisecond; a save
 * that stores exactly the same fields keeps the tag, which is right: nothing differs.
 */

/** `If-Match` as sent (undefined: no precondition) and, once the write is done, the tag it left. */
export interface VersionGuard {
  ifMatch?: string;
  etag?: string;
}

/**
 * Scheduling a publication is no edit (migration 012), nor is sending a draft for review or back
 * (decision 0065): neither changes the text an open editor holds, so its tag stays.
 */
const UNVERSIONED = new Set(['pubblicazione_programmata', 'programmata_da', 'revisione', 'nota_revisione', 'revisione_il']);

/** A row's columns in a fixed order, so the same stored row always hashes to the same tag. */
const stable = (row: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(row)
      .filter((key) => !UNVERSIONED.has(key))
      .sort()
      .map((key) => [key, row[key]]),
  );

/**
 * The tag of the row, undefined when there is none. `key` is the editor's path id (a review's
 * PRODUCT id: server/domain/content/tables.ts). `lock` (PostgreSQL): SELECT … FOR UPDATE, held
 * until the caller's transaction ends.
 */
export async function readVersion(k: Kysely<Database>, kind: EditableType, key: number, lock?: DialectName): Promise<string | undefined> {
  const t: ContentTable = CONTENT_TABLES[kind];
  let query = untyped(k).selectFrom(t.table).selectAll().where(t.pathKey, '=', key);
  if (lock === 'postgres') query = query.forUpdate();
  const row = (await query.executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const linked = t.linked ? (await t.linked(k, Number(row.id))).join(',') : '';
  return `W/"${fingerprint(stable(row), linked)}"`;
}

/**
 * Whether an If-Match header names this tag: `*` matches any existing row, a list matches when one
 * of its tags does. The tags are compared without their weak `W/` mark: they are ours, and only
 * ever change with the stored row.
 */
export function versionMatches(ifMatch: string, etag: string): boolean {
  const bare = etag.replace(/^W\//, '');
  return ifMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

export const editConflict = () => new AppError(412, EDITOR_MSG.editConflict);

/**
 * The precondition of a save: with an If-Match that does not name the current tag, 412 and nothing
 * written. Without If-Match nothing is checked; without a row the save answers its own 404.
 * `lock`: the dialect, to read under a row lock inside the caller's write transaction.
 */
export async function checkVersion(k: Kysely<Database>, kind: EditableType, key: number, guard: VersionGuard | undefined, lock?: DialectName): Promise<void> {
  if (guard?.ifMatch === undefined) return;
  const current = await readVersion(k, kind, key, lock);
  if (current !== undefined && !versionMatches(guard.ifMatch, current)) throw editConflict();
}

/** After the write, still inside its transaction: the tag it left, for the answer's ETag. */
export async function sealVersion(k: Kysely<Database>, kind: EditableType, key: number, guard: VersionGuard | undefined): Promise<void> {
  if (guard) guard.etag = await readVersion(k, kind, key);
}
