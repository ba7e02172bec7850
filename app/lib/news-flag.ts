import { useCallback, useSyncExternalStore } from 'react';

/**
 * The news sidebar flag: on by default, persisted in local storage (spec section 4). Every
 * component that reads it (top bar link, home sidebar, dashboard toggle) sees the same value, also
 * across browser tabs. The server renders the default (on).
 */
const KEY = 'scorta_news_sidebar';
const EVENT = 'scorta:news-sidebar';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== '0';
  } catch {
    return true;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(EVENT, onChange);
  };
}

export function useNewsSidebarFlag(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => true);
  const set = useCallback((value: boolean) => {
    try {
      window.localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      /* not persisted */
    }
    window.dispatchEvent(new Event(EVENT));
  }, []);
  return [on, set];
}
