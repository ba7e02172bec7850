import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
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
import { Button } from '../../components/ui/button.tsx';
import { type ClaimReveal, claimReveal, ClaimRevealProvider } from '../../components/rich-text/claim-reveal.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { allProductsQuery } from '../../entities/products/api.ts';
import { changeGuideStatus, guideKeys, guidesQuery } from '../../entities/guides/api.ts';
import { GUIDES_SCOPE, GuideBulkBar } from './guide-bulk.tsx';
import { GuideCard, type GuideCardHandlers } from './guide-card.tsx';
import { GuideEditor } from './guide-editor.tsx';
import { useGuideOverlay } from './guide-overlay.tsx';
import { useEditingParam } from '../../components/dashboard/editing/index.ts';

const STATUS_LABELS = { '': G.filterAll, bozza: G.filterDrafts, pubblicata: G.filterPublished, archiviata: G.filterArchived };

const STATUS_MESSAGES = { published: G.published, archived: G.archived, publishError: G.publishError, archiveError: G.archiveError };
const NO_GUIDES: Guide[] = [];
/** The creation panel's parameter: closed when an editor opens. */
const CREATION_PARAMS = ['nuova'];

/**
 * Dashboard guides (spec sections 2, 4, 5, 8): the search and the state filter (kept in the
 * address, asked of the server a page of 24 at a time), 'Crea nuova guida' (the panel lives at
 * ?nuova=1, so Chiudi and a save go back to /dashboard/guide), the saved guides' cards with their
 * actions and the overlay (the guide being edited is in the address too, ?modifica={id}: opening
 * another one or leaving with unsaved changes asks first; a published guide's regeneration opens
 * its editor on the proposal), the bulk actions on the ticked cards, and publication through the
 * publishing gate: unresolved claims are listed, each to edit away or to confirm with its source
 * (decision 0023).
 */
export function GuidesPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const creating = searchParams.get('nuova') === '1';
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
  // The guide being edited is in the address (?modifica=id): leaving its unsaved changes for another one asks first.
  // One editor at a time: opening a guide closes the creation panel (?nuova=1).
  const [editingId, setEditingId] = useEditingParam(CREATION_PARAMS);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  // 'Modifica il testo' of the gate's dialog after Pubblica: that guide's editor opens at the first claim.
  const [reveal, setReveal] = useState<{ id: number; request: ClaimReveal } | null>(null);
  const status = useStatusChange<Guide>({
    change: changeGuideStatus,
    invalidates: [guideKeys.all],
    tipo: 'guida',
    messages: STATUS_MESSAGES,
    editText: (g, claims) => {
      setReveal({ id: g.id, request: claimReveal(claims) });
      setEditingId(g.id);
    },
  });
  const { open: openOverlay, overlay } = useGuideOverlay(
    useCallback(
      (mode: 'elimina' | 'rigenera', g: Guide) => {
        if (mode === 'elimina' && editingId === g.id) setEditingId(null);
      },
      [editingId, setEditingId],
    ),
    // A published guide's new text waits as a proposal: its editor opens to offer it.
    (g) => setEditingId(g.id),
  );
  const products = useMemo(() => new Map((catalog.data ?? []).map((p) => [p.id, p])), [catalog.data]);

  usePageInRange(list, guides.data, guides.isPlaceholderData);

  const handlers: GuideCardHandlers = {
    onEdit: (g) => setEditingId(editingId === g.id ? null : g.id),
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

  const closeCreate = () => void navigate('/dashboard/guide');

  return (
    <section className="guides-page">
      <PageHeader
        title={G.title}
        description={G.intro}
        actions={
          <Button
            variant="primary"
            aria-expanded={creating}
            icon={creating ? <X size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
            onClick={() => (creating ? closeCreate() : void navigate('/dashboard/guide?nuova=1'))}
          >
            {creating ? G.close : G.create}
          </Button>
        }
      />

      {creating && <GuideEditor mode="create" onSaved={closeCreate} onClose={closeCreate} />}

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
                  <GuideCard guide={g} products={products} editing={editingId === g.id} expanded={expanded.has(g.id)} handlers={handlers} selection={selection} />
                  {editingId === g.id && (
                    <ClaimRevealProvider value={reveal?.id === g.id ? reveal.request : null}>
                      <GuideEditor key={g.id} mode="edit" guide={g} onSaved={() => setEditingId(null)} onClose={() => setEditingId(null)} />
                    </ClaimRevealProvider>
                  )}
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
