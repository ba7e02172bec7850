import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ImageResult } from '../../../../common/images.ts';
import { IMAGE_MSG as M, UNSPLASH_SOURCE } from '../../../../common/messages-images.ts';
import { imageSearchQuery } from '../../../entities/images/api.ts';
import { errorMessage } from '../../../lib/api.ts';
import { PhotoCredit } from '../../site/photo-credit.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadingState } from '../../ui/states.tsx';

/**
 * The Unsplash search of the cover picker, kept by the picker (so 'Sostituisci' can reopen the
 * grid whichever tab shows): the keyword, the keyword last searched and its results.
 */
export function useUnsplashSearch(defaultQuery: string, disabled: boolean) {
  const [query, setQuery] = useState(defaultQuery);
  // The keyword last searched: the results shown are its own.
  const [searched, setSearched] = useState<string | null>(null);
  const search = useQuery({ ...imageSearchQuery(searched ?? ''), enabled: searched !== null });
  // The grid was asked for: it shows once the search has found photos.
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const loading = search.isFetching;
  const results = !loading && search.isSuccess ? search.data : null;
  const failure = !loading && search.isError ? errorMessage(search.error, M.searchError) : null;

  function run() {
    const q = query.trim();
    if (!q || disabled || loading) return;
    // The same keyword again asks again (a failed search is retried, the grid reopens).
    if (q === searched) void search.refetch();
    else setSearched(q);
    setOpen(true);
  }

  /** Reopens the grid of the last search, or brings the keyword box into focus. */
  function reopen(): boolean {
    if (results !== null && results.length > 0) {
      setOpen(true);
      return true;
    }
    inputRef.current?.focus();
    return inputRef.current !== null;
  }

  return { query, setQuery, searched, loading, results, failure, open, setOpen, inputRef, run, reopen, disabled };
}

export type UnsplashSearchState = ReturnType<typeof useUnsplashSearch>;

/**
 * The spec's image search (section 2): a keyword and Cerca (a blank keyword is ignored), a
 * loading line, the server's error, 'Nessuna immagine trovata.', then the modal grid 'Seleziona
 * una copertina' ('Clicca un'immagine per selezionarla'), each photo a button with its credit,
 * thumbnails small and lazy.
 */
export function UnsplashSearch({ state, selectedId, onChoose }: { state: UnsplashSearchState; selectedId: string | null; onChoose(r: ImageResult, query: string): void }) {
  const inputId = `${useId()}-query`;
  const gridRef = useRef<HTMLUListElement>(null);
  const { query, setQuery, searched, loading, results, failure, open, setOpen, inputRef, run, disabled } = state;
  const gridOpen = open && results !== null && results.length > 0;

  // The first photo gets the focus when the grid opens (the dialog would give it to its close button).
  useEffect(() => {
    if (gridOpen) gridRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [gridOpen]);

  return (
    <>
      <div className="image-picker-search">
        <label htmlFor={inputId} className="sr-only">
          {M.searchLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          placeholder={M.searchPlaceholder}
          maxLength={100}
          disabled={disabled}
          enterKeyHint="search"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            }
          }}
        />
        <Button icon={<Search size={16} aria-hidden="true" />} onClick={run} loading={loading} disabled={disabled} aria-haspopup="dialog">
          {M.search}
        </Button>
      </div>

      {loading && <LoadingState label={M.loading} />}
      {failure !== null && (
        <p className="field-error image-picker-error" role="alert">
          {failure}
        </p>
      )}
      {results !== null && results.length === 0 && (
        <p className="muted image-picker-empty" role="status">
          {M.empty}
        </p>
      )}

      <Dialog open={gridOpen} title={M.modalTitle} onClose={() => setOpen(false)} size="lg">
        {gridOpen && searched !== null && (
          <>
            <p className="field-hint image-picker-hint">
              {M.modalHint} · {M.resultsCount(results.length, searched)}
            </p>
            <ul ref={gridRef} className="image-picker-grid">
              {results.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    className={`image-picker-option${selectedId === r.id ? ' is-selected' : ''}`}
                    aria-label={M.choose(r.alt_description ?? M.untitled, r.autore)}
                    aria-pressed={selectedId === r.id}
                    onClick={() => {
                      onChoose(r, searched);
                      setOpen(false);
                    }}
                  >
                    <img src={r.thumb} alt="" width={400} height={267} loading="lazy" decoding="async" style={r.color ? { backgroundColor: r.color } : undefined} />
                  </button>
                  <PhotoCredit className="image-picker-credit" autore={r.autore} autoreLink={r.autore_link} fonte={UNSPLASH_SOURCE} newTab />
                </li>
              ))}
            </ul>
          </>
        )}
      </Dialog>
    </>
  );
}
