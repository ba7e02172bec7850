import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { factsOf, findUnverifiedClaims } from '../../../common/grounding.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { isBlankHtml } from '../../../common/schemas-reviews.ts';
import type { Review } from '../../../common/types.ts';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { claimsFrom, ClaimsResolveDialog } from '../claims/index.ts';
import { productKeys, productQuery } from '../products/index.ts';
import { reviewKeys, reviewReportQuery, saveReview } from './api.ts';

/**
 * The editor of one review: the RichTextEditor with the claims its product's stored data does not
 * support highlighted live (common/grounding.ts), an optional title, Salva and Annulla. A blank
 * text is refused ('La recensione non può essere vuota.'); saving a published review whose text
 * has unresolved claims opens the publishing gate's dialog (edit them away, or confirm each with its source).
 */
export function ReviewEditor({ review, onSaved, onCancel }: { review: Review; onSaved(review: Review): void; onCancel(): void }) {
  const toast = useToast();
  const [draft, setDraft] = useState(review.recensione_prodotto);
  const [titolo, setTitolo] = useState(review.titolo ?? '');
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<GateClaim[] | null>(null);
  const product = useQuery(productQuery(review.id_prodotto)).data;
  // What the gate already knows of this review: the model-based verification and the confirmations.
  const report = useQuery(reviewReportQuery(review.id)).data;
  const editorId = `recensione-testo-${review.id}`;
  const titleId = `recensione-titolo-${review.id}`;

  const save = useMutation({
    mutationFn: saveReview,
    meta: { invalidates: [reviewKeys.all, productKeys.all] },
    onSuccess: (res) => {
      setConfirm(null);
      toast.success(R.saved);
      onSaved(res.recensione);
    },
    onError: (err) => {
      const listed = claimsFrom(err);
      if (listed) setConfirm(listed);
      else if (!isUnauthorized(err)) toast.error(errorMessage(err, R.updateError));
    },
  });
  const saving = save.isPending;

  // Live highlights: the rules' claims and the model's still in the text, minus those confirmed.
  const claims = useMemo(() => {
    if (!product) return [];
    const found: GateClaim[] = [...findUnverifiedClaims(draft, factsOf([product])), ...verificationClaims(draft, report?.verifica)];
    return unresolvedClaims(found, report?.conferme ?? []).map((c) => c.text);
  }, [draft, product, report]);

  function submit(conferme?: ConfirmationsInput) {
    if (saving) return;
    if (isBlankHtml(draft)) {
      setError(R.contentRequired);
      toast.error(R.contentRequired);
      return;
    }
    save.mutate({ productId: review.id_prodotto, recensione_prodotto: draft, titolo: titolo.trim() || null, conferme });
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
        <Button variant="primary" loading={saving} onClick={() => submit()}>
          {R.save}
        </Button>
      </div>
      <ClaimsResolveDialog
        open={confirm !== null}
        confirmLabel={CLAIMS_MSG.confirmSave}
        claims={confirm ?? []}
        busy={saving}
        onConfirm={(conferme) => submit(conferme)}
        onCancel={() => setConfirm(null)}
      />
    </div>
  );
}
