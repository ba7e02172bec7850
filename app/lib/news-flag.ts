import { useCallback, useSyncExternalStore } from 'react';
import { NEWS_FLAG_EVENT, NEWS_FLAG_KEY, readNewsFlag, writeNewsFlag } from './news-flag-store.ts';

/**
 * The news sidebar flag for the dashboard's React screens: every component that reads it sees the
 * same value, also across browser tabs. The server renders the default (on).
 */
function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === NEWS_FLAG_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(NEWS_FLAG_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(NEWS_FLAG_EVENT, onChange);
  };
}

export function useNewsSidebarFlag(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readNewsFlag, () => true);
  const set = useCallback((value: boolean) => writeNewsFlag(value), []);
  return [on, set];
}
