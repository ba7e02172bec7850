import { Archive, RefreshCw, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { LIST_MSG as L } from '../../../common/messages-lists.ts';
import type { Guide } from '../../../common/types.ts';
import { type BulkAction, BulkBar, type Selection, useBulkAction, useEachInTurn } from '../../components/dashboard/list/index.ts';
import { revisionKeys } from '../revisions/index.ts';
import { guideBulk, guideKeys, keepsLiveText, regenerateGuide } from './api.ts';
import { GuidePromptDialog } from './guide-prompt-dialog.tsx';

const ACTIONS: BulkAction[] = [
  { key: 'pubblica', label: L.publish, icon: <Send size={16} aria-hidden="true" /> },
  { key: 'archivia', label: L.archive, icon: <Archive size={16} aria-hidden="true" /> },
  { key: 'rigenera', label: L.regenerate, icon: <RefreshCw size={16} aria-hidden="true" /> },
  { key: 'elimina', label: L.delete, icon: <Trash2 size={16} aria-hidden="true" />, danger: true },
];

/**
 * The bar over the guides' page: Pubblica, Archivia and Elimina on the ticked guides in one
 * request (a guide the publishing gate holds back is reported in the toast), and Rigenera: the
 * prompt chosen once, then one guide at a time through a card's own Rigenera, with its progress
 * and Interrompi: a draft or archived guide gets its new text saved, a published one keeps its
 * live text and gets the new one as a proposal in its editor.
 */
export function GuideBulkBar({ guides, selection }: { guides: readonly Guide[]; selection: Selection }) {
  const bulk = useBulkAction({ send: guideBulk, invalidates: [guideKeys.all], onDone: selection.clear });
  const each = useEachInTurn({ invalidates: [guideKeys.all, revisionKeys.all], onDone: selection.clear });
  // The guides a Rigenera was asked for, while its prompt is being chosen.
  const [asking, setAsking] = useState<Guide[] | null>(null);

  function regenerate(chosen: Guide[], promptId: number | null) {
    setAsking(null);
    const byId = new Map(chosen.map((g) => [g.id, g]));
    each.run(
      chosen.map((g) => g.id),
      (id) => regenerateGuide(byId.get(id)!, promptId),
    );
  }

  return (
    <>
      <BulkBar
        selection={selection}
        actions={ACTIONS}
        busy={bulk.busy || each.busy}
        progress={each.progress}
        onStop={each.stop}
        onAction={(key, ids) => (key === 'rigenera' ? setAsking(guides.filter((g) => ids.includes(g.id))) : bulk.run(key, ids))}
      />
      <GuidePromptDialog
        open={asking !== null}
        title={L.regenerateTitle(asking?.length ?? 0)}
        legend={L.regeneratePrompt}
        onCancel={() => setAsking(null)}
        onConfirm={(promptId) => asking && regenerate(asking, promptId)}
      >
        <p className="muted">{L.regenerateDetail}</p>
        {asking?.some(keepsLiveText) && <p className="muted">{G.bulkRegenerateNote}</p>}
      </GuidePromptDialog>
    </>
  );
}
