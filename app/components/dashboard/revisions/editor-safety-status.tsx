import { SAFETY_MSG as U } from '../../../../common/messages-safety.ts';
import type { RevisionEntry } from '../../../../common/types.ts';
import { type Autosave, SaveStatus } from '../editing/index.ts';
import { Button } from '../../ui/button.tsx';
import { formatRevisionTime, isPending, isProposal } from './revision-entries.ts';

/**
 * The line under an editor's save bar: the save state, a version just put in the editor with
 * 'Torna al testo di prima' (while it is still unsaved), and who changed the saved text last.
 */
export function EditorSafetyStatus(p: {
  dirty: boolean;
  autosave: Autosave;
  savedAt: Date | null;
  applied: RevisionEntry | null;
  onUndoApplied: () => void;
  lastChange: RevisionEntry | null;
}) {
  const { applied, lastChange } = p;
  return (
    <div className="editor-safety-status">
      <SaveStatus dirty={p.dirty} autosave={p.autosave} savedAt={p.savedAt} />
      {applied && p.dirty && (
        <p className="editor-applied" role="status">
          {isProposal(applied) ? U.proposalApplied : isPending(applied) ? U.autosaveApplied : U.versionApplied}{' '}
          <Button size="sm" variant="ghost" onClick={p.onUndoApplied}>
            {U.undoApplied}
          </Button>
        </p>
      )}
      {lastChange && (
        <p className="muted editor-last-change">
          {lastChange.autore ? U.lastChangeBy(lastChange.autore, formatRevisionTime(lastChange.creata_il)) : U.lastChangeAt(formatRevisionTime(lastChange.creata_il))}
        </p>
      )}
    </div>
  );
}
