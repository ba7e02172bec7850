import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A one-at-a-time runner for long calls with a seconds counter: `run` ignores a second start while
 * one runs (a double click), `elapsed` counts the seconds of the current run for the progress line.
 */
export function useLongTask() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  const run = useCallback(async <T>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setElapsed(0);
    const started = Date.now();
    timer.current = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    try {
      return { ok: true, value: await task() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy, elapsed };
}
