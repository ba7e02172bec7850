import { useCallback, useEffect, useState } from 'react';

/** The news sidebar flag: on by default, persisted in local storage (spec section 4). */
const KEY = 'scorta_news_sidebar';

export function useNewsSidebarFlag(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(true);
  useEffect(() => {
    try {
      if (window.localStorage.getItem(KEY) === '0') setOn(false);
    } catch {
      /* default stays on */
    }
  }, []);
  const set = useCallback((value: boolean) => {
    setOn(value);
    try {
      window.localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      /* not persisted */
    }
  }, []);
  return [on, set];
}
