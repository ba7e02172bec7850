import { RefreshCw, Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { Product } from '../../../common/types.ts';
import { type BulkAction, BulkBar, deleteBulkAction, type Selection, useBulkAction, useEachInTurn } from '../../components/dashboard/list/index.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { BulkPromptDialog } from '../../components/dashboard/list/bulk-prompt-dialog.tsx';
import { useCan } from '../../lib/roles.ts';
import { generateReview, reviewKeys } from '../../entities/reviews/api.ts';
import { productBulk, productKeys } from '../../entities/products/api.ts';

const ACTIONS: BulkAction[] = [
  { key: 'aggiorna', label: M.refreshProduct, icon: <RefreshCw size={16} aria-hidden="true" /> },
  { key: 'genera', label: M.generateReview, icon: <Sparkles size={16} aria-hidden="true" /> },
  deleteBulkAction,
];
/** The list a held bulk delete hides its products from (useHeldDeletes). */
export const PRODUCTS_SCOPE = productKeys.all[0];

/**
 * The products' bulk bar: Aggiorna dati da Amazon and Elimina in one request (Elimina asks first,
 * naming the published reviews it takes down, and waits a few seconds for 'Annulla'); Genera recensione
 * for the ticked products without a review, with a prompt chosen once, then one product at a
 * time with its progress and Interrompi.
 */
export function ProductBulkBar({ selection, items }: { selection: Selection; items: readonly Product[] }) {
  const toast = useToast();
  // Below editor only Genera recensione (decision 0063).
  const editor = useCan('editor');
  const invalidates = [productKeys.all, reviewKeys.all];
  // A product's live page is its published review (/articolo/{id}): deleting the product takes it down.
  const review = useMemo(() => new Map(items.map((p) => [p.id, p.stato_recensione])), [items]);
  const bulk = useBulkAction({ send: productBulk, invalidates, onDone: selection.clear, scope: PRODUCTS_SCOPE, statusOf: (id) => review.get(id) });
  const inTurn = useEachInTurn({ invalidates, onDone: selection.clear });
  const [generating, setGenerating] = useState<{ ids: number[]; skipped: number } | null>(null);

  function onAction(key: string, ids: number[]) {
    if (key !== 'genera') return bulk.run(key, ids);
    const without = new Set(items.filter((p) => !p.ha_recensione).map((p) => p.id));
    const chosen = ids.filter((id) => without.has(id));
    if (chosen.length === 0) return toast.show(M.bulkGenerateNone);
    setGenerating({ ids: chosen, skipped: ids.length - chosen.length });
  }

  function generate(promptId: number) {
    const ids = generating?.ids ?? [];
    setGenerating(null);
    inTurn.run(ids, (productId) => generateReview({ productId, promptId }));
  }

  return (
    <>
      <BulkBar
        selection={selection}
        actions={editor ? ACTIONS : ACTIONS.filter((a) => a.key === 'genera')}
        onAction={onAction}
        isLive={bulk.isLive}
        busy={bulk.busy || inTurn.busy}
        progress={inTurn.progress}
        onStop={inTurn.stop}
      />
      <BulkPromptDialog
        open={generating !== null}
        title={M.bulkGenerateTitle(generating?.ids.length ?? 0)}
        detail={
          <>
            <p>{M.bulkGenerateDetail}</p>
            {generating !== null && generating.skipped > 0 && <p>{M.bulkGenerateSkipped(generating.skipped)}</p>}
          </>
        }
        label={R.promptLabel}
        confirmLabel={M.generateReview}
        onConfirm={generate}
        onCancel={() => setGenerating(null)}
      />
    </>
  );
}
