import { queryOptions } from '@tanstack/react-query';
import type { Category } from '../../../common/types.ts';
import type { CategoryWithCount } from '../../../common/types-dashboard.ts';
import { api } from '../../lib/api.ts';

/** The categories' requests, declared once (decision 0026). Every key starts with 'categorie'. */
export const categoryKeys = { all: ['categorie'] as const };

export interface CategoryInput {
  nome: string;
  descrizione: string;
}

/**
 * GET /api/categorie-prodotti, with each category's number of products. As in the spec, the old
 * spelling /api/categorie_prodotti is tried when the first one fails.
 */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => api<CategoryWithCount[]>('/api/categorie-prodotti', { signal }).catch(() => api<CategoryWithCount[]>('/api/categorie_prodotti', { signal })),
  });

export const saveCategory = ({ id, ...body }: CategoryInput & { id?: number }) =>
  id === undefined ? api<Category>('/api/categorie-prodotti', { method: 'POST', body }) : api<Category>(`/api/categorie-prodotti/${id}`, { method: 'PUT', body });

export const deleteCategory = (id: number) => api<void>(`/api/categorie-prodotti/${id}`, { method: 'DELETE' });
