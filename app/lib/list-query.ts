import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MAX_QUERY_LENGTH, SEARCH_DEBOUNCE_MS } from './search.ts';

/**
 * The search text of a public list: typed into local state (the box answers at once) and, after a
 * pause in typing, written to ?q= without a new history entry; the loader then searches in SQL on
 * the server. A new text goes back to page 1. When the address changes otherwise (back button, a
 * category link), the box follows it.
 */
export function useListQuery(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
  const [query, setQuery] = useState(inUrl);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);

  useEffect(() => {
    if (!pending.current) setQuery((current) => (current.trim() === inUrl.trim() ? current : inUrl));
  }, [inUrl]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    pending.current = true;
    timer.current = setTimeout(() => {
      pending.current = false;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const q = value.trim().slice(0, MAX_QUERY_LENGTH);
          if (q) next.set('q', q);
          else next.delete('q');
          next.delete('pagina');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };
  return [query, update];
}
