import { useId } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import type { MediaFilter } from '../../../entities/media/api.ts';
import { ListSearch } from '../list/list-search.tsx';

const SOURCES: readonly MediaFilter[] = ['', 'caricamento', 'unsplash'];

/**
 * The library's search box and source filter (Tutte / Caricate / Unsplash). The box is no form
 * of its own (the picker lives inside the editors' forms): the grid follows the text after a short
 * pause, Invio searches at once, Esc or the clear button empties it (ListSearch).
 */
export function MediaFilters({ q, fonte, onSearch, onSource }: { q: string; fonte: MediaFilter; onSearch(q: string): void; onSource(fonte: MediaFilter): void }) {
  const id = useId();
  return (
    <div className="list-filters media-filters">
      <ListSearch value={q} onSearch={(text) => onSearch(text.trim())} placeholder={M.searchPlaceholder} label={M.searchLabel} inForm />
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
