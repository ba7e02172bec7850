import { Archive, Eye, Pencil, Rss, Send, Settings2, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N, NEWS_RELEVANCE_MAX } from '../../../common/messages-news.ts';
import type { GateClaim } from '../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { ContentStatus, News } from '../../../common/types.ts';
import { claimsFrom, ClaimsResolveDialog, useVerificationRetry } from '../../features/claims/index.ts';
import { NewsCandidates } from '../../components/dashboard/news-candidates.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { formatShortDateTime } from '../../lib/format.ts';
import { useNewsSidebarFlag } from '../../lib/news-flag.ts';
import newsCss from '../../styles/dashboard-news.css?url';
import type { Route } from './+types/notizie';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: newsCss }];

export function meta() {
  return [{ title: `${N.title} — ${DASH_MSG.dashboard}` }];
}

type Filter = '' | ContentStatus;
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: '', label: N.filterAll },
  { value: 'bozza', label: N.filterDrafts },
  { value: 'pubblicata', label: N.filterPublished },
  { value: 'archiviata', label: N.filterArchived },
];

const contains = (haystack: string | null | undefined, needle: string) => (haystack ?? '').toLocaleLowerCase('it-IT').includes(needle);

/**
 * 'Notizie geopolitica' (spec sections 2, 4, 5, 8): '+ Nuova', 'Ingest da feed', the sidebar
 * toggle, the candidates panel and the saved list with its filters (text and source on the
 * client, state on the server), publish, archive and delete.
 */
