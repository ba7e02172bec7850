import { useQuery } from '@tanstack/react-query';
import { Rss, Settings2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import type { News } from '../../../common/types.ts';
import {
  BulkBar,
  IfRole,
  contentBulkActions,
  ListPager,
  ListSearch,
  NoMatches,
  StatusFilter,
  useBulkAction,
  useHeldDeletes,
  usePageInRange,
  useRefetchWhenDue,
  useSelection,
  useStatusChange,
} from '../../components/dashboard/list/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { claimsState } from '../../components/rich-text/claim-reveal.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useNewsSidebarFlag } from '../../lib/news-flag.ts';
import { changeNewsStatus, deleteNews, newsBulk, newsKeys, newsListQuery } from '../../entities/news/api.ts';
import { NewsCandidates, useFeedIngest } from './news-candidates.tsx';
import { NewsItem } from './news-item.tsx';
import { useEditorPageHref } from '../../components/dashboard/editor-page/index.ts';
import { useNewsListParams } from './use-news-list-params.ts';

const STATUS_LABELS = { '': N.filterAll, bozza: N.filterDrafts, pubblicata: N.filterPublished, archiviata: N.filterArchived };

const ACTIONS = contentBulkActions();
/** The list a held bulk delete hides its items from (useHeldDeletes). */
const NEWS_SCOPE = newsKeys.all[0];

const STATUS_MESSAGES = { published: N.published, archived: N.archived, publishError: N.errPublish, archiveError: N.errArchive };
const NO_NEWS: News[] = [];

/**
 * 'Notizie geopolitica' (spec sections 2, 4, 5, 8): '+ Nuova', 'Ingest da feed', the sidebar
 * toggle, the candidates panel and the saved list: its text, state and source filters (kept in
 * the address, asked of the server a page of 24 at a time), publish, archive and delete of an
 * item, and the same on the ticked items at once.
 */
export function NewsPage() {
  const [sidebar, setSidebar] = useNewsSidebarFlag();
  const ingest = useFeedIngest();
  const list = useNewsListParams();
  const { params, update } = list;
  const news = useQuery(newsListQuery(list.apiQuery()));
  // Items whose bulk delete waits out its undo window are gone from the list already.
  const held = useHeldDeletes(NEWS_SCOPE);
  const page = news.data?.items ?? NO_NEWS;
  const items = useMemo(() => (held.size > 0 ? page.filter((n) => !held.has(n.id)) : page), [page, held]);
  const status = useMemo(() => new Map(items.map((n) => [n.id, n.stato])), [items]);
  const total = news.data?.total ?? 0;
  const selection = useSelection(useMemo(() => items.map((n) => n.id), [items]));
  // A scheduled publication going out while the list is open shows when its time comes.
  useRefetchWhenDue(
    items.map((n) => n.pubblicazione_programmata),
    newsKeys.saved,
  );
  const bulk = useBulkAction({ send: newsBulk, invalidates: [newsKeys.saved], onDone: selection.clear, scope: NEWS_SCOPE, statusOf: (id) => status.get(id) });
  const navigate = useNavigate();
  const editHref = useEditorPageHref('/dashboard/notizie');
  const change = useStatusChange<News>({
    change: changeNewsStatus,
    invalidates: [newsKeys.saved],
    tipo: 'notizia',
    messages: STATUS_MESSAGES,
    // 'Modifica il testo' of the gate's dialog: the item's form opens at the first claim.
    editText: (n, claims) => void navigate(editHref(n.id), { state: claimsState(claims) }),
  });
  const removal = useDeleteConfirmation<News>({
    remove: (n, after) => deleteNews(n.id, after),
    leavesAddress: (n) => n.stato === 'pubblicata',
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
    invalidates: [newsKeys.all],
  });

  usePageInRange(list, news.data, news.isPlaceholderData);

  return (
    <section className="news-page">
      <PageHeader
        title={N.title}
        description={N.intro}
        actions={
          <>
            {/* The feeds and their candidates: an editor's (decision 0063). */}
            <IfRole min="editor">
              <Link className="btn btn-ghost" to="/dashboard/fonti-feed">
                <Settings2 size={18} aria-hidden="true" /> {N.sourcesLink}
              </Link>
              <Button loading={ingest.busy} icon={<Rss size={18} aria-hidden="true" />} onClick={ingest.run}>
                {N.ingestButton}
              </Button>
            </IfRole>
            <Link className="btn btn-primary" to={editHref('nuova')}>
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
        <IfRole min="editor">
          <NewsCandidates ingest={ingest} />
        </IfRole>

        <section className="news-saved" aria-labelledby="news-saved-title">
          <h2 id="news-saved-title" className="panel-title">
            {N.savedTitle}
          </h2>
          <div className="toolbar news-filters list-filters">
            <ListSearch label={N.filterText} placeholder={N.filterTextPlaceholder} value={params.q} onSearch={(q) => update({ q })} />
            <ListSearch label={N.filterSource} placeholder={N.filterSourcePlaceholder} value={list.fonte} onSearch={list.setFonte} />
            <StatusFilter name="stato-notizie" legend={N.filterState} labels={STATUS_LABELS} value={params.stato} onChange={(stato) => update({ stato })} />
          </div>

          <QueryView
            query={news}
            loadingLabel={DASH_MSG.loading}
            errorMessage={N.errLoad}
            isEmpty={() => items.length === 0}
            empty={list.filtered ? <NoMatches message={N.savedNoMatch} onReset={list.reset} /> : <EmptyState message={N.savedEmpty} />}
          >
            {() => (
              <>
                <BulkBar selection={selection} actions={ACTIONS} onAction={bulk.run} isLive={bulk.isLive} busy={bulk.busy} />
                <ul className="news-saved-list" aria-busy={news.isPlaceholderData || undefined}>
                  {items.map((n) => (
                    <NewsItem
                      key={n.id}
                      news={n}
                      editHref={editHref(n.id)}
                      selection={selection}
                      busy={change.busy(n)}
                      onPublish={() => change.set(n, 'pubblicata')}
                      onArchive={() => change.set(n, 'archiviata')}
                      onDelete={() => removal.ask(n)}
                    />
                  ))}
                </ul>
                <ListPager page={params.pagina} total={total} pageSize={list.pageSize} onPage={(pagina) => update({ pagina })} />
              </>
            )}
          </QueryView>
        </section>
      </div>
      {removal.dialog}
      {change.dialog}
    </section>
  );
}
