import { Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import type { Product, Prompt } from '../../../common/types.ts';
import { errorMessage } from '../../lib/api.ts';
import { productName } from '../../lib/format.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useDashboardApi } from './use-dashboard-api.ts';
import { useOverlay } from './use-overlay.ts';

/** After a successful generation the overlay closes after 1.5 s (spec section 9). */
export const OVERLAY_CLOSE_MS = 1500;
/** Active review prompts, most recently updated first, at most 50 (spec section 9). */
export const REVIEW_PROMPTS_PATH = '/api/prompts?tipo=recensione&active=1&sort=updated_at&order=DESC&limit=50';

type OverlayState =
  | { mode: 'closed' }
  | { mode: 'loading'; label: string }
  | { mode: 'message'; text: string; tone: 'success' | 'error' | 'info' }
  | { mode: 'choosePrompt'; prompts: Prompt[] };

const CLOSED: OverlayState = { mode: 'closed' };

/**
 * The products screen's overlay (spec sections 2 and 4): loading spinner, a message with Chiudi,
 * or the list of active review prompts (the default one marked) with Annulla.
 */
export function useReviewOverlay(onGenerated: () => void) {
  const call = useDashboardApi();
  const { state, setState, close, show, succeed, run } = useOverlay<OverlayState>(CLOSED);
  const [product, setProduct] = useState<Product | null>(null);

  const open = useCallback(
    async (p: Product) => {
      if (!show({ mode: 'loading', label: M.overlayLoadingPrompts })) return;
      setProduct(p);
      try {
        const res = await call<Prompt[] | { prompts: Prompt[] }>(REVIEW_PROMPTS_PATH);
        const prompts = Array.isArray(res) ? res : res.prompts;
        setState(prompts.length === 0 ? { mode: 'message', text: M.noActivePrompts, tone: 'info' } : { mode: 'choosePrompt', prompts });
      } catch (err) {
        setState({ mode: 'message', text: errorMessage(err, M.promptsLoadError), tone: 'error' });
      }
    },
    [call, setState, show],
  );

  const generate = useCallback(
    async (prompt: Prompt) => {
      if (!product) return;
      const result = await run(async () => {
        setState({ mode: 'loading', label: M.overlayGenerating });
        await call(`/api/recensioni/genera/${product.id}`, { method: 'POST', body: { id_prompt: prompt.id } });
      });
      if (!result) return;
      if (result.ok) {
        succeed({ mode: 'message', text: M.reviewGenerated, tone: 'success' }, OVERLAY_CLOSE_MS);
        onGenerated();
      } else {
        setState({ mode: 'message', text: errorMessage(result.error, M.generationError), tone: 'error' });
      }
    },
    [call, onGenerated, product, run, setState, succeed],
  );

  const overlay = (
    <Dialog
      open={state.mode !== 'closed'}
      title={product ? `${M.generateReview}: ${productName(product)}` : M.overlayTitle}
      onClose={close}
      busy={state.mode === 'loading'}
      footer={
        state.mode === 'message' ? (
          <Button variant="primary" onClick={close}>
            {M.close}
          </Button>
        ) : state.mode === 'choosePrompt' ? (
          <Button onClick={close}>{M.cancel}</Button>
        ) : undefined
      }
    >
      {state.mode === 'loading' && (
        <p className="overlay-loading" role="status">
          <Spinner /> {state.label}
        </p>
      )}
      {state.mode === 'message' && (
        <p className={`overlay-message overlay-${state.tone}`} role={state.tone === 'error' ? 'alert' : 'status'}>
          {state.text}
        </p>
      )}
      {state.mode === 'choosePrompt' && (
        <>
          <p className="muted">{M.overlayChooseTitle}</p>
          <ul className="prompt-choices">
            {state.prompts.map((p) => (
              <li key={p.id}>
                <button type="button" className="prompt-choice" onClick={() => void generate(p)}>
                  <Sparkles size={16} aria-hidden="true" />
                  <span className="prompt-choice-title">{p.titolo}</span>
                  {p.is_default === 1 && <Badge tone="info">{M.defaultBadge}</Badge>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );

  return { open, overlay };
}
