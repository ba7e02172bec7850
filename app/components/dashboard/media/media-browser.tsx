import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import { type MediaFilter, mediaListQuery, MEDIA_PAGE_SIZE } from '../../../entities/media/api.ts';
import type { MediaItem } from '../../../entities/media/types.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { NoMatches } from '../list/no-matches.tsx';
import { MediaCard } from './media-card.tsx';
import { MediaFilters } from './media-filters.tsx';

export interface MediaBrowserProps {
  /** A card was activated: the page opens its details, a picker picks it. */
  onOpen(item: MediaItem): void;
  /** The item shown as chosen (a picker's current value). */
  selectedId?: number | null;
  /** Why an item cannot be chosen here (shown on its card, which stays focusable), or null. */
  blockedReason?(item: MediaItem): string | null;
  /** The name of each card's button, when it is not the alt text (a picker's 'Scegli: …'). */
  actionLabel?(item: MediaItem): string;
  /** What the empty library offers (the upload button). */
  emptyAction?: ReactNode;
  pageSize?: number;
}

/**
 * The library as a grid of cards with its search and source filter, newest first, 'Carica altri'
 * for the next page; loading, empty (with `emptyAction`), no matches and error with 'Riprova'.
 * Shared by the Media page and the pickers (covers, image blocks).
 */
export function MediaBrowser({ onOpen, selectedId = null, blockedReason, actionLabel, emptyAction, pageSize = MEDIA_PAGE_SIZE }: MediaBrowserProps) {
  const [q, setQ] = useState('');
  const [fonte, setFonte] = useState<MediaFilter>('');
  const list = useInfiniteQuery(mediaListQuery(q, fonte, pageSize));
  const filtered = q !== '' || fonte !== '';

  let body: ReactNode;
  if (list.status === 'pending') body = <LoadingState label={M.loading} />;
  else if (list.status === 'error' && !list.data) body = <ErrorState message={errorMessage(list.error, M.loadError)} onRetry={() => void list.refetch()} />;
  else {
    const items = list.data?.pages.flatMap((p) => p.items) ?? [];
    const total = list.data?.pages.at(-1)?.total ?? items.length;
    if (items.length === 0)
      body = filtered ? (
        <NoMatches
          message={M.noMatches}
          onReset={() => {
            setQ('');
            setFonte('');
          }}
        />
      ) : (
        <EmptyState message={M.empty}>{emptyAction}</EmptyState>
      );
    else
      body = (
        <>
          <p className="media-count muted" aria-live="polite">
            {M.count(items.length, total)}
          </p>
          <ul className="media-grid">
            {items.map((item) => {
              const reason = blockedReason?.(item) ?? null;
              return (
                <li key={item.id}>
                  <MediaCard item={item} onOpen={onOpen} selected={item.id === selectedId} disabled={reason !== null} note={reason} actionLabel={actionLabel?.(item)} />
                </li>
              );
            })}
          </ul>
          {list.isFetchNextPageError && <ErrorState message={errorMessage(list.error, M.loadError)} onRetry={() => void list.fetchNextPage()} />}
          {list.hasNextPage && !list.isFetchNextPageError && (
            <div className="media-more">
              <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {M.loadMore}
              </Button>
            </div>
          )}
        </>
      );
  }

  return (
    <div className="media-browser">
      <MediaFilters q={q} fonte={fonte} onSearch={setQ} onSource={setFonte} />
      {body}
    </div>
  );
}
