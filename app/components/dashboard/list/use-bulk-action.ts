import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import type { BulkResult } from '../../../../common/schemas-lists.ts';
import type { ContentStatus } from '../../../../common/types.ts';
import { type BulkSend, errorMessage } from '../../../lib/api.ts';
import { isUnauthorized } from '../../../lib/query.tsx';
import { useToast } from '../../ui/toast.tsx';
import { holdDelete } from './held-deletes.ts';

/** How long 'Annulla' is offered after an action that takes pages off the site or deletes (longer while pointed at). */
export const UNDO_WINDOW_MS = 8000;
/** How long a failure stays. */
const FAILURE_MS = 6000;

/** The status each status action leaves an item in. */
const TARGET: Readonly<Record<string, ContentStatus>> = { archivia: 'archiviata', bozza: 'bozza' };
/** The action that puts an item back in a status, through the same rules as its button (Pubblica: the gate). */
const BACK_TO: Readonly<Record<ContentStatus, string>> = { pubblicata: 'pubblica', archiviata: 'archivia', bozza: 'bozza' };

/** One toast for a bulk action's outcome: how many changed (with 'Annulla' when it can be undone), and the first reason of those that did not. */
function useReport() {
  const toast = useToast();
  return useCallback(
    (result: BulkResult, words: { done(n: number): string; failed(n: number, first: string): string }, undo?: () => void) => {
      const n = result.riusciti.length;
      if (n > 0 && undo) toast.show(words.done(n), { tone: 'success', duration: UNDO_WINDOW_MS, action: { label: L.undo, onAction: undo } });
      else if (n > 0) toast.success(words.done(n));
      const first = result.falliti[0];
      if (first) toast.error(words.failed(result.falliti.length, first.errore), FAILURE_MS);
    },
    [toast],
  );
}

const UPDATED = { done: L.bulkDone, failed: L.bulkFailed };
const RESTORED = { done: L.bulkRestored, failed: L.bulkRestoreFailed };

export interface BulkActionOptions {
  send: BulkSend;
  /** The lists the actions change, reloaded after each. */
  invalidates: readonly QueryKey[];
  /** After an action: the selection is cleared. */
  onDone?(): void;
  /** The list a held delete hides its items from (its query key's first word, 'recensioni'); without it Elimina is sent at once. */
  scope?: string;
  /** Each shown item's status (a product: its review's): what is live, and what Annulla puts back. */
  statusOf?(id: number): ContentStatus | null | undefined;
}

/**
 * A bulk action through the list's `/azioni` endpoint (one request for up to 100 items), then the
 * lists it changed reloaded and one toast with the outcome. `onDone` clears the selection.
 * Archivia and Riporta in bozza offer 'Annulla' for a few seconds: each item goes back to the
 * status it had, through the action of that status (a published one through Pubblica and its
 * gate, which a text that passed it before passes again). Elimina, with a `scope`, is held for
 * that window (held-deletes.ts): the items leave the list at once, the delete is sent when the
 * window closes, and 'Annulla' keeps them.
 */
export function useBulkAction({ send, invalidates, onDone, scope, statusOf }: BulkActionOptions) {
  const report = useReport();
  const toast = useToast();
  const client = useQueryClient();
  const reload = () => Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
  const failed = (err: unknown) => {
    if (!isUnauthorized(err)) toast.error(errorMessage(err, L.bulkError));
  };

  /** Annulla after a status action: each item back to the status it had (already there: nothing to send). */
  async function restore(ids: readonly number[], before: ReadonlyMap<number, ContentStatus>, target: ContentStatus) {
    const groups = new Map<string, number[]>();
    const result: BulkResult = { riusciti: [], falliti: [] };
    for (const id of ids) {
      const was = before.get(id);
      if (!was || was === target) result.riusciti.push(id);
      else groups.set(BACK_TO[was], [...(groups.get(BACK_TO[was]) ?? []), id]);
    }
    try {
      for (const [azione, group] of groups) {
        const done = await send(azione, group);
        result.riusciti.push(...done.riusciti);
        result.falliti.push(...done.falliti);
      }
      report(result, RESTORED);
    } catch (err) {
      failed(err);
    } finally {
      await reload();
    }
  }

  /** Elimina held for the undo window: sent when the toast goes, or when the page does. */
  function holdThenDelete(where: string, ids: number[]) {
    const held = holdDelete(where, ids, async (keepalive) => {
      try {
        const result = await send('elimina', ids, { keepalive });
        report({ riusciti: [], falliti: result.falliti }, UPDATED);
      } catch (err) {
        failed(err);
      } finally {
        await reload();
      }
    });
    toast.show(L.bulkDeleted(ids.length), {
      tone: 'success',
      duration: UNDO_WINDOW_MS,
      action: {
        label: L.undo,
        onAction: () => {
          held.cancel();
          toast.success(L.bulkDeleteUndone(ids.length));
        },
      },
      onExpire: held.commit,
    });
    onDone?.();
  }

  const mutation = useMutation({
    mutationFn: ({ azione, ids }: { azione: string; ids: number[]; before: ReadonlyMap<number, ContentStatus> }) => send(azione, ids),
    meta: { invalidates },
    onSuccess: (result, { azione, before }) => {
      const target = TARGET[azione];
      if (azione === 'elimina') report(result, { done: L.bulkDeleted, failed: L.bulkFailed });
      else report(result, UPDATED, target && before.size > 0 ? () => void restore(result.riusciti, before, target) : undefined);
      onDone?.();
    },
    onError: failed,
  });

  const run = (azione: string, ids: number[]) => {
    if (azione === 'elimina' && scope) return holdThenDelete(scope, ids);
    const before = new Map<number, ContentStatus>();
    for (const id of ids) {
      const stato = statusOf?.(id);
      if (stato) before.set(id, stato);
    }
    mutation.mutate({ azione, ids, before });
  };

  return {
    run,
    busy: mutation.isPending,
    /** Whether an item is on the site now (the confirmation counts them). */
    isLive: (id: number) => statusOf?.(id) === 'pubblicata',
  };
}

/**
 * A long action (an AI rewrite) on several items, one at a time through the item's own endpoint,
 * with '2 di 5…' progress and 'Interrompi' (the item under way finishes; the next ones do not start).
 */
export function useEachInTurn({ invalidates, onDone }: { invalidates: readonly QueryKey[]; onDone?(): void }) {
  const report = useReport();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const stopped = useRef(false);
  const mutation = useMutation({
    meta: { invalidates },
    mutationFn: async ({ ids, each }: { ids: number[]; each(id: number): Promise<unknown> }) => {
      stopped.current = false;
      const result: BulkResult = { riusciti: [], falliti: [] };
      for (const [i, id] of ids.entries()) {
        if (stopped.current) break;
        setProgress({ done: i, total: ids.length });
        try {
          await each(id);
          result.riusciti.push(id);
        } catch (err) {
          result.falliti.push({ id, errore: errorMessage(err, L.bulkError) });
        }
      }
      return result;
    },
    onSettled: () => setProgress(null),
    onSuccess: (result) => {
      report(result, UPDATED);
      onDone?.();
    },
  });
  return {
    run: (ids: number[], each: (id: number) => Promise<unknown>) => mutation.mutate({ ids, each }),
    busy: mutation.isPending,
    progress: progress ? L.bulkProgress(progress.done + 1, progress.total) : null,
    stop: () => {
      stopped.current = true;
    },
  };
}
