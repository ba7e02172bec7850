import { useQuery } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '../../../common/types.ts';
import type { ListView } from '../../components/dashboard/list/index.ts';
import { productQuery } from '../../entities/products/api.ts';
import { panelId } from './product-list-view.tsx';

/** The grid pencil scrolls to the edit panel, retrying up to 40 times every 50 ms (spec section 2). */
const SCROLL_TRIES = 40;
const SCROLL_INTERVAL_MS = 50;

/** Scrolls to a product's edit panel once it is rendered, focusing its first field. */
function scrollToPanel(id: number, timer: RefObject<ReturnType<typeof setTimeout> | null>, attempt = 0): void {
  const el = document.getElementById(panelId(id));
  if (el) {
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    el.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    return;
  }
  if (attempt + 1 < SCROLL_TRIES) timer.current = setTimeout(() => scrollToPanel(id, timer, attempt + 1), SCROLL_INTERVAL_MS);
}

/**
 * Which product's inline edit panel is open. `open(id)` switches to the list view, opens the panel
 * and scrolls to it. `?edit={id}` (from the overview) opens that product's panel once and leaves
 * the address clean; a product the page does not hold (another page, outside the filters) is
 * shown first, `pinned`, until the list changes.
 */
export function useProductEditor({ page, listKey, setView }: { page: readonly Product[] | undefined; listKey: string; setView(view: ListView): void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [pinnedId, setPinnedId] = useState<number | null>(null);
  const pinned = useQuery({ ...productQuery(pinnedId ?? 0), enabled: pinnedId !== null }).data;
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (scrollTimer.current) clearTimeout(scrollTimer.current);
    },
    [],
  );
  useEffect(() => {
    setPinnedId(null);
  }, [listKey]);

  const open = useCallback(
    (id: number) => {
      setView('elenco');
      setEditingId(id);
      scrollToPanel(id, scrollTimer);
    },
    [setView],
  );

  const editParam = searchParams.get('edit');
  useEffect(() => {
    if (!editParam || page === undefined) return;
    const id = Number(editParam);
    if (Number.isSafeInteger(id) && id > 0) {
      if (!page.some((p) => p.id === id)) setPinnedId(id);
      open(id);
    }
    setSearchParams(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
  }, [editParam, page, open, setSearchParams]);

  return { editingId, setEditingId, open, pinned: pinnedId !== null && pinned?.id === pinnedId ? pinned : null };
}
