import { useCallback, useState } from 'react';

export type ListView = 'griglia' | 'elenco';

const keyOf = (screen: string) => `scorta_vista_${screen}`;

function stored(screen: string): ListView | null {
  try {
    const value = window.localStorage.getItem(keyOf(screen));
    return value === 'griglia' || value === 'elenco' ? value : null;
  } catch {
    return null;
  }
}

/** Griglia or Elenco for a screen, remembered in this browser (the spec's default until the editor chooses). */
export function useRememberedView(screen: string, fallback: ListView = 'griglia'): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(() => stored(screen) ?? fallback);
  const choose = useCallback(
    (next: ListView) => {
      setView(next);
      try {
        window.localStorage.setItem(keyOf(screen), next);
      } catch {
        /* storage unavailable: the choice lasts for this visit */
      }
    },
    [screen],
  );
  return [view, choose];
}
