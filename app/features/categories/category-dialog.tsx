import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CATEGORY_MSG as M } from '../../../common/messages-categories.ts';
import { categorySchema, dashboardErrorMessage } from '../../../common/schemas-dashboard.ts';
import type { Category } from '../../../common/types.ts';
import { FormDialog } from '../../components/dashboard/form-dialog.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { categoryKeys, saveCategory } from '../../entities/categories/api.ts';

export type CategoryEditing = { mode: 'new' } | { mode: 'edit'; category: Category };

/** The add/edit modal: nome required (Salva disabled while empty), descrizione optional. */
export function CategoryDialog({ editing, onClose }: { editing: CategoryEditing; onClose(): void }) {
  const initial = editing.mode === 'edit' ? editing.category : null;
  const [nome, setNome] = useState(initial?.nome ?? '');
  const [descrizione, setDescrizione] = useState(initial?.descrizione ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({ mutationFn: saveCategory, meta: { success: M.categorySaved, invalidates: [categoryKeys.all] }, onSuccess: onClose });
  // The server's refusal stays next to the field (not in a toast): the editor fixes it there.
  const error = invalid ?? (save.error ? errorMessage(save.error, M.categorySaveError) : null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const body = { nome, descrizione };
    const checked = categorySchema.safeParse(body);
    if (!checked.success) return setInvalid(dashboardErrorMessage(checked.error));
    save.mutate({ ...body, id: initial?.id });
  }

  return (
    <FormDialog title={initial ? M.categoryEditTitle : M.categoryNewTitle} formId="categoria-form" saving={save.isPending} saveDisabled={nome.trim() === ''} onClose={onClose}>
      <form id="categoria-form" onSubmit={onSubmit} noValidate>
        <Field id="categoria-nome" label={M.categoryName} required error={error}>
          <input
            id="categoria-nome"
            value={nome}
            maxLength={100}
            onChange={(e) => {
              setNome(e.target.value);
              setInvalid(null);
              save.reset();
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
