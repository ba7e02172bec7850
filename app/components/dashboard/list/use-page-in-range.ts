import { useEffect } from 'react';
import type { ListParams } from './use-list-params.ts';

/**
 * A page left empty by the list's own writes (the last items of the last page deleted, or moved
 * out of the filter): back to the last page that has items. `page` is the answer shown, null
 * while none is; `placeholder` says it is still the previous page's.
 */
export function usePageInRange(
  list: { params: ListParams; update(patch: Partial<ListParams>): void; pageSize: number },
  page: { items: readonly unknown[]; total: number } | undefined,
  placeholder: boolean,
) {
  const { params, update, pageSize } = list;
  const last = Math.max(1, Math.ceil((page?.total ?? 0) / pageSize));
  const empty = page !== undefined && !placeholder && page.items.length === 0;
  useEffect(() => {
    if (empty && params.pagina > last) update({ pagina: last });
  }, [empty, params.pagina, last, update]);
}
