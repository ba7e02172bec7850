import { Archive, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LIST_MSG as L } from '../../../common/messages-lists.ts';
import type { Review } from '../../../common/types.ts';
import { type BulkAction, BulkBar, type Selection, useBulkAction, useEachInTurn } from '../../components/dashboard/list/index.ts';
import { productKeys } from '../products/index.ts';
import { generateReview, reviewBulk, reviewKeys } from './api.ts';
import { BulkPromptDialog } from './bulk-prompt-dialog.tsx';

const ACTIONS: BulkAction[] = [
  { key: 'pubblica', label: L.publish, icon: <Send size={16} aria-hidden="true" /> },
  { key: 'archivia', label: L.archive, icon: <Archive size={16} aria-hidden="true" /> },
  { key: 'rigenera', label: L.regenerate, icon: <RefreshCw size={16} aria-hidden="true" /> },
  { key: 'elimina', label: L.delete, icon: <Trash2 size={16} aria-hidden="true" />, danger: true },
];

/**
 * The reviews' bulk bar: Pubblica, Archivia and Elimina in one request (publishing keeps the
 * claims gate: a review it refuses is reported), Rigenera with a prompt chosen once, then one
 * review at a time with its progress and Interrompi.
 */
export function ReviewBulkBar({ selection, items }: { selection: Selection; items: readonly Review[] }) {
  const invalidates = [reviewKeys.all, productKeys.all];
  const bulk = useBulkAction({ send: reviewBulk, invalidates, onDone: selection.clear });
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
