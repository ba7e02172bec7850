import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Save } from 'lucide-react';
import { useParams } from 'react-router';
import { EDITOR_PAGE_MSG as P } from '../../../common/messages-editor-page.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { SeoPanel, SubtitleField } from '../../components/dashboard/editing/index.ts';
import { PreviewButton } from '../../components/dashboard/preview/index.ts';
import { PresenceNotice } from '../../components/dashboard/presence/index.ts';
import { newsHref } from '../../lib/carousel.ts';
import { useTextRights } from '../../lib/roles.ts';
import type { SeoFormValues } from '../../../common/seo.ts';
import {
  AsideSection,
  ClaimsList,
  EditorPage,
  EditorPageState,
  goToHeading,
  loadState,
  Outline,
  ReadOnlyTextPage,
  ReviewFlowSection,
  SaveGateDialog,
  ScheduleSection,
  TextStats,
  useRevealFromState,
} from '../../components/dashboard/editor-page/index.ts';
import { ClaimRevealProvider } from '../../components/rich-text/claim-reveal.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { editableNewsQuery } from '../../entities/news/api.ts';
import { NewsAiPanel, useNewsAi } from './news-ai-panel.tsx';
import { NewsCoverField, NewsDetailFields, NewsStatusField, NewsTextField } from './news-fields.tsx';
import { newsSnapshot } from './news-snapshot.ts';
import { type LoadedNews, useNewsForm } from './use-news-form.ts';

export const NEWS_LIST = '/dashboard/notizie';

/**
 * The news item's page (/dashboard/notizie/nuova and /dashboard/notizie/{id}). A saved item is read
 * fresh with its version tag (a save over a colleague's newer one is refused and shown as a
 * conflict); each item gets a form of its own, so after a creation the form on the new address
 * starts again from the stored item.
 */
export function NewsForm() {
  const { id } = useParams();
  const newsId = id ? Number(id) : null;
  const valid = newsId !== null && Number.isSafeInteger(newsId) && newsId > 0;
  const loaded = useQuery({ ...editableNewsQuery(newsId ?? 0), enabled: valid });
  const rights = useTextRights(loaded.data?.news ?? {});
  if (newsId === null) return <NewsEditor key="nuova" loaded={null} />;
  const state = valid ? loadState(loaded) : 'not-found';
  if (state !== 'ready' || !loaded.data)
    return <EditorPageState list={NEWS_LIST} title={N.editTitle} state={state === 'ready' ? 'loading' : state} onRetry={() => void loaded.refetch()} />;
  if (!rights.edit) {
    const { news } = loaded.data;
    return (
      <ReadOnlyTextPage
        list={NEWS_LIST}
        title={P.newsRead}
        titolo={news.titolo}
        sottotitolo={news.sottotitolo}
        parts={[{ key: 'testo', html: news.contenuto ?? '' }]}
        publicHref={news.stato === 'pubblicata' ? newsHref(news.slug) : null}
      />
    );
  }
  return <NewsEditor key={newsId} loaded={loaded.data} />;
}

/**
 * The form itself: every field of the news entity, the slug following the title while the item is
 * a draft (locked once published), 'Genera sommario' and 'Genera articolo' from the source text
 * with a chosen notizia prompt (each undoable in one click), and the claims of a generated article
 * that the source does not contain, highlighted in the editor and listed in the side panel; around
 * it the safety net (autosave, 'Modifiche non salvate', Cronologia, the conflict dialog). The state
 * and the save live in useNewsForm, the AI in useNewsAi; each panel draws one part.
 */
function NewsEditor({ loaded }: { loaded: LoadedNews | null }) {
  const form = useNewsForm(loaded);
  const ai = useNewsAi(form);
  const revealFromList = useRevealFromState();
  const { state, current, ids, addressPublic, safety } = form;
  const { values, saving } = state;

  return (
    <EditorPage
      list={NEWS_LIST}
      title={current ? N.editTitle : N.newTitle}
      description={current?.titolo}
      busy={saving}
      banner={safety.banner}
      review={current && <ReviewFlowSection tipo="notizia" pathId={current.id} item={current} dirty={safety.dirty} />}
      aside={{
        notice: <PresenceNotice tipo="notizia" id={current?.id ?? null} />,
        texts: values.contenuto,
        status: <NewsStatusField form={form} />,
        schedule: current && <ScheduleSection kind="notizia" item={current} dirty={safety.dirty} />,
        cover: <NewsCoverField form={form} />,
        seo: (
          <SeoPanel
            values={values}
            onChange={(patch) => (Object.keys(patch) as Array<keyof SeoFormValues>).forEach((key) => form.set(key, patch[key]!))}
            fallbackTitle={values.titolo}
            fallbackDescription={values.descrizione || values.sottotitolo || values.titolo}
            path={newsHref(values.slug)}
            disabled={saving}
          />
        ),
        outline: <Outline parts={[{ key: 'testo', html: values.contenuto }]} onGo={(_part, h) => goToHeading(ids.contenuto, h.index)} />,
        claims: <ClaimsList tipo="notizia" id={current?.id ?? null} claims={form.explained} onSelect={(c) => safety.revealClaims([c])} />,
        history: current && safety.historyButton,
        extra: (
          <AsideSection title={P.details}>
            <NewsDetailFields form={form} />
          </AsideSection>
        ),
      }}
      saveBar={
        <>
          <Button variant="primary" icon={<Save size={18} aria-hidden="true" />} loading={saving} onClick={() => void form.persist()}>
            {saving ? N.saving : N.save}
          </Button>
          {safety.status}
          <PreviewButton tipo="notizia" id={current?.id ?? null} draft={() => newsSnapshot(values, state.picked)} disabled={saving} />
          <TextStats html={values.contenuto} />
          {current && (
            <a className="btn btn-ghost btn-sm" href={`/notizie/${current.slug}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" /> {N.view}
            </a>
          )}
        </>
      }
      dialogs={
        <>
          <SaveGateDialog
            tipo="notizia"
            claims={state.gate}
            busy={saving}
            onConfirm={(conferme) => void form.persist(conferme)}
            onClose={() => form.dispatch({ type: 'gate', claims: null })}
            reveal={safety.revealClaims}
          />
          {safety.dialogs}
        </>
      }
    >
      <div className="news-form">
        <NewsTextField form={form} name="titolo" label={N.fTitle} required />
        <SubtitleField id={ids.sottotitolo} value={values.sottotitolo} onChange={(v) => form.set('sottotitolo', v)} disabled={saving} />
        <NewsTextField form={form} name="slug" label={N.fSlug} hint={addressPublic ? N.fSlugPublic : N.fSlugHint} />
        <NewsAiPanel form={form} ai={ai} />
        <ClaimRevealProvider value={safety.reveal ?? revealFromList}>
          <RichTextEditor
            id={ids.contenuto}
            label={N.fContent}
            value={values.contenuto}
            onChange={(html) => form.set('contenuto', html)}
            unverified={form.claims}
            unverifiedHint={N.unverifiedHint}
            disabled={state.ai === 'articolo'}
          />
        </ClaimRevealProvider>
        {state.formError && (
          <p className="form-error" role="alert">
            {state.formError}
          </p>
        )}
      </div>
    </EditorPage>
  );
}
