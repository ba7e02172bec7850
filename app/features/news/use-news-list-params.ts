import { useCallback } from 'react';
import { useListParams, useSearchParamsNow } from '../../components/dashboard/list/index.ts';

const SOURCE = 'fonte';
/** Every filter of the saved news in the address, and the page. */
const FILTERS = ['q', 'stato', SOURCE, 'pagina'] as const;

/**
 * The saved news' filters in the address: the list's text, state and page (useListParams) and the
 * source (`?fonte=`), which like any filter goes back to the first page. `apiQuery()` asks the
 * server for all of them.
 */
export function useNewsListParams() {
  const list = useListParams();
  const [search, setSearch] = useSearchParamsNow();
  const fonte = (search.get(SOURCE) ?? '').trim();

  const setFonte = useCallback(
    (value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(SOURCE, value.trim());
          else next.delete(SOURCE);
          next.delete('pagina');
          return next;
        },
        // Typing in the box replaces the entry, as the text search does.
        { replace: true },
      ),
    [setSearch],
  );

  const reset = useCallback(
    () =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const name of FILTERS) next.delete(name);
        return next;
      }),
    [setSearch],
  );

  return {
    ...list,
    fonte,
    setFonte,
    apiQuery: () => list.apiQuery(fonte ? { fonte } : {}),
    filtered: list.filtered || fonte !== '',
    reset,
  };
}
