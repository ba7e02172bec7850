import { useCallback, useMemo, useState } from 'react';

/**
 * The items ticked in a dashboard list. Only what is on screen counts: after a change of page or
 * filter the ticks of items no longer shown are dropped, so a bulk action never touches an item
 * the editor cannot see.
 */
export function useSelection(visibleIds: readonly number[]) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(() => visibleIds.filter((id) => ticked.has(id)), [visibleIds, ticked]);
  const allSelected = visibleIds.length > 0 && selected.length === visibleIds.length;

  const toggle = useCallback((id: number) => {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const toggleAll = useCallback(() => setTicked(allSelected ? new Set() : new Set(visibleIds)), [allSelected, visibleIds]);
  const clear = useCallback(() => setTicked(new Set()), []);

  return {
    selected,
    isSelected: (id: number) => ticked.has(id) && visibleIds.includes(id),
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    toggle,
    toggleAll,
    clear,
  };
}

export type Selection = ReturnType<typeof useSelection>;
