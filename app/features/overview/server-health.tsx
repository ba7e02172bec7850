import { Gauge } from 'lucide-react';
import { OVERVIEW_MSG as M } from '../../../common/messages-overview.ts';
import type { ServerHealth } from '../../../common/types-dashboard.ts';
import { formatShortDateTime } from '../../lib/format.ts';

const ms = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 1 });

/**
 * 'Reattività del server': this instance's event-loop delay over the last minute and its stalls
 * of the last 24 hours, the last one with the request that held the server. A stall
 * is amber: someone waited; the details are in the log.
 */
export function ServerHealthCard({ health }: { health: ServerHealth }) {
  const last = health.ultimo_blocco;
  return (
    <section className="card overview-server" aria-labelledby="overview-server-title" data-testid="overview-server">
      <h2 id="overview-server-title" className="overview-server-title">
        <Gauge size={18} aria-hidden="true" />
        {M.serverTitle}
      </h2>
      <p className="overview-server-figure">{M.serverDelay(ms(health.ritardo_p50_ms), ms(health.ritardo_p99_ms), ms(health.ritardo_max_ms))}</p>
      {health.blocchi_24h === 0 ? (
        <p className="muted overview-server-line">{M.serverNoStalls(health.soglia_blocco_ms)}</p>
      ) : (
        <p className="overview-server-line overview-server-stalls">
          {M.serverStalls(health.blocchi_24h, health.soglia_blocco_ms)}
          {last && (
            <>
              {' '}
              {M.serverLastStall(formatShortDateTime(last.quando), ms(last.durata_ms))}
              {last.richiesta && (
                <>
                  {' '}
                  <code className="overview-server-request">{last.richiesta}</code>
                </>
              )}
              .
            </>
          )}
        </p>
      )}
      <p className="muted overview-server-note">{M.serverInstance}</p>
    </section>
  );
}
