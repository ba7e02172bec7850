import { ExternalLink } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { aboutSchema, dashboardErrorMessage } from '../../../common/schemas-dashboard.ts';
import type { About } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';

export function meta() {
  return [{ title: `${M.aboutTitle} — ${M.dashboard}` }];
}

/** The About editor rows (spec section 9). */
export const ABOUT_ROWS = 12;

/**
 * The About editor (spec sections 2 and 4): a 12-row text area; if an id was loaded it updates,
 * otherwise it creates and keeps the returned id for later saves.
 */
function AboutEditor({ initial }: { initial: About }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [id, setId] = useState<number | null>(initial.id);
  const [contenuto, setContenuto] = useState(initial.contenuto);
  const [saving, setSaving] = useState(false);
  // The loaded text seeds the state once, at mount (a reload mounts a new editor). Copying it again
  // in an effect after mount overwrote what the editor had already typed when the effect ran late
  // (seen under load: the first keystrokes went before the copy, the loaded text came back).

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const checked = aboutSchema.safeParse({ contenuto });
    if (!checked.success) return toast.error(dashboardErrorMessage(checked.error));
    setSaving(true);
    try {
      const saved =
        id === null
          ? await call<About>('/api/chi-siamo', { method: 'POST', body: { contenuto } })
          : await call<About>(`/api/chi-siamo/${id}`, { method: 'PUT', body: { contenuto } });
      if (saved?.id != null) setId(saved.id);
      if (typeof saved?.contenuto === 'string') setContenuto(saved.contenuto);
      toast.success(M.aboutSaved);
    } catch (err) {
      toast.error(errorMessage(err, M.aboutSaveError));
    } finally {
      setSaving(false);
    }
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
        <Button type="submit" variant="primary" loading={saving}>
          {saving ? M.saving : M.save}
        </Button>
      </div>
    </form>
  );
}

export default function ChiSiamoEditor() {
  const { state, reload } = useResource<About>('/api/chi-siamo');
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
      <ResourceView resource={state} loadingLabel={M.aboutLoading} errorMessage={M.aboutLoadError} onRetry={() => void reload()}>
        {(about) => <AboutEditor initial={about} />}
      </ResourceView>
    </section>
  );
}
