import { Plus, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { GateClaim } from '../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { ContentStatus, Guide, Product } from '../../../common/types.ts';
import { GuideCard, type GuideCardHandlers } from '../../components/dashboard/guide-card.tsx';
import { claimsFrom, ClaimsResolveDialog, useVerificationRetry } from '../../features/claims/index.ts';
import { GuideEditor } from '../../features/guides/index.ts';
import { useGuideOverlay } from '../../components/dashboard/guide-overlay.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import guidesCss from '../../styles/dashboard-guides.css?url';
import type { Route } from './+types/guide';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: guidesCss }];

export function meta() {
  return [{ title: `${G.title} — ${DASH_MSG.dashboard}` }];
}

type Filter = '' | ContentStatus;
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: '', label: G.filterAll },
  { value: 'bozza', label: G.filterDrafts },
  { value: 'pubblicata', label: G.filterPublished },
  { value: 'archiviata', label: G.filterArchived },
];

/**
 * Dashboard guides (spec sections 2, 4, 5, 8): the state filter, 'Crea nuova guida' (the panel
 * lives at ?nuova=1, so Chiudi and a save go back to /dashboard/guide), the saved guides' cards
 * with their actions and the overlay, and publication through the publishing gate: unresolved
 * claims are listed, each to edit away or to confirm with its source (decision 0023).
 */
export default function DashboardGuide() {
  const call = useDashboardApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const creating = searchParams.get('nuova') === '1';
  const [filter, setFilter] = useState<Filter>('');
  const guides = useResource<Guide[]>(filter ? `/api/guide?stato=${filter}` : '/api/guide');
  const catalog = useResource<Product[]>('/api/prodotti');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [statusBusy, setStatusBusy] = useState<number | null>(null);
  const [unverified, setUnverified] = useState<{ guide: Guide; claims: GateClaim[] } | null>(null);
  const verification = useVerificationRetry('guida');

  /** 'Riprova la verifica': the dialog shows what is left. */
  async function retryVerification(g: Guide) {
    const left = await verification.retry(g.id);
    if (left !== null) setUnverified(left.length > 0 ? { guide: g, claims: left } : null);
  }

  const { reload: reloadGuides } = guides;
  const reloadSilently = useCallback(() => void reloadGuides({ silent: true }), [reloadGuides]);
  const { open: openOverlay, overlay } = useGuideOverlay(
    useCallback(
      (mode: 'elimina' | 'rigenera', g: Guide) => {
        if (mode === 'elimina') setEditingId((id) => (id === g.id ? null : id));
        reloadSilently();
      },
      [reloadSilently],
    ),
  );

  const products = useMemo(() => new Map((catalog.state.status === 'ready' ? catalog.state.data : []).map((p) => [p.id, p])), [catalog.state]);

  async function setStatus(g: Guide, stato: 'pubblicata' | 'archiviata', conferme?: ConfirmationsInput) {
    if (statusBusy !== null) return;
    setStatusBusy(g.id);
    try {
      const path = `/api/guide/${g.id}/${stato === 'pubblicata' ? 'pubblica' : 'archivia'}`;
      await call<Guide>(path, { method: 'POST', body: conferme ? { conferme } : {} });
      toast.success(stato === 'pubblicata' ? G.published : G.archived);
      setUnverified(null);
      reloadSilently();
    } catch (err) {
      const claims = stato === 'pubblicata' ? claimsFrom(err) : null;
      if (claims) {
        setUnverified({ guide: g, claims });
      } else {
        toast.error(errorMessage(err, stato === 'pubblicata' ? G.publishError : G.archiveError));
      }
    } finally {
      setStatusBusy(null);
    }
  }

  const handlers: GuideCardHandlers = {
    onEdit: (g) => setEditingId((id) => (id === g.id ? null : g.id)),
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
    onPublish: (g) => void setStatus(g, 'pubblicata'),
    onArchive: (g) => void setStatus(g, 'archiviata'),
    busy: (g) => statusBusy === g.id,
  };

  const closeCreate = () => navigate('/dashboard/guide');

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
            onClick={() => (creating ? closeCreate() : navigate('/dashboard/guide?nuova=1'))}
          >
            {creating ? G.close : G.create}
          </Button>
        }
      />

      {creating && (
        <GuideEditor
          mode="create"
          catalog={catalog.state}
          onRetryCatalog={() => void catalog.reload()}
          onSaved={() => {
            closeCreate();
            reloadSilently();
          }}
          onClose={closeCreate}
        />
      )}

      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="sr-only">{G.filterLabel}</legend>
          {FILTERS.map((f) => (
            <label key={f.value || 'tutte'} className={filter === f.value ? 'is-checked' : undefined}>
              <input type="radio" name="stato-guide" value={f.value} checked={filter === f.value} onChange={() => setFilter(f.value)} />
              {f.label}
            </label>
          ))}
        </fieldset>
        {guides.state.status === 'ready' && <p className="muted guides-count">{G.count(guides.state.data.length)}</p>}
      </div>

      <ResourceView
        resource={guides.state}
        loadingLabel={G.loading}
        errorMessage={G.loadError}
        onRetry={() => void guides.reload()}
        empty={
          <EmptyState message={G.empty}>
            <p>{G.emptyHint}</p>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="guide-dash-list">
            {list.map((g) => (
              <li key={g.id}>
                <GuideCard guide={g} products={products} editing={editingId === g.id} expanded={expanded.has(g.id)} handlers={handlers} />
                {editingId === g.id && (
                  <GuideEditor
                    key={`${g.id}-${g.updated_at}`}
                    mode="edit"
                    guide={g}
                    catalog={catalog.state}
                    onRetryCatalog={() => void catalog.reload()}
                    onSaved={(saved) => {
                      guides.update((all) => all.map((x) => (x.id === saved.id ? saved : x)));
                      setEditingId(null);
                    }}
                    onClose={() => setEditingId(null)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </ResourceView>

      {overlay}
      <ClaimsResolveDialog
        open={unverified !== null}
        confirmLabel={CLAIMS_MSG.confirmPublish}
        claims={unverified?.claims ?? []}
        busy={statusBusy !== null}
        onCancel={() => setUnverified(null)}
        onConfirm={(conferme) => unverified && void setStatus(unverified.guide, 'pubblicata', conferme)}
        onRetryVerification={() => unverified && void retryVerification(unverified.guide)}
        retrying={verification.retrying}
      />
    </section>
  );
}
