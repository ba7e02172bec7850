import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, RefreshCw, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { JobRun } from '../../../common/types-dashboard.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { productKeys, refreshRunQuery, startRefreshAll } from '../../entities/products/api.ts';

/** A refresh of every product (POST/GET /api/prodotti/aggiorna): the server's job run. */
export type RefreshRun = JobRun;

/** How often the progress is asked while a run is in corso. */
export const REFRESH_POLL_MS = 1500;
/** A run 'in corso' that has not moved for this long was left by a stopped server: not shown on load. */
const STALE_RUN_MS = 10 * 60_000;

const isLive = (run: RefreshRun) => run.stato === 'in_corso' && Date.now() - Date.parse(run.updated_at) < STALE_RUN_MS;

/**
 * 'Aggiorna tutti da Amazon': starts the background refresh, then follows it every 1.5 s while it
 * is in corso and reloads the products when it ends. On load a run already in corso (started
 * elsewhere, or before a page reload) is shown and followed. A 409 shows the server's words and
 * follows the run that is going. A missed poll keeps the last state and asks again.
 */
export function useRefreshAll() {
  const client = useQueryClient();
  const [following, setFollowing] = useState(false);
  const latest = useQuery({ ...refreshRunQuery(), refetchInterval: (q) => (following && q.state.data?.stato === 'in_corso' ? REFRESH_POLL_MS : false) });
  const run = latest.data ?? null;

  // On load: a run already in corso is shown and followed.
  const looked = useRef(false);
  useEffect(() => {
    if (looked.current || latest.status === 'pending') return;
    looked.current = true;
    if (run && isLive(run)) setFollowing(true);
  }, [latest.status, run]);

  // When the followed run ends: reload the products once.
  const wasRunning = useRef(false);
  useEffect(() => {
    const now = following && run?.stato === 'in_corso';
    if (wasRunning.current && !now && run) void client.invalidateQueries({ queryKey: productKeys.all });
    wasRunning.current = now;
  }, [client, following, run]);

  const start = useMutation({
    mutationFn: startRefreshAll,
    meta: { error: M.refreshAllStartError },
    onSuccess: (started) => {
      client.setQueryData(refreshRunQuery().queryKey, started);
      setFollowing(true);
      if (started.stato !== 'in_corso') void client.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: async (err) => {
      if (!(err instanceof ApiError && err.status === 409)) return;
      const current = await client.fetchQuery(refreshRunQuery()).catch(() => null);
      if (current?.stato === 'in_corso') setFollowing(true);
    },
  });

  const running = following && run?.stato === 'in_corso';
  const busy = start.isPending || running;
  // Busy but still focusable while the run goes on: a keyboard user does not lose their place.
  const button = (
    <Button
      onClick={() => !busy && start.mutate()}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={busy ? 'is-busy' : undefined}
      icon={busy ? <Spinner /> : <RefreshCw size={18} aria-hidden="true" />}
    >
      {M.refreshAll}
    </Button>
  );
  const panel = following && run ? <RefreshAllPanel run={run} onDismiss={() => setFollowing(false)} /> : null;
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
        <button type="button" className="icon-btn refresh-dismiss" onClick={onDismiss} title={DASH_MSG.close}>
          <X size={18} aria-hidden="true" />
          <span className="sr-only">{M.refreshAllDismiss}</span>
        </button>
      )}
    </section>
  );
}
