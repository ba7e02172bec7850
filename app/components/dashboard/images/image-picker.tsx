import { ImageOff, Images, Replace } from 'lucide-react';
import { useId, useState } from 'react';
import { atStockWidth, type ImageChoice, type ImageResult } from '../../../../common/images.ts';
import { IMAGE_MSG as M, UNSPLASH_SOURCE } from '../../../../common/messages-images.ts';
import { MEDIA_LIBRARY_MSG as L } from '../../../../common/messages-media-library.ts';
import { recordImage } from '../../../entities/images/api.ts';
import type { MediaItem } from '../../../entities/media/types.ts';
import pickerCss from '../../../styles/image-picker.css?url';
import { PhotoCredit } from '../../site/photo-credit.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { MediaLibraryPicker } from '../media/index.ts';
import { UnsplashSearch, useUnsplashSearch } from './unsplash-search.tsx';

/**
 * A cover chosen with the picker. `id` is the row of the images table once recorded (a saved
 * cover, an item of the media library, or after recordPicked); while it is null the photo is only
 * chosen and `choice` holds what POST /api/immagini needs.
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
  choice: {
    id: r.id,
    url: r.url,
    url_full: r.urls.full,
    autore: r.autore,
    autore_link: r.autore_link,
    download_location: r.links.download_location,
    query,
    width: r.width,
    height: r.height,
  },
});

/**
 * An item of the media library as a cover: already a row of the images table (its `id`, so
 * nothing is recorded on save). An Unsplash pick keeps its author's credit; an upload is credited
 * with its `credito` ('© …').
 */
export function pickedFromMedia(item: MediaItem): PickedImage {
  if (item.fonte === UNSPLASH_SOURCE) return { id: item.id, url: item.url, autore: item.autore, autore_link: item.autore_link, fonte: item.fonte };
  return { id: item.id, url: item.url, autore: item.credito?.trim() || item.autore || null, autore_link: item.credito?.trim() ? null : item.autore_link, fonte: item.fonte };
}

type Source = 'unsplash' | 'libreria';
const SOURCES: { value: Source; label: string }[] = [
  { value: 'unsplash', label: L.tabUnsplash },
  { value: 'libreria', label: L.tabLibrary },
];

/**
 * The cover picker: the chosen cover's preview (credit, Sostituisci, Rimuovi) and two sources:
 * 'Unsplash' (the spec's search and modal grid, section 2) and 'Libreria' (the media library in a
 * dialog: search, source filter, 'Carica immagine'; an item picked there already has its id).
 * Nothing is recorded here: the form calls recordPicked when it saves (Unsplash counts a use when
 * the photo is really used, not when it is looked at).
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
  const unsplash = useUnsplashSearch(defaultQuery, disabled);
  const [source, setSource] = useState<Source>(value && value.fonte !== UNSPLASH_SOURCE ? 'libreria' : 'unsplash');
  const [libraryOpen, setLibraryOpen] = useState(false);

  function replace() {
    if (source === 'libreria') setLibraryOpen(true);
    else unsplash.reopen();
  }

  const libraryTab = (
    <div className="image-picker-library">
      <p className="field-hint">{L.libraryIntro}</p>
      <Button icon={<Images size={16} aria-hidden="true" />} onClick={() => setLibraryOpen(true)} disabled={disabled} aria-haspopup="dialog">
        {L.libraryOpen}
      </Button>
      <Dialog open={libraryOpen} title={L.libraryTitle} onClose={() => setLibraryOpen(false)} size="lg">
        {libraryOpen && (
          <MediaLibraryPicker
            selectedId={value?.id ?? null}
            onPick={(item) => {
              onChange(pickedFromMedia(item));
              setLibraryOpen(false);
            }}
          />
        )}
      </Dialog>
    </div>
  );

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

      {/* The source as a segmented choice rather than ARIA tabs: the editors' pages already hold tab lists of their own. */}
      <fieldset className="segmented image-picker-sources" disabled={disabled}>
        <legend className="sr-only">{L.coverTabs}</legend>
        {SOURCES.map((s) => (
          <label key={s.value} className={source === s.value ? 'is-checked' : undefined}>
            <input type="radio" name={`${uid}-source`} value={s.value} checked={source === s.value} onChange={() => setSource(s.value)} />
            {s.label}
          </label>
        ))}
      </fieldset>
      {source === 'unsplash' ? <UnsplashSearch state={unsplash} selectedId={value?.choice?.id ?? null} onChoose={(r, q) => onChange(toPicked(r, q))} /> : libraryTab}
    </div>
  );
}
