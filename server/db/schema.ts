import type { Insertable, Selectable, Updateable } from 'kysely';
import type { CategoriesTable, ContactMessagesTable, GuidesTable, NewsTable, ProductsTable, PromptsTable, ReviewsTable, UsersTable } from './types.ts';

/**
 * Names the code reads for the generated table types (server/db/types.ts, `npm run db:types`):
 * what a select returns, what an insert or an update takes. Timestamps are ISO-8601 UTC strings in
 * both dialects (sortable as text); flags are integers 0/1 (the row mappers turn them into the
 * API's booleans); prices are euros as floating numbers rounded to cents on write.
 */

export type ProductRow = Selectable<ProductsTable>;
export type NewProductRow = Insertable<ProductsTable>;
export type ProductUpdate = Updateable<ProductsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type GuideRow = Selectable<GuidesTable>;
export type NewsRow = Selectable<NewsTable>;
export type PromptRow = Selectable<PromptsTable>;
export type UserRow = Selectable<UsersTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
