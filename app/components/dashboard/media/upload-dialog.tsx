import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import { WORDS } from '../../../../common/messages-words.ts';
import { type MediaUpload, uploadMedia } from '../../../entities/media/api.ts';
import { addToMediaLists } from '../../../entities/media/cache.ts';
import { MEDIA_ALT_MAX, MEDIA_CREDIT_MAX, type MediaItem } from '../../../entities/media/types.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { describedBy, Field } from '../../ui/field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { FileDrop } from './file-drop.tsx';
import { altProblem, creditProblem, sortFiles } from './upload-checks.ts';

export interface UploadDialogProps {
  open: boolean;
  onClose(): void;
  /** Each uploaded item, as the server answered it (it is already first in the library's lists). */
  onUploaded?(item: MediaItem): void;
}

/**
 * 'Carica immagine': a file (chosen or dropped, previewed), its alt text (required, up to 200
 * characters, with a counter) and an optional credit. The checks before sending speak Italian;
 * the server's refusal is shown as it is. While the file goes up a bar shows how much, then that
 * the server is working; the dialog cannot be closed meanwhile. Several files are queued and
 * uploaded one after the other, each with its own alt text.
 */
export function UploadDialog({ open, onClose, onUploaded }: UploadDialogProps) {
  const uid = useId();
  const client = useQueryClient();
  const toast = useToast();
  const [queue, setQueue] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [alt, setAlt] = useState('');
  const [credito, setCredito] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const altRef = useRef<HTMLTextAreaElement>(null);
  // A mutation, so that a 401 sends the editor to the login page as every other write does.
  const upload = useMutation({ mutationFn: (input: MediaUpload) => uploadMedia(input, { onProgress: setProgress }) });
  const busy = progress !== null;
  const file = queue[0] ?? null;

  // Every opening starts afresh.
  useEffect(() => {
    if (!open) return;
    setQueue([]);
    setRefused([]);
    setAlt('');
    setCredito('');
    setTouched(false);
    setFailure(null);
    setProgress(null);
  }, [open]);

  const fileError = touched && !file && refused.length === 0 ? M.fileRequired : null;
  const altError = touched ? altProblem(alt) : null;
  const creditError = creditProblem(credito);

  function choose(files: File[]) {
    const sorted = sortFiles(files);
    setRefused(sorted.refused);
    setQueue(sorted.accepted);
    setFailure(null);
  }

  async function submit() {
    setTouched(true);
    if (!file || altProblem(alt) || creditProblem(credito)) {
      if (file) altRef.current?.focus();
      return;
    }
    setFailure(null);
    setProgress(0);
    try {
      const item = await upload.mutateAsync({ file, alt: alt.trim(), credito });
      addToMediaLists(client, item);
      toast.success(M.uploaded);
      onUploaded?.(item);
      const rest = queue.slice(1);
      if (rest.length === 0) return onClose();
      setQueue(rest);
      setAlt('');
      setCredito('');
      setTouched(false);
      altRef.current?.focus();
    } catch (err) {
      setFailure(errorMessage(err, M.uploadError));
    } finally {
      setProgress(null);
    }
  }

  const fileMessages = [...refused, ...(fileError ? [fileError] : [])];
  const pct = progress === null ? 0 : Math.round(progress * 100);
  return (
    <Dialog
      open={open}
      title={M.uploadTitle}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {WORDS.cancel}
          </Button>
          <Button variant="primary" icon={<Upload size={16} aria-hidden="true" />} loading={busy} onClick={() => void submit()}>
            {queue.length > 1 ? M.uploadNext : M.uploadAction}
          </Button>
        </>
      }
    >
      <div className="media-upload">
        <FileDrop file={file} disabled={busy} describedBy={`${uid}-file-hint${fileMessages.length ? ` ${uid}-file-error` : ''}`} onFiles={choose} />
        <p className="field-hint" id={`${uid}-file-hint`}>
          {M.fileHint}
        </p>
        {fileMessages.length > 0 && (
          <ul className="field-error media-upload-refused" id={`${uid}-file-error`} role="alert">
            {fileMessages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
        {queue.length > 1 && <p className="field-hint">{M.queued(queue.length - 1)}</p>}
        <Field id={`${uid}-alt`} label={M.altLabel} required error={altError} hint={M.altHint}>
          <textarea
            ref={altRef}
            id={`${uid}-alt`}
            rows={2}
            value={alt}
            maxLength={MEDIA_ALT_MAX + 50}
            disabled={busy}
            aria-required="true"
            aria-invalid={altError ? true : undefined}
            aria-describedby={describedBy(`${uid}-alt`, { error: altError, hint: true })}
            onChange={(e) => setAlt(e.target.value)}
          />
        </Field>
        <p className={`media-counter${alt.trim().length > MEDIA_ALT_MAX ? ' is-over' : ''}`} aria-live="polite">
          {M.counter(alt.trim().length, MEDIA_ALT_MAX)}
        </p>
        <Field id={`${uid}-credit`} label={M.creditLabel} error={creditError} hint={M.creditHint}>
          <input
            id={`${uid}-credit`}
            type="text"
            value={credito}
            maxLength={MEDIA_CREDIT_MAX + 50}
            disabled={busy}
            aria-invalid={creditError ? true : undefined}
            aria-describedby={describedBy(`${uid}-credit`, { error: creditError, hint: true })}
            onChange={(e) => setCredito(e.target.value)}
          />
        </Field>
        {busy && (
          <div className="media-progress" role="status">
            {progress !== null && progress < 1 ? (
              <>
                <progress max={100} value={pct} aria-label={M.uploading} />
                <span>{M.progress(pct)}</span>
              </>
            ) : (
              <>
                <progress aria-label={M.processing} />
                <span>{M.processing}</span>
              </>
            )}
          </div>
        )}
        {failure && (
          <p className="field-error media-upload-failure" role="alert">
            {failure}
          </p>
        )}
      </div>
    </Dialog>
  );
}
