import { Upload } from 'lucide-react';
import { useState } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import type { MediaItem } from '../../../entities/media/types.ts';
import mediaCss from '../../../styles/media-library.css?url';
import { Button } from '../../ui/button.tsx';
import { MediaBrowser } from './media-browser.tsx';
import { hasAlt } from './media-facts.ts';
import { UploadDialog } from './upload-dialog.tsx';

export interface MediaLibraryPickerProps {
  /** The editor chose an item (a click or Invio on its card; an item just uploaded here too). */
  onPick(item: MediaItem): void;
  /** The id of the item chosen now, marked 'Scelta' in the grid. */
  selectedId?: number | null;
  /** Items without alt text cannot be picked (image blocks): their card says 'Aggiungi prima il testo alternativo…'. */
  requireAlt?: boolean;
  /** 'Carica immagine' above the grid (default true); an upload made here is picked at once. */
  allowUpload?: boolean;
}

/**
 * The media library as a picker, for covers and image blocks: search, source filter, the grid
 * (24 a page, 'Carica altri') and 'Carica immagine' (the upload dialog; the new item is picked).
 * Renders inline: put it in a dialog or a tab. Nothing is recorded: library items are already
 * rows, `onPick` gets the item with its id, url, alt, credit and sizes.
 */
export function MediaLibraryPicker({ onPick, selectedId = null, requireAlt = false, allowUpload = true }: MediaLibraryPickerProps) {
  const [uploading, setUploading] = useState(false);
  const blocked = requireAlt ? (item: MediaItem) => (hasAlt(item) ? null : M.pickNeedsAlt) : undefined;
  const uploadButton = allowUpload ? (
    <Button size="sm" icon={<Upload size={16} aria-hidden="true" />} onClick={() => setUploading(true)}>
      {M.upload}
    </Button>
  ) : undefined;

  return (
    <div className="media-picker">
      <link rel="stylesheet" href={mediaCss} precedence="default" />
      <div className="media-picker-head">
        <p className="field-hint">{M.pickerHint}</p>
        {uploadButton}
      </div>
      <MediaBrowser
        onOpen={(item) => {
          if (!blocked?.(item)) onPick(item);
        }}
        selectedId={selectedId}
        blockedReason={blocked}
        actionLabel={(item) => M.pick(hasAlt(item) ? item.alt! : M.untitled)}
        emptyAction={uploadButton}
      />
      {allowUpload && <UploadDialog open={uploading} onClose={() => setUploading(false)} onUploaded={onPick} />}
    </div>
  );
}
