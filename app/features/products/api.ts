import { queryOptions } from '@tanstack/react-query';
import type { Product } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/** The products' requests, declared once (decision 0026). Every key starts with 'prodotti'. */
export const productKeys = {
  all: ['prodotti'] as const,
  one: (id: number) => ['prodotti', 'uno', id] as const,
};

/** Every product (the guide editor's picker chooses among all of them). */
export const allProductsQuery = () =>
  queryOptions({ queryKey: [...productKeys.all, 'tutti'] as const, queryFn: ({ signal }) => api<Product[]>('/api/prodotti', { signal }) });

/** One product, as the review editor shows it. */
export const productQuery = (id: number) => queryOptions({ queryKey: productKeys.one(id), queryFn: ({ signal }) => api<Product>(`/api/prodotti/${id}`, { signal }) });
