import { ChevronDown, ChevronUp, Eye, RefreshCw, Trash2 } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { Review } from '../../../common/types.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { EditLink, IfTextRight, StatusActions } from '../../components/dashboard/list/index.ts';
import { ScheduleBadge } from '../../components/dashboard/schedule/index.ts';

export interface ReviewCardHandlers {
  /** The address of the review's own page (its Modifica is a link: it opens in a new tab too). */
  editHref(review: Review): string;
  onDelete(review: Review): void;
  onRegenerate(review: Review): void;
  onPublish(review: Review): void;
  onArchive(review: Review): void;
  onToggleExpand(review: Review): void;
  /** An action on this review is running (publish, archive): its buttons wait. */
  isBusy(review: Review): boolean;
}

function showPlaceholder(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/**
 * One review on /dashboard/recensioni (spec section 2): image, display name, status badge, the
 * content collapsed (a click expands it, a click outside the card collapses it), the last change
 * and the actions Modifica, Elimina, Visualizza articolo, Espandi/Comprimi, Rigenera, Pubblica
 * (not when published), Archivia (not when archived). Modifica opens the review's own page.
 */
export function ReviewCard({ review, expanded, handlers, select }: { review: Review; expanded: boolean; handlers: ReviewCardHandlers; select?: ReactNode }) {
  const name = productName(review);
  const contentId = `recensione-contenuto-${review.id}`;
  const busy = handlers.isBusy(review);
  return (
    <article className="card review-card" aria-label={name} data-review-card={review.id}>
      <div className="review-card-media media media-square">
        <img src={review.img_prodotto || PLACEHOLDER_IMAGE} alt={R.imageAlt} loading="lazy" width={96} height={96} onError={showPlaceholder} />
        {select}
      </div>
      <div className="review-card-body">
        <header className="review-card-head">
          <h2 className="review-card-title">{name}</h2>
          <StatusBadge stato={review.stato} />
          <ScheduleBadge at={review.pubblicazione_programmata} />
        </header>
        {review.titolo && <p className="review-card-subtitle">{review.titolo}</p>}
        <p className="review-card-date muted">{R.lastChange(formatDateTime(review.data_recensione))}</p>

        <div
          id={contentId}
          className={`review-content prose${expanded ? ' is-expanded' : ''}`}
          aria-label={R.contentLabel(name)}
          role="region"
          onClick={() => !expanded && handlers.onToggleExpand(review)}
          // Stored HTML, sanitised when it was written (server/lib/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: review.recensione_prodotto }}
        />
        <div className="review-card-actions" role="group" aria-label={R.actionsFor(name)}>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={contentId}
            icon={expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
            onClick={() => handlers.onToggleExpand(review)}
          >
            {expanded ? R.collapse : R.expand}
          </Button>
          <EditLink text={review} to={handlers.editHref(review)} label={R.edit} />
          <StatusActions kind="recensione" item={review} busy={busy} onPublish={() => handlers.onPublish(review)} onArchive={() => handlers.onArchive(review)} />
          <IfTextRight text={review} right="edit">
            <Button size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => handlers.onRegenerate(review)} disabled={busy}>
              {R.regenerate}
            </Button>
          </IfTextRight>
          <Link to={`/articolo/${review.id_prodotto}`} className="btn btn-secondary btn-sm">
            <Eye size={16} aria-hidden="true" />
            {R.viewArticle}
          </Link>
          <IfTextRight text={review} right="remove">
            <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => handlers.onDelete(review)} disabled={busy}>
              {R.delete}
            </Button>
          </IfTextRight>
        </div>
      </div>
    </article>
  );
}
