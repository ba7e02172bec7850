import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef } from 'react';
import { REVIEW_MSG as R, REVIEW_OVERLAY_CLOSE_MS } from '../../../common/messages-reviews.ts';
import type { Prompt, Review } from '../../../common/types.ts';
import { useOverlay } from '../../components/dashboard/use-overlay.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { productName } from '../../lib/format.ts';
import { productKeys } from '../../entities/products/api.ts';
import { activePromptsQuery, preferredPrompt } from '../../entities/prompts/prompt-choices.ts';
import { deleteReview, type GenerationResult, generateReview, reviewKeys } from '../../entities/reviews/api.ts';

export type Kind = 'rigenera' | 'genera';

type OverlayState =
  | { mode: 'closed' }
  | { mode: 'delete'; review: Review }
  | {
      mode: 'prompt';
      kind: Kind;
      productId: number;
      item: string;
      prompts: Prompt[] | 'loading' | 'error';
      selected: string;
      error: string | null;
    }
  | { mode: 'loading'; title: string; label: string }
  | { mode: 'message'; title: string; text: string; detail?: string; tone: 'success' | 'error' };

const CLOSED: OverlayState = { mode: 'closed' };

const promptTitle = (s: { kind: Kind; item: string }) => (s.kind === 'rigenera' ? R.regenerateTitle(s.item) : R.generateTitle(s.item));

/** The server's words (when it gave some) under the screen's own sentence. */
const serverDetail = (err: unknown) => (err instanceof ApiError && err.message ? err.message : undefined);

/**
 * The reviews screen's modal (spec sections 2, 8, 9): the delete confirmation ('Vuoi eliminare
 * la recensione per {item}?'), the prompt select for regeneration (or a first generation), the
 * progress lines ('Eliminazione in corso...', 'Rigenerazione in corso...', 'Generazione in
 * corso...') and the result, which closes by itself 2 s after a success. While an action runs,
 * a second one is ignored.
 */
