import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { REVIEW_FLOW_MSG as M } from '../../../common/messages-review-flow.ts';
import type { ReviewQueueItem } from '../../../common/review-flow.ts';
import { atLeast } from '../../../common/roles.ts';
import { ReviewStateBadge } from '../../components/dashboard/editor-page/index.ts';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { editorHref, reviewListQuery } from '../../entities/review-flow/api.ts';
import { formatShortDate } from '../../lib/format.ts';
import { useSession } from '../../lib/session.tsx';

/** One text: its type and state, title, writer and when it was sent (or sent back), the editor's note when any; a link to its editor page. */
function QueueItem({ item, showAuthor }: { item: ReviewQueueItem; showAuthor: boolean }) {
  return (
    <li>
      <Link to={editorHref(item)} className="overview-item review-queue-item">
        <span className="overview-item-title">{item.titolo}</span>
        <span className="overview-item-meta">
          <Badge tone="neutral">{M.types[item.tipo]}</Badge>
          <ReviewStateBadge revisione={item.revisione} />
          {showAuthor && <span>{M.queueBy(item.autore ?? M.queueUnknownAuthor)}</span>}
          {item.revisione_il && <time dateTime={item.revisione_il}>{formatShortDate(item.revisione_il)}</time>}
        </span>
        {item.nota_revisione && <span className="review-queue-note">{M.editorNote(item.nota_revisione)}</span>}
      </Link>
    </li>
  );
}

/** A card of Panoramica listing texts of the review before publishing, with its loading, error and empty states. */
function QueueCard({ reviewer }: { reviewer: boolean }) {
  const query = useQuery(reviewListQuery(reviewer ? 'coda' : 'miei'));
  const title = reviewer ? M.queueTitle : M.mineTitle;
  return (
    <section className="card overview-latest review-queue" aria-labelledby="review-queue-title" data-testid="review-queue">
      <header className="overview-latest-header">
        <h2 id="review-queue-title">
          {title}
          {query.data && query.data.length > 0 && <span className="overview-check-count"> ({query.data.length.toLocaleString('it-IT')})</span>}
        </h2>
      </header>
      <QueryView
        query={query}
        loadingLabel={reviewer ? M.queueLoading : M.mineLoading}
        errorMessage={reviewer ? M.queueError : M.mineError}
        empty={<p className="muted overview-empty">{reviewer ? M.queueEmpty : M.mineEmpty}</p>}
      >
        {(items) => (
          <ul className="overview-items">
            {items.map((item) => (
              <QueueItem key={`${item.tipo}-${item.id}`} item={item} showAuthor={reviewer} />
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

/**
 * Panoramica's review before publishing (decision 0065): an editor sees
 * 'Da rivedere', the texts waiting, oldest first; a writer below editor sees their own texts sent
 * back (with the editor's note) or still waiting, so the note is in view from the first screen.
 */
export function ReviewQueue() {
  const { user } = useSession();
  if (!user) return null;
  return <QueueCard key={user.ruolo} reviewer={atLeast(user.ruolo, 'editor')} />;
}
