import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { CATEGORY_MSG as M } from '../../../common/messages-categories.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import type { CategoryWithCount } from '../../../common/types-dashboard.ts';
import { DataTable } from '../../components/dashboard/data-table.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { categoriesQuery, categoryKeys, deleteCategory } from '../../entities/categories/api.ts';
import { CategoryDialog, type CategoryEditing } from './category-dialog.tsx';

/** /dashboard/categorie-prodotti: the categories with their products, added and edited in a modal. */
export function CategoriesPage() {
  const query = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<CategoryEditing | null>(null);
  const remove = useDeleteConfirmation<CategoryWithCount>({
    remove: (c) => deleteCategory(c.id),
    title: () => M.categoryDeleteConfirm,
    message: (c) => (
      <>
        <p>
          <strong>{c.nome}</strong>
        </p>
        <p>{M.categoryDeleteProducts(c.numero_prodotti)}</p>
      </>
    ),
    success: () => M.categoryDeleted,
    failure: () => M.categoryDeleteError,
    invalidates: [categoryKeys.all],
  });

  return (
    <section>
      <PageHeader
        title={M.categoriesTitle}
        description={M.categoriesIntro}
        actions={
          <Button variant="primary" icon={<Plus size={18} aria-hidden="true" />} onClick={() => setEditing({ mode: 'new' })}>
            {M.categoryNew}
          </Button>
        }
      />
      <QueryView query={query} loadingLabel={M.categoriesLoading} errorMessage={M.categoriesLoadError} empty={M.categoriesEmpty}>
        {(list) => (
          <DataTable
            rows={list}
            columns={[
              { label: M.categoryId, kind: 'id', className: 'mono', render: (c) => c.id },
              { label: M.categoryName, className: 'strong', render: (c) => c.nome },
              { label: M.categoryDescription, className: 'muted', render: (c) => c.descrizione || DASH_MSG.dash },
              {
                label: M.categoryActions,
                kind: 'actions',
                render: (c) => (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon={<Pencil size={16} aria-hidden="true" />}
                      onClick={() => setEditing({ mode: 'edit', category: c })}
                      aria-label={`${DASH_MSG.edit}: ${c.nome}`}
                    >
                      {DASH_MSG.edit}
                    </Button>
                    <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(c)} aria-label={`${DASH_MSG.delete}: ${c.nome}`}>
                      {DASH_MSG.delete}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </QueryView>

      {editing && <CategoryDialog key={editing.mode === 'edit' ? editing.category.id : 'new'} editing={editing} onClose={() => setEditing(null)} />}
      {remove.dialog}
    </section>
  );
}
