import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { ABOUT_MSG as M } from '../../../common/messages-about.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { aboutSchema, dashboardErrorMessage } from '../../../common/schemas-dashboard.ts';
import type { About } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { type Snapshot, useEditorSafety } from '../../components/dashboard/revisions/index.ts';
import { editableAboutQuery, saveAbout } from '../../entities/about/api.ts';

/** The About editor rows (spec section 9). */
const ABOUT_ROWS = 12;

/** What the About editor edits, as its revisions keep it. */
interface AboutSnapshot extends Snapshot {
  contenuto: string;
}

/**
 * The About editor (spec sections 2 and 4): a 12-row text area; if an id was loaded it updates,
 * otherwise it creates and keeps the returned id for later saves. Inside the editors' safety net
 * (useEditorSafety): the text's version tag goes with each save (a colleague's newer text opens
 * the conflict dialog), 'Modifiche non salvate' / 'Salvato alle hh:mm', the question before
 * leaving, Ctrl+S and, once the text exists, autosave, the Cronologia and the offer of a newer autosave.
 */
function AboutEditor({ initial, etag }: { initial: About; etag: string | null }) {
  const client = useQueryClient();
  const toast = useToast();
  const [id, setId] = useState<number | null>(initial.id);
  // The loaded text seeds the state once, at mount (a reload mounts a new editor): copying it again
  // after mount would overwrite what the editor has typed in the meantime.
  const [contenuto, setContenuto] = useState(initial.contenuto);
  const [saved, setSaved] = useState<AboutSnapshot>({ contenuto: initial.contenuto });
  const current: AboutSnapshot = useMemo(() => ({ contenuto }), [contenuto]);
  const save = useMutation({ mutationFn: saveAbout, meta: { success: M.aboutSaved, error: M.aboutSaveError, handlesConflict: true } });

  const safety = useEditorSafety<AboutSnapshot>({
    tipo: 'chi-siamo',
    id,
    current,
    saved,
    etag,
    busy: save.isPending,
    save: () => submit(),
    apply: (s) => {
      if (typeof s.contenuto === 'string') setContenuto(s.contenuto);
    },
    loadLatest: async () => {
      const latest = await client.fetchQuery(editableAboutQuery());
      if (latest.about.id !== null) setId(latest.about.id);
      return { snapshot: { contenuto: latest.about.contenuto }, etag: latest.etag };
    },
    onReloaded: ({ snapshot }) => {
      setContenuto(snapshot.contenuto);
      setSaved(snapshot);
    },
  });

  function submit() {
    if (save.isPending) return;
    const checked = aboutSchema.safeParse({ contenuto });
    if (!checked.success) return toast.error(dashboardErrorMessage(checked.error));
    save.mutate(
      { id, contenuto, ifMatch: safety.ifMatch() },
      {
        onSuccess: ({ about, etag: tag }) => {
          setId(about.id);
          setContenuto(about.contenuto);
          setSaved({ contenuto: about.contenuto });
          safety.saved(tag);
        },
        onError: (err) => void safety.handleSaveError(err),
      },
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit();
  }

  return (
    <>
      <form className="card panel about-editor" onSubmit={onSubmit} noValidate>
        {safety.banner}
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
          {safety.historyButton}
          {safety.status}
        </div>
      </form>
      {safety.dialogs}
    </>
  );
}

/** /dashboard/chi-siamo: the About page's text, with a link to the public page. */
export function AboutPage() {
  const query = useQuery(editableAboutQuery());
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
        {({ about, etag }) => <AboutEditor initial={about} etag={etag} />}
      </QueryView>
    </section>
  );
}
