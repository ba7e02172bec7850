import type { Kysely } from 'kysely';
import { EDITABLE_FIELDS, type EditableType, snapshotNames } from '../../../common/content-types.ts';
import { normalizeGuideContent } from '../../../common/guide-content.ts';
import { GUIDE_MSG } from '../../../common/messages-guides.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import { REVISION_MSG } from '../../../common/messages-revisions.ts';
import { REVIEW_MSG } from '../../../common/messages-reviews.ts';
import type { Database } from '../../db/types.ts';

/** The stored fields the editor edits, as a revision keeps them (a guide's with its products in order). */
export type Snapshot = Record<string, unknown>;

/** Where each editable type is stored; what only the database layer of the registry needs (no services). */
export interface ContentTable {
  table: 'reviews' | 'guides' | 'news' | 'about';
  /**
   * The column the editor's path id names: a review's GET/PUT/DELETE path id (and its version tag)
   * is its PRODUCT id (a product has at most one review); Pubblica, Archivia and Programma use the
   * review's own id.
   */
  pathKey: 'id' | 'id_prodotto';
  /** Not found (Elimina, Archivia, a schedule's 404). */
  notFound: string;
  /** The row has a status (a snapshot keeps it; a restore never changes it). */
  status: boolean;
  /** Rows of other tables that are part of the text (a guide's products, in order): its field of kind 'ids'. */
  linked?: (k: Kysely<Database>, id: number) => Promise<number[]>;
  /** A snapshot never sends a pending version of this type with every field: only those the editor sent are kept. */
  partialPending?: boolean;
}

async function guideProductIds(k: Kysely<Database>, id: number): Promise<number[]> {
  const linked = await k.selectFrom('guide_products').select('id_prodotto').where('id_guida', '=', id).orderBy('posizione').execute();
  return linked.map((l) => l.id_prodotto);
}

export const CONTENT_TABLES = {
  recensione: { table: 'reviews', pathKey: 'id_prodotto', notFound: REVIEW_MSG.reviewNotFound, status: true },
  guida: { table: 'guides', pathKey: 'id', notFound: GUIDE_MSG.guideNotFound, status: true, linked: guideProductIds },
  notizia: { table: 'news', pathKey: 'id', notFound: NEWS_MSG.newsNotFound, status: true, partialPending: true },
  'chi-siamo': { table: 'about', pathKey: 'id', notFound: REVISION_MSG.contentNotFound, status: false },
} as const satisfies Record<EditableType, ContentTable>;

/** The registry's tables read without their column types (each type names its own columns). */
type Untyped = Kysely<Record<string, Record<string, unknown> & { id: number; id_prodotto: number }>>;
export const untyped = (k: Kysely<Database>): Untyped => k as unknown as Untyped;

/**
 * The state of a content as stored now (read with `k`, the write's transaction when there is one);
 * undefined when it does not exist. `id`: the content's own id (a review's REVIEW id). Its editable
 * fields in snapshot order (common/content-types.ts snapshotNames), then its status.
 */
export async function readSnapshot(k: Kysely<Database>, tipo: EditableType, id: number): Promise<Snapshot | undefined> {
  const t: ContentTable = CONTENT_TABLES[tipo];
  const fields = EDITABLE_FIELDS[tipo];
  const kindOf = (name: string) => fields.find((f) => f.name === name)?.kind;
  const columns = snapshotNames(tipo).filter((name) => kindOf(name) !== 'ids');
  const row = await untyped(k)
    .selectFrom(t.table)
    .select(t.status ? [...columns, 'stato'] : columns)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const snapshot: Snapshot = { ...row };
  for (const f of fields) {
    if (f.kind === 'guide-content') snapshot[f.name] = normalizeGuideContent(row[f.name]);
    if (f.kind === 'ids') snapshot[f.name] = t.linked ? await t.linked(k, id) : [];
    if (f.kind === 'flag') snapshot[f.name] = row[f.name] === 1;
  }
  return snapshot;
}

/** A text's writer and status, by the column `by` names (its own id or its path id); undefined when there is none. */
export async function readOwner(
  k: Kysely<Database>,
  tipo: 'recensione' | 'guida' | 'notizia',
  by: 'id' | 'id_prodotto',
  value: number,
): Promise<{ id_autore: number | null; stato: string } | undefined> {
  const row = await untyped(k).selectFrom(CONTENT_TABLES[tipo].table).select(['id_autore', 'stato']).where(by, '=', value).executeTakeFirst();
  return row ? { id_autore: (row.id_autore as number | null) ?? null, stato: String(row.stato) } : undefined;
}
