import { useSyncExternalStore } from 'react';

/**
 * Bulk deletes held back for their undo window. The delete is not sent at once: the items leave the
 * list (useHeldDeletes), and the request goes when the window closes (`commit`), or never (`cancel`,
 * the editor's 'Annulla'). Leaving or reloading the page within the window sends every held delete
 * at once (a keepalive request, which outlives the page): what the editor deleted is deleted. Only
 * the browser crashing within the window leaves the items in place, never a deletion nobody asked
 * for. Nothing is held on the server, so any instance serves the delete and a reload loses nothing.
 */
interface Held {
  /** The list the items leave ('recensioni'). */
  scope: string;
  ids: readonly number[];
  /** Sends the delete (`keepalive` when the page is going away); the items come back if it fails. */
  send(keepalive: boolean): Promise<unknown>;
  /** Sent: too late to cancel, not to be sent again. */
  sending: boolean;
}

const held = new Set<Held>();
const listeners = new Set<() => void>();
let hidden: ReadonlyMap<string, ReadonlySet<number>> = new Map();
const NONE: ReadonlySet<number> = new Set();

function changed() {
  const next = new Map<string, Set<number>>();
  for (const h of held) {
    const ids = next.get(h.scope) ?? new Set<number>();
    for (const id of h.ids) ids.add(id);
    next.set(h.scope, ids);
  }
  hidden = next;
  for (const listener of listeners) listener();
}

/** Sends one held delete and forgets it once answered (the list is reloaded by then). */
function release(h: Held, keepalive: boolean) {
  if (h.sending || !held.has(h)) return;
  h.sending = true;
  h.send(keepalive)
    .catch(() => {
      /* reported by the sender; the items come back */
    })
    .finally(() => {
      held.delete(h);
      changed();
    });
}

/** The page is going away (reload, another site, closed tab): every held delete goes now. */
function onPageHide() {
  for (const h of held) release(h, true);
}

let listening = false;

/** Holds a delete: its items leave `scope`'s list until `cancel`, or until `commit` has sent it. */
export function holdDelete(scope: string, ids: readonly number[], send: Held['send']): { commit(): void; cancel(): void } {
  const h: Held = { scope, ids, send, sending: false };
  held.add(h);
  changed();
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
    listening = true;
  }
  return {
    commit: () => release(h, false),
    cancel() {
      if (h.sending || !held.delete(h)) return;
      changed();
    },
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of `scope`'s items whose delete is held or on its way: the list leaves them out. */
export function useHeldDeletes(scope: string): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => hidden.get(scope) ?? NONE,
    () => NONE,
  );
}
