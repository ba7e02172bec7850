import { AlertTriangle, CheckCircle2, RefreshCw, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import type { JobRun } from '../../../common/types-dashboard.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useToast } from '../ui/toast.tsx';
import { useDashboardApi } from './use-dashboard-api.ts';

/** A refresh of every product (POST/GET /api/prodotti/aggiorna): the server's job run. */
export type RefreshRun = JobRun;

/** How often the progress is asked while a run is in corso. */
export const REFRESH_POLL_MS = 1500;
/** A run 'in corso' that has not moved for this long was left by a stopped server: not shown on load. */
const STALE_RUN_MS = 10 * 60_000;

const isLive = (run: RefreshRun) => run.stato === 'in_corso' && Date.now() - Date.parse(run.updated_at) < STALE_RUN_MS;

/**
 * 'Aggiorna tutti da Amazon': starts the background refresh, then follows it every 1.5 s while it
 * is in corso and calls `onEnded` (reload the list) when it ends. On load a run already in corso
 * (started elsewhere, or before a page reload) is shown and followed. A 409 shows the server's
 * words and follows the run that is going.
 */
export function useRefreshAll(onEnded: () => void) {
  const call = useDashboardApi();
  const toast = useToast();
  const [run, setRun] = useState<RefreshRun | null>(null);
  const [starting, setStarting] = useState(false);
  const ended = useRef(onEnded);
  const wasRunning = useRef(false);
  useEffect(() => {
    ended.current = onEnded;
  });

  const read = useCallback(async () => (await call<{ run: RefreshRun | null }>('/api/prodotti/aggiorna')).run, [call]);

  // On load: a run already in corso is shown and followed.
  useEffect(() => {
    let cancelled = false;
    read()
      .then((current) => {
        if (!cancelled && current && isLive(current)) setRun(current);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [read]);

  // While in corso: ask again every 1.5 s (a missed poll keeps the last state and asks again).
  useEffect(() => {
    if (run?.stato !== 'in_corso') return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const latest = await read().catch(() => null);
      if (!cancelled) setRun(latest ?? { ...run });
    }, REFRESH_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [run, read]);

  // When the run ends: reload the products once.
  useEffect(() => {
    const now = run?.stato === 'in_corso';
    if (wasRunning.current && run && !now) ended.current();
    wasRunning.current = now;
  }, [run]);

  async function start() {
    if (starting || run?.stato === 'in_corso') return;
    setStarting(true);
    try {
      const started = await call<RefreshRun>('/api/prodotti/aggiorna', { method: 'POST' });
      setRun(started);
      if (started.stato !== 'in_corso') ended.current();
    } catch (err) {
      toast.error(errorMessage(err, M.refreshAllStartError));
      if (err instanceof ApiError && err.status === 409) {
        const current = await read().catch(() => null);
        if (current?.stato === 'in_corso') setRun(current);
      }
    } finally {
      setStarting(false);
    }
  }

  const running = run?.stato === 'in_corso';
  const busy = starting || running;
  // Busy but still focusable while the run goes on: a keyboard user does not lose their place.
  const button = (
    <Button
      onClick={() => void start()}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={busy ? 'is-busy' : undefined}
      icon={busy ? <Spinner /> : <RefreshCw size={18} aria-hidden="true" />}
    >
      {M.refreshAll}
    </Button>
  );
  const panel = run ? <RefreshAllPanel run={run} onDismiss={() => setRun(null)} /> : null;
  return { button, panel, running };
}

const TITLES: Record<RefreshRun['stato'], string> = {
  in_corso: M.refreshAllRunning,
  completato: M.refreshAllDone,
  interrotto: M.refreshAllStopped,
  fallito: M.refreshAllFailed,
};

/** The progress of a refresh of every product: a bar, the counts, and why it stopped. */
export function RefreshAllPanel({ run, onDismiss }: { run: RefreshRun; onDismiss(): void }) {
  const running = run.stato === 'in_corso';
  const done = Math.min(run.fatti + run.falliti, run.totale);
  const percent = run.totale > 0 ? Math.round((done / run.totale) * 100) : 100;
  const icon = running ? (
    <Spinner />
  ) : run.stato === 'completato' ? (
    <CheckCircle2 size={18} aria-hidden="true" className="refresh-icon-ok" />
  ) : (
    <AlertTriangle size={18} aria-hidden="true" className="refresh-icon-warn" />
  );
  return (
    <section className={`card refresh-panel is-${run.stato}`} aria-label={M.refreshAll}>
      <div className="refresh-status" role="status">
        <p className="refresh-title">
          {icon}
          <span>{TITLES[run.stato]}</span>
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-label={M.refreshAllBar}
          aria-valuemin={0}
          aria-valuemax={run.totale}
          aria-valuenow={done}
          aria-valuetext={M.refreshAllProgress(run.fatti, run.totale)}
        >
          <span className="progress-fill" style={{ width: `${percent}%` }} />
        </div>
        <p className="refresh-counts">
          {run.totale === 0 ? (
            M.refreshAllNothing
          ) : (
            <>
              <span>{M.refreshAllProgress(run.fatti, run.totale)}</span>
              <span className={run.falliti > 0 ? 'refresh-failures' : 'muted'}>{M.refreshAllFailures(run.falliti)}</span>
            </>
          )}
        </p>
        {run.stato === 'interrotto' && run.messaggio && <p className="refresh-message">{run.messaggio}</p>}
      </div>
      {!running && (
        <button type="button" className="icon-btn refresh-dismiss" onClick={onDismiss} title={M.close}>
          <X size={18} aria-hidden="true" />
          <span className="sr-only">{M.refreshAllDismiss}</span>
        </button>
      )}
    </section>
  );
}
