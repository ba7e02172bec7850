import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { LIST_MSG as L } from '../../../common/messages-lists.ts';
import type { Review } from '../../../common/types.ts';
import { BulkBar, contentBulkActions, type Selection, useBulkAction, useEachInTurn } from '../../components/dashboard/list/index.ts';
import { productKeys } from '../../entities/products/api.ts';
import { generateReview, reviewBulk, reviewKeys } from '../../entities/reviews/api.ts';
import { BulkPromptDialog } from '../../components/dashboard/list/bulk-prompt-dialog.tsx';

const ACTIONS = contentBulkActions({ key: 'rigenera', label: L.regenerate, icon: <RefreshCw size={16} aria-hidden="true" /> });

/** The list a held bulk delete hides its reviews from (useHeldDeletes). */
export const REVIEWS_SCOPE = reviewKeys.all[0];

/**
 * The reviews' bulk bar: Pubblica, Archivia, Riporta in bozza and Elimina in one request
 * (publishing keeps the claims gate: a review it refuses is reported; taking published reviews
 * off the site asks first and can be undone), Rigenera with a prompt chosen once, then one review
 * at a time with its progress and Interrompi.
 */
export function ReviewBulkBar({ selection, items }: { selection: Selection; items: readonly Review[] }) {
  const invalidates = [reviewKeys.all, productKeys.all];
  const status = useMemo(() => new Map(items.map((r) => [r.id, r.stato])), [items]);
  const bulk = useBulkAction({ send: reviewBulk, invalidates, onDone: selection.clear, scope: REVIEWS_SCOPE, statusOf: (id) => status.get(id) });
  const inTurn = useEachInTurn({ invalidates, onDone: selection.clear });
  const [regenerating, setRegenerating] = useState<number[] | null>(null);

  function regenerate(promptId: number) {
    const productOf = new Map(items.map((r) => [r.id, r.id_prodotto]));
    const ids = (regenerating ?? []).filter((id) => productOf.has(id));
    setRegenerating(null);
    inTurn.run(ids, (id) => generateReview({ productId: productOf.get(id)!, promptId }));
  }

  return (
    <>
      <BulkBar
        selection={selection}
        actions={ACTIONS}
        onAction={(key, ids) => (key === 'rigenera' ? setRegenerating(ids) : bulk.run(key, ids))}
        isLive={bulk.isLive}
        busy={bulk.busy || inTurn.busy}
        progress={inTurn.progress}
        onStop={inTurn.stop}
      />
      <BulkPromptDialog
        open={regenerating !== null}
        title={L.regenerateTitle(regenerating?.length ?? 0)}
        detail={L.regenerateDetail}
        label={L.regeneratePrompt}
        confirmLabel={L.regenerate}
        onConfirm={regenerate}
        onCancel={() => setRegenerating(null)}
      />
    </>
  );
}
