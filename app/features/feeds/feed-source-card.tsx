import { AlertTriangle, CheckCircle2, Trash2 } from 'lucide-react';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import type { FeedSource } from '../../../common/types-news.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatShortDateTime } from '../../lib/format.ts';

/** One feed source: name, state, address, last read and attempt, items, validators, last error, and its buttons. */
export function FeedSourceCard({ source: s, toggling, onToggle, onRemove }: { source: FeedSource; toggling: boolean; onToggle(): void; onRemove(): void }) {
  return (
    <li className={`panel feed-source${s.attivo ? '' : ' is-disabled'}`}>
      <div className="feed-source-head">
        <h2>{s.nome}</h2>
        <Badge tone={s.attivo ? 'success' : 'neutral'}>{s.attivo ? N.sourceEnabled : N.sourceDisabled}</Badge>
      </div>
      <p className="feed-source-url mono">{s.url}</p>
      <dl className="feed-source-facts">
        <div>
          <dt>{N.sourceLastRead}</dt>
          <dd>{s.ultima_lettura ? formatShortDateTime(s.ultima_lettura) : N.sourceNeverRead}</dd>
        </div>
        <div>
          <dt>{N.sourceLastAttempt}</dt>
          <dd>{s.ultimo_tentativo ? formatShortDateTime(s.ultimo_tentativo) : '—'}</dd>
        </div>
        <div>
          <dt>{N.sourceItems}</dt>
          <dd>{s.elementi ?? '—'}</dd>
        </div>
        <div>
          <dt>{N.sourceValidators}</dt>
          <dd className="mono">
            {s.etag ? `ETag ${s.etag}` : null}
            {s.etag && s.last_modified ? ' · ' : null}
            {s.last_modified ? `Last-Modified ${s.last_modified}` : null}
            {!s.etag && !s.last_modified ? '—' : null}
          </dd>
        </div>
      </dl>
      {s.ultimo_errore ? (
        <p className="feed-source-error">
          <AlertTriangle size={16} aria-hidden="true" /> <span className="sr-only">{N.sourceError}: </span>
          {s.ultimo_errore}
        </p>
      ) : (
        s.ultimo_tentativo && (
          <p className="feed-source-ok">
            <CheckCircle2 size={16} aria-hidden="true" /> {N.sourceOk}
          </p>
        )
      )}
      <div className="row-actions">
        <Button size="sm" loading={toggling} onClick={onToggle}>
          {s.attivo ? N.sourceDisable : N.sourceEnable}
        </Button>
        <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={onRemove}>
          {N.sourceRemove}
        </Button>
      </div>
    </li>
  );
}
