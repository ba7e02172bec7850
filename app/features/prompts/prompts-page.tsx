import { Plus } from 'lucide-react';
import { useState } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import type { Prompt } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/states.tsx';
import { deletePrompt } from '../../entities/prompts/api.ts';
import { type CardHandlers, PromptCard } from './prompt-card.tsx';
import { PromptFilters } from './prompt-filters.tsx';
import { PromptForm } from './prompt-form.tsx';
import { usePrompts } from './use-prompts.ts';

/**
 * The Prompts screen (/dashboard/prompts): 'Nuovo prompt' opens the add form above the filters;
 * the cards below show the saved prompts, each editable in place.
 */
export function PromptsPage() {
  const prompts = usePrompts();
  const { query, updateLists, filtered } = prompts;
  const [adding, setAdding] = useState(false);

  const remove = useDeleteConfirmation<Prompt>({
    remove: (p) => deletePrompt(p.id),
    title: () => M.deleteTitle,
    message: (p) => <p>{M.deleteConfirm(p.titolo)}</p>,
    success: () => M.deleted,
    failure: () => M.deleteError,
    onDeleted: (p) => updateLists((list) => list.filter((x) => x.id !== p.id)),
  });

  const handlers: CardHandlers = {
    onEdit: prompts.edit,
    onSetDefault: prompts.setDefault,
    onDelete: (p) => remove.ask(p),
    onCopy: prompts.copy,
  };

  return (
    <section className="prompts-page">
      <PageHeader
        title={M.title}
        description={M.intro}
        actions={
          !adding && (
            <Button variant="primary" icon={<Plus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {M.addTitle}
            </Button>
          )
        }
      />

      {adding && <PromptForm onCancel={() => setAdding(false)} onSaved={() => setAdding(false)} />}

      <PromptFilters filtered={filtered} onApply={prompts.setFilter} />

      <QueryView query={query} loadingLabel={M.loading} errorMessage={M.loadError} empty={<EmptyState message={filtered ? M.emptyFiltered : M.empty} />}>
        {(list) => (
          <>
            <p className="prompt-count muted" aria-live="polite">
              {M.count(list.length)}
            </p>
            <ul className="prompt-grid" aria-label={M.listLabel}>
              {list.map((p) => (
                <li key={p.id}>
                  <PromptCard
                    prompt={p}
                    editing={prompts.editingId === p.id}
                    settingDefault={prompts.settingDefault === p.id}
                    handlers={handlers}
                    onSaved={(saved) => prompts.editDone(p, saved)}
                    onCancel={() => prompts.editDone(p)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
      {remove.dialog}
    </section>
  );
}
