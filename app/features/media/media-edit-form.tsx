import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MEDIA_LIBRARY_MSG as M } from '../../../common/messages-media-library.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { type MediaEdit, mediaKeys, updateMedia } from '../../entities/media/api.ts';
import { replaceInMediaLists } from '../../entities/media/cache.ts';
import { MEDIA_ALT_MAX, MEDIA_CREDIT_MAX, type MediaDetail, type MediaItem } from '../../entities/media/types.ts';
import { errorMessage } from '../../lib/api.ts';

const altCheck = (alt: string, required: boolean) => {
  if (!alt.trim()) return required ? M.altRequired : null;
  return alt.trim().length > MEDIA_ALT_MAX ? M.altMax(MEDIA_ALT_MAX) : null;
};

/**
 * The alt text and the credit of an item, saved with PATCH. An upload must keep an alt text; an
 * Unsplash pick may have none yet (a blank field is then not sent). The server's refusal shows
 * under the form.
 */
export function MediaEditForm({ item, disabled }: { item: MediaItem; disabled: boolean }) {
  const uid = useId();
  const client = useQueryClient();
  const toast = useToast();
  const [alt, setAlt] = useState(item.alt ?? '');
  const [credito, setCredito] = useState(item.credito ?? '');
  const [touched, setTouched] = useState(false);
  const required = item.fonte === 'caricamento';
  const altError = touched ? altCheck(alt, required) : null;
  const creditError = credito.trim().length > MEDIA_CREDIT_MAX ? M.creditMax(MEDIA_CREDIT_MAX) : null;
  const changed = alt.trim() !== (item.alt ?? '').trim() || credito.trim() !== (item.credito ?? '').trim();

  const save = useMutation({
    mutationFn: (body: MediaEdit) => updateMedia(item.id, body),
    onSuccess: (saved) => {
      replaceInMediaLists(client, saved);
      client.setQueryData<MediaDetail>(mediaKeys.detail(item.id), (d) => (d ? { ...d, ...saved } : d));
      toast.success(M.saved);
    },
  });

  function submit() {
    setTouched(true);
    if (altCheck(alt, required) || creditError) return;
    const body: MediaEdit = { credito: credito.trim() || null };
    if (alt.trim()) body.alt = alt.trim();
    save.mutate(body);
  }

  return (
    <form
      className="media-edit"
      aria-label={M.detailTitle}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field id={`${uid}-alt`} label={M.altLabel} required={required} error={altError} hint={M.altHint}>
        <textarea
          id={`${uid}-alt`}
          rows={3}
          value={alt}
          maxLength={MEDIA_ALT_MAX + 50}
          disabled={disabled || save.isPending}
          aria-invalid={altError ? true : undefined}
          aria-describedby={describedBy(`${uid}-alt`, { error: altError, hint: true })}
          onChange={(e) => setAlt(e.target.value)}
        />
      </Field>
      <p className={`media-counter${alt.trim().length > MEDIA_ALT_MAX ? ' is-over' : ''}`}>{M.counter(alt.trim().length, MEDIA_ALT_MAX)}</p>
      <Field id={`${uid}-credit`} label={M.creditLabel} error={creditError}>
        <input
          id={`${uid}-credit`}
          type="text"
          value={credito}
          maxLength={MEDIA_CREDIT_MAX + 50}
          disabled={disabled || save.isPending}
          aria-invalid={creditError ? true : undefined}
          aria-describedby={describedBy(`${uid}-credit`, { error: creditError })}
          onChange={(e) => setCredito(e.target.value)}
        />
      </Field>
      {save.isError && (
        <p className="field-error" role="alert">
          {errorMessage(save.error, M.saveError)}
        </p>
      )}
      <div className="media-edit-actions">
        <Button type="submit" variant="primary" loading={save.isPending} disabled={disabled || !changed}>
          {M.save}
        </Button>
      </div>
    </form>
  );
}
