import { useCallback, useEffect, useRef, useState } from 'react';

/** The pause after the last keystroke before work in progress is kept on the server. */
export const AUTOSAVE_DELAY_MS = 2_000;

export interface Autosave {
  /** waiting: changes not kept yet; saving: a request is on its way; error: the last one failed. */
  state: 'idle' | 'waiting' | 'saving' | 'error';
  /** When the current changes were last kept (null since the last real save). */
  savedAt: Date | null;
  /** Keeps what is pending now (before leaving, before a reload): resolves once sent. */
  flush(): Promise<void>;
}

/**
 * Autosave of an editor's work in progress: `AUTOSAVE_DELAY_MS` after the last change of `value`
 * while `dirty`, `send(value)` keeps it (the editors send it as an 'autosalvataggio' revision, never
 * over the saved text). One request at a time; changes made meanwhile go in the next one. What is
 * still pending when the editor closes is sent then. A real save (dirty → false) starts a new round.
 */
export function useAutosave<T>({
  value,
  dirty,
  send,
  enabled = true,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  value: T;
  dirty: boolean;
  send(value: T): Promise<unknown>;
  enabled?: boolean;
  delayMs?: number;
}): Autosave {
  const [state, setState] = useState<Autosave['state']>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const key = JSON.stringify(value);
  const active = dirty && enabled;
  const latest = useRef({ value, key, send, active });
  useEffect(() => {
    latest.current = { value, key, send, active };
  });
  const sentKey = useRef<string | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const run = useCallback(async (): Promise<void> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (inFlight.current) await inFlight.current;
    const { value: v, key, send: s, active } = latest.current;
    if (!active || key === sentKey.current) return;
    setState('saving');
    const request = (async () => {
      try {
        await s(v);
        sentKey.current = key;
        setSavedAt(new Date());
        setState(latest.current.key === key ? 'idle' : 'waiting');
      } catch {
        setState('error');
      }
    })();
    inFlight.current = request;
    await request;
    inFlight.current = null;
  }, []);

  useEffect(() => {
    if (!active) {
      if (!dirty) {
        // Saved for real: the next change starts a new round.
        sentKey.current = null;
        setSavedAt(null);
        setState('idle');
      }
      return;
    }
    if (key === sentKey.current) return;
    setState((s) => (s === 'saving' ? s : 'waiting'));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  }, [active, dirty, key, delayMs, run]);

  // Leaving with changes not kept yet: they are sent now.
  useEffect(
    () => () => {
      if (timer.current) void run();
    },
    [run],
  );

  return { state, savedAt, flush: run };
}
