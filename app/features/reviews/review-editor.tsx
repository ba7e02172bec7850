import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { factsOf, findUnverifiedClaims } from '../../../common/grounding.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { isBlankHtml } from '../../../common/schemas-reviews.ts';
import type { Review } from '../../../common/types.ts';
import { ClaimRevealProvider, useClaimRevealRequest } from '../../components/rich-text/claim-reveal.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { claimsFrom, ClaimsResolveDialog } from '../../components/dashboard/claims/index.ts';
import { productKeys, productQuery } from '../../entities/products/api.ts';
import { type Snapshot, useEditorSafety } from '../../components/dashboard/revisions/index.ts';
import { SubtitleField } from '../../components/dashboard/editing/index.ts';
import { PreviewButton } from '../../components/dashboard/preview/index.ts';
import { PresenceNotice } from '../../components/dashboard/presence/index.ts';
import { editableReviewQuery, reviewKeys, reviewReportQuery, saveReview } from '../../entities/reviews/api.ts';

interface ReviewEditorProps {
  review: Review;
  onSaved(review: Review): void;
  onCancel(): void;
}

/** What the review editor edits, as its revisions keep it. */
interface ReviewSnapshot extends Snapshot {
  titolo: string | null;
  sottotitolo: string | null;
  contenuto: string;
}

const snapshotOf = (r: Review): ReviewSnapshot => ({ titolo: r.titolo ?? null, sottotitolo: r.sottotitolo ?? null, contenuto: r.recensione_prodotto });
const orNull = (text: string) => (text === '' ? null : text);

/**
 * The editor of one review, opened on the review as stored now (read fresh with its version tag,
 * so a save over a colleague's newer one is refused and shown as a conflict).
 */
export function ReviewEditor(props: ReviewEditorProps) {
  const loaded = useQuery(editableReviewQuery(props.review.id_prodotto));
  if (loaded.isError)
    return (
      <div className="review-editor">
        <p className="field-error" role="alert">
          {errorMessage(loaded.error, R.loadEditorError)}
        </p>
        <Button onClick={props.onCancel}>{R.cancel}</Button>
      </div>
    );
  if (!loaded.data)
    return (
      <p className="overlay-loading" role="status">
        <Spinner /> {R.loadingEditor}
      </p>
    );
  return <LoadedReviewEditor {...props} review={loaded.data.review} etag={loaded.data.etag} />;
}

/**
 * The RichTextEditor with the claims its product's stored data does not support highlighted live
 * (common/grounding.ts), an optional title, Salva and Annulla, inside the safety net of
 * useEditorSafety: autosave, the question before leaving, Ctrl+S, the conflict dialog, the
 * Cronologia and the offer of a newer autosave or AI proposal. A blank text is refused ('La
 * recensione non può essere vuota.'); saving a published review whose text has unresolved claims
 * opens the publishing gate's dialog (edit them away, or confirm each with its source).
 */
