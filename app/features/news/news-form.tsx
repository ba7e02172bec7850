import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { ClaimsResolveDialog } from '../claims/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { NewsAiPanel, useNewsAi } from './news-ai-panel.tsx';
import { NewsSidePanel, NewsTextField } from './news-fields.tsx';
import { useNewsForm } from './use-news-form.ts';

/**
 * The news edit form (/dashboard/notizie/nuova and /dashboard/notizie/{id}): every field of the
 * news entity, the slug following the title while the item is a draft (locked once published),
 * 'Genera sommario' and 'Genera articolo' from the source text with a chosen notizia prompt, and
 * the claims of a generated article that the source does not contain, highlighted in the editor.
 * The state and the save live in useNewsForm, the AI in useNewsAi; each panel draws one part.
 */
export function NewsForm() {
  const form = useNewsForm();
  const ai = useNewsAi(form);
  const { state, current, ids, slugLocked } = form;
  const { loaded, values, saving } = state;

  const header = (
    <PageHeader
      title={current ? N.editTitle : N.newTitle}
      description={current ? current.titolo : undefined}
      actions={
        <Link className="btn btn-ghost" to="/dashboard/notizie">
          <ArrowLeft size={18} aria-hidden="true" /> {N.back}
        </Link>
      }
    />
  );
  if (loaded.status === 'loading')
    return (
      <section className="news-form-page">
        {header}
        <LoadingState label={N.loadingForm} />
      </section>
    );
  if (loaded.status === 'error')
    return (
      <section className="news-form-page">
        {header}
        <ErrorState message={N.newsNotFound} />
      </section>
    );

  return (
    <section className="news-form-page">
      {header}
      <form className="panel news-form" onSubmit={form.save} noValidate aria-busy={saving || undefined}>
        <div className="news-form-grid">
          <div className="news-form-main">
            <NewsTextField form={form} name="titolo" label={N.fTitle} required />
            <NewsTextField form={form} name="slug" label={N.fSlug} hint={slugLocked ? N.fSlugLocked : N.fSlugHint} disabled={slugLocked} />
            <NewsAiPanel form={form} ai={ai} />
            <RichTextEditor
              id={ids.contenuto}
              label={N.fContent}
              value={values.contenuto}
              onChange={(html) => form.set('contenuto', html)}
              unverified={state.claims.map((c) => c.text)}
              disabled={state.ai === 'articolo'}
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
          {current && (
            <a className="btn btn-ghost" href={`/notizie/${current.slug}`} target="_blank" rel="noopener noreferrer">
              {N.view}
            </a>
          )}
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
    </section>
  );
}
