import { useQuery } from '@tanstack/react-query';
import { ImageOff, Replace, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { atStockWidth, type ImageChoice, type ImageResult } from '../../../../common/images.ts';
import { IMAGE_MSG as M, UNSPLASH_SOURCE } from '../../../../common/messages-images.ts';
import { errorMessage } from '../../../lib/api.ts';
import pickerCss from '../../../styles/image-picker.css?url';
import { PhotoCredit } from '../../site/photo-credit.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { imageSearchQuery, recordImage } from '../../../entities/images/api.ts';

/**
 * A cover chosen with the picker. `id` is the row of the images table once recorded (a saved
 * cover, or after recordPicked); while it is null the photo is only chosen and `choice` holds
 * what POST /api/immagini needs.
 */
export interface PickedImage {
  id: number | null;
  url: string;
  autore: string | null;
  autore_link: string | null;
  fonte: string;
  choice?: ImageChoice;
}

/** The picked cover of a saved guide or news item (its id_immagine and the joined credit), or null. */
export function pickedFromSaved(saved: {
  id_immagine?: number | null;
  immagine_url?: string | null;
  immagine_autore?: string | null;
  immagine_autore_link?: string | null;
  immagine_fonte?: string | null;
}): PickedImage | null {
  if (!saved.id_immagine || !saved.immagine_url) return null;
  return {
    id: saved.id_immagine,
    url: saved.immagine_url,
    autore: saved.immagine_autore ?? null,
    autore_link: saved.immagine_autore_link ?? null,
    fonte: saved.immagine_fonte ?? UNSPLASH_SOURCE,
  };
}

/**
 * Records a chosen photo (POST /api/immagini: the server stores it and reports the use to
 * Unsplash) unless it already is; call it when the form is saved, then send `id_immagine: picked.id`.
 * Keep the answer in the form's state so a retried save does not record the photo twice.
 */
export async function recordPicked(picked: PickedImage): Promise<PickedImage> {
  if (picked.id !== null || !picked.choice) return picked;
  const image = await recordImage(picked.choice);
  return { id: image.id, url: image.url, autore: image.autore, autore_link: image.autore_link, fonte: image.fonte };
}

const toPicked = (r: ImageResult, query: string): PickedImage => ({
  id: null,
  url: r.url,
  autore: r.autore,
  autore_link: r.autore_link,
  fonte: UNSPLASH_SOURCE,
  choice: { id: r.id, url: r.url, url_full: r.urls.full, autore: r.autore, autore_link: r.autore_link, download_location: r.links.download_location, query },
});

/**
 * The image picker of the spec (section 2): a keyword and Cerca (a blank keyword is ignored),
 * a loading line, the server's error, 'Nessuna immagine trovata.', then the modal grid
 * 'Seleziona una copertina' ('Clicca un'immagine per selezionarla'), each photo a button with
 * its credit, thumbnails small and lazy. After the choice a small preview with the credit,
 * Sostituisci and Rimuovi. Nothing is recorded here: the form calls recordPicked when it saves
 * (Unsplash counts a use when the photo is really used, not when it is looked at).
 */
export function ImagePicker({
  value,
  onChange,
  defaultQuery = '',
  label = M.pickerLabel,
  disabled = false,
}: {
  value: PickedImage | null;
  onChange(value: PickedImage | null): void;
  defaultQuery?: string;
  label?: string;
  disabled?: boolean;
}) {
  const uid = useId();
  const inputId = `${uid}-query`;
  const [query, setQuery] = useState(defaultQuery);
  // The keyword last searched: the results shown are its own.
  const [searched, setSearched] = useState<string | null>(null);
  const search = useQuery({ ...imageSearchQuery(searched ?? ''), enabled: searched !== null });
  // The grid was asked for: it shows once the search has found photos.
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<HTMLUListElement>(null);
  const loading = search.isFetching;
  const results = !loading && search.isSuccess ? search.data : null;
  const failure = !loading && search.isError ? errorMessage(search.error, M.searchError) : null;
  const gridOpen = open && results !== null && results.length > 0;

  // The first photo gets the focus when the grid opens (the dialog would give it to its close button).
  useEffect(() => {
    if (gridOpen) gridRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [gridOpen]);

  function searchPhotos() {
    const q = query.trim();
    if (!q || disabled || loading) return;
    // The same keyword again asks again (a failed search is retried, the grid reopens).
    if (q === searched) void search.refetch();
    else setSearched(q);
    setOpen(true);
  }

  function choose(r: ImageResult, q: string) {
    onChange(toPicked(r, q));
    setOpen(false);
  }

  function replace() {
    if (results !== null && results.length > 0) setOpen(true);
    else inputRef.current?.focus();
  }

  return (
    <div className="image-picker" role="group" aria-labelledby={`${uid}-label`}>
      <link rel="stylesheet" href={pickerCss} precedence="default" />
      <span id={`${uid}-label`} className="image-picker-label">
        {label}
      </span>

      {value ? (
        <div className="image-picker-preview">
          <figure className="image-picker-thumb media media-wide">
            <img src={atStockWidth(value.url, 480)} alt={M.preview} width={240} height={135} loading="lazy" decoding="async" />
          </figure>
          <div className="image-picker-preview-body">
            <PhotoCredit autore={value.autore} autoreLink={value.autore_link} fonte={value.fonte} newTab />
            {value.id === null && <p className="field-hint">{M.pendingNote}</p>}
            <div className="image-picker-actions">
              <Button size="sm" icon={<Replace size={16} aria-hidden="true" />} onClick={replace} disabled={disabled}>
                {M.replace}
              </Button>
              <Button size="sm" variant="ghost" icon={<ImageOff size={16} aria-hidden="true" />} onClick={() => onChange(null)} disabled={disabled}>
                {M.remove}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <p className="field-hint image-picker-none">{M.none}</p>
      )}

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
              searchPhotos();
            }
          }}
        />
        <Button icon={<Search size={16} aria-hidden="true" />} onClick={searchPhotos} loading={loading} disabled={disabled} aria-haspopup="dialog">
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
                    className={`image-picker-option${value?.choice?.id === r.id ? ' is-selected' : ''}`}
                    aria-label={M.choose(r.alt_description ?? M.untitled, r.autore)}
                    aria-pressed={value?.choice?.id === r.id}
                    onClick={() => choose(r, searched)}
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
    </div>
  );
}
