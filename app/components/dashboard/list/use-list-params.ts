import { useCallback, useMemo } from 'react';
import { CONTENT_STATUSES, type ContentStatus } from '../../../../common/types.ts';
import { useSearchParamsNow } from './use-search-params-now.ts';

/** Items on one page of a dashboard list. */
export const DASHBOARD_PAGE_SIZE = 24;

/** What a dashboard list shows: search text, status, category and page, kept in the address. */
export interface ListParams {
  q: string;
  stato: ContentStatus | '';
  categoria: number | null;
  /** 1-based. */
  pagina: number;
}

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * The filters of a dashboard list, read from and written to the address (`?q=&stato=&categoria=&pagina=`):
 * back and forward move between them, and a filtered page can be shared with a colleague. A change
 * of filter goes back to the first page. `apiQuery()` is what the list endpoint is asked for.
 */
export function useListParams(pageSize = DASHBOARD_PAGE_SIZE) {
  const [search, setSearch] = useSearchParamsNow();
  const params: ListParams = useMemo(() => {
    const stato = search.get('stato') ?? '';
    return {
      q: search.get('q') ?? '',
      stato: (CONTENT_STATUSES as readonly string[]).includes(stato) ? (stato as ContentStatus) : '',
      categoria: positive(search.get('categoria')),
      pagina: positive(search.get('pagina')) ?? 1,
    };
  }, [search]);

  const update = useCallback(
    (patch: Partial<ListParams>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...params, pagina: 1, ...patch };
          const set = (name: string, value: string | number | null) =>
            value === '' || value === null || (name === 'pagina' && value === 1) ? next.delete(name) : next.set(name, String(value));
          set('q', merged.q.trim());
          set('stato', merged.stato);
          set('categoria', merged.categoria);
          set('pagina', merged.pagina);
          return next;
        },
        // Typing in the search box replaces the entry; choosing a filter or a page adds one.
        { replace: patch.q !== undefined },
      ),
    [params, setSearch],
  );

  const apiQuery = useCallback(
    (extra: Record<string, string> = {}) => {
      const query = new URLSearchParams({ limit: String(pageSize), offset: String((params.pagina - 1) * pageSize), ...extra });
      if (params.q.trim()) query.set('q', params.q.trim());
      if (params.stato) query.set('stato', params.stato);
      if (params.categoria !== null) query.set('categoria', String(params.categoria));
      return query.toString();
    },
    [params, pageSize],
  );

  const filtered = params.q.trim() !== '' || params.stato !== '' || params.categoria !== null;
  return { params, update, apiQuery, pageSize, filtered, reset: () => update({ q: '', stato: '', categoria: null }) };
}
