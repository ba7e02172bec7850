import { Archive, ChevronDown, ChevronUp, Eye, Pencil, RefreshCw, Send, Trash2 } from 'lucide-react';
import { type SyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { factsOf, findUnverifiedClaims, type UnverifiedClaim } from '../../../common/grounding.ts';
import { EDITOR_MSG } from '../../../common/messages-editor.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import { isBlankHtml } from '../../../common/schemas-reviews.ts';
import type { Product, Review } from '../../../common/types.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { StatusBadge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { useToast } from '../ui/toast.tsx';
import { formatDateTime } from './format-dashboard.ts';
import { RichTextEditor } from './rich-text-editor.tsx';
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

/** The claims list of a 409 answer ({error, non_verificati}), else null. */
export function claimsOf(err: unknown): UnverifiedClaim[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const body = err.body as { non_verificati?: unknown } | null;
  return Array.isArray(body?.non_verificati) ? (body.non_verificati as UnverifiedClaim[]) : null;
}

/** The confirmation that lists unverified claims (publish, or save of a published review). */
export function ClaimsConfirm({
  open,
  title,
  intro,
  confirmLabel,
  claims,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  intro: string;
  confirmLabel: string;
  claims: readonly UnverifiedClaim[];
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <>
          <p>{intro}</p>
          <ul className="claims-list">
            {claims.map((c) => (
              <li key={`${c.kind}:${c.text}`}>
                <mark className="rte-unverified" title={EDITOR_MSG.unverified}>
                  {c.text}
                </mark>
              </li>
            ))}
          </ul>
          <p className="muted">{R.confirmPublishOutro}</p>
        </>
      }
    />
  );
}

/**
 * The editor of one review: the RichTextEditor with the claims its product's stored data does not
 * support highlighted live (common/grounding.ts), an optional title, Salva and Annulla. A blank
 * text is refused ('La recensione non può essere vuota.'); saving a published review whose text
 * has unverified claims asks for a confirmation listing them.
 */
function ReviewEditor({ review, onSaved, onCancel }: { review: Review; onSaved(review: Review): void; onCancel(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [draft, setDraft] = useState(review.recensione_prodotto);
  const [titolo, setTitolo] = useState(review.titolo ?? '');
  const [product, setProduct] = useState<Product | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<UnverifiedClaim[] | null>(null);
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

  const claims = useMemo(() => (product ? findUnverifiedClaims(draft, factsOf([product])).map((c) => c.text) : []), [draft, product]);

  async function save(conferma = false) {
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
        body: { recensione_prodotto: draft, titolo: titolo.trim() || null, ...(conferma ? { conferma: true } : {}) },
      });
      setConfirm(null);
      toast.success(R.saved);
      onSaved(res.recensione);
    } catch (err) {
      const listed = claimsOf(err);
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
      <ClaimsConfirm
        open={confirm !== null}
        title={R.confirmSaveTitle}
        intro={R.confirmSaveIntro}
        confirmLabel={R.confirmSave}
        claims={confirm ?? []}
        busy={saving}
        onConfirm={() => void save(true)}
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
