import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { ClaimsResolveDialog } from '../../components/dashboard/claims/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { PreviewButton } from '../../components/dashboard/preview/index.ts';
import { PresenceNotice } from '../../components/dashboard/presence/index.ts';
import { SeoPanel, SubtitleField } from '../../components/dashboard/editing/index.ts';
import { newsHref } from '../../lib/carousel.ts';
import type { SeoFormValues } from '../../../common/seo.ts';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { editableNewsQuery } from '../../entities/news/api.ts';
import { NewsAiPanel, useNewsAi } from './news-ai-panel.tsx';
import { NewsSidePanel, NewsTextField } from './news-fields.tsx';
import { newsSnapshot } from './news-snapshot.ts';
import { type LoadedNews, useNewsForm } from './use-news-form.ts';

/** The form page's header: the title, the item's own under it, and the way back to the list. */
function NewsFormHeader({ editing, titolo }: { editing: boolean; titolo?: string }) {
  return (
    <PageHeader
      title={editing ? N.editTitle : N.newTitle}
      description={titolo}
      actions={
        <Link className="btn btn-ghost" to="/dashboard/notizie">
          <ArrowLeft size={18} aria-hidden="true" /> {N.back}
        </Link>
      }
    />
  );
}

/**
 * The news edit form (/dashboard/notizie/nuova and /dashboard/notizie/{id}). A saved item is read
 * fresh with its version tag (a save over a colleague's newer one is refused and shown as a
 * conflict); each item gets a form of its own, so after a creation the form on the new address
 * starts again from the stored item.
 */
export function NewsForm() {
  const { id } = useParams();
  const newsId = id ? Number(id) : null;
  const loaded = useQuery({ ...editableNewsQuery(newsId ?? 0), enabled: newsId !== null });
  if (newsId === null) return <NewsEditor key="nuova" loaded={null} />;
  if (loaded.isError)
    return (
      <section className="news-form-page">
        <NewsFormHeader editing />
        <ErrorState message={N.newsNotFound} />
      </section>
    );
  if (!loaded.data)
    return (
      <section className="news-form-page">
        <NewsFormHeader editing />
        <LoadingState label={N.loadingForm} />
      </section>
    );
  return <NewsEditor key={newsId} loaded={loaded.data} />;
}

/**
 * The form itself: every field of the news entity, the slug following the title while the item is
 * a draft (locked once published), 'Genera sommario' and 'Genera articolo' from the source text
 * with a chosen notizia prompt (each undoable in one click), and the claims of a generated article
 * that the source does not contain, highlighted in the editor; around it the safety net (autosave,
 * 'Modifiche non salvate', Cronologia, the conflict dialog). The state and the save live in
 * useNewsForm, the AI in useNewsAi; each panel draws one part.
 */
function NewsEditor({ loaded }: { loaded: LoadedNews | null }) {
  const form = useNewsForm(loaded);
  const ai = useNewsAi(form);
  const { state, current, ids, addressPublic, safety } = form;
  const { values, saving } = state;

  return (
    <section className="news-form-page">
      <NewsFormHeader editing={current !== null} titolo={current?.titolo} />
      <PresenceNotice tipo="notizia" id={current?.id ?? null} />
      {safety.banner}
      <form className="panel news-form" onSubmit={form.save} noValidate aria-busy={saving || undefined}>
        <div className="news-form-grid">
          <div className="news-form-main">
            <NewsTextField form={form} name="titolo" label={N.fTitle} required />
            <SubtitleField id={ids.sottotitolo} value={values.sottotitolo} onChange={(v) => form.set('sottotitolo', v)} disabled={saving} />
            <NewsTextField form={form} name="slug" label={N.fSlug} hint={addressPublic ? N.fSlugPublic : N.fSlugHint} />
            <NewsAiPanel form={form} ai={ai} />
            <RichTextEditor
              id={ids.contenuto}
              label={N.fContent}
              value={values.contenuto}
              onChange={(html) => form.set('contenuto', html)}
              unverified={form.claims}
              unverifiedHint={N.unverifiedHint}
              disabled={state.ai === 'articolo'}
            />
            <SeoPanel
              values={values}
              onChange={(patch) => (Object.keys(patch) as Array<keyof SeoFormValues>).forEach((key) => form.set(key, patch[key]!))}
              fallbackTitle={values.titolo}
              fallbackDescription={values.descrizione || values.sottotitolo || values.titolo}
              path={newsHref(values.slug)}
              disabled={saving}
            />
          </div>
          <NewsSidePanel form={form} />
        </div>

        {state.formError && (
          <p className="form-error" role="alert">
            {state.formError}
          </p>
        )}
        <div className="dash-form-actions">
          <Button type="submit" variant="primary" loading={saving}>
            {saving ? N.saving : N.save}
          </Button>
          <PreviewButton tipo="notizia" id={current?.id ?? null} draft={() => newsSnapshot(values, state.picked)} disabled={saving} />
          {current && (
            <a className="btn btn-ghost" href={`/notizie/${current.slug}`} target="_blank" rel="noopener noreferrer">
              {N.view}
            </a>
          )}
          {safety.historyButton}
          {safety.status}
        </div>
      </form>
      <ClaimsResolveDialog
        open={state.gate !== null}
        confirmLabel={CLAIMS_MSG.confirmSave}
        claims={state.gate ?? []}
        busy={saving}
        onConfirm={(conferme) => void form.persist(conferme)}
        onCancel={() => form.dispatch({ type: 'gate', claims: null })}
      />
      {safety.dialogs}
    </section>
  );
}
