import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../lib/api.ts';
import { mediaKeys } from './api.ts';
import type { MediaItem } from './types.ts';

type Pages = InfiniteData<ListPage<MediaItem>, number>;

/** The search text and source filter of a cached list's key (see mediaKeys.list). */
const filtersOf = (key: readonly unknown[]) => ({ q: String(key[2] ?? ''), fonte: String(key[3] ?? '') });

/**
 * A new upload goes first in every list it belongs to (no search text, all sources or its own),
 * at once, without asking again; lists with a search text are asked again when next shown.
 */
export function addToMediaLists(client: QueryClient, item: MediaItem): void {
  for (const [key, data] of client.getQueriesData<Pages>({ queryKey: mediaKeys.lists })) {
    const { q, fonte } = filtersOf(key);
    if (!data) continue;
    if (q !== '' || (fonte !== '' && fonte !== item.fonte)) {
      void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const [first, ...rest] = data.pages;
    if (!first || first.items.some((i) => i.id === item.id)) continue;
    const pages = [{ items: [item, ...first.items], total: first.total + 1 }, ...rest.map((p) => ({ ...p, total: p.total + 1 }))];
    client.setQueryData<Pages>(key, { ...data, pages, pageParams: data.pageParams.map((p, i) => (i === 0 ? p : p + 1)) });
  }
}

/** An edited item (alt text, credit) shown with its new values wherever it is listed. */
export function replaceInMediaLists(client: QueryClient, item: MediaItem): void {
  client.setQueriesData<Pages>({ queryKey: mediaKeys.lists }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => (i.id === item.id ? { ...i, ...item } : i)) })) } : data,
  );
}

/** A deleted item leaves every list at once. */
export function removeFromMediaLists(client: QueryClient, id: number): void {
  client.setQueriesData<Pages>({ queryKey: mediaKeys.lists }, (data) => {
    if (!data || !data.pages.some((p) => p.items.some((i) => i.id === id))) return data;
    return { ...data, pages: data.pages.map((p) => ({ items: p.items.filter((i) => i.id !== id), total: Math.max(0, p.total - 1) })) };
  });
}