export default function DashboardNotizie() {
  const call = useDashboardApi();
  const toast = useToast();
  const [sidebar, setSidebar] = useNewsSidebarFlag();
  const [filter, setFilter] = useState<Filter>('');
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [ingestTick, setIngestTick] = useState(0);
  const [ingesting, setIngesting] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [gate, setGate] = useState<{ news: News; claims: GateClaim[] } | null>(null);
  const verification = useVerificationRetry('notizia');
  const news = useResource<News[]>(filter ? `/api/notizie?stato=${filter}` : '/api/notizie');
  const { reload } = news;
  const reloadSilently = useCallback(() => void reload({ silent: true }), [reload]);

  const removal = useDeleteConfirmation<News>({
    remove: (n) => api(`/api/notizie/${n.id}`, { method: 'DELETE' }),
    title: () => N.deleteTitle,
    message: (n) => (
      <>
        <strong>{n.titolo}</strong>
        <br />
        {N.deleteConfirm}
      </>
    ),
    success: () => N.deleted,
    failure: () => N.errDelete,
    onDeleted: (n) => news.update((all) => all.filter((x) => x.id !== n.id)),
  });

  const visible = useMemo(() => {
    if (news.state.status !== 'ready') return [];
    const t = text.trim().toLocaleLowerCase('it-IT');
    const s = source.trim().toLocaleLowerCase('it-IT');
    return news.state.data.filter((n) => (!t || contains(n.titolo, t) || contains(n.sommario, t)) && (!s || contains(n.fonte, s)));
  }, [news.state, text, source]);

  async function setStatus(n: News, stato: 'pubblicata' | 'archiviata', conferme?: ConfirmationsInput) {
    if (busy !== null) return;
    setBusy(n.id);
    try {
      await call<News>(`/api/notizie/${n.id}/${stato === 'pubblicata' ? 'pubblica' : 'archivia'}`, { method: 'POST', body: conferme ? { conferme } : {} });
      setGate(null);
      toast.success(stato === 'pubblicata' ? N.published : N.archived);
      reloadSilently();
    } catch (err) {
      const held = stato === 'pubblicata' ? claimsFrom(err) : null;
      if (held) setGate({ news: n, claims: held });
      else toast.error(errorMessage(err, stato === 'pubblicata' ? N.errPublish : N.errArchive));
    } finally {
      setBusy(null);
    }
  }

  /** 'Riprova la verifica': the dialog shows what is left. */
  async function retryVerification(n: News) {
    const left = await verification.retry(n.id);
    if (left !== null) setGate(left.length > 0 ? { news: n, claims: left } : null);
  }

  return (
    <section className="news-page">
      <PageHeader
        title={N.title}
        description={N.intro}
        actions={
          <>
            <Link className="btn btn-ghost" to="/dashboard/fonti-feed">
              <Settings2 size={18} aria-hidden="true" /> {N.sourcesLink}
            </Link>
            <Button
              loading={ingesting}
              icon={<Rss size={18} aria-hidden="true" />}
              onClick={() => {
                setIngesting(true);
                setIngestTick((t) => t + 1);
              }}
            >
              {N.ingestButton}
            </Button>
            <Link className="btn btn-primary" to="/dashboard/notizie/nuova">
              {N.newButton}
            </Link>
          </>
        }
      />

      <label className="switch news-sidebar-toggle">
        <input type="checkbox" role="switch" checked={sidebar} onChange={(e) => setSidebar(e.target.checked)} />
        <span className="switch-track" aria-hidden="true" />
        <span>{N.sidebarToggle}</span>
      </label>

      <div className="news-layout">
        <NewsCandidates ingestTick={ingestTick} onIngestDone={() => setIngesting(false)} onAdded={reloadSilently} />

        <section className="news-saved" aria-labelledby="news-saved-title">
          <h2 id="news-saved-title" className="panel-title">
            {N.savedTitle}
          </h2>
          <div className="toolbar news-filters">
            <label className="news-filter">
              <span className="sr-only">{N.filterText}</span>
              <input type="search" placeholder={N.filterTextPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
            </label>
            <label className="news-filter">
              <span className="sr-only">{N.filterSource}</span>
              <input type="search" placeholder={N.filterSourcePlaceholder} value={source} onChange={(e) => setSource(e.target.value)} />
            </label>
            <fieldset className="segmented">
              <legend className="sr-only">{N.filterState}</legend>
              {FILTERS.map((f) => (
                <label key={f.value || 'tutte'} className={filter === f.value ? 'is-checked' : undefined}>
                  <input type="radio" name="stato-notizie" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} />
                  {f.label}
                </label>
              ))}
            </fieldset>
          </div>

          <ResourceView
            resource={news.state}
            loadingLabel={DASH_MSG.loading}
            errorMessage={N.errLoad}
            onRetry={() => void news.reload()}
            empty={<EmptyState message={N.savedEmpty} />}
          >
            {() =>
              visible.length === 0 ? (
                <EmptyState message={N.savedNoMatch} />
              ) : (
                <ul className="news-saved-list">
                  {visible.map((n) => (
                    <li key={n.id} className="news-item">
                      {n.immagine_url ? (
                        <img src={n.immagine_url} alt="" width={120} height={80} loading="lazy" referrerPolicy="no-referrer" />
                      ) : (
                        <span className="news-candidate-noimg" aria-hidden="true">
                          <Rss size={20} />
                        </span>
                      )}
                      <div className="news-item-text">
                        <div className="news-item-head">
                          <h3>
                            <Link to={`/dashboard/notizie/${n.id}`}>{n.titolo}</Link>
                          </h3>
                          <StatusBadge stato={n.stato} />
                        </div>
                        <p className="news-meta muted">
                          {n.fonte ?? N.noSource}
                          {n.data_pubblicazione && <> · {formatShortDateTime(n.data_pubblicazione)}</>}
                          {' · '}
                          <span className="news-relevance" title={N.relevanceOf(n.rilevanza)}>
                            <span className="sr-only">{N.relevanceOf(n.rilevanza)}</span>
                            <span aria-hidden="true">
                              {'●'.repeat(n.rilevanza)}
                              {'○'.repeat(NEWS_RELEVANCE_MAX - n.rilevanza)}
                            </span>
                          </span>
                        </p>
                        {n.sommario && <p className="news-item-summary">{n.sommario}</p>}
                        <div className="row-actions news-item-actions">
                          <Link className="btn btn-secondary btn-sm" to={`/dashboard/notizie/${n.id}`}>
                            <Pencil size={16} aria-hidden="true" /> {N.edit}
                          </Link>
                          <a className="btn btn-ghost btn-sm" href={`/notizie/${n.slug}`} target="_blank" rel="noopener noreferrer">
                            <Eye size={16} aria-hidden="true" /> {N.view}
                          </a>
                          {n.stato !== 'pubblicata' && (
                            <Button size="sm" variant="accent" loading={busy === n.id} icon={<Send size={16} aria-hidden="true" />} onClick={() => void setStatus(n, 'pubblicata')}>
                              {N.publish}
                            </Button>
                          )}
                          {n.stato !== 'archiviata' && (
                            <Button size="sm" disabled={busy === n.id} icon={<Archive size={16} aria-hidden="true" />} onClick={() => void setStatus(n, 'archiviata')}>
                              {N.archive}
                            </Button>
                          )}
                          <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => removal.ask(n)}>
                            {N.delete}
                          </Button>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )
            }
          </ResourceView>
        </section>
      </div>
      {removal.dialog}
      <ClaimsResolveDialog
        open={gate !== null}
        confirmLabel={CLAIMS_MSG.confirmPublish}
        claims={gate?.claims ?? []}
        busy={busy !== null}
        onConfirm={(conferme) => gate && void setStatus(gate.news, 'pubblicata', conferme)}
        onCancel={() => setGate(null)}
        onRetryVerification={() => gate && void retryVerification(gate.news)}
        retrying={verification.retrying}
      />
    </section>
  );
}
