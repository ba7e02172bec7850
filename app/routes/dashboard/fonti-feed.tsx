import { AlertTriangle, ArrowLeft, CheckCircle2, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { feedSourceCreateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import type { FeedSource } from '../../../common/types-news.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { formatShortDateTime } from '../../lib/format.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/fonti-feed';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export function meta() {
  return [{ title: `${N.sourcesTitle} — ${DASH_MSG.dashboard}` }];
}

/**
 * The feed sources (beyond the spec): list, add, disable and remove RSS/Atom feeds; each
 * shows when it was last read, its validators (ETag/Last-Modified) and its last error.
 */
export default function FontiFeed() {
  const call = useDashboardApi();
  const toast = useToast();
  const uid = useId();
  const sources = useResource<FeedSource[]>('/api/fonti-feed');
  const [url, setUrl] = useState('');
  const [nome, setNome] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [reading, setReading] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const removal = useDeleteConfirmation<FeedSource>({
    remove: (s) => api(`/api/fonti-feed/${s.id}`, { method: 'DELETE' }),
    title: () => N.sourceRemove,
    message: (s) => N.sourceRemoveConfirm(s.nome),
    success: () => N.sourceRemoved,
    failure: () => N.errSourceRemove,
    onDeleted: (s) => sources.update((all) => all.filter((x) => x.id !== s.id)),
  });

  async function add(e: FormEvent) {
    e.preventDefault();
    const check = feedSourceCreateSchema.safeParse({ url, nome });
    if (!check.success) {
      setError(newsErrorMessage(check.error));
      return;
    }
    setError(null);
    setAdding(true);
    try {
      const created = await call<FeedSource>('/api/fonti-feed', { method: 'POST', body: { url: url.trim(), nome: nome.trim() || null } });
      sources.update((all) => [...all, created]);
      setUrl('');
      setNome('');
      toast.success(N.sourceAdded);
    } catch (err) {
      setError(errorMessage(err, N.errSourceSave));
    } finally {
      setAdding(false);
    }
  }

  async function toggle(s: FeedSource) {
    setBusy(s.id);
    try {
      const saved = await call<FeedSource>(`/api/fonti-feed/${s.id}`, { method: 'PATCH', body: { attivo: !s.attivo } });
      sources.update((all) => all.map((x) => (x.id === saved.id ? saved : x)));
    } catch (err) {
      toast.error(errorMessage(err, N.errSourceSave));
    } finally {
      setBusy(null);
    }
  }

  async function readNow() {
    setReading(true);
    try {
      const list = await call<FeedSource[]>('/api/fonti-feed/leggi', { method: 'POST', body: {} });
      sources.update(() => list);
    } catch (err) {
      toast.error(errorMessage(err, N.errFeed));
    } finally {
      setReading(false);
    }
  }

  const urlId = `${uid}-url`;
  const nomeId = `${uid}-nome`;

  return (
    <section className="feed-sources-page">
      <PageHeader
        title={N.sourcesTitle}
        description={N.sourcesIntro}
        actions={
          <>
            <Link className="btn btn-ghost" to="/dashboard/notizie">
              <ArrowLeft size={18} aria-hidden="true" /> {N.back}
            </Link>
            <Button loading={reading} icon={<RefreshCw size={18} aria-hidden="true" />} onClick={() => void readNow()}>
              {N.sourceReadNow}
            </Button>
          </>
        }
      />

      <form className="panel feed-source-form" onSubmit={(e) => void add(e)} noValidate>
        <Field id={urlId} label={N.sourceUrl} required error={error}>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={url}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(urlId, { error })}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <Field id={nomeId} label={N.sourceName} hint={N.sourceNameHint}>
          <input id={nomeId} type="text" value={nome} aria-describedby={describedBy(nomeId, { hint: true })} onChange={(e) => setNome(e.target.value)} />
        </Field>
        <Button type="submit" variant="primary" loading={adding} icon={<Plus size={18} aria-hidden="true" />}>
          {adding ? N.sourceAdding : N.sourceAdd}
        </Button>
      </form>

      <ResourceView resource={sources.state} loadingLabel={DASH_MSG.loading} errorMessage={N.errSources} onRetry={() => void sources.reload()} empty={N.sourcesEmpty}>
        {(list) => (
          <ul className="feed-source-list" aria-busy={reading || undefined}>
            {list.map((s) => (
              <li key={s.id} className={`panel feed-source${s.attivo ? '' : ' is-disabled'}`}>
                <div className="feed-source-head">
                  <h2>{s.nome}</h2>
                  <Badge tone={s.attivo ? 'success' : 'neutral'}>{s.attivo ? N.sourceEnabled : N.sourceDisabled}</Badge>
                </div>
                <p className="feed-source-url mono">{s.url}</p>
                <dl className="feed-source-facts">
                  <div>
                    <dt>{N.sourceLastRead}</dt>
                    <dd>{s.ultima_lettura ? formatShortDateTime(s.ultima_lettura) : N.sourceNeverRead}</dd>
                  </div>
                  <div>
                    <dt>{N.sourceLastAttempt}</dt>
                    <dd>{s.ultimo_tentativo ? formatShortDateTime(s.ultimo_tentativo) : '—'}</dd>
                  </div>
                  <div>
                    <dt>{N.sourceItems}</dt>
                    <dd>{s.elementi ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{N.sourceValidators}</dt>
                    <dd className="mono">
                      {s.etag ? `ETag ${s.etag}` : null}
                      {s.etag && s.last_modified ? ' · ' : null}
                      {s.last_modified ? `Last-Modified ${s.last_modified}` : null}
                      {!s.etag && !s.last_modified ? '—' : null}
                    </dd>
                  </div>
                </dl>
                {s.ultimo_errore ? (
                  <p className="feed-source-error">
                    <AlertTriangle size={16} aria-hidden="true" /> <span className="sr-only">{N.sourceError}: </span>
                    {s.ultimo_errore}
                  </p>
                ) : (
                  s.ultimo_tentativo && (
                    <p className="feed-source-ok">
                      <CheckCircle2 size={16} aria-hidden="true" /> {N.sourceOk}
                    </p>
                  )
                )}
                <div className="row-actions">
                  <Button size="sm" loading={busy === s.id} onClick={() => void toggle(s)}>
                    {s.attivo ? N.sourceDisable : N.sourceEnable}
                  </Button>
                  <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => removal.ask(s)}>
                    {N.sourceRemove}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      {removal.dialog}
    </section>
  );
}
