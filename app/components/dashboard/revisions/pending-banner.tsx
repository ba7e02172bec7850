import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { RevisionEntry, RevisionType } from '../../../../common/types.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { revisionQuery, type Snapshot } from '../../../entities/revisions/api.ts';
import { formatRevisionTimeShort, isProposal } from './revision-entries.ts';
import { VersionDiff } from './version-diff.tsx';

export interface PendingVersionBannerProps {
  /** The pending version to offer (pendingToOffer): an autosave or an AI proposal newer than the saved text. */
  entry: RevisionEntry;
  tipo: RevisionType;
  /** The saved text as the editor shows it. */
  current: Snapshot;
  /** The pending version's content, to put in the editor (not saved yet). */
  onApply: (snapshot: Snapshot) => void;
  onDismiss: () => void;
}

/**
 * At the top of an editor: a version newer than the saved text that was never applied (the
 * editor's own autosave, or an AI proposal waiting for review). The differences on request, then
 * 'Ripristina' / 'Usa la proposta' to put it in the editor, or 'Ignora'.
 */
export function PendingVersionBanner({ entry, tipo, current, onApply, onDismiss }: PendingVersionBannerProps) {
  const queryClient = useQueryClient();
  const [showDiff, setShowDiff] = useState(false);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const diffId = useId();
  const proposal = isProposal(entry);
  const time = formatRevisionTimeShort(entry.creata_il);
  const revision = useQuery({ ...revisionQuery(entry.id), enabled: showDiff });

  const apply = async () => {
    setApplying(true);
    setApplyError(null);
    try {
      const loaded = await queryClient.fetchQuery(revisionQuery(entry.id));
      onApply(loaded.contenuto);
    } catch (err) {
      setApplyError(errorMessage(err, R.versionError));
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className={`rev-banner${proposal ? ' is-proposal' : ''}`}>
      <p className="rev-banner-text" role="status">
        {proposal ? R.proposalBanner(time) : R.autosaveBanner(time)}
      </p>
      <div className="rev-banner-actions">
        <Button size="sm" variant="ghost" onClick={() => setShowDiff((v) => !v)} aria-expanded={showDiff} aria-controls={diffId}>
          {showDiff ? R.hideDiff : R.showDiff}
        </Button>
        <Button size="sm" variant="primary" onClick={() => void apply()} loading={applying}>
          {proposal ? R.useProposal : R.restoreAutosave}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss} disabled={applying}>
          {R.dismiss}
        </Button>
      </div>
      {applyError && (
        <p className="rev-error" role="alert">
          {applyError}
        </p>
      )}
      <div id={diffId} className="rev-banner-diff" hidden={!showDiff}>
        {showDiff &&
          (revision.isPending ? (
            <LoadingState label={R.loadingVersion} />
          ) : revision.isError ? (
            <ErrorState message={errorMessage(revision.error, R.versionError)} onRetry={() => void revision.refetch()} />
          ) : (
            <VersionDiff
              tipo={tipo}
              before={current}
              after={revision.data.contenuto}
              beforeLabel={R.currentColumn}
              afterLabel={proposal ? R.proposalColumn : R.autosaveColumn(time)}
            />
          ))}
      </div>
    </div>
  );
}
