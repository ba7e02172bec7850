import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
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
import { type ClaimReveal, claimReveal, ClaimRevealProvider } from '../../components/rich-text/claim-reveal.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { productName } from '../../lib/format.ts';
import { CategoryFilter } from '../../components/dashboard/list/category-filter.tsx';
import { productKeys } from '../../entities/products/api.ts';
import { changeReviewStatus, reviewKeys, reviewOfProductQuery, reviewPageQuery } from '../../entities/reviews/api.ts';
import { REVIEWS_SCOPE, ReviewBulkBar } from './review-bulk.tsx';
import { ReviewCard, type ReviewCardHandlers } from './review-card.tsx';
import { useReviewsOverlay } from './reviews-overlay.tsx';
import { useEditParam } from './use-edit-param.ts';
import { useEditingParam } from '../../components/dashboard/editing/index.ts';

const STATUS_LABELS: Record<StatusChoice, string> = { '': R.filterAll, bozza: R.filterBozza, pubblicata: R.filterPubblicata, archiviata: R.filterArchiviata };
/** The products screen's link to a review's editor, consumed when the editor opens (useEditParam). */
const EDIT_LINK_PARAMS = ['edit', 'editProductId'];
const STATUS_MESSAGES = { published: R.published, archived: R.archived, publishError: R.publishError, archiveError: R.archiveError };

/**
 * /dashboard/recensioni (spec sections 2, 4, 5, 8, 9): the reviews newest first, a page at a time,
 * searched, filtered by status and category (kept in the address), each with its actions, and
 * bulk actions on the ticked ones. `?editProductId=` / `?edit=` opens a product's review (useEditParam).
 */
export function ReviewsPage() {
  const list = useListParams();
  const { params, update, apiQuery, pageSize, filtered, reset } = list;
  const query = useQuery(reviewPageQuery(apiQuery()));
  usePageInRange(list, query.data, query.isPlaceholderData);
  // The review being edited is in the address (?modifica=id): leaving its unsaved changes for another one asks first.
  const [editingId, setEditingId] = useEditingParam(EDIT_LINK_PARAMS);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  // A review opened from the address or just generated, shown first when the page does not hold it.
  const [pinnedProduct, setPinnedProduct] = useState<number | null>(null);
  const pinned = useQuery({ ...reviewOfProductQuery(pinnedProduct ?? 0), enabled: pinnedProduct !== null }).data;
  // 'Modifica il testo' of the gate's dialog after Pubblica: that review's editor opens at the first claim.
  const [reveal, setReveal] = useState<{ id: number; request: ClaimReveal } | null>(null);
  const status = useStatusChange<Review>({
    change: changeReviewStatus,
    invalidates: [reviewKeys.all, productKeys.all],
    tipo: 'recensione',
    messages: STATUS_MESSAGES,
    editText: (review, claims) => {
      setReveal({ id: review.id, request: claimReveal(claims) });
      openEditor(review);
    },
  });

  const page = query.data?.items;
  // Reviews whose bulk delete waits out its undo window are gone from the list already.
  const held = useHeldDeletes(REVIEWS_SCOPE);
  const reviews = useMemo(() => {
    const items = page ?? [];
    const shown = pinned && pinnedProduct !== null && !items.some((r) => r.id === pinned.id) ? [pinned, ...items] : items;
    return held.size > 0 ? shown.filter((r) => !held.has(r.id)) : shown;
  }, [page, pinned, pinnedProduct, held]);
  const selection = useSelection(useMemo(() => reviews.map((r) => r.id), [reviews]));
  // A scheduled publication going out while the list is open shows when its time comes.
  useRefetchWhenDue(
    reviews.map((r) => r.pubblicazione_programmata),
    reviewKeys.all,
  );

  // Another page or filter: what was pinned goes.
  const listKey = apiQuery();
  useEffect(() => {
    setPinnedProduct(null);
  }, [listKey]);

  const openEditor = (review: Review) => {
    if (!page?.some((r) => r.id === review.id)) setPinnedProduct(review.id_prodotto);
    setEditingId(review.id);
    setExpandedId(null);
  };

  const overlay = useReviewsOverlay({
    onDeleted: (deleted) => editingId === deleted.id && setEditingId(null),
    // A first review opens in the editor, and so does a published one's proposal (to compare and save);
    // a regenerated draft shows its new text in the card.
    onGenerated: (result, kind) => (kind === 'genera' || result.proposta) && openEditor(result.recensione),
  });
  useEditParam({ ready: query.status !== 'pending', items: page ?? [], open: openEditor, askGenerate: overlay.askGenerate });

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
    onEdit: openEditor,
    onCancelEdit: () => setEditingId(null),
    onSaved: () => setEditingId(null),
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
      <PageHeader title={R.title} description={total === undefined ? R.description : R.count(total)} />

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
                <ClaimRevealProvider value={reveal?.id === r.id ? reveal.request : null}>
                  <ReviewCard
                    review={r}
                    expanded={expandedId === r.id}
                    editing={editingId === r.id}
                    handlers={handlers}
                    select={<SelectBox selection={selection} id={r.id} name={productName(r)} />}
                  />
                </ClaimRevealProvider>
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
