import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { categorySchema, dashboardErrorMessage } from '../../../common/schemas-dashboard.ts';
import type { Category } from '../../../common/types.ts';
import type { CategoryWithCount } from '../../../common/types-dashboard.ts';
import { DataTable } from '../../components/dashboard/data-table.tsx';
import { FormDialog } from '../../components/dashboard/form-dialog.tsx';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';

export function meta() {
  return [{ title: `${M.categoriesTitle} — ${M.dashboard}` }];
}

type Editing = { mode: 'new' } | { mode: 'edit'; category: Category };

/** The add/edit modal: nome required (Salva disabled while empty), descrizione optional. */
function CategoryDialog({ editing, onClose, onSaved }: { editing: Editing; onClose(): void; onSaved(c: Category): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const initial = editing.mode === 'edit' ? editing.category : null;
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [descrizione, setDescrizione] = useState(initial?.descrizione ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const valid = nome.trim() !== '';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { nome, descrizione };
    const checked = categorySchema.safeParse(body);
    if (!checked.success) return setError(dashboardErrorMessage(checked.error));
    setSaving(true);
    try {
      const saved = initial
        ? await call<Category>(`/api/categorie-prodotti/${initial.id}`, { method: 'PUT', body })
        : await call<Category>('/api/categorie-prodotti', { method: 'POST', body });
      toast.success(M.categorySaved);
      onSaved(saved);
    } catch (err) {
      setError(errorMessage(err, M.categorySaveError));
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormDialog title={initial ? M.categoryEditTitle : M.categoryNewTitle} formId="categoria-form" saving={saving} saveDisabled={!valid} onClose={onClose}>
      <form id="categoria-form" onSubmit={onSubmit} noValidate>
        <Field id="categoria-nome" label={M.categoryName} required error={error}>
          <input
            id="categoria-nome"
            value={nome}
            maxLength={100}
            onChange={(e) => {
              setNome(e.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy('categoria-nome', { error })}
            autoFocus
          />
        </Field>
        <Field id="categoria-descrizione" label={M.categoryDescription}>
          <textarea id="categoria-descrizione" rows={4} maxLength={1000} value={descrizione} onChange={(e) => setDescrizione(e.target.value)} />
        </Field>
      </form>
    </FormDialog>
  );
}

export default function CategorieProdotti() {
  const { state, reload } = useResource<CategoryWithCount[]>('/api/categorie-prodotti');
  const [editing, setEditing] = useState<Editing | null>(null);
  const remove = useDeleteConfirmation<CategoryWithCount>({
    path: (c) => `/api/categorie-prodotti/${c.id}`,
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
    onDeleted: () => void reload({ silent: true }),
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
      <ResourceView
        resource={state}
        loadingLabel={M.categoriesLoading}
        errorMessage={M.categoriesLoadError}
        onRetry={() => void reload()}
        empty={M.categoriesEmpty}
      >
        {(list) => (
          <DataTable
            rows={list}
            columns={[
              { label: M.categoryId, kind: 'id', className: 'mono', render: (c) => c.id },
              { label: M.categoryName, className: 'strong', render: (c) => c.nome },
              { label: M.categoryDescription, className: 'muted', render: (c) => c.descrizione || M.dash },
              {
                label: M.categoryActions,
                kind: 'actions',
                render: (c) => (
                  <>
                    <Button size="sm" variant="ghost" icon={<Pencil size={16} aria-hidden="true" />} onClick={() => setEditing({ mode: 'edit', category: c })} aria-label={`${M.edit}: ${c.nome}`}>
                      {M.edit}
                    </Button>
                    <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(c)} aria-label={`${M.delete}: ${c.nome}`}>
                      {M.delete}
                    </Button>
                  </>
                ),
              },
            ]}
          />
        )}
      </ResourceView>

      {editing && (
        <CategoryDialog
          key={editing.mode === 'edit' ? editing.category.id : 'new'}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload({ silent: true });
          }}
        />
      )}
      {remove.dialog}
    </section>
  );
}