function LoadedReviewEditor({ review, etag, onSaved, onCancel }: ReviewEditorProps & { etag: string | null }) {
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState(review.recensione_prodotto);
  const [titolo, setTitolo] = useState(review.titolo ?? '');
  const [sottotitolo, setSottotitolo] = useState(review.sottotitolo ?? '');
  const [saved, setSaved] = useState<ReviewSnapshot>(() => snapshotOf(review));
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<GateClaim[] | null>(null);
  const product = useQuery(productQuery(review.id_prodotto)).data;
  // What the gate already knows of this review: the model-based verification and the confirmations.
  const report = useQuery(reviewReportQuery(review.id)).data;
  const editorId = `recensione-testo-${review.id}`;
  const titleId = `recensione-titolo-${review.id}`;
  const current: ReviewSnapshot = useMemo(() => ({ titolo: orNull(titolo), sottotitolo: sottotitolo.trim() || null, contenuto: draft }), [titolo, sottotitolo, draft]);
  // Opened from the gate's dialog of the list ('Modifica il testo'): the text opens at the first claim.
  const revealFromList = useClaimRevealRequest();

  const save = useMutation({
    mutationFn: saveReview,
    meta: { invalidates: [reviewKeys.all, productKeys.all], handlesConflict: true },
  });
  const saving = save.isPending;

  const safety = useEditorSafety<ReviewSnapshot>({
    tipo: 'recensione',
    id: review.id,
    current,
    saved,
    etag,
    busy: saving,
    save: () => submit(undefined, false),
    apply: (s) => {
      if (typeof s.contenuto === 'string') setDraft(s.contenuto);
      if ('titolo' in s) setTitolo(typeof s.titolo === 'string' ? s.titolo : '');
      if ('sottotitolo' in s) setSottotitolo(typeof s.sottotitolo === 'string' ? s.sottotitolo : '');
    },
    loadLatest: async () => {
      const latest = await client.fetchQuery(editableReviewQuery(review.id_prodotto));
      return { snapshot: snapshotOf(latest.review), etag: latest.etag };
    },
    onReloaded: ({ snapshot }) => {
      setDraft(snapshot.contenuto);
      setTitolo(snapshot.titolo ?? '');
      setSottotitolo(snapshot.sottotitolo ?? '');
      setSaved(snapshot);
    },
  });

  // Live highlights: the rules' claims and the model's still in the text, minus those confirmed.
  const claims = useMemo(() => {
    if (!product) return [];
    const found: GateClaim[] = [...findUnverifiedClaims(draft, factsOf([product])), ...verificationClaims(draft, report?.verifica)];
    return unresolvedClaims(found, report?.conferme ?? []).map((c) => c.text);
  }, [draft, product, report]);

  /** Salva closes the editor once saved; Ctrl+S saves and stays. */
  function submit(conferme?: ConfirmationsInput, close = true) {
    if (saving) return;
    if (isBlankHtml(draft)) {
      setError(R.contentRequired);
      toast.error(R.contentRequired);
      return;
    }
    const sent = current;
    save.mutate(
      {
        productId: review.id_prodotto,
        recensione_prodotto: draft,
        titolo: titolo.trim() || null,
        sottotitolo: sottotitolo.trim() || null,
        conferme,
        ifMatch: safety.ifMatch(),
      },
      {
        onSuccess: (res) => {
          setConfirm(null);
          setSaved({ ...sent, titolo: res.recensione.titolo ?? null, sottotitolo: res.recensione.sottotitolo ?? null, contenuto: sent.contenuto });
          safety.saved(res.etag);
          toast.success(R.saved);
          if (close) safety.allowNavigation(() => onSaved(res.recensione));
        },
        onError: (err) => {
          if (safety.handleSaveError(err)) return;
          const listed = claimsFrom(err);
          if (listed) setConfirm(listed);
          else if (!isUnauthorized(err)) toast.error(errorMessage(err, R.updateError));
        },
      },
    );
  }

  return (
    <div className="review-editor">
      <PresenceNotice tipo="recensione" id={review.id} />
      {safety.banner}
      <div className="field">
        <label htmlFor={titleId}>{R.titleLabel}</label>
        <input id={titleId} value={titolo} maxLength={300} onChange={(e) => setTitolo(e.target.value)} disabled={saving} />
      </div>
      <SubtitleField id={`recensione-sottotitolo-${review.id}`} value={sottotitolo} onChange={setSottotitolo} disabled={saving} />
      <ClaimRevealProvider value={safety.reveal ?? revealFromList}>
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
      </ClaimRevealProvider>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="review-editor-actions">
        {safety.status}
        {safety.historyButton}
        <Button onClick={onCancel} disabled={saving}>
          {R.cancel}
        </Button>
        <PreviewButton tipo="recensione" id={review.id} draft={() => current} disabled={saving} />
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
        onEditText={() => {
          safety.revealClaims((confirm ?? []).map((c) => c.text));
          setConfirm(null);
        }}
      />
      {safety.dialogs}
    </div>
  );
}
