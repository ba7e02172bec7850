import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import type { MediaFilter } from '../../../entities/media/api.ts';
import { SEARCH_PAUSE_MS } from '../list/list-search.tsx';

const SOURCES: readonly MediaFilter[] = ['', 'caricamento', 'unsplash'];

/**
 * The library's search box and source filter (Tutte / Caricate / Unsplash). The box is no form
 * of its own (the picker lives inside the editors' forms): the grid follows the text after a short
 * pause, Invio searches at once, Esc or the clear button empties it.
 */
export function MediaFilters({ q, fonte, onSearch, onSource }: { q: string; fonte: MediaFilter; onSearch(q: string): void; onSource(fonte: MediaFilter): void }) {
  const id = useId();
  const [text, setText] = useState(q);
  useEffect(() => {
    setText(q);
  }, [q]);
  useEffect(() => {
    if (text.trim() === q.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, q, onSearch]);

  return (
    <div className="list-filters media-filters">
      <div role="search" className="list-search">
        <label htmlFor={id} className="sr-only">
          {M.searchLabel}
        </label>
        <Search size={16} className="list-search-icon" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={M.searchPlaceholder}
          maxLength={100}
          enterKeyHint="search"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearch(text.trim());
            } else if (e.key === 'Escape' && text) {
              e.preventDefault();
              setText('');
              onSearch('');
            }
          }}
        />
        {text && (
          <button
            type="button"
            className="list-search-clear"
            aria-label={L.clearSearch}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          >
            <X size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      <fieldset className="segmented">
        <legend className="sr-only">{M.sourceLegend}</legend>
        {SOURCES.map((choice) => (
          <label key={choice || 'tutte'} className={fonte === choice ? 'is-checked' : undefined}>
            <input type="radio" name={`${id}-fonte`} value={choice} checked={fonte === choice} onChange={() => onSource(choice)} />
            {M.sources[choice]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
