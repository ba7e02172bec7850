import { SHARED_CACHE_MSG as M, pendingText } from '../../../common/messages-shared-cache.ts';
import type { SharedCacheHealth } from '../../../common/types-dashboard.ts';
import { formatShortDateTime } from '../../lib/format.ts';

/**
 * The shared cache in front whose purges keep failing (decision 0071): since when, how many
 * attempts, the last error, and when a purge last worked. The public pages may show old content
 * until one works. Shown to editors and above, only while it fails.
 */
export function SharedCacheAlert({ health }: { health: SharedCacheHealth }) {
  return (
    <div className="state state-error overview-cache-alert" role="alert" data-testid="overview-shared-cache">
      <p>
        <strong>{M.alertTitle}</strong>
      </p>
      <p>{M.alert(health.servizio, health.minuti, health.tentativi, health.ultimo_errore)}</p>
      <p className="muted">
        {health.ultimo_successo_il ? M.lastSuccess(formatShortDateTime(health.ultimo_successo_il)) : M.neverSucceeded}
        {health.tag_in_attesa.length > 0 && <> {pendingText(health.tag_in_attesa)}</>}
      </p>
    </div>
  );
}
