import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { useSearchTerm } from '../use-search-term.ts';
import { type MediaItem, mediaListQuery, mediaThumbnail } from './block-data.ts';

/**
 * The library's images to choose from (GET /api/media?q=&limit=24): a search box and a grid of
 * thumbnails; choosing one calls `onPick`. THE ONE PLACE to swap for the media library's own
 * `<MediaLibraryPicker onPick />` (app/features/media) once it is merged: the image dialog only
 * needs `onPick(item)` and shows the chosen item itself.
 */
export function MediaGrid({ selectedId, onPick }: { selectedId: number | null; onPick(item: MediaItem): void }) {
  const id = useId();
  const [text, setText] = useState('');
  const list = useQuery(mediaListQuery(useSearchTerm(text, 0) ?? ''));

  return (
    <div className="rte-media">
      <label htmlFor={`${id}-cerca`}>{M.imageSearch}</label>
      <input id={`${id}-cerca`} type="search" value={text} autoComplete="off" onChange={(e) => setText(e.target.value)} />
      {list.isPending && <LoadingState label={M.imageLoading} />}
      {list.isError && <ErrorState message={M.imageFailedList} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <p className="muted">{M.imageEmpty}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="rte-media-grid" aria-label={M.imageGrid}>
          {list.data.map((item) => (
            <li key={item.id}>
              <button type="button" className={`rte-media-item${item.id === selectedId ? ' is-selected' : ''}`} aria-pressed={item.id === selectedId} onClick={() => onPick(item)}>
                <img src={mediaThumbnail(item)} alt={item.alt ?? ''} width={item.larghezza ?? undefined} height={item.altezza ?? undefined} loading="lazy" />
                <span className={item.alt ? 'rte-media-alt' : 'rte-media-alt is-missing'}>
                  {item.alt ?? (
                    <>
                      <AlertTriangle size={14} aria-hidden="true" /> {M.imageAltMissing}
                    </>
                  )}
                </span>
                {item.credito && <span className="muted rte-media-credit">{M.credit(item.credito)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