export function useReviewsOverlay(handlers: { onDeleted(review: Review): void; onGenerated(result: GenerationResult, kind: Kind): void }) {
  const client = useQueryClient();
  // The lists reload before the result shows: the card has its new text, or has gone.
  const invalidates = [reviewKeys.all, productKeys.all];
  const remove = useMutation({ mutationFn: deleteReview, meta: { invalidates } });
  const generation = useMutation({ mutationFn: generateReview, meta: { invalidates } });
  const { state, setState, close, show, succeed, run } = useOverlay<OverlayState>(CLOSED);
  const handlersRef = useRef(handlers);
  const selectId = useId();

  useEffect(() => {
    handlersRef.current = handlers;
  });

  const askDelete = useCallback((review: Review) => void show({ mode: 'delete', review }), [show]);

  const askPrompt = useCallback(
    async (kind: Kind, productId: number, item: string) => {
      if (!show({ mode: 'prompt', kind, productId, item, prompts: 'loading', selected: '', error: null })) return;
      try {
        const prompts = await client.fetchQuery(activePromptsQuery('recensione'));
        // The default prompt (else the first) is chosen already, as in the guides' dialog.
        const selected = String(preferredPrompt(prompts)?.id ?? '');
        setState((s) => (s.mode === 'prompt' && s.productId === productId ? { ...s, prompts, selected: s.selected || selected } : s));
      } catch {
        setState((s) => (s.mode === 'prompt' && s.productId === productId ? { ...s, prompts: 'error' } : s));
      }
    },
    [client, setState, show],
  );

  async function confirmDelete(review: Review) {
    const item = productName(review);
    const title = R.deleteTitle;
    const result = await run(async () => {
      setState({ mode: 'loading', title, label: R.deleting });
      await remove.mutateAsync(review.id_prodotto);
    });
    if (!result) return;
    if (result.ok) {
      handlersRef.current.onDeleted(review);
      succeed({ mode: 'message', title, text: R.deleted(item), tone: 'success' }, REVIEW_OVERLAY_CLOSE_MS);
    } else {
      setState({ mode: 'message', title, text: R.deleteError(item), detail: serverDetail(result.error), tone: 'error' });
    }
  }

  async function generate(s: Extract<OverlayState, { mode: 'prompt' }>) {
    if (!s.selected) {
      show({ ...s, error: R.promptRequired });
      return;
    }
    const title = promptTitle(s);
    const result = await run(async () => {
      setState({ mode: 'loading', title, label: s.kind === 'rigenera' ? R.regenerating : R.generating });
      return generation.mutateAsync({ productId: s.productId, promptId: Number(s.selected) });
    });
    if (!result) return;
    if (result.ok) {
      handlersRef.current.onGenerated(result.value, s.kind);
      const text = result.value.proposta ? R.regeneratedProposal(s.item) : s.kind === 'rigenera' ? R.regenerated(s.item) : R.generated(s.item);
      succeed({ mode: 'message', title, text, tone: 'success' }, REVIEW_OVERLAY_CLOSE_MS);
    } else {
      setState({
        mode: 'message',
        title,
        text: s.kind === 'rigenera' ? R.regenerateError(s.item) : R.generateError(s.item),
        detail: serverDetail(result.error),
        tone: 'error',
      });
    }
  }

  // The modal keeps its title through the progress line and the result.
  const title = state.mode === 'delete' ? R.deleteTitle : state.mode === 'prompt' ? promptTitle(state) : state.mode === 'closed' ? R.title : state.title;

  const footer =
    state.mode === 'delete' ? (
      <>
        <Button onClick={close}>{R.cancel}</Button>
        <Button variant="danger" onClick={() => void confirmDelete(state.review)}>
          {R.delete}
        </Button>
      </>
    ) : state.mode === 'prompt' ? (
      <>
        <Button onClick={close}>{R.cancel}</Button>
        {Array.isArray(state.prompts) && state.prompts.length > 0 && (
          <Button variant="primary" onClick={() => void generate(state)}>
            {state.kind === 'rigenera' ? R.regenerate : R.generate}
          </Button>
        )}
      </>
    ) : state.mode === 'message' ? (
      <Button variant="primary" onClick={close}>
        {R.close}
      </Button>
    ) : undefined;

  const overlay = (
    <Dialog open={state.mode !== 'closed'} title={title} onClose={close} busy={state.mode === 'loading'} footer={footer}>
      {state.mode === 'delete' && <p className="dialog-message">{R.deleteConfirm(productName(state.review))}</p>}
      {state.mode === 'prompt' &&
        (state.prompts === 'loading' ? (
          <p className="overlay-loading" role="status">
            <Spinner /> {R.loadingPrompts}
          </p>
        ) : state.prompts === 'error' ? (
          <p className="overlay-message overlay-error" role="alert">
            {R.promptsLoadError}
          </p>
        ) : state.prompts.length === 0 ? (
          <p className="overlay-message overlay-info" role="status">
            {R.promptsNone}
          </p>
        ) : (
          <div className={`field${state.error ? ' has-error' : ''}`}>
            <label htmlFor={selectId}>{R.promptLabel}</label>
            <select
              id={selectId}
              value={state.selected}
              aria-invalid={state.error ? true : undefined}
              aria-describedby={state.error ? `${selectId}-error` : `${selectId}-hint`}
              onChange={(e) => setState({ ...state, selected: e.target.value, error: null })}
            >
              <option value="">{R.promptPlaceholder}</option>
              {state.prompts.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.is_default === 1 ? R.promptDefault(p.titolo) : p.titolo}
                </option>
              ))}
            </select>
            {state.error ? (
              <p className="field-error" id={`${selectId}-error`} role="alert">
                {state.error}
              </p>
            ) : (
              state.kind === 'rigenera' && (
                <p className="field-hint" id={`${selectId}-hint`}>
                  {R.regenerateNote}
                </p>
              )
            )}
          </div>
        ))}
      {state.mode === 'loading' && (
        <p className="overlay-loading" role="status">
          <Spinner /> {state.label}
        </p>
      )}
      {state.mode === 'message' && (
        <div role={state.tone === 'error' ? 'alert' : 'status'}>
          <p className={`overlay-message overlay-${state.tone}`}>{state.text}</p>
          {state.detail && <p className="muted">{state.detail}</p>}
        </div>
      )}
    </Dialog>
  );

  const askRegenerate = useCallback((review: Review) => void askPrompt('rigenera', review.id_prodotto, productName(review)), [askPrompt]);
  const askGenerate = useCallback((productId: number, item: string) => void askPrompt('genera', productId, item), [askPrompt]);

  return { askDelete, askRegenerate, askGenerate, overlay };
}
