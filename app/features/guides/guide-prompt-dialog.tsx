import { useEffect, useId, useState } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { Prompt } from '../../../common/types.ts';
import { errorMessage } from '../../lib/api.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadingState } from '../../components/ui/states.tsx';
import { useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';

/** Active guide prompts, most recently updated first (spec section 7: GET /api/prompts?tipo=guida). */
export const GUIDE_PROMPTS_PATH = '/api/prompts?tipo=guida&active=1&sort=updated_at&order=desc&limit=50';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; prompts: Prompt[] };

/**
 * The prompt modal of the creation panel (spec section 2): the guide prompts as radios, the
 * default one chosen first, with Annulla and Conferma. Without guide prompts the base prompt of
 * the server is used (Conferma still works).
 */
export function GuidePromptDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel(): void; onConfirm(promptId: number | null): void }) {
  const call = useDashboardApi();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [chosen, setChosen] = useState<number | null>(null);
  const name = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ status: 'loading' });
    call<Prompt[] | { prompts: Prompt[] }>(GUIDE_PROMPTS_PATH).then(
      (res) => {
        if (!live) return;
        const prompts = Array.isArray(res) ? res : res.prompts;
        setState({ status: 'ready', prompts });
        setChosen((prompts.find((p) => p.is_default === 1) ?? prompts[0])?.id ?? null);
      },
      (err: unknown) => live && setState({ status: 'error', message: errorMessage(err, G.promptsLoadError) }),
    );
    return () => {
      live = false;
    };
  }, [open, call]);

  return (
    <Dialog
      open={open}
      title={G.promptModalTitle}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{G.cancel}</Button>
          <Button variant="primary" disabled={state.status !== 'ready'} onClick={() => onConfirm(chosen)}>
            {G.confirm}
          </Button>
        </>
      }
    >
      {state.status === 'loading' && <LoadingState label={G.promptsLoading} />}
      {state.status === 'error' && (
        <p className="overlay-message overlay-error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'ready' &&
        (state.prompts.length === 0 ? (
          <p className="muted">{G.promptsNone}</p>
        ) : (
          <fieldset className="guide-prompt-list">
            <legend className="sr-only">{G.promptModalTitle}</legend>
            {state.prompts.map((p) => (
              <label key={p.id} className={`prompt-choice${chosen === p.id ? ' is-checked' : ''}`}>
                <input type="radio" name={name} value={p.id} checked={chosen === p.id} onChange={() => setChosen(p.id)} />
                <span className="prompt-choice-title">{p.titolo}</span>
                {p.is_default === 1 && <Badge tone="info">{G.defaultBadge}</Badge>}
              </label>
            ))}
          </fieldset>
        ))}
    </Dialog>
  );
}
