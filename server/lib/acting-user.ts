import { AsyncLocalStorage } from 'node:async_hooks';

/** Who acts in the work running now: the session's user of the request that started it (id and login name). */
export interface ActingUser {
  id: number;
  username: string;
}

const store = new AsyncLocalStorage<() => ActingUser | null>();

/**
 * Runs `next` (the rest of a request) knowing who acts, read when asked (`who` is called lazily,
 * so the session may be resolved after this is set up). The activity log (decision 0064) reads it
 * where a call does not carry its user (a deletion, a cancelled schedule).
 */
export function actAs(who: () => ActingUser | null, next: () => void): void {
  store.run(who, next);
}

/** The user acting in the current request; null outside one (a job) or without a session. */
export function actingUser(): ActingUser | null {
  return store.getStore()?.() ?? null;
}
