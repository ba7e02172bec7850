import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { CAPTION_MAX, type ImageBlock } from '../../../../common/content-blocks.ts';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import { FormDialog } from '../../dashboard/form-dialog.tsx';
import type { MediaItem } from '../../../../common/media.ts';
import { mediaThumb } from '../../../entities/media/thumbs.ts';
import { MediaLibraryPicker } from '../../dashboard/media/index.ts';
import { mediaItemQuery } from './block-data.ts';

/**
 * 'Immagine': an image of the media library (its own picker: search, source filter, upload) with
 * an optional caption. An image without alt text cannot be inserted: its alt text is
 * written in the library, once, for every text that shows it.
 */
export function ImageDialog({ editing, onDone, onClose }: { editing: ImageBlock | null; onDone(block: ImageBlock): void; onClose(): void }) {
  const id = useId();
  const current = useQuery({ ...mediaItemQuery(editing?.id ?? 0), enabled: editing !== null });
  const [picked, setPicked] = useState<MediaItem | null>(null);
  const [caption, setCaption] = useState(editing?.didascalia ?? '');
  const [tried, setTried] = useState(false);
  const item = picked ?? current.data ?? null;
  const itemId = picked?.id ?? editing?.id ?? null;
  const error = itemId === null ? M.imageNone : item && !item.alt ? M.imageNeedsAlt : null;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    setTried(true);
    if (error || itemId === null) return;
    onDone({ tipo: 'immagine', id: itemId, didascalia: caption.replace(/\s+/g, ' ').trim().slice(0, CAPTION_MAX) });
  }

  const formId = `${id}-form`;
  const showError = error === M.imageNeedsAlt || (tried && error);
  return (
    <FormDialog
      title={editing ? M.imageDialogEditTitle : M.imageDialogTitle}
      formId={formId}
      saving={false}
      saveLabel={editing ? M.saveBlock : M.insertBlock}
      size="lg"
      saveDisabled={error === M.imageNeedsAlt}
      onClose={onClose}
    >
      <form id={formId} className="rte-image-form" onSubmit={submit} noValidate>
        <MediaLibraryPicker
          requireAlt
          selectedId={itemId}
          onPick={(m) => {
            setPicked(m);
            setTried(false);
          }}
        />
        <div className="rte-image-chosen" aria-live="polite">
          <p className="rte-field-label">{M.imageChosen}</p>
          {item ? (
            <div className="rte-image-chosen-item">
              <img src={mediaThumb(item)} alt={item.alt ?? ''} width={96} height={64} />
              <span>{item.alt ?? M.imageAltMissing}</span>
            </div>
          ) : (
            <p className="muted">{M.imageNone}</p>
          )}
          {showError && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <label htmlFor={`${id}-didascalia`} className="rte-field-label">
          {M.caption}
        </label>
        <input
          id={`${id}-didascalia`}
          type="text"
          value={caption}
          maxLength={CAPTION_MAX}
          aria-describedby={`${id}-didascalia-hint`}
          onChange={(e) => setCaption(e.target.value)}
        />
        <p id={`${id}-didascalia-hint`} className="field-hint">
          {M.captionHint}
        </p>
      </form>
    </FormDialog>
  );
}
