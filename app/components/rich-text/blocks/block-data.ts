import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { MediaItem } from '../../../../common/media.ts';
import type { Product } from '../../../../common/types.ts';
import { productQuery } from '../../../entities/products/api.ts';
import { ApiError, api } from '../../../lib/api.ts';

/*
 * What the blocks' previews and dialogs read: products from the catalogue (GET /api/prodotti/:id,
 * the same cache entry as the review editor's product) and images from the media library
 * (GET /api/media, GET /api/media/:id). A product or image that answers 404 is "gone": the
 * public page will not show its block, the editor says so.
 */

export type { MediaItem } from '../../../../common/media.ts';

export const mediaItemQuery = (id: number) =>
  queryOptions({ queryKey: ['media', 'uno', id] as const, queryFn: ({ signal }) => api<MediaItem>(`/api/media/${id}`, { signal }), staleTime: 30_000 });

/** How many products one catalogue search lists. */
export const PRODUCT_SEARCH_LIMIT = 8;

/** The catalogue's products whose name or ASIN holds `q` (the dashboard list's own search). */
export const productSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['prodotti', 'blocchi', q] as const,
    queryFn: ({ signal }) => api<Product[]>(`/api/prodotti?${new URLSearchParams({ q, limit: String(PRODUCT_SEARCH_LIMIT) }).toString()}`, { signal }),
    staleTime: 30_000,
  });

export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** What a block knows of one of its products: loading, there, gone (404) or unreadable. */
export type ProductState = { state: 'loading' } | { state: 'ok'; product: Product } | { state: 'gone' } | { state: 'error'; retry(): void };

/** A product by id, cached (30 s) for every block and the editor page's notice. */
export function useBlockProduct(id: number): ProductState {
  const q = useQuery({ ...productQuery(id), staleTime: 30_000 });
  if (q.data) return { state: 'ok', product: q.data };
  if (q.isError) return isGone(q.error) ? { state: 'gone' } : { state: 'error', retry: () => void q.refetch() };
  return { state: 'loading' };
}

/** Several products at once (a table's columns, the notice's list), in the order of `ids`. */
export function useBlockProducts(ids: readonly number[]): ProductState[] {
  return useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), staleTime: 30_000 })),
    combine: (results) =>
      results.map((q): ProductState => {
        if (q.data) return { state: 'ok', product: q.data };
        if (q.isError) return isGone(q.error) ? { state: 'gone' } : { state: 'error', retry: () => void q.refetch() };
        return { state: 'loading' };
      }),
  });
}
