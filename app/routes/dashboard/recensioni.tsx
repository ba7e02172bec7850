import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { GateClaim } from '../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { ContentStatus, Product, Review } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { claimsFrom, ClaimsResolveDialog, useVerificationRetry } from '../../features/claims/index.ts';
import { ReviewCard, type ReviewCardHandlers } from '../../components/dashboard/review-card.tsx';
import { useReviewsOverlay } from '../../components/dashboard/reviews-overlay.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { productName } from '../../lib/format.ts';
import reviewsCss from '../../styles/reviews.css?url';

export const links = () => [{ rel: 'stylesheet', href: reviewsCss }];

export function meta() {
  return [{ title: `${R.title} — ${DASH_MSG.dashboard}` }];
}

type Filter = '' | ContentStatus;
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: '', label: R.filterAll },
  { value: 'bozza', label: R.filterBozza },
  { value: 'pubblicata', label: R.filterPubblicata },
  { value: 'archiviata', label: R.filterArchiviata },
];

/**
 * /dashboard/recensioni (spec sections 2, 4, 5, 8, 9): the reviews with a status filter, each with
 * its actions; `?editProductId={productId}` (or `?edit=`, the products screen's link) opens the
 * editor of that product's review, or offers to generate one, and leaves the address clean.
 */
export default function DashboardRecensioni() {
  const call = useDashboardApi();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>('');
  const { state, reload, update } = useResource<Review[]>(filter ? `/api/recensioni?stato=${filter}` : '/api/recensioni');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(() => new Set());
  const [publishConfirm, setPublishConfirm] = useState<{ review: Review; claims: GateClaim[] } | null>(null);
  const verification = useVerificationRetry('recensione');

  /** 'Riprova la verifica': the dialog shows what is left; nothing left, the review is published. */
  async function retryVerification(review: Review) {
    const left = await verification.retry(review.id);
    if (left === null) return;
    setPublishConfirm(left.length > 0 ? { review, claims: left } : null);
    if (left.length === 0) void publish(review);
  }

  const reloadSilently = useCallback(() => void reload({ silent: true }), [reload]);
  const overlay = useReviewsOverlay({
    onDeleted: (deleted) => {
      update((list) => list.filter((r) => r.id !== deleted.id));
      setEditingId((id) => (id === deleted.id ? null : id));
    },
    onGenerated: (result, kind) => {
      reloadSilently();
      // A first review opens in the editor; a regenerated one shows its new text in the card.
      if (kind === 'genera') setEditingId(result.recensione.id);
      else update((list) => list.map((r) => (r.id === result.recensione.id ? result.recensione : r)));
    },
  });

  // ?editProductId={productId} (or ?edit=): open that product's review once, then clean the address.
  const param = searchParams.get('editProductId') ?? searchParams.get('edit');
  const handledParam = useRef<string | null>(null);
  const { askGenerate } = overlay;
  useEffect(() => {
    if (param === null) handledParam.current = null;
    if (param === null || state.status !== 'ready' || handledParam.current === param) return;
    const productId = Number(param);
    const found = state.data.find((r) => r.id_prodotto === productId);
    if (!found && filter !== '') {
      setFilter(''); // look in every status first
      return;
    }
    handledParam.current = param;
    setSearchParams(
      (params) => {
        params.delete('editProductId');
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
    if (found) {
      setEditingId(found.id);
      return;
    }
    if (!Number.isSafeInteger(productId) || productId <= 0) return;
    call<Product>(`/api/prodotti/${productId}`).then(
      (p) => {
        toast.show(R.notFoundForProduct);
        askGenerate(p.id, productName(p));
      },
      () => toast.error(R.productNotFound),
    );
  }, [param, state, filter, setSearchParams, call, toast, askGenerate]);

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

  const mark = (id: number, on: boolean) =>
    setBusy((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  async function publish(review: Review, conferme?: ConfirmationsInput) {
    if (busy.has(review.id)) return;
    mark(review.id, true);
    try {
      await call(`/api/recensioni/${review.id}/pubblica`, { method: 'POST', body: conferme ? { conferme } : {} });
      setPublishConfirm(null);
      toast.success(R.published);
      await reload({ silent: true });
    } catch (err) {
      const claims = claimsFrom(err);
      if (claims) setPublishConfirm({ review, claims });
      else {
        setPublishConfirm(null);
        toast.error(errorMessage(err, R.publishError));
      }
    } finally {
      mark(review.id, false);
    }
  }

  async function archive(review: Review) {
    if (busy.has(review.id)) return;
    mark(review.id, true);
    try {
      await call(`/api/recensioni/${review.id}/archivia`, { method: 'POST', body: {} });
      toast.success(R.archived);
      await reload({ silent: true });
    } catch (err) {
      toast.error(errorMessage(err, R.archiveError));
    } finally {
      mark(review.id, false);
    }
  }

  const handlers: ReviewCardHandlers = {
    onEdit: (r) => {
      setEditingId(r.id);
      setExpandedId(null);
    },
    onCancelEdit: () => setEditingId(null),
    onSaved: (saved) => {
      update((list) => list.map((r) => (r.id === saved.id ? saved : r)));
      setEditingId(null);
    },
    onDelete: (r) => overlay.askDelete(r),
    onRegenerate: (r) => overlay.askRegenerate(r),
    onPublish: (r) => void publish(r),
    onArchive: (r) => void archive(r),
    onToggleExpand: (r) => setExpandedId((id) => (id === r.id ? null : r.id)),
    isBusy: (r) => busy.has(r.id),
  };

  return (
    <section className="reviews-page">
      <PageHeader title={R.title} description={state.status === 'ready' ? R.count(state.data.length) : R.description} />

      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="sr-only">{R.filterLabel}</legend>
          {FILTERS.map((f) => (
            <label key={f.value || 'tutte'} className={filter === f.value ? 'is-checked' : undefined}>
              <input type="radio" name="stato" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} />
              {f.label}
            </label>
          ))}
        </fieldset>
      </div>

      <ResourceView
        resource={state}
        loadingLabel={R.loading}
        errorMessage={R.loadError}
        onRetry={() => void reload()}
        empty={
          filter ? (
            <EmptyState message={R.emptyFiltered} />
          ) : (
            <EmptyState message={R.empty}>
              <p>{R.emptyHint}</p>
            </EmptyState>
          )
        }
      >
        {(reviews) => (
          <ul className="review-list">
            {reviews.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} expanded={expandedId === r.id} editing={editingId === r.id} handlers={handlers} />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>

      <ClaimsResolveDialog
        open={publishConfirm !== null}
        confirmLabel={CLAIMS_MSG.confirmPublish}
        claims={publishConfirm?.claims ?? []}
        busy={publishConfirm ? busy.has(publishConfirm.review.id) : false}
        onConfirm={(conferme) => publishConfirm && void publish(publishConfirm.review, conferme)}
        onCancel={() => setPublishConfirm(null)}
        onRetryVerification={() => publishConfirm && void retryVerification(publishConfirm.review)}
        retrying={verification.retrying}
      />
      {overlay.overlay}
    </section>
  );
}
