import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type GateClaim, unresolvedClaims, verificationClaims } from '../../../common/claims.ts';
import { factsOf, findUnverifiedClaims } from '../../../common/grounding.ts';
import { explainClaims } from '../../../common/grounding/explain.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { isBlankHtml } from '../../../common/schemas-reviews.ts';
import { type SeoFields, type SeoFormValues, seoFieldsOf, seoFormValues, seoFromSnapshot } from '../../../common/seo.ts';
import type { Review } from '../../../common/types.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { claimsFrom } from '../../components/dashboard/claims/index.ts';
import { useStatusChange } from '../../components/dashboard/list/index.ts';
import { type Snapshot, useEditorSafety } from '../../components/dashboard/revisions/index.ts';
import { productKeys, productQuery } from '../../entities/products/api.ts';
import { changeReviewStatus, editableReviewQuery, reviewKeys, reviewReportQuery, saveReview } from '../../entities/reviews/api.ts';

/** What the review editor edits, as its revisions keep it. */
export interface ReviewSnapshot extends Snapshot, SeoFields {
  titolo: string | null;
  sottotitolo: string | null;
  contenuto: string;
}

const snapshotOf = (r: Review): ReviewSnapshot => ({
  titolo: r.titolo ?? null,
  sottotitolo: r.sottotitolo ?? null,
  ...seoFieldsOf(seoFormValues(r)),
  contenuto: r.recensione_prodotto,
});
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const STATUS_MESSAGES = { published: R.published, archived: R.archived, publishError: R.publishError, archiveError: R.archiveError };

/**
 * The state of a review's page and what talks to the API: the text, title and subtitle; the claims
 * its product's stored data does not support, live (common/grounding.ts), with the model's and
 * minus those confirmed; the save (a blank text refused; a published review's unresolved claims
 * open the publishing gate's dialog); Pubblica and Archivia of the side panel; and around it the
 * editors' safety net (useEditorSafety): autosave, the question before leaving, Ctrl+S, If-Match
 * with the conflict dialog, the Cronologia and the offer of a newer autosave or AI proposal.
 * `review` and `etag` are the freshest read: a change made elsewhere while nothing is edited here
 * (Pubblica, Programma) is followed instead of becoming a conflict at the next save.
 */
export function useReviewPage(review: Review, etag: string | null) {
  const toast = useToast();
  const client = useQueryClient();
  const [draft, setDraft] = useState(review.recensione_prodotto);
  const [titolo, setTitolo] = useState(review.titolo ?? '');
  const [sottotitolo, setSottotitolo] = useState(review.sottotitolo ?? '');
  const [seo, setSeo] = useState<SeoFormValues>(() => seoFormValues(review));
  const [saved, setSaved] = useState<ReviewSnapshot>(() => snapshotOf(review));
  const [error, setError] = useState<string | null>(null);
  const [gate, setGate] = useState<GateClaim[] | null>(null);
  const product = useQuery(productQuery(review.id_prodotto)).data;
  const report = useQuery(reviewReportQuery(review.id)).data;
  const current: ReviewSnapshot = useMemo(
    () => ({ titolo: orNull(titolo), sottotitolo: orNull(sottotitolo), ...seoFieldsOf(seo), contenuto: draft }),
    [titolo, sottotitolo, seo, draft],
  );
  const save = useMutation({ mutationFn: saveReview, meta: { invalidates: [reviewKeys.all, productKeys.all], handlesConflict: true } });
  const saving = save.isPending;

  function take(snapshot: ReviewSnapshot) {
    setDraft(snapshot.contenuto);
    setTitolo(snapshot.titolo ?? '');
    setSottotitolo(snapshot.sottotitolo ?? '');
    setSeo(seoFormValues(snapshot));
    setSaved(snapshot);
  }

  const safety = useEditorSafety<ReviewSnapshot>({
    tipo: 'recensione',
    id: review.id,
    current,
    saved,
    etag,
    busy: saving,
    save: () => submit(),
    apply: (s) => {
      if (typeof s.contenuto === 'string') setDraft(s.contenuto);
      if ('titolo' in s) setTitolo(typeof s.titolo === 'string' ? s.titolo : '');
      if ('sottotitolo' in s) setSottotitolo(typeof s.sottotitolo === 'string' ? s.sottotitolo : '');
      setSeo((now) => seoFromSnapshot(now, s));
    },
    loadLatest: async () => {
      const latest = await client.fetchQuery(editableReviewQuery(review.id_prodotto));
      return { snapshot: snapshotOf(latest.review), etag: latest.etag };
    },
    onReloaded: ({ snapshot }) => take(snapshot),
  });

  // The review read again (Pubblica or Programma in the side panel, the tab shown again) and changed
  // elsewhere while nothing is edited here: the editor follows it and its new tag. Each read is
  // looked at once, when it arrives; over unsaved changes it is left alone.
  const seen = useRef(review);
  useEffect(() => {
    if (review === seen.current) return;
    seen.current = review;
    if (etag === null || safety.dirty || saving || etag === safety.ifMatch()) return;
    take(snapshotOf(review));
    safety.saved(etag, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new read only; safety's functions read refs
  }, [review, etag]);

  const status = useStatusChange<Review>({
    change: changeReviewStatus,
    invalidates: [reviewKeys.all, productKeys.all],
    tipo: 'recensione',
    messages: STATUS_MESSAGES,
    editText: (_r, claims) => safety.revealClaims(claims),
  });

  // Each with why it is flagged (decision 0069), for the side panel's list.
  const explained = useMemo(() => {
    if (!product) return [];
    const facts = factsOf([product]);
    const found: GateClaim[] = [...findUnverifiedClaims(draft, facts), ...verificationClaims(draft, report?.verifica)];
    return explainClaims(draft, unresolvedClaims(found, report?.conferme ?? []), facts);
  }, [draft, product, report]);
  const claims = useMemo(() => explained.map((c) => c.text), [explained]);

  /** Saves and stays on the page; `conferme` answer the publishing gate's dialog. */
  function submit(conferme?: ConfirmationsInput) {
    if (saving) return;
    if (isBlankHtml(draft)) {
      setError(R.contentRequired);
      toast.error(R.contentRequired);
      return;
    }
    const sent = current;
    save.mutate(
      { productId: review.id_prodotto, recensione_prodotto: draft, titolo: sent.titolo, sottotitolo: sent.sottotitolo, ...seoFieldsOf(seo), conferme, ifMatch: safety.ifMatch() },
      {
        onSuccess: (res) => {
          setGate(null);
          setSaved({ ...snapshotOf(res.recensione), contenuto: sent.contenuto });
          safety.saved(res.etag);
          toast.success(R.saved);
        },
        onError: (err) => {
          if (safety.handleSaveError(err)) return;
          const listed = claimsFrom(err);
          if (listed) setGate(listed);
          else if (!isUnauthorized(err)) toast.error(errorMessage(err, R.updateError));
        },
      },
    );
  }

  const setText = (html: string) => {
    setDraft(html);
    if (error) setError(null);
  };

  return { draft, setText, titolo, setTitolo, sottotitolo, setSottotitolo, seo, setSeo, current, error, gate, setGate, product, claims, explained, safety, status, saving, submit };
}

export type ReviewPageModel = ReturnType<typeof useReviewPage>;
