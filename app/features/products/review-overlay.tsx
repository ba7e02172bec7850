import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG } from '../../../common/messages-products.ts';
import type { Product, Prompt } from '../../../common/types.ts';
import { useOverlay } from '../../components/dashboard/use-overlay.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { productName } from '../../lib/format.ts';
import { productKeys } from '../../entities/products/api.ts';
import { activePromptsQuery } from '../../entities/prompts/prompt-choices.ts';
import { generateReview, reviewKeys } from '../../entities/reviews/api.ts';
import { REVIEW_OVERLAY_MSG as M } from '../../../common/messages-reviews.ts';

/** After a successful generation the overlay closes after 1.5 s (spec section 9). */
export const OVERLAY_CLOSE_MS = 1500;

type OverlayState =
  { mode: 'closed' } | { mode: 'loading'; label: string } | { mode: 'message'; text: string; tone: 'success' | 'error' | 'info' } | { mode: 'choosePrompt'; prompts: Prompt[] };

const CLOSED: OverlayState = { mode: 'closed' };

/**
 * The products screen's 'Genera recensione' (spec sections 2 and 4): loading spinner, a message
 * with Chiudi, or the list of active review prompts (the default one marked) with Annulla. The
 * products and reviews lists reload after a generation.
 */
export function useReviewOverlay(onGenerated?: () => void) {
  const client = useQueryClient();
  const { state, setState, close, show, succeed, run } = useOverlay<OverlayState>(CLOSED);
  const [product, setProduct] = useState<Product | null>(null);
  const { mutateAsync } = useMutation({ mutationFn: generateReview, meta: { invalidates: [productKeys.all, reviewKeys.all] } });

  const open = useCallback(
    async (p: Product) => {
      if (!show({ mode: 'loading', label: M.overlayLoadingPrompts })) return;
      setProduct(p);
      try {
        const prompts = await client.fetchQuery(activePromptsQuery('recensione'));
        setState(prompts.length === 0 ? { mode: 'message', text: M.noActivePrompts, tone: 'info' } : { mode: 'choosePrompt', prompts });
      } catch (err) {
        setState({ mode: 'message', text: errorMessage(err, M.promptsLoadError), tone: 'error' });
      }
    },
    [client, setState, show],
  );

  const generate = useCallback(
    async (prompt: Prompt) => {
      if (!product) return;
      const result = await run(async () => {
        setState({ mode: 'loading', label: M.overlayGenerating });
        await mutateAsync({ productId: product.id, promptId: prompt.id });
      });
      if (!result) return;
      if (result.ok) {
        succeed({ mode: 'message', text: M.reviewGenerated, tone: 'success' }, OVERLAY_CLOSE_MS);
        onGenerated?.();
      } else {
        setState({ mode: 'message', text: errorMessage(result.error, M.generationError), tone: 'error' });
      }
    },
    [mutateAsync, onGenerated, product, run, setState, succeed],
  );

  const overlay = (
    <Dialog
      open={state.mode !== 'closed'}
      title={product ? `${PRODUCT_MSG.generateReview}: ${productName(product)}` : M.overlayTitle}
      onClose={close}
      busy={state.mode === 'loading'}
      footer={
        state.mode === 'message' ? (
          <Button variant="primary" onClick={close}>
            {DASH_MSG.close}
          </Button>
        ) : state.mode === 'choosePrompt' ? (
          <Button onClick={close}>{DASH_MSG.cancel}</Button>
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
