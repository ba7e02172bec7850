import { LayoutGrid, List, Plus, X } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import type { Product } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { PriceHistory } from '../../components/dashboard/price-history.tsx';
import { ProductForm } from '../../features/products/index.ts';
import { type ProductItemHandlers, ProductRow, ProductTile } from '../../components/dashboard/product-item.tsx';
import { useRefreshAll } from '../../components/dashboard/refresh-all.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useReviewOverlay } from '../../components/dashboard/review-overlay.tsx';
import { useCategories } from '../../features/categories/index.ts';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api.ts';
import { productName } from '../../lib/format.ts';

export function meta() {
  return [{ title: `${M.productsTitle} — ${M.dashboard}` }];
}

type View = 'griglia' | 'elenco';

/** The grid pencil scrolls to the edit panel, retrying up to 40 times every 50 ms (spec section 2). */
const SCROLL_TRIES = 40;
const SCROLL_INTERVAL_MS = 50;
const panelId = (id: number) => `modifica-prodotto-${id}`;

/** Scrolls to a product's edit panel once it is rendered, focusing its first field. */
function scrollToPanel(id: number, timer: RefObject<ReturnType<typeof setTimeout> | null>, attempt = 0): void {
  const el = document.getElementById(panelId(id));
  if (el) {
    el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    el.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
    return;
  }
  if (attempt + 1 < SCROLL_TRIES) timer.current = setTimeout(() => scrollToPanel(id, timer, attempt + 1), SCROLL_INTERVAL_MS);
}

const newestFirst = (a: Product, b: Product) => b.data_creazione.localeCompare(a.data_creazione) || b.id - a.id;

