import type { AsinLookupExisting, AsinLookupResponse } from '../../../common/asin.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductUpdateInput } from '../../../common/schemas-dashboard.ts';
import type { Product } from '../../../common/types.ts';
import type { JobRun, PriceReading } from '../../../common/types-dashboard.ts';
import { api, apiList, bulkRequest } from '../../lib/api.ts';

/**
 * What GET /api/asin-info answers: the spec's lookup response plus the ASIN it read (normalised:
 * a pasted Amazon address or short link becomes its ASIN), whether the product is in stock and
 * the stored product that already has this ASIN (`esistente`).
 */
export type AsinLookup = Partial<AsinLookupResponse> & { asin?: string; disponibile?: boolean | null; esistente?: AsinLookupExisting | null };

/** The products' requests, declared once (decision 0026). Every key starts with 'prodotti'. */
export const productKeys = {
  all: ['prodotti'] as const,
  one: (id: number) => ['prodotti', 'uno', id] as const,
  page: (query: string) => ['prodotti', 'pagina', query] as const,
  prices: (id: number) => ['prodotti', 'prezzi', id] as const,
};

/** Every product (the guide editor's picker chooses among all of them). */
export const allProductsQuery = () => queryOptions({ queryKey: [...productKeys.all, 'tutti'] as const, queryFn: ({ signal }) => api<Product[]>('/api/prodotti', { signal }) });

/** One product, as the review editor shows it. */
export const productQuery = (id: number) => queryOptions({ queryKey: productKeys.one(id), queryFn: ({ signal }) => api<Product>(`/api/prodotti/${id}`, { signal }) });

/**
 * A page of the dashboard's list (`query`: limit, offset, q, categoria, ordine) and how many
 * products match. The page shown stays while the next one loads.
 */
export const productPageQuery = (query: string) =>
  queryOptions({
    queryKey: productKeys.page(query),
    queryFn: ({ signal }) => apiList<Product>(`/api/prodotti?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The last readings of a product's prices from Amazon (its edit panel). */
export const priceHistoryQuery = (id: number) =>
  queryOptions({ queryKey: productKeys.prices(id), queryFn: ({ signal }) => api<PriceReading[]>(`/api/prodotti/${id}/prezzi`, { signal }) });

/** The refresh of every product from Amazon: the latest run. Outside 'prodotti': a product's change does not ask it again. */
export const refreshRunQuery = () =>
  queryOptions({
    queryKey: ['prodotti-aggiornamento'] as const,
    queryFn: async ({ signal }) => (await api<{ run: JobRun | null }>('/api/prodotti/aggiorna', { signal })).run,
    staleTime: 0,
  });

export const startRefreshAll = () => api<JobRun>('/api/prodotti/aggiorna', { method: 'POST' });

/** 'Aggiorna dati da Amazon' on one product: the refreshed product. */
export const refreshProduct = (id: number) => api<Product>(`/api/prodotti/${id}/aggiorna`, { method: 'POST' });

/** Cerca: the product page on Amazon of an ASIN (or a pasted Amazon address); up to ~30 s. */
export const lookupAsin = ({ asin, signal }: { asin: string; signal: AbortSignal }) => api<AsinLookup>(`/api/asin-info?asin=${encodeURIComponent(asin)}`, { signal });

/** POST /api/asin-info (the Aggiungi prodotto screen's save, spec section 7). */
export interface AsinSaveResponse {
  success: boolean;
  error: string | null;
  id?: number;
  prodotto?: Product;
}

export const createProduct = (body: ProductUpdateInput) => api<Product>('/api/prodotti', { method: 'POST', body });

export const saveFromAsinPage = (body: ProductUpdateInput) => api<AsinSaveResponse>('/api/asin-info', { method: 'POST', body });

export const updateProduct = ({ id, body }: { id: number; body: ProductUpdateInput }) => api<Product>(`/api/prodotti/${id}`, { method: 'PUT', body });

export const deleteProduct = (id: number) => api<void>(`/api/prodotti/${id}`, { method: 'DELETE' });

/** Elimina or Aggiorna dati da Amazon on up to 100 products: one request, one answer per product. */
export const productBulk = bulkRequest('/api/prodotti/azioni');
