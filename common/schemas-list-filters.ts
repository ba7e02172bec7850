import { LIST_MSG } from './messages-lists.ts';
import { SITE_MSG } from './messages-site.ts';
import { pageQuerySchema } from './schemas.ts';
import { categoryIdQuery, listQuerySchema } from './schemas-site.ts';
import { z } from './validation.ts';

/** The longest search text of a dashboard list (the search box holds no more). */
export const LIST_SEARCH_MAX = 100;

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** ?q=: the text a list is searched for; longer than the search box holds is a 400. */
const searchText = z.preprocess(
  blankToUndefined,
  z
    .string({ error: SITE_MSG.invalidSearchText })
    .trim()
    .max(LIST_SEARCH_MAX, { error: LIST_MSG.searchTooLong(LIST_SEARCH_MAX) })
    .optional(),
);

/** The orders a list may be asked for besides its own: 'recenti', newest first. */
export const LIST_ORDERS = ['recenti'] as const;

/**
 * GET /api/prodotti: ?limit=&offset= as before, and the dashboard's filters: `q` (name, short name,
 * display name or ASIN), `categoria`, `ordine=recenti` (newest first; without it, by id as the spec's list).
 */
export const productListQuerySchema = pageQuerySchema.extend({
  q: searchText,
  categoria: categoryIdQuery,
  ordine: z.preprocess(blankToUndefined, z.enum(LIST_ORDERS, { error: LIST_MSG.invalidOrder }).optional()),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * GET /api/recensioni: ?stato=&limit=&offset= as before, and `q` (the title or the product's names)
 * and `categoria` (the product's category). Visitors still see published reviews only.
 */
export const reviewListQuerySchema = listQuerySchema.extend({ q: searchText, categoria: categoryIdQuery });
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;
