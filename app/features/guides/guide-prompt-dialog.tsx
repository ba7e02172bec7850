import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/states.tsx';
import { errorMessage } from '../../lib/api.ts';
import { activePromptsQuery, preferredPrompt } from '../../entities/prompts/prompt-choices.ts';

/**
 * The prompt modal of the creation panel (spec section 2): the active guide prompts as radios
 * (spec section 7: GET /api/prompts?tipo=guida), the default one chosen first, with Annulla and
 * Conferma. Without guide prompts the base prompt of the server is used (Conferma still works).
 * The bulk Rigenera asks the same question under its own title, with `children` above the choices.
 */
export function GuidePromptDialog({
  open,
  onCancel,
  onConfirm,
  title = G.promptModalTitle,
  legend = title,
  children,
}: {
  open: boolean;
  onCancel(): void;
  onConfirm(promptId: number | null): void;
  title?: string;
  /** The name of the choices (for screen readers): the title unless said. */
  legend?: string;
  children?: ReactNode;
}) {
  const prompts = useQuery({ ...activePromptsQuery('guida'), enabled: open });
  // null: the default prompt; each opening starts from it.
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    if (open) setChosen(null);
  }, [open]);
  const name = useId();
  const list = prompts.data ?? [];
  const picked = chosen ?? preferredPrompt(list)?.id ?? null;
  const ready = prompts.data !== undefined;

  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{G.cancel}</Button>
          <Button variant="primary" disabled={!ready} onClick={() => onConfirm(picked)}>
            {G.confirm}
          </Button>
        </>
      }
    >
      {children}
      {!ready && prompts.isError && (
        <p className="overlay-message overlay-error" role="alert">
          {errorMessage(prompts.error, G.promptsLoadError)}
        </p>
      )}
      {!ready && !prompts.isError && <LoadingState label={G.promptsLoading} />}
      {ready &&
        (list.length === 0 ? (
          <p className="muted">{G.promptsNone}</p>
        ) : (
          <fieldset className="guide-prompt-list">
            <legend className="sr-only">{legend}</legend>
            {list.map((p) => (
              <label key={p.id} className={`prompt-choice${picked === p.id ? ' is-checked' : ''}`}>
                <input type="radio" name={name} value={p.id} checked={picked === p.id} onChange={() => setChosen(p.id)} />
                <span className="prompt-choice-title">{p.titolo}</span>
                {p.is_default === 1 && <Badge tone="info">{G.defaultBadge}</Badge>}
              </label>
            ))}
          </fieldset>
        ))}
    </Dialog>
  );
}
