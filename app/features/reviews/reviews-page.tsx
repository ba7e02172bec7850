import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EDITOR_PAGE_MSG as P } from '../../../common/messages-editor-page.ts';
import { LIST_MSG as L } from '../../../common/messages-lists.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { Review } from '../../../common/types.ts';
import {
  ListPager,
  ListSearch,
  NoMatches,
  SelectBox,
  type StatusChoice,
  StatusFilter,
  useListParams,
  usePageInRange,
  useHeldDeletes,
  useRefetchWhenDue,
  useSelection,
  useStatusChange,
} from '../../components/dashboard/list/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { claimsState } from '../../components/rich-text/claim-reveal.tsx';
import { useEditorPageHref } from '../../components/dashboard/editor-page/index.ts';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { productName } from '../../lib/format.ts';
import { CategoryFilter } from '../../components/dashboard/list/category-filter.tsx';
import { productKeys } from '../../entities/products/api.ts';
import { changeReviewStatus, reviewKeys, reviewPageQuery } from '../../entities/reviews/api.ts';
import { REVIEWS_SCOPE, ReviewBulkBar } from './review-bulk.tsx';
import { ReviewCard, type ReviewCardHandlers } from './review-card.tsx';
import { useReviewsOverlay } from './reviews-overlay.tsx';
import { useEditParam } from './use-edit-param.ts';

const STATUS_LABELS: Record<StatusChoice, string> = { '': R.filterAll, bozza: R.filterBozza, pubblicata: R.filterPubblicata, archiviata: R.filterArchiviata };
const STATUS_MESSAGES = { published: R.published, archived: R.archived, publishError: R.publishError, archiveError: R.archiveError };

/**
 * /dashboard/recensioni (spec sections 2, 4, 5, 8, 9): the reviews newest first, a page at a time,
 * searched, filtered by status and category (kept in the address), each with its actions, and
 * bulk actions on the ticked ones. Modifica opens a review's own page (its address carries the
 * list's, for the way back); `?editProductId=` / `?edit=` go to a product's review page (useEditParam).
 */
export function ReviewsPage() {
  const list = useListParams();
  const { params, update, apiQuery, pageSize, filtered, reset } = list;
  const query = useQuery(reviewPageQuery(apiQuery()));
  usePageInRange(list, query.data, query.isPlaceholderData);
  const navigate = useNavigate();
  const toast = useToast();
  const editHref = useEditorPageHref('/dashboard/recensioni');
  const status = useStatusChange<Review>({
    change: changeReviewStatus,
    invalidates: [reviewKeys.all, productKeys.all],
    tipo: 'recensione',
    messages: STATUS_MESSAGES,
    // 'Modifica il testo' of the gate's dialog after Pubblica: the review's page opens at the first claim.
    editText: (review, claims) => void navigate(editHref(review.id_prodotto), { state: claimsState(claims) }),
  });
  const [expandedId, setExpandedId] = useState<number | null>(null);

  const page = query.data?.items;
  // Reviews whose bulk delete waits out its undo window are gone from the list already.
  const held = useHeldDeletes(REVIEWS_SCOPE);
  const reviews = useMemo(() => {
    const items = page ?? [];
    return held.size > 0 ? items.filter((r) => !held.has(r.id)) : items;
  }, [page, held]);
  const selection = useSelection(useMemo(() => reviews.map((r) => r.id), [reviews]));
  // A scheduled publication going out while the list is open shows when its time comes.
  useRefetchWhenDue(
    reviews.map((r) => r.pubblicazione_programmata),
    reviewKeys.all,
  );

  const overlay = useReviewsOverlay({
    onDeleted: () => undefined,
    // A first review opens on its page, and so does a published one's proposal (to compare and save);
    // a regenerated draft shows its new text in the card. The overlay goes with the list: the toast
    // says what it would.
    onGenerated: (result, kind) => {
      if (kind !== 'genera' && !result.proposta) return;
      const item = productName(result.recensione);
      toast.success(result.proposta ? R.regeneratedProposal(item) : R.generated(item));
      void navigate(editHref(result.recensione.id_prodotto));
    },
  });
  useEditParam();

  // An expanded text collapses on a click outside its card.
  useEffect(() => {
    if (expandedId === null) return;
    const onPointerDown = (e: PointerEvent) => {
      const card = document.querySelector(`[data-review-card="${expandedId}"]`);
      if (card && e.target instanceof Node && !card.contains(e.target)) setExpandedId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expandedId]);

  const handlers: ReviewCardHandlers = {
    editHref: (r) => editHref(r.id_prodotto),
    onDelete: (r) => overlay.askDelete(r),
    onRegenerate: (r) => overlay.askRegenerate(r),
    onPublish: (r) => status.set(r, 'pubblicata'),
    onArchive: (r) => status.set(r, 'archiviata'),
    onToggleExpand: (r) => setExpandedId((id) => (id === r.id ? null : r.id)),
    isBusy: status.busy,
  };

  const total = query.data?.total;
  const empty = filtered ? (
    <NoMatches message={params.q || params.categoria !== null ? L.noMatches : R.emptyFiltered} onReset={reset} />
  ) : (
    <EmptyState message={R.empty}>
      <p>{R.emptyHint}</p>
    </EmptyState>
  );

  return (
    <section className="reviews-page">
      <PageHeader
        title={R.title}
        description={total === undefined ? R.description : R.count(total)}
        actions={
          <Link className="btn btn-primary" to={editHref('nuova')}>
            <Plus size={18} aria-hidden="true" /> {P.reviewNew}
          </Link>
        }
      />

      <div className="list-filters">
        <ListSearch value={params.q} onSearch={(q) => update({ q })} placeholder={R.search} />
        <CategoryFilter value={params.categoria} onChange={(categoria) => update({ categoria })} />
        <StatusFilter name="stato" legend={R.filterLabel} labels={STATUS_LABELS} value={params.stato} onChange={(stato) => update({ stato })} />
      </div>

      {reviews.length > 0 && <ReviewBulkBar selection={selection} items={reviews} />}

      <QueryView query={query} loadingLabel={R.loading} errorMessage={R.loadError} isEmpty={() => reviews.length === 0} empty={empty}>
        {() => (
          <ul className="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} expanded={expandedId === r.id} handlers={handlers} select={<SelectBox selection={selection} id={r.id} name={productName(r)} />} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>

      {total !== undefined && total > 0 && <ListPager page={params.pagina} total={total} pageSize={pageSize} onPage={(pagina) => update({ pagina })} />}

      {status.dialog}
      {overlay.overlay}
    </section>
  );
}
