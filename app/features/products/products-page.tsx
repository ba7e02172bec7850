import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import {
  ListPager,
  ListSearch,
  NoMatches,
  useHeldDeletes,
  useListParams,
  usePageInRange,
  useRememberedView,
  useSelection,
  ViewToggle,
} from '../../components/dashboard/list/index.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { useCategories } from '../../entities/categories/use-categories.ts';
import { useReviewOverlay } from './review-overlay.tsx';
import { productPageQuery } from '../../entities/products/api.ts';
import { CategoryFilter } from '../../components/dashboard/list/category-filter.tsx';
import { PRODUCTS_SCOPE, ProductBulkBar } from './product-bulk.tsx';
import { ProductForm } from './product-form.tsx';
import type { ProductItemHandlers } from './product-item.tsx';
import { ProductListView } from './product-list-view.tsx';
import { useRefreshAll } from './refresh-all.tsx';
import { useProductActions } from './use-product-actions.tsx';
import { useProductEditor } from './use-product-editor.ts';

/**
 * /dashboard/prodotti (spec section 2): the catalogue newest first, 24 a page, searched (name,
 * short name, display name, ASIN) and filtered by category (kept in the address); as a grid or a
 * list (remembered), each product with its actions, a tick box and the bulk actions on the ticked
 * ones; the add form under the plus, the inline edit panel in the list.
 */
export function ProductsPage() {
  const list = useListParams();
  const { params, update, apiQuery, pageSize, filtered, reset } = list;
  const listKey = apiQuery({ ordine: 'recenti' });
  const query = useQuery(productPageQuery(listKey));
  usePageInRange(list, query.data, query.isPlaceholderData);
  const categories = useCategories();
  const [view, setView] = useRememberedView('prodotti');
  const [showAdd, setShowAdd] = useState(false);
  const editor = useProductEditor({ page: query.data?.items, listKey, setView });
  const { open: openOverlay, overlay } = useReviewOverlay();
  const refreshAll = useRefreshAll();
  const actions = useProductActions({ onDeleted: (deleted) => editor.setEditingId((id) => (id === deleted.id ? null : id)) });

  const page = query.data?.items;
  const pinned = editor.pinned;
  // Products whose bulk delete waits out its undo window are gone from the list already.
  const held = useHeldDeletes(PRODUCTS_SCOPE);
  const products = useMemo(() => {
    const items = page ?? [];
    const shown = pinned && !items.some((p) => p.id === pinned.id) ? [pinned, ...items] : items;
    return held.size > 0 ? shown.filter((p) => !held.has(p.id)) : shown;
  }, [page, pinned, held]);
  const selection = useSelection(useMemo(() => products.map((p) => p.id), [products]));

  const handlers: ProductItemHandlers = {
    onRefresh: actions.refresh,
    isRefreshing: actions.isRefreshing,
    onGenerate: (p) => void openOverlay(p),
    onEdit: (p) => {
      if (view === 'griglia') return editor.open(p.id);
      editor.setEditingId((current) => (current === p.id ? null : p.id));
    },
    onDelete: actions.askDelete,
  };

  const total = query.data?.total;
  const empty = filtered ? (
    <NoMatches onReset={reset} />
  ) : (
    <EmptyState message={M.productsEmpty}>
      <p>{M.productsEmptyHint}</p>
    </EmptyState>
  );

  return (
    <section className="products-page">
      <PageHeader
        title={M.productsTitle}
        description={total === undefined ? undefined : M.productsCount(total)}
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
          <ProductForm mode="create" screen="products" categories={categories} onSaved={() => setShowAdd(false)} />
        </section>
      )}

      <div className="list-filters">
        <ListSearch value={params.q} onSearch={(q) => update({ q })} placeholder={M.productsSearch} />
        <CategoryFilter value={params.categoria} onChange={(categoria) => update({ categoria })} />
        <ViewToggle view={view} onChange={setView} />
      </div>

      {products.length > 0 && <ProductBulkBar selection={selection} items={products} />}

      <QueryView query={query} loadingLabel={M.productsLoading} errorMessage={M.productsLoadError} isEmpty={() => products.length === 0} empty={empty}>
        {() => (
          <ProductListView products={products} view={view} editingId={editor.editingId} selection={selection} handlers={handlers} onEditDone={() => editor.setEditingId(null)} />
        )}
      </QueryView>

      {total !== undefined && total > 0 && <ListPager page={params.pagina} total={total} pageSize={pageSize} onPage={(pagina) => update({ pagina })} />}

      {overlay}
      {actions.dialog}
    </section>
  );
}
