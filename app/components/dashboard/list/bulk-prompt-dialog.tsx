import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { REVIEW_MSG as R } from '../../../../common/messages-reviews.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { activePromptsQuery, preferredPrompt } from '../../../entities/prompts/prompt-choices.ts';

/**
 * The question before writing several reviews with the AI (Genera recensione on products, Rigenera
 * on reviews): which active review prompt (the default one, else the first, chosen at first), asked once for all of
 * them. `onConfirm` gets the prompt's id; the screen then writes them one at a time.
 */
export function BulkPromptDialog({
  open,
  title,
  detail,
  label,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  detail: ReactNode;
  label: string;
  confirmLabel: string;
  onConfirm(promptId: number): void;
  onCancel(): void;
}) {
  const id = useId();
  const prompts = useQuery({ ...activePromptsQuery('recensione'), enabled: open });
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  // Each opening starts from the default prompt again.
  const [shown, setShown] = useState(open);
  if (shown !== open) {
    setShown(open);
    setChosen(null);
    setMissing(false);
  }
  const list = prompts.data ?? [];
  const selected = chosen ?? String(preferredPrompt(list)?.id ?? '');

  function confirm() {
    if (!selected) return setMissing(true);
    onConfirm(Number(selected));
  }

  const footer = (
    <>
      <Button onClick={onCancel}>{R.cancel}</Button>
      {list.length > 0 && (
        <Button variant="primary" onClick={confirm}>
          {confirmLabel}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open={open} title={title} onClose={onCancel} footer={footer}>
      <div className="dialog-message">{detail}</div>
      {prompts.status === 'pending' ? (
        <LoadingState label={R.loadingPrompts} />
      ) : prompts.status === 'error' ? (
        <p className="overlay-message overlay-error" role="alert">
          {R.promptsLoadError}
        </p>
      ) : list.length === 0 ? (
        <p className="overlay-message overlay-info" role="status">
          {R.promptsNone}
        </p>
      ) : (
        <div className={`field${missing ? ' has-error' : ''}`}>
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            value={selected}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
            onChange={(e) => {
              setChosen(e.target.value);
              setMissing(false);
            }}
          >
            <option value="">{R.promptPlaceholder}</option>
            {list.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.is_default === 1 ? R.promptDefault(p.titolo) : p.titolo}
              </option>
            ))}
          </select>
          {missing && (
            <p className="field-error" id={`${id}-error`} role="alert">
              {R.promptRequired}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
