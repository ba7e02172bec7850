import { RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { LIST_MSG as L } from '../../../common/messages-lists.ts';
import type { Guide } from '../../../common/types.ts';
import { BulkBar, contentBulkActions, type Selection, useBulkAction, useEachInTurn } from '../../components/dashboard/list/index.ts';
import { revisionKeys } from '../../components/dashboard/revisions/index.ts';
import { guideBulk, guideKeys, keepsLiveText, regenerateGuide } from '../../entities/guides/api.ts';
import { GuidePromptDialog } from './guide-prompt-dialog.tsx';

const ACTIONS = contentBulkActions({ key: 'rigenera', label: L.regenerate, icon: <RefreshCw size={16} aria-hidden="true" /> });
/** The list a held bulk delete hides its guides from (useHeldDeletes). */
export const GUIDES_SCOPE = guideKeys.all[0];

/**
 * The bar over the guides' page: Pubblica, Archivia, Riporta in bozza and Elimina on the ticked
 * guides in one request (a guide the publishing gate holds back is reported in the toast; taking
 * published guides off the site asks first and can be undone), and Rigenera: the
 * prompt chosen once, then one guide at a time through a card's own Rigenera, with its progress
 * and Interrompi: a draft or archived guide gets its new text saved, a published one keeps its
 * live text and gets the new one as a proposal in its editor.
 */
export function GuideBulkBar({ guides, selection }: { guides: readonly Guide[]; selection: Selection }) {
  const status = useMemo(() => new Map(guides.map((g) => [g.id, g.stato])), [guides]);
  const bulk = useBulkAction({ send: guideBulk, invalidates: [guideKeys.all], onDone: selection.clear, scope: GUIDES_SCOPE, statusOf: (id) => status.get(id) });
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
        isLive={bulk.isLive}
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
