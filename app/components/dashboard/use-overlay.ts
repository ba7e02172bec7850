import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The state machine every dashboard overlay shares (products' 'Genera recensione', the reviews'
 * delete/regenerate, the guides' delete/regenerate): a state of the overlay's own kinds, one
 * action at a time (a second click while one runs is ignored), no closing while it runs, and a
 * success that closes by itself after a delay (the timer cleared when anything else happens or
 * the screen goes away).
 */
export function useOverlay<S>(closed: S) {
  const [state, setState] = useState<S>(closed);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef(false);
  // The closed state is a constant of the caller: kept from the first render.
  const closedState = useRef(closed).current;

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stopTimer, [stopTimer]);

  /** Closes, unless an action runs. */
  const close = useCallback(() => {
    if (running.current) return;
    stopTimer();
    setState(closedState);
  }, [closedState, stopTimer]);

  /** Shows a new question or step, unless an action runs; false when it was ignored. */
  const show = useCallback(
    (next: S) => {
      if (running.current) return false;
      stopTimer();
      setState(next);
      return true;
    },
    [stopTimer],
  );

  /** Shows a success that closes by itself after `ms`. */
  const succeed = useCallback(
    (next: S, ms: number) => {
      stopTimer();
      setState(next);
      timer.current = setTimeout(() => setState(closedState), ms);
    },
    [closedState, stopTimer],
  );

  /** Runs one action; null when one is already running. */
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | null> => {
    if (running.current) return null;
    running.current = true;
    try {
      return { ok: true, value: await task() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      running.current = false;
    }
  }, []);

  return { state, setState, close, show, succeed, run };
}
