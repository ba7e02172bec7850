import { useQuery } from '@tanstack/react-query';
import type { Category } from '../../../common/types.ts';
import { categoriesQuery } from './api.ts';

const NONE: Category[] = [];

/** The categories for a select (the product form's): an empty list while loading or when the request fails. */
export function useCategories(): Category[] {
  return useQuery(categoriesQuery()).data ?? NONE;
}
