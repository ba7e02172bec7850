import { X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { MSG } from '../../../common/messages.ts';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in a toast ('Annulla' after a bulk action): pressing it closes the toast and runs it. */
export interface ToastAction {
  label: string;
  onAction(): void;
}

export interface ToastOptions {
  tone?: ToastTone;
  /** How long it stays, in ms (the spec's 2.5 s by default); a toast with an action waits while pointed at or focused. */
  duration?: number;
  action?: ToastAction;
  /**
   * Called once when the toast goes without its action being pressed: its time is up, it was
   * closed, newer toasts pushed it out, or the dashboard was left. What the action would have
   * undone becomes final then.
   */
  onExpire?(): void;
}

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
}

interface ToastApi {
  /** Shows a message; it closes after `duration` ms (the spec's 2.5 s by default). */
  show(message: string, options?: ToastOptions): void;
  success(message: string, duration?: number): void;
  error(message: string, duration?: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export const MESSAGE_CLEAR_MS = 2500;
/** Toasts shown at once: a newer one pushes the oldest out. */
const MAX_TOASTS = 4;

/** A toast's clock: the time it has left, running or paused. */
interface Timing {
  timer: ReturnType<typeof setTimeout> | null;
  remaining: number;
  since: number;
  onExpire?: () => void;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  // In the order shown, oldest first.
  const timings = useRef(new Map<number, Timing>());

  const remove = useCallback((id: number, expired: boolean) => {
    const timing = timings.current.get(id);
    if (!timing) return;
    timings.current.delete(id);
    if (timing.timer) clearTimeout(timing.timer);
    setToasts((list) => list.filter((t) => t.id !== id));
    if (expired) timing.onExpire?.();
  }, []);

  const run = useCallback(
    (id: number) => {
      const timing = timings.current.get(id);
      if (!timing || timing.timer) return;
      timing.since = Date.now();
      timing.timer = setTimeout(() => remove(id, true), timing.remaining);
    },
    [remove],
  );

  const pause = useCallback((id: number) => {
    const timing = timings.current.get(id);
    if (!timing?.timer) return;
    clearTimeout(timing.timer);
    timing.timer = null;
    timing.remaining = Math.max(0, timing.remaining - (Date.now() - timing.since));
  }, []);

  const show = useCallback<ToastApi['show']>(
    (message, options = {}) => {
      const id = nextId.current++;
      timings.current.set(id, { timer: null, remaining: options.duration ?? MESSAGE_CLEAR_MS, since: 0, onExpire: options.onExpire });
      for (const old of [...timings.current.keys()].slice(0, -MAX_TOASTS)) remove(old, true);
      setToasts((list) => [...list, { id, message, tone: options.tone ?? 'info', action: options.action }]);
      run(id);
    },
    [remove, run],
  );

  // Leaving the dashboard: the toasts' time is up (what they offered to undo becomes final).
  useEffect(() => {
    const map = timings.current;
    return () => {
      for (const [id, timing] of [...map]) {
        map.delete(id);
        if (timing.timer) clearTimeout(timing.timer);
        timing.onExpire?.();
      }
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m, d) => show(m, { tone: 'success', duration: d }),
      error: (m, d) => show(m, { tone: 'error', duration: d }),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite" aria-atomic="false">
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`toast toast-${t.tone}`}
            role={t.tone === 'error' ? 'alert' : 'status'}
            // An offer to undo waits while the editor is reaching for it.
            onPointerEnter={t.action && (() => pause(t.id))}
            onPointerLeave={t.action && (() => run(t.id))}
            onFocus={t.action && (() => pause(t.id))}
            onBlur={t.action && ((e) => !e.currentTarget.contains(e.relatedTarget) && run(t.id))}
          >
            <span>{t.message}</span>
            {t.action && (
              <button
                type="button"
                className="toast-action"
                onClick={() => {
                  remove(t.id, false);
                  t.action?.onAction();
                }}
              >
                {t.action.label}
              </button>
            )}
            <button type="button" className="toast-close" onClick={() => remove(t.id, true)} aria-label={MSG.closeNotification}>
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast fuori da ToastProvider');
  return ctx;
}
