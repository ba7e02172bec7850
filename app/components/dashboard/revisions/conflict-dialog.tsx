import { useEffect, useId, useState } from 'react';
import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { RevisionType } from '../../../../common/types.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadingState } from '../../ui/states.tsx';
import type { Snapshot } from '../../../entities/revisions/api.ts';
import { formatRevisionTime } from './revision-entries.ts';
import { VersionDiff } from './version-diff.tsx';

/** Who saved the content meanwhile, and when (UTC ISO); null while it is not known. */
export interface ConflictAuthor {
  autore: string | null;
  creata_il: string;
}

export interface EditConflictDialogProps {
  open: boolean;
  tipo: RevisionType;
  /** The editor's text, refused by the save (412). */
  mine: Snapshot;
  /** The text saved meanwhile; null while it loads. */
  theirs: Snapshot | null;
  changedBy: ConflictAuthor | null;
  /** A reload or an overwrite is running: every button waits. */
  busy?: boolean;
  /** Shows the saved text (the editor's own stays in the Cronologia as an autosave). */
  onReload: () => void;
  /** Saves the editor's text over the saved one. */
  onOverwrite: () => void;
  onClose: () => void;
}

/**
 * A save refused because the content changed since it was opened (412, decision 0031): who saved it
 * and when, the differences on request (their version → the editor's changes), and the two ways on:
 * reload the saved text, or overwrite it with the editor's.
 */
export function EditConflictDialog({ open, tipo, mine, theirs, changedBy, busy = false, onReload, onOverwrite, onClose }: EditConflictDialogProps) {
  const [showDiff, setShowDiff] = useState(false);
  const diffId = useId();
  useEffect(() => {
    if (!open) setShowDiff(false);
  }, [open]);

  const who = changedBy?.autore ?? R.someoneElse;
  const when = changedBy ? formatRevisionTime(changedBy.creata_il) : '';

  return (
    <Dialog
      open={open}
      title={R.conflictTitle}
      onClose={onClose}
      size="lg"
      busy={busy}
      footer={
        <>
          <Button variant="ghost" onClick={() => setShowDiff((v) => !v)} disabled={theirs === null} aria-expanded={showDiff} aria-controls={diffId}>
            {showDiff ? R.hideDiff : R.showDiff}
          </Button>
          <Button variant="secondary" onClick={onReload} disabled={busy}>
            {R.reload}
          </Button>
          <Button variant="danger" onClick={onOverwrite} disabled={busy}>
            {R.overwrite}
          </Button>
        </>
      }
    >
      <div className="rev-conflict">
        <p className="rev-conflict-who">{when ? R.conflictText(who, when) : R.conflictTextNoTime(who)}</p>
        <p className="rev-conflict-help-intro">{R.conflictHelp}</p>
        <ul className="rev-conflict-help">
          <li>{R.reloadHint}</li>
          <li>{R.overwriteHint}</li>
        </ul>
        {theirs === null ? (
          <LoadingState label={R.conflictLoading} />
        ) : (
          <div id={diffId} hidden={!showDiff}>
            {showDiff && <VersionDiff tipo={tipo} before={theirs} after={mine} beforeLabel={R.savedBy(who)} afterLabel={R.yourChanges} />}
          </div>
        )}
      </div>
    </Dialog>
  );
}
