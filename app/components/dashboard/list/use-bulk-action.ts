import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import type { BulkResult } from '../../../../common/schemas-lists.ts';
import { errorMessage } from '../../../lib/api.ts';
import { isUnauthorized } from '../../../lib/query.tsx';
import { useToast } from '../../ui/toast.tsx';

/** One toast for a bulk action's outcome: how many changed, and the first reason of those that did not. */
function useReport() {
  const toast = useToast();
  return useCallback(
    (result: BulkResult, deleted: boolean) => {
      if (result.riusciti.length > 0) toast.success((deleted ? L.bulkDeleted : L.bulkDone)(result.riusciti.length));
      const first = result.falliti[0];
      if (first) toast.error(L.bulkFailed(result.falliti.length, first.errore), 6000);
    },
    [toast],
  );
}

/**
 * A bulk action through the list's `/azioni` endpoint (one request for up to 100 items), then the
 * lists it changed reloaded and one toast with the outcome. `onDone` clears the selection.
 */
export function useBulkAction({ send, invalidates, onDone }: { send(azione: string, ids: number[]): Promise<BulkResult>; invalidates: readonly QueryKey[]; onDone?(): void }) {
  const report = useReport();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: ({ azione, ids }: { azione: string; ids: number[] }) => send(azione, ids),
    meta: { invalidates },
    onSuccess: (result, { azione }) => {
      report(result, azione === 'elimina');
      onDone?.();
    },
    onError: (err) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, L.bulkError));
    },
  });
  return { run: (azione: string, ids: number[]) => mutation.mutate({ azione, ids }), busy: mutation.isPending };
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
      report(result, false);
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
