import { useEffect, useState } from 'react';
import type { Category } from '../../../common/types.ts';
import { useDashboardApi } from './use-dashboard-api.ts';

/**
 * The categories for the product form's select. As in the spec, /api/categorie_prodotti is tried
 * when /api/categorie-prodotti fails, and a failed request gives an empty list.
 */
export function useCategories(): Category[] {
  const call = useDashboardApi();
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let alive = true;
    call<Category[]>('/api/categorie-prodotti')
      .catch(() => call<Category[]>('/api/categorie_prodotti'))
      .then((list) => alive && setCategories(list))
      .catch(() => alive && setCategories([]));
    return () => {
      alive = false;
    };
  }, [call]);
  return categories;
}
