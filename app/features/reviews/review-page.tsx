import { useQuery } from '@tanstack/react-query';
import { Eye, Save } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EDITOR_PAGE_MSG as P } from '../../../common/messages-editor-page.ts';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { Review } from '../../../common/types.ts';
import { SeoPanel, SubtitleField } from '../../components/dashboard/editing/index.ts';
import { PreviewButton } from '../../components/dashboard/preview/index.ts';
import { PresenceNotice } from '../../components/dashboard/presence/index.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { collapseSpaces, htmlTextBlocks } from '../../../common/html-text.ts';
import { stripPrices } from '../../../common/grounding.ts';
import {
  ClaimsList,
  EditorPage,
  EditorPageState,
  goToHeading,
  loadState,
  Outline,
  ReadOnlyTextPage,
  SaveGateDialog,
  ReviewFlowSection,
  ScheduleSection,
  StatusSection,
  TextStats,
  useFromListSuffix,
  useRevealFromState,
} from '../../components/dashboard/editor-page/index.ts';
import { ClaimRevealProvider } from '../../components/rich-text/claim-reveal.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { useTextRights } from '../../lib/roles.ts';
import { editableReviewQuery } from '../../entities/reviews/api.ts';
import { useReviewPage } from './use-review-page.ts';

export const REVIEWS_LIST = '/dashboard/recensioni';

/**
 * /dashboard/recensioni/{productId}: a review's own page (a product has at most one review, so the
 * address names the product, as the review's API does). A product without review offers to write it.
 */
export function ReviewEditorPage() {
  const { id } = useParams();
  const productId = Number(id);
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const loaded = useQuery({ ...editableReviewQuery(productId), enabled: valid });
  const from = useFromListSuffix();
  const state = valid ? loadState(loaded) : 'not-found';
  const rights = useTextRights(loaded.data?.review ?? {});
  if (state !== 'ready' || !loaded.data)
    return (
      <EditorPageState list={REVIEWS_LIST} title={P.reviewEdit} state={state === 'ready' ? 'loading' : state} onRetry={() => void loaded.refetch()}>
        {valid && (
          <p>
            {P.reviewMissing}{' '}
            <Link className="btn btn-primary btn-sm" to={`${REVIEWS_LIST}/nuova?prodotto=${productId}${from.replace('?', '&')}`}>
              {P.reviewWriteOne}
            </Link>
          </p>
        )}
      </EditorPageState>
    );
  const { review } = loaded.data;
  if (!rights.edit)
    return (
      <ReadOnlyTextPage
        list={REVIEWS_LIST}
        title={P.reviewRead}
        description={productName(review)}
        titolo={review.titolo ?? productName(review)}
        sottotitolo={review.sottotitolo}
        parts={[{ key: 'testo', html: review.recensione_prodotto }]}
        publicHref={review.stato === 'pubblicata' ? `/articolo/${review.id_prodotto}` : null}
      />
    );
  return <LoadedReviewPage key={productId} review={review} etag={loaded.data.etag} />;
}

function LoadedReviewPage({ review, etag }: { review: Review; etag: string | null }) {
  const page = useReviewPage(review, etag);
  const { safety, status, saving, product } = page;
  const revealFromList = useRevealFromState();
  const editorId = `recensione-testo-${review.id}`;
  const titleId = `recensione-titolo-${review.id}`;
  const name = productName(review);

  return (
    <EditorPage
      list={REVIEWS_LIST}
      title={P.reviewEdit}
      description={name}
      busy={saving}
      banner={safety.banner}
      review={
        <ReviewFlowSection
          tipo="recensione"
          pathId={review.id_prodotto}
          item={review}
          dirty={safety.dirty}
          onPublish={() => status.set(review, 'pubblicata')}
          publishing={status.busy(review)}
        />
      }
      aside={{
        notice: <PresenceNotice tipo="recensione" id={review.id} />,
        texts: page.draft,
        status: (
          <StatusSection
            item={review}
            dirty={safety.dirty}
            busy={status.busy(review)}
            onPublish={() => status.set(review, 'pubblicata')}
            onArchive={() => status.set(review, 'archiviata')}
          />
        ),
        schedule: <ScheduleSection kind="recensione" item={review} dirty={safety.dirty} />,
        category: <p>{product?.nome_categoria ?? P.noCategory}</p>,
        cover: (
          <>
            <figure className="cover-thumb media media-square">
              <img src={review.img_prodotto || PLACEHOLDER_IMAGE} alt="" width={160} height={160} />
            </figure>
            <p className="field-hint">{P.reviewCoverHint}</p>
          </>
        ),
        seo: (
          <SeoPanel
            values={page.seo}
            onChange={(patch) => page.setSeo((now) => ({ ...now, ...patch }))}
            fallbackTitle={page.titolo.trim() ? SITE_MSG.productMetaTitle(name) : name}
            fallbackDescription={collapseSpaces(htmlTextBlocks(stripPrices(page.draft)).join(' ')) || product?.descrizione_generale || ''}
            path={`/articolo/${review.id_prodotto}`}
            disabled={saving}
          />
        ),
        outline: <Outline parts={[{ key: 'testo', html: page.draft }]} onGo={(_part, h) => goToHeading(editorId, h.index)} />,
        claims: <ClaimsList tipo="recensione" id={review.id} claims={page.explained} onSelect={(c) => safety.revealClaims([c])} />,
        history: safety.historyButton,
      }}
      saveBar={
        <>
          <Button variant="primary" icon={<Save size={18} aria-hidden="true" />} loading={saving} onClick={() => page.submit()}>
            {R.save}
          </Button>
          {safety.status}
          <PreviewButton tipo="recensione" id={review.id} draft={() => page.current} disabled={saving} />
          <TextStats html={page.draft} />
          <Link to={`/articolo/${review.id_prodotto}`} className="btn btn-ghost btn-sm" target="_blank" rel="noopener noreferrer">
            <Eye size={16} aria-hidden="true" /> {R.viewArticle}
          </Link>
        </>
      }
      dialogs={
        <>
          <SaveGateDialog
            tipo="recensione"
            claims={page.gate}
            busy={saving}
            onConfirm={(conferme) => page.submit(conferme)}
            onClose={() => page.setGate(null)}
            reveal={safety.revealClaims}
          />
          {status.dialog}
          {safety.dialogs}
        </>
      }
    >
      <div className="field">
        <label htmlFor={titleId}>{R.titleLabel}</label>
        <input id={titleId} type="text" value={page.titolo} maxLength={300} onChange={(e) => page.setTitolo(e.target.value)} disabled={saving} />
      </div>
      <SubtitleField id={`recensione-sottotitolo-${review.id}`} value={page.sottotitolo} onChange={page.setSottotitolo} disabled={saving} />
      <ClaimRevealProvider value={safety.reveal ?? revealFromList}>
        <RichTextEditor id={editorId} label={R.editorLabel} value={page.draft} onChange={page.setText} unverified={page.claims} disabled={saving} />
      </ClaimRevealProvider>
      {page.error && (
        <p className="field-error" role="alert">
          {page.error}
        </p>
      )}
    </EditorPage>
  );
}