export default function DashboardProdotti() {
  const { state, reload, update } = useResource<Product[]>('/api/prodotti');
  const call = useDashboardApi();
  const toast = useToast();
  const categories = useCategories();
  const [searchParams, setSearchParams] = useSearchParams();
  const [showAdd, setShowAdd] = useState(false);
  const [view, setView] = useState<View>('griglia');
  const [editingId, setEditingId] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(() => new Set());
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reloadSilently = useCallback(() => void reload({ silent: true }), [reload]);
  const { open: openOverlay, overlay } = useReviewOverlay(reloadSilently);
  const refreshAll = useRefreshAll(reloadSilently);

  useEffect(() => () => {
    if (scrollTimer.current) clearTimeout(scrollTimer.current);
  }, []);

  const openEditor = useCallback((id: number) => {
    setView('elenco');
    setEditingId(id);
    scrollToPanel(id, scrollTimer);
  }, []);

  // ?edit={id} (from the overview) opens that product's panel once, then leaves the address clean.
  const editParam = searchParams.get('edit');
  useEffect(() => {
    if (!editParam || state.status !== 'ready') return;
    const id = Number(editParam);
    if (state.data.some((p) => p.id === id)) openEditor(id);
    setSearchParams((params) => {
      params.delete('edit');
      return params;
    }, { replace: true });
  }, [editParam, state, openEditor, setSearchParams]);

  const products = useMemo(() => (state.status === 'ready' ? [...state.data].sort(newestFirst) : []), [state]);

  const remove = useDeleteConfirmation<Product>({
    remove: (p) => api(`/api/prodotti/${p.id}`, { method: 'DELETE' }),
    title: () => M.productDeleteConfirm,
    message: (p) => M.productDeleteDetail(productName(p)),
    success: () => M.productDeleted,
    failure: () => M.productDeleteError,
    onDeleted: (deleted) => {
      update((list) => list.filter((p) => p.id !== deleted.id));
      setEditingId((id) => (id === deleted.id ? null : id));
    },
  });

  /**
   * 'Aggiorna dati da Amazon' on one product: the card takes the refreshed product; on failure the
   * server's error, and the card reloads to show the failure it recorded.
   */
  async function refreshOne(p: Product) {
    if (refreshing.has(p.id)) return;
    const mark = (on: boolean) =>
      setRefreshing((ids) => {
        const next = new Set(ids);
        if (on) next.add(p.id);
        else next.delete(p.id);
        return next;
      });
    mark(true);
    try {
      onSaved(await call<Product>(`/api/prodotti/${p.id}/aggiorna`, { method: 'POST' }));
      toast.success(M.refreshProductDone);
    } catch (err) {
      toast.error(errorMessage(err, M.refreshProductError));
      await call<Product>(`/api/prodotti/${p.id}`).then(onSaved, () => undefined);
    } finally {
      mark(false);
    }
  }

  const handlers: ProductItemHandlers = {
    onRefresh: (p) => void refreshOne(p),
    isRefreshing: (p) => refreshing.has(p.id),
    onGenerate: (p) => void openOverlay(p),
    onEdit: (p) => {
      if (view === 'griglia') return openEditor(p.id);
      setEditingId((current) => (current === p.id ? null : p.id));
    },
    onDelete: (p) => remove.ask(p),
  };

  function onSaved(saved: Product) {
    update((list) => (list.some((p) => p.id === saved.id) ? list.map((p) => (p.id === saved.id ? saved : p)) : [saved, ...list]));
  }

  return (
    <section className="products-page">
      <PageHeader
        title={M.productsTitle}
        description={state.status === 'ready' ? M.productsCount(products.length) : undefined}
        actions={
          <>
            {refreshAll.button}
            <Button
              variant="primary"
              aria-expanded={showAdd}
              aria-controls="nuovo-prodotto"
              icon={showAdd ? <X size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
              onClick={() => setShowAdd((v) => !v)}
            >
              {showAdd ? M.productsHideAdd : M.productsToggleAdd}
            </Button>
          </>
        }
      />

      {refreshAll.panel}

      {showAdd && (
        <section id="nuovo-prodotto" className="card panel" aria-labelledby="nuovo-prodotto-title">
          <h2 id="nuovo-prodotto-title" className="panel-title">
            {M.addProductTitle}
          </h2>
          <ProductForm
            mode="create"
            screen="products"
            categories={categories}
            onSaved={(p) => {
              onSaved(p);
              setShowAdd(false);
            }}
          />
        </section>
      )}

      <div className="toolbar">
        <fieldset className="segmented">
          <legend className="sr-only">{M.viewLabel}</legend>
          <label className={view === 'elenco' ? 'is-checked' : undefined}>
            <input type="radio" name="vista" value="elenco" checked={view === 'elenco'} onChange={() => setView('elenco')} />
            <List size={16} aria-hidden="true" /> {M.viewList}
          </label>
          <label className={view === 'griglia' ? 'is-checked' : undefined}>
            <input type="radio" name="vista" value="griglia" checked={view === 'griglia'} onChange={() => setView('griglia')} />
            <LayoutGrid size={16} aria-hidden="true" /> {M.viewGrid}
          </label>
        </fieldset>
      </div>

      <ResourceView
        resource={state}
        loadingLabel={M.productsLoading}
        errorMessage={M.productsLoadError}
        onRetry={() => void reload()}
        empty={
          <EmptyState message={M.productsEmpty}>
            <p>{M.productsEmptyHint}</p>
          </EmptyState>
        }
      >
        {() =>
          view === 'griglia' ? (
            <ul className="product-grid-dash">
              {products.map((p) => (
                <li key={p.id}>
                  <ProductTile p={p} handlers={handlers} />
                </li>
              ))}
            </ul>
          ) : (
            <ul className="product-list">
              {products.map((p) => (
                <li key={p.id} className={`card product-list-item${editingId === p.id ? ' is-editing' : ''}`}>
                  <ProductRow p={p} editing={editingId === p.id} handlers={handlers} />
                  {editingId === p.id && (
                    <section id={panelId(p.id)} className="edit-panel" aria-label={M.editPanelTitle(productName(p))}>
                      <h3 className="panel-title">{M.editPanelTitle(productName(p))}</h3>
                      <ProductForm
                        key={p.id}
                        mode="edit"
                        screen="products"
                        product={p}
                        categories={categories}
                        onSaved={(saved) => {
                          onSaved(saved);
                          setEditingId(null);
                        }}
                        onCancel={() => setEditingId(null)}
                      />
                      <PriceHistory key={`${p.id}-${p.dati_aggiornati_at ?? ''}`} productId={p.id} />
                    </section>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </ResourceView>

      {overlay}
      {remove.dialog}
    </section>
  );
}
