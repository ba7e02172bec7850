import { useState } from 'react';
import { type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router';
import { MAX_QUERY_LENGTH } from './search.ts';

/**
 * The search text of a public list: typed into local state (instant filtering in the browser) and
 * mirrored into ?q= without a new history entry, so a shared or reloaded URL is filtered by the
 * server too.
 */
export function useListQuery(): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(() => (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH));
  const update = (value: string) => {
    setQuery(value);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const q = value.trim().slice(0, MAX_QUERY_LENGTH);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [query, update];
}

/** Lists filter in the browser: a change of ?q= or ?categoria= alone reloads nothing. */
export function onlyWhenPathChanges({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** A query string with some parameters changed (null removes one). */
export function withParams(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const s = next.toString();
  return s ? `?${s}` : '?';
}
