import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import { ACCEPT_ATTRIBUTE } from './upload-checks.ts';

/** A local preview of the chosen file, released when the file changes or the dialog closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Where the files are chosen: a drop area (drag and drop) with a 'Scegli un file' control that
 * is the real file input (keyboard and screen readers reach it), the preview of the current file
 * and its name. `multiple`: several files are queued one after the other.
 */
export function FileDrop({ file, disabled, describedBy, onFiles }: { file: File | null; disabled: boolean; describedBy?: string; onFiles(files: File[]): void }) {
  const id = useId();
  const [over, setOver] = useState(false);
  const preview = usePreview(file);
  return (
    <div
      className={`media-drop${over ? ' is-over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled && e.dataTransfer.files.length > 0) onFiles([...e.dataTransfer.files]);
      }}
    >
      {preview && file ? (
        <figure className="media-drop-preview">
          <img src={preview} alt={M.previewAlt} />
          <figcaption>{file.name}</figcaption>
        </figure>
      ) : (
        <ImagePlus size={32} aria-hidden="true" className="media-drop-icon" />
      )}
      <p className="media-drop-text">
        {file && !preview && <strong className="media-drop-name">{file.name} · </strong>}
        {M.dropHere}{' '}
        <label htmlFor={id} className={`btn btn-secondary btn-sm media-drop-choose${disabled ? ' is-disabled' : ''}`}>
          {M.chooseFile}
          <input
            id={id}
            type="file"
            className="sr-only"
            accept={ACCEPT_ATTRIBUTE}
            multiple
            disabled={disabled}
            aria-describedby={describedBy}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              // The same file chosen again after a refusal still reports a change.
              e.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </label>
      </p>
    </div>
  );
}
