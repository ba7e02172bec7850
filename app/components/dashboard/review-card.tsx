import { Archive, ChevronDown, ChevronUp, Eye, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type ClaimReport, type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { factsOf, findUnverifiedClaims } from '../../../common/grounding.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import { isBlankHtml } from '../../../common/schemas-reviews.ts';
import type { Product, Review } from '../../../common/types.ts';
import { errorMessage } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { StatusBadge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { useToast } from '../ui/toast.tsx';
import { claimsFrom, ClaimsResolveDialog } from '../../features/claims/index.ts';
import { formatDateTime } from './format-dashboard.ts';
import { RichTextEditor } from '../rich-text/rich-text-editor.tsx';
import { useDashboardApi } from './use-dashboard-api.ts';

export interface ReviewCardHandlers {
  onEdit(review: Review): void;
  onCancelEdit(): void;
  onSaved(review: Review): void;
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
 * The editor of one review: the RichTextEditor with the claims its product's stored data does not
 * support highlighted live (common/grounding.ts), an optional title, Salva and Annulla. A blank
 * text is refused ('La recensione non può essere vuota.'); saving a published review whose text
 * has unresolved claims opens the publishing gate's dialog (edit them away, or confirm each with its source).
 */
function ReviewEditor({ review, onSaved, onCancel }: { review: Review; onSaved(review: Review): void; onCancel(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [draft, setDraft] = useState(review.recensione_prodotto);
  const [titolo, setTitolo] = useState(review.titolo ?? '');
  const [product, setProduct] = useState<Product | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<GateClaim[] | null>(null);
  const [report, setReport] = useState<ClaimReport | null>(null);
  const editorId = `recensione-testo-${review.id}`;
  const titleId = `recensione-titolo-${review.id}`;

  useEffect(() => {
    let live = true;
    call<Product>(`/api/prodotti/${review.id_prodotto}`).then(
      (p) => live && setProduct(p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [call, review.id_prodotto]);

  // What the gate already knows of this review: the model-based verification and the confirmations.
  useEffect(() => {
    let live = true;
    call<ClaimReport>(`/api/verifica/recensione/${review.id}`).then(
      (r) => live && setReport(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [call, review.id]);

  // Live highlights: the rules' claims and the model's still in the text, minus those confirmed.
  const claims = useMemo(() => {
    if (!product) return [];
    const found: GateClaim[] = [...findUnverifiedClaims(draft, factsOf([product])), ...verificationClaims(draft, report?.verifica)];
    return unresolvedClaims(found, report?.conferme ?? []).map((c) => c.text);
  }, [draft, product, report]);

  async function save(conferme?: ConfirmationsInput) {
    if (saving) return;
    if (isBlankHtml(draft)) {
      setError(R.contentRequired);
      toast.error(R.contentRequired);
      return;
    }
    setSaving(true);
    try {
      const res = await call<{ recensione: Review }>(`/api/recensioni/${review.id_prodotto}`, {
        method: 'PUT',
        body: { recensione_prodotto: draft, titolo: titolo.trim() || null, ...(conferme ? { conferme } : {}) },
      });
      setConfirm(null);
      toast.success(R.saved);
      onSaved(res.recensione);
    } catch (err) {
      const listed = claimsFrom(err);
      if (listed) setConfirm(listed);
      else toast.error(errorMessage(err, R.updateError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="review-editor">
      <div className="field">
        <label htmlFor={titleId}>{R.titleLabel}</label>
        <input id={titleId} value={titolo} maxLength={300} onChange={(e) => setTitolo(e.target.value)} disabled={saving} />
      </div>
      <RichTextEditor
        id={editorId}
        label={R.editorLabel}
        value={draft}
        onChange={(html) => {
          setDraft(html);
          if (error) setError(null);
        }}
        unverified={claims}
        disabled={saving}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="review-editor-actions">
        <Button onClick={onCancel} disabled={saving}>
          {R.cancel}
        </Button>
        <Button variant="primary" loading={saving} onClick={() => void save()}>
          {R.save}
        </Button>
      </div>
      <ClaimsResolveDialog
        open={confirm !== null}
        confirmLabel={CLAIMS_MSG.confirmSave}
        claims={confirm ?? []}
        busy={saving}
        onConfirm={(conferme) => void save(conferme)}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}

/**
 * One review on /dashboard/recensioni (spec section 2): image, display name, status badge, the
 * content collapsed (a click expands it, a click outside the card collapses it), the last change
 * and the actions Modifica, Elimina, Visualizza articolo, Espandi/Comprimi, Rigenera, Pubblica
 * (not when published), Archivia (not when archived). Modifica turns the card into the editor.
 */
export function ReviewCard({ review, expanded, editing, handlers }: { review: Review; expanded: boolean; editing: boolean; handlers: ReviewCardHandlers }) {
  const name = productName(review);
  const contentId = `recensione-contenuto-${review.id}`;
  const busy = handlers.isBusy(review);
  const cardRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (editing) cardRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [editing]);

  return (
    <article className={`card review-card${editing ? ' is-editing' : ''}`} aria-label={name} data-review-card={review.id} ref={cardRef}>
      <div className="review-card-media media media-square">
        <img src={review.img_prodotto || PLACEHOLDER_IMAGE} alt={R.imageAlt} loading="lazy" width={96} height={96} onError={showPlaceholder} />
      </div>
      <div className="review-card-body">
        <header className="review-card-head">
          <h2 className="review-card-title">{name}</h2>
          <StatusBadge stato={review.stato} />
        </header>
        {review.titolo && <p className="review-card-subtitle">{review.titolo}</p>}
        <p className="review-card-date muted">{R.lastChange(formatDateTime(review.data_recensione))}</p>

        {editing ? (
          <ReviewEditor review={review} onSaved={handlers.onSaved} onCancel={handlers.onCancelEdit} />
        ) : (
          <>
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
              <Button size="sm" variant="ghost" aria-expanded={expanded} aria-controls={contentId} icon={expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />} onClick={() => handlers.onToggleExpand(review)}>
                {expanded ? R.collapse : R.expand}
              </Button>
              <Button size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => handlers.onEdit(review)} disabled={busy}>
                {R.edit}
              </Button>
              {review.stato !== 'pubblicata' && (
                <Button size="sm" variant="primary" icon={<Send size={16} aria-hidden="true" />} onClick={() => handlers.onPublish(review)} loading={busy}>
                  {R.publish}
                </Button>
              )}
              {review.stato !== 'archiviata' && (
                <Button size="sm" icon={<Archive size={16} aria-hidden="true" />} onClick={() => handlers.onArchive(review)} disabled={busy}>
                  {R.archive}
                </Button>
              )}
              <Button size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => handlers.onRegenerate(review)} disabled={busy}>
                {R.regenerate}
              </Button>
              <Link to={`/articolo/${review.id_prodotto}`} className="btn btn-secondary btn-sm">
                <Eye size={16} aria-hidden="true" />
                {R.viewArticle}
              </Link>
              <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => handlers.onDelete(review)} disabled={busy}>
                {R.delete}
              </Button>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
