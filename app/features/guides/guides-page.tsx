import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { Guide } from '../../../common/types.ts';
import {
  ListPager,
  ListSearch,
  NoMatches,
  StatusFilter,
  useListParams,
  useHeldDeletes,
  usePageInRange,
  useRefetchWhenDue,
  useSelection,
  useStatusChange,
} from '../../components/dashboard/list/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { claimsState } from '../../components/rich-text/claim-reveal.tsx';
import { useEditorPageHref } from '../../components/dashboard/editor-page/index.ts';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { allProductsQuery } from '../../entities/products/api.ts';
import { changeGuideStatus, guideKeys, guidesQuery } from '../../entities/guides/api.ts';
import { GUIDES_SCOPE, GuideBulkBar } from './guide-bulk.tsx';
import { GuideCard, type GuideCardHandlers } from './guide-card.tsx';
import { useGuideOverlay } from './guide-overlay.tsx';

const STATUS_LABELS = { '': G.filterAll, bozza: G.filterDrafts, pubblicata: G.filterPublished, archiviata: G.filterArchived };

const STATUS_MESSAGES = { published: G.published, archived: G.archived, publishError: G.publishError, archiveError: G.archiveError };
const NO_GUIDES: Guide[] = [];

/**
 * Dashboard guides (spec sections 2, 4, 5, 8): the search and the state filter (kept in the
 * address, asked of the server a page of 24 at a time), 'Crea nuova guida' (the page
 * /dashboard/guide/nuova), the saved guides' cards with their actions (Modifica opens the guide's
 * own page, whose address carries the list's for the way back) and the overlay (a published
 * guide's regeneration opens its page on the proposal), the bulk actions on the ticked cards, and publication through the
 * publishing gate: unresolved claims are listed, each to edit away or to confirm with its source
 * (decision 0023).
 */
export function GuidesPage() {
  const navigate = useNavigate();
  const editHref = useEditorPageHref('/dashboard/guide');
  const toast = useToast();
  const list = useListParams();
  const { params, update } = list;
  const guides = useQuery(guidesQuery(list.apiQuery()));
  const catalog = useQuery(allProductsQuery());
  // Guides whose bulk delete waits out its undo window are gone from the list already.
  const held = useHeldDeletes(GUIDES_SCOPE);
  const page = guides.data?.items ?? NO_GUIDES;
  const items = useMemo(() => (held.size > 0 ? page.filter((g) => !held.has(g.id)) : page), [page, held]);
  const total = guides.data?.total ?? 0;
  const selection = useSelection(useMemo(() => items.map((g) => g.id), [items]));
  // A scheduled publication going out while the list is open shows when its time comes.
  useRefetchWhenDue(
    items.map((g) => g.pubblicazione_programmata),
    guideKeys.all,
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const status = useStatusChange<Guide>({
    change: changeGuideStatus,
    invalidates: [guideKeys.all],
    tipo: 'guida',
    messages: STATUS_MESSAGES,
    // 'Modifica il testo' of the gate's dialog after Pubblica: the guide's page opens at the first claim.
    editText: (g, claims) => void navigate(editHref(g.id), { state: claimsState(claims) }),
  });
  const { open: openOverlay, overlay } = useGuideOverlay(
    useCallback(() => undefined, []),
    // A published guide's new text waits as a proposal: its page opens to offer it (the overlay goes
    // with the list: the toast says what it would).
    (g) => {
      toast.success(G.regeneratedProposal);
      void navigate(editHref(g.id));
    },
  );
  const products = useMemo(() => new Map((catalog.data ?? []).map((p) => [p.id, p])), [catalog.data]);

  usePageInRange(list, guides.data, guides.isPlaceholderData);

  const handlers: GuideCardHandlers = {
    editHref: (g) => editHref(g.id),
    onExpand: (g, open) =>
      setExpanded((set) => {
        if (set.has(g.id) === open) return set;
        const next = new Set(set);
        if (open) next.add(g.id);
        else next.delete(g.id);
        return next;
      }),
    onRegenerate: (g) => openOverlay('rigenera', g),
    onDelete: (g) => openOverlay('elimina', g),
    onPublish: (g) => status.set(g, 'pubblicata'),
    onArchive: (g) => status.set(g, 'archiviata'),
    busy: status.busy,
  };

  return (
    <section className="guides-page">
      <PageHeader
        title={G.title}
        description={G.intro}
        actions={
          <Link className="btn btn-primary" to={editHref('nuova')}>
            <Plus size={18} aria-hidden="true" /> {G.create}
          </Link>
        }
      />

      <div className="toolbar list-filters">
        <ListSearch value={params.q} onSearch={(q) => update({ q })} placeholder={G.searchPlaceholder} />
        <StatusFilter name="stato-guide" legend={G.filterLabel} labels={STATUS_LABELS} value={params.stato} onChange={(stato) => update({ stato })} />
        {guides.data && <p className="muted guides-count">{G.count(total)}</p>}
      </div>

      <QueryView
        query={guides}
        loadingLabel={G.loading}
        errorMessage={G.loadError}
        isEmpty={() => items.length === 0}
        empty={
          list.filtered ? (
            <NoMatches onReset={list.reset} />
          ) : (
            <EmptyState message={G.empty}>
              <p>{G.emptyHint}</p>
            </EmptyState>
          )
        }
      >
        {() => (
          <>
            <GuideBulkBar guides={items} selection={selection} />
            <ul className="guide-dash-list" aria-busy={guides.isPlaceholderData || undefined}>
              {items.map((g) => (
                <li key={g.id}>
                  <GuideCard guide={g} products={products} expanded={expanded.has(g.id)} handlers={handlers} selection={selection} />
                </li>
              ))}
            </ul>
            <ListPager page={params.pagina} total={total} pageSize={list.pageSize} onPage={(pagina) => update({ pagina })} />
          </>
        )}
      </QueryView>

      {overlay}
      {status.dialog}
    </section>
  );
}
