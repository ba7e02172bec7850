import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { GateClaim } from '../../../../common/claims.ts';
import { isContentType } from '../../../../common/content-types.ts';
import { CLAIMS_MSG } from '../../../../common/messages-claims.ts';
import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import type { RevisionEntry, RevisionType } from '../../../../common/types.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog, Dialog } from '../../ui/dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../ui/states.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { claimsFrom, ClaimsResolveDialog } from '../claims/index.ts';
import { restoreRevision, revisionKeys, revisionListQuery, revisionQuery, type Snapshot } from '../../../entities/revisions/api.ts';
import { actionLabel, formatRevisionTime, formatRevisionTimeShort, isPending, isProposal } from './revision-entries.ts';
import { VersionDiff } from './version-diff.tsx';

export interface RevisionHistoryProps {
  open: boolean;
  tipo: RevisionType;
  /** The content's own id (a review's REVIEW id). */
  id: number;
  /** The text as the editor shows it now: each version is compared with it. */
  current: Snapshot;
  onClose: () => void;
  /** After a restore: what the content's save answered (the saved review, guide, news item or About text). */
  onRestored: (answer: unknown) => void;
  /**
   * 'Modifica il testo' when a restore into published text met the publishing gate: the version
   * goes into the editor (unsaved), opened at the first of the claims listed. Without it the
   * button closes the dialog, back to the version.
   */
  onEditVersion?: (version: VersionToEdit) => void;
}

/** A version taken into the editor from the Cronologia, and the claims to open it at. */
export interface VersionToEdit {
  entry: RevisionEntry;
  snapshot: Snapshot;
  claims: readonly string[];
}

/** One entry of the list: when, what and who, and what the version is (before a change, or never applied). */
function EntryButton({ entry, selected, onSelect }: { entry: RevisionEntry; selected: boolean; onSelect: () => void }) {
  const pending = isPending(entry);
  return (
    <button type="button" className={`rev-entry${selected ? ' is-selected' : ''}`} aria-pressed={selected} onClick={onSelect}>
      <span className="rev-entry-head">
        <span className="rev-entry-action">{actionLabel(entry.azione)}</span>{' '}
        <time className="rev-entry-time" dateTime={entry.creata_il}>
          {formatRevisionTime(entry.creata_il)}
        </time>
      </span>{' '}
      <span className="rev-entry-meta">
        <span className="rev-entry-author">{R.by(entry.autore ?? R.system)}</span>{' '}
        {pending ? <Badge tone="warning">{R.notApplied}</Badge> : <span className="rev-entry-kind">{R.beforeChange}</span>}
      </span>
    </button>
  );
}

/**
 * The two columns of a chosen version, in time order: a version kept before a change on the left
 * ('Versione del …') and the current text on the right; a version never applied (an autosave, a
 * proposal, newer than the saved text) on the right of the current one, as the banner shows it.
 */
function columnsOf(entry: RevisionEntry, current: Snapshot, version: Snapshot) {
  if (!isPending(entry)) return { before: version, after: current, beforeLabel: R.versionOf(formatRevisionTime(entry.creata_il)), afterLabel: R.currentColumn };
  const afterLabel = isProposal(entry) ? R.proposalColumn : R.autosaveColumn(formatRevisionTimeShort(entry.creata_il));
  return { before: current, after: version, beforeLabel: R.currentColumn, afterLabel };
}

