import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database, ProductsTable } from './types.ts';

/**
 * Names the code reads for the generated table types (server/db/types.ts, `npm run db:types`):
 * what a select returns, what an insert or an update takes. Timestamps are ISO-8601 UTC strings in
 * both dialects (sortable as text); flags are integers 0/1 (the row mappers turn them into the
 * API's booleans); prices are euros as floating numbers rounded to cents on write.
 */

/** What a select of the whole table returns. */
export type Row<T extends keyof Database> = Selectable<Database[T]>;

/** The products' rows, as the catalogue reads, creates and updates them. */
export type ProductRow = Row<'products'>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;

/** The rows the domain services name. */
export type GuideRow = Row<'guides'>;
export type NewsRow = Row<'news'>;
export type PromptRow = Row<'prompts'>;

/** The rows with 0/1 flags the API answers as booleans. */
export type ContactMessageRow = Row<'contact_messages'>;
export type FeedSourceRow = Row<'feed_sources'>;

/** A 0/1 column read as the API's boolean (null, unknown, stays null). */
export function fromFlag(value: number): boolean;
export function fromFlag(value: number | null): boolean | null;
export function fromFlag(value: number | null): boolean | null {
  return value === null ? null : value === 1;
}

/** The API's boolean written into a 0/1 column. */
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** A row as the API shows it: the named 0/1 columns as booleans (a nullable one stays nullable). */
export type WithBooleans<Row, K extends keyof Row> = Omit<Row, K> & { [P in K]: null extends Row[P] ? boolean | null : boolean };
