import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ABOUT_MSG as M } from '../../../common/messages-about.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { aboutSchema, dashboardErrorMessage } from '../../../common/schemas-dashboard.ts';
import type { About } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { aboutKeys, aboutQuery, saveAbout } from './api.ts';

/** The About editor rows (spec section 9). */
const ABOUT_ROWS = 12;

/**
 * The About editor (spec sections 2 and 4): a 12-row text area; if an id was loaded it updates,
 * otherwise it creates and keeps the returned id for later saves.
 */
function AboutEditor({ initial }: { initial: About }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [id, setId] = useState<number | null>(initial.id);
  const [contenuto, setContenuto] = useState(initial.contenuto);
  // The loaded text seeds the state once, at mount (a reload mounts a new editor): copying it again
  // after mount would overwrite what the editor has typed in the meantime.
  const save = useMutation({
    mutationFn: saveAbout,
    meta: { success: M.aboutSaved, error: M.aboutSaveError },
    onSuccess: (saved) => {
      setId(saved.id);
      setContenuto(saved.contenuto);
      queryClient.setQueryData(aboutKeys.all, saved);
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = aboutSchema.safeParse({ contenuto });
    if (!checked.success) return toast.error(dashboardErrorMessage(checked.error));
    save.mutate({ id, contenuto });
  }

  return (
    <form className="card panel about-editor" onSubmit={onSubmit} noValidate>
      <label htmlFor="chi-siamo-testo" className="panel-title">
        {M.aboutLabel}
      </label>
      <textarea
        id="chi-siamo-testo"
        rows={ABOUT_ROWS}
        placeholder={M.aboutPlaceholder}
        value={contenuto}
        onChange={(e) => setContenuto(e.target.value)}
        aria-describedby="chi-siamo-aiuto"
        spellCheck
      />
      <p id="chi-siamo-aiuto" className="field-hint">
        {M.aboutIntro}
      </p>
      <div className="dash-form-actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {save.isPending ? DASH_MSG.saving : DASH_MSG.save}
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/chi-siamo: the About page's text, with a link to the public page. */
export function AboutPage() {
  const query = useQuery(aboutQuery());
  return (
    <section>
      <PageHeader
        title={M.aboutTitle}
        description={M.aboutPageDescription}
        actions={
          <a href="/chi-siamo" target="_blank" rel="noopener" className="btn btn-secondary">
            <ExternalLink size={16} aria-hidden="true" /> {M.aboutView}
          </a>
        }
      />
      <QueryView query={query} loadingLabel={M.aboutLoading} errorMessage={M.aboutLoadError}>
        {(about) => <AboutEditor initial={about} />}
      </QueryView>
    </section>
  );
}