/** The selected version compared with the current text, and its restore. */
function VersionDetail({
  entry,
  tipo,
  id,
  current,
  onRestored,
  onEditVersion,
  headingId,
}: {
  entry: RevisionEntry;
  tipo: RevisionType;
  id: number;
  current: Snapshot;
  onRestored: (answer: unknown) => void;
  onEditVersion?: (version: VersionToEdit) => void;
  headingId: string;
}) {
  const queryClient = useQueryClient();
  const revision = useQuery(revisionQuery(entry.id));
  const [confirming, setConfirming] = useState(false);
  // The claims a restore into published text must resolve first (the publishing gate's 409).
  const [gate, setGate] = useState<GateClaim[] | null>(null);
  // On a phone the version shows below the list: bring it into view when chosen.
  const ref = useRef<HTMLElement>(null);
  // A block body: scrollIntoView returns a Promise in current Chromium, never an effect's cleanup.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const restore = useMutation({
    mutationFn: restoreRevision,
    meta: { success: R.restored },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: revisionKeys.list(tipo, id) });
      setConfirming(false);
      setGate(null);
      onRestored(answer);
    },
    onError: (err) => {
      setConfirming(false);
      setGate(claimsFrom(err));
    },
  });
  const gated = claimsFrom(restore.error) !== null;

  return (
    <section ref={ref} className="rev-detail" aria-labelledby={headingId}>
      <h3 id={headingId} className="rev-detail-title">
        {actionLabel(entry.azione)} — {formatRevisionTime(entry.creata_il)}
      </h3>
      <p className="rev-detail-kind">{isPending(entry) ? R.notApplied : R.beforeChange}</p>
      {revision.isPending ? (
        <LoadingState label={R.loadingVersion} />
      ) : revision.isError ? (
        <ErrorState message={errorMessage(revision.error, R.versionError)} onRetry={() => void revision.refetch()} />
      ) : (
        <>
          <VersionDiff tipo={tipo} {...columnsOf(entry, current, revision.data.contenuto)} />
          {restore.isError && !gated && (
            <p className="rev-error" role="alert">
              {errorMessage(restore.error, R.restoreError)}
            </p>
          )}
          <div className="rev-detail-actions">
            <Button variant="primary" icon={<RotateCcw size={16} aria-hidden="true" />} onClick={() => setConfirming(true)} loading={restore.isPending}>
              {R.restore}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={R.restoreTitle}
        message={R.restoreMessage}
        confirmLabel={R.restoreConfirm}
        busy={restore.isPending}
        onConfirm={() => restore.mutate({ id: entry.id })}
        onCancel={() => setConfirming(false)}
      />
      <ClaimsResolveDialog
        open={gate !== null}
        claims={gate ?? []}
        confirmLabel={CLAIMS_MSG.confirmRestore}
        // A restore's claims are those of the version, not stored yet: confirmed with the restore. The
        // About page has no gate (the type only words the dialog).
        tipo={isContentType(tipo) ? tipo : 'recensione'}
        busy={restore.isPending}
        onConfirm={(conferme) => restore.mutate({ id: entry.id, conferme })}
        onCancel={() => setGate(null)}
        onEditText={
          onEditVersion &&
          (() => {
            if (gate && revision.data) onEditVersion({ entry, snapshot: revision.data.contenuto, claims: gate.map((c) => c.text) });
          })
        }
      />
    </section>
  );
}

/**
 * 'Cronologia' of a review, guide, news item or the About text (decision 0032): its versions newest
 * first. A normal entry keeps the text as it was right BEFORE that change; an autosave or AI proposal
 * keeps a text never applied. Choosing one compares it with the current text and offers its restore
 * (after a confirmation), written through the content's own save. A restore into published text
 * meets the publishing gate like a save: its claims open the 'Dati da verificare' dialog, where
 * each is confirmed with its source (the restore then goes through) or 'Modifica il testo' takes
 * the version into the editor at the first claim.
 */
export function RevisionHistory({ open, tipo, id, current, onClose, onRestored, onEditVersion }: RevisionHistoryProps) {
  const list = useQuery({ ...revisionListQuery(tipo, id), enabled: open });
  const [selected, setSelected] = useState<number | null>(null);
  const headingId = useId();
  const listId = useId();

  // Each opening starts from the list, without a version chosen.
  useEffect(() => {
    if (!open) setSelected(null);
  }, [open]);

  const entries = list.data ?? [];
  const entry = entries.find((e) => e.id === selected) ?? null;

  return (
    <Dialog
      open={open}
      size="lg"
      onClose={onClose}
      title={
        <span className="rev-title">
          <History size={20} aria-hidden="true" /> {R.historyTitle}
        </span>
      }
    >
      <p className="rev-intro">{R.historyIntro}</p>
      {list.isPending ? (
        <LoadingState label={R.loadingHistory} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error, R.historyError)} onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState message={R.emptyHistory} />
      ) : (
        <div className="rev-layout">
          <section className="rev-list" aria-labelledby={listId}>
            <h3 id={listId} className="sr-only">
              {R.historyList}
            </h3>
            <ul>
              {entries.map((e) => (
                <li key={e.id}>
                  <EntryButton entry={e} selected={e.id === selected} onSelect={() => setSelected(e.id)} />
                </li>
              ))}
            </ul>
          </section>
          {entry ? (
            <VersionDetail
              key={entry.id}
              entry={entry}
              tipo={tipo}
              id={id}
              current={current}
              headingId={headingId}
              onRestored={(answer) => {
                setSelected(null);
                onRestored(answer);
              }}
              onEditVersion={onEditVersion}
            />
          ) : (
            <p className="rev-detail rev-pick">{R.pickVersion}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
