import { useQuery, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SAFETY_MSG as U } from '../../../../common/messages-safety.ts';
import type { RevisionEntry, RevisionType } from '../../../../common/types.ts';
import { useAutosave, useSaveShortcut, useUnsavedGuard } from '../editing/index.ts';
import { type ClaimReveal, claimReveal } from '../../rich-text/claim-reveal.tsx';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { isConflict } from '../../../lib/query.tsx';
import { useSession } from '../../../lib/session.tsx';
import { revisionKeys, revisionListQuery, savePendingVersion, type Snapshot } from '../../../entities/revisions/api.ts';
import { EditConflictDialog } from './conflict-dialog.tsx';
import { EditorSafetyStatus } from './editor-safety-status.tsx';
import { RevisionHistory, type VersionToEdit } from './history-panel.tsx';
import { PendingVersionBanner } from './pending-banner.tsx';
import { isPending, pendingToOffer } from './revision-entries.ts';

/** The saved state of a content as its staff GET answers it, with its version tag (If-Match). */
export interface TaggedVersion<S extends Snapshot> {
  snapshot: S;
  etag: string | null;
}

export interface EditorSafetyOptions<S extends Snapshot> {
  tipo: RevisionType;
  /** The content's id; null while it is not created yet (no autosave, history or conflicts then). */
  id: number | null;
  /** What the editor holds now, as a revision keeps it. */
  current: S;
  /** What is saved (as loaded or last saved); null while loading. Dirty = current differs from it. */
  saved: S | null;
  /** The version tag of what the editor loaded (its staff GET's ETag). */
  etag: string | null;
  /** The editor's own Salva (Ctrl+S calls it). */
  save(): void;
  /** Puts a version in the editor as unsaved changes (an autosave or proposal taken back). */
  apply(snapshot: Snapshot): void;
  /** Reads the saved state again with its tag (after a conflict or a restore). */
  loadLatest(): Promise<TaggedVersion<S>>;
  /** The editor takes a version read from the server as its saved state. */
  onReloaded(version: TaggedVersion<S>): void;
  /** A save is running: the shortcut waits. */
  busy?: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Everything that keeps an editor's work, around any editor of a review, guide, news
 * item or the About text:
 * - dirty state, 'Modifiche non salvate' / 'Salvato alle hh:mm', Ctrl+S / Cmd+S;
 * - autosave as an 'autosalvataggio' revision (never over the saved text) and, on opening, the
 *   offer of a newer autosave or AI proposal ('Ripristina' / 'Usa la proposta');
 * - the question before leaving (tab closed, another page, another item's Modifica);
 * - the version tag: the editor sends `ifMatch()` with its save and calls `saved()` after it; a 412
 *   given to `handleSaveError` opens the conflict dialog (who saved, 'Vedi differenze', 'Ricarica'
 *   — the editor's text stays as an autosave —, 'Sovrascrivi');
 * - the 'Cronologia' button and panel, whose restore reloads the editor.
 */
export function useEditorSafety<S extends Snapshot>(o: EditorSafetyOptions<S>) {
  const { tipo, id, current, saved } = o;
  const toast = useToast();
  const client = useQueryClient();
  const { username } = useSession();
  const etag = useRef<string | null>(o.etag);
  const options = useRef(o);
  useEffect(() => {
    options.current = o;
  });
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  // The pending versions the editor put away ('Ignora') or holds in the editor now: not offered.
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(() => new Set());
  const dismiss = (ids: readonly number[]) => setDismissed((set) => new Set([...set, ...ids]));
  // A version just put in the editor (from the banner, or the Cronologia), and what the editor held
  // before: 'Torna al testo di prima' puts it back.
  const [applied, setApplied] = useState<{ entry: RevisionEntry; before: S } | null>(null);
  // A pending version taken back with 'Torna al testo di prima': offered again until 'Ignora' or a save.
  const [undone, setUndone] = useState<RevisionEntry | null>(null);
  // 'Modifica il testo' of the publishing gate's dialog: the editor opens at the first claim.
  const [reveal, setReveal] = useState<ClaimReveal | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [conflict, setConflict] = useState<{ mine: S; latest: TaggedVersion<S> | null; by: RevisionEntry | null } | null>(null);
  const [resolving, setResolving] = useState(false);

  const dirty = saved !== null && !same(current, saved);
  const history = useQuery({ ...revisionListQuery(tipo, id ?? 0), enabled: id !== null });
  const refreshHistory = useCallback(() => client.invalidateQueries({ queryKey: revisionKeys.all }), [client]);

  const keep = useCallback(
    async (snapshot: Snapshot) => {
      if (id === null) return;
      await savePendingVersion({ tipo, id, azione: 'autosalvataggio', contenuto: snapshot });
    },
    [tipo, id],
  );
  const autosave = useAutosave({ value: current, dirty, send: keep, enabled: id !== null });
  /** The editor's own save, unless one is running (Ctrl+S, 'Resta e salva'). */
  const saveNow = useCallback(() => {
    if (!options.current.busy) options.current.save();
  }, []);
  const guard = useUnsavedGuard(dirty, saveNow);
  useSaveShortcut(saveNow);

  // The newest autosave of mine, or AI proposal, newer than the saved text: offered on opening, and
  // again when the editor took it and went back to the text before (until 'Ignora' or a save).
  const offer = useMemo(() => {
    const entry = undone ?? (history.data ? pendingToOffer(history.data, username) : null);
    return entry && !dismissed.has(entry.id) && !dirty ? entry : null;
  }, [undone, history.data, username, dismissed, dirty]);
  // Who changed the saved text last: the newest revision that is not pending.
  const lastChange = history.data?.find((e) => !isPending(e)) ?? null;

  /** Takes a version read from the server as the saved state (and its tag). */
  const reloaded = useCallback((version: TaggedVersion<S>) => {
    etag.current = version.etag;
    setApplied(null);
    setUndone(null);
    options.current.onReloaded(version);
  }, []);

  /** After a save or a load: the new tag, the time; the history gains the replaced state. */
  const markSaved = useCallback(
    (tag: string | null, explicit = true) => {
      etag.current = tag;
      setUndone(null);
      if (explicit) setSavedAt(new Date());
      void refreshHistory();
    },
    [refreshHistory],
  );

  /** A save failed: a 412 opens the conflict dialog (true); anything else is the editor's to report. */
  const handleSaveError = useCallback(
    (err: unknown): boolean => {
      if (!isConflict(err)) return false;
      const mine = options.current.current;
      setConflict({ mine, latest: null, by: null });
      void (async () => {
        try {
          const [latest, entries] = await Promise.all([options.current.loadLatest(), client.fetchQuery({ ...revisionListQuery(tipo, id ?? 0), staleTime: 0 })]);
          setConflict({ mine, latest, by: entries.find((e) => !isPending(e)) ?? null });
        } catch (e) {
          setConflict(null);
          toast.error(errorMessage(e, U.latestLoadError));
        }
      })();
      return true;
    },
    [client, tipo, id, toast],
  );

  async function reloadAfterConflict() {
    if (!conflict?.latest) return;
    setResolving(true);
    try {
      // The editor's own text is kept first: 'Ricarica' never loses it.
      await keep(conflict.mine).catch(() => undefined);
      reloaded(conflict.latest);
      setConflict(null);
      void refreshHistory();
    } finally {
      setResolving(false);
    }
  }

  function overwriteAfterConflict() {
    if (!conflict?.latest) return;
    etag.current = conflict.latest.etag;
    setConflict(null);
    options.current.save();
  }

  /** Puts a version in the editor as unsaved changes, 'Torna al testo di prima' ready. */
  function applyVersion(entry: RevisionEntry, snapshot: Snapshot) {
    if (isPending(entry)) dismiss([entry.id]);
    setUndone(null);
    setApplied({ entry, before: current });
    options.current.apply(snapshot);
  }

  function undoApplied() {
    if (!applied) return;
    options.current.apply(applied.before);
    // An autosave or proposal taken back is offered again (a version of the Cronologia stays there).
    const { entry } = applied;
    if (isPending(entry)) {
      setUndone(entry);
      setDismissed((set) => new Set([...set].filter((id) => id !== entry.id)));
    }
    setApplied(null);
  }

  /** A restore refused by the publishing gate, to edit instead: the version in the editor, at its first claim. */
  function editVersion({ entry, snapshot, claims }: VersionToEdit) {
    setHistoryOpen(false);
    applyVersion(entry, snapshot);
    setReveal(claimReveal(claims));
  }

  async function restored() {
    setHistoryOpen(false);
    try {
      reloaded(await options.current.loadLatest());
      setSavedAt(new Date());
    } catch (err) {
      toast.error(errorMessage(err, U.latestLoadError));
    }
    void refreshHistory();
  }

  const status = <EditorSafetyStatus dirty={dirty} autosave={autosave} savedAt={savedAt} applied={applied?.entry ?? null} onUndoApplied={undoApplied} lastChange={lastChange} />;

  const historyButton =
    id === null ? null : (
      <Button icon={<History size={16} aria-hidden="true" />} onClick={() => setHistoryOpen(true)}>
        {U.historyButton}
      </Button>
    );

  const banner: ReactNode = offer ? (
    <PendingVersionBanner
      entry={offer}
      tipo={tipo}
      current={current}
      onApply={(snapshot) => applyVersion(offer, snapshot)}
      onDismiss={() => {
        // Ignora puts away this version and the others waiting now (an autosave of a proposal taken back).
        dismiss([offer.id, ...(history.data ?? []).filter(isPending).map((e) => e.id)]);
        setUndone(null);
      }}
    />
  ) : null;

  const dialogs = (
    <>
      {guard.dialog}
      {id !== null && historyOpen && (
        <RevisionHistory
          open={historyOpen}
          tipo={tipo}
          id={id}
          current={current}
          onClose={() => setHistoryOpen(false)}
          onRestored={() => void restored()}
          onEditVersion={editVersion}
        />
      )}
      <EditConflictDialog
        open={conflict !== null}
        tipo={tipo}
        mine={conflict?.mine ?? current}
        theirs={conflict?.latest?.snapshot ?? null}
        changedBy={conflict?.by ? { autore: conflict.by.autore, creata_il: conflict.by.creata_il } : null}
        busy={resolving}
        onReload={() => void reloadAfterConflict()}
        onOverwrite={overwriteAfterConflict}
        onClose={() => setConflict(null)}
      />
    </>
  );

  return {
    dirty,
    autosave,
    /** The tag to send as If-Match with the save. */
    ifMatch: () => etag.current ?? undefined,
    /** After a successful save: its answer's tag. */
    saved: markSaved,
    handleSaveError,
    /** Runs a navigation of the editor's own (after a save) without the leave question. */
    allowNavigation: guard.allow,
    status,
    historyButton,
    banner,
    dialogs,
    /** The claim the editor should open at (ClaimRevealProvider around its text), or null. */
    reveal,
    /** Opens the editor's text at the first of these claims ('Modifica il testo' of its own gate dialog). */
    revealClaims: useCallback((claims: readonly string[]) => setReveal(claimReveal(claims)), []),
  };
}

export type EditorSafety = ReturnType<typeof useEditorSafety>;
