import { Search, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import { Button } from '../../components/ui/button.tsx';
import { NO_FILTER, type PromptFilter } from '../../entities/prompts/api.ts';
import { TypeSelect } from './prompt-fields.tsx';

/**
 * The type and text filters. What the boxes say is a draft: the list changes only with 'Filtra'
 * (text trimmed), so typing does not send a request per key. 'Azzera filtri', shown while a
 * filter applies, empties both boxes and the applied filter.
 */
export function PromptFilters({ filtered, onApply }: { filtered: boolean; onApply(filter: PromptFilter): void }) {
  const [draft, setDraft] = useState<PromptFilter>(NO_FILTER);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    onApply({ tipo: draft.tipo, q: draft.q.trim() });
  }

  return (
    <form className="card prompt-filters" role="search" onSubmit={onSubmit} aria-label={M.filterSubmit}>
      <div className="field">
        <label htmlFor="filtro-tipo">{M.filterType}</label>
        <TypeSelect id="filtro-tipo" value={draft.tipo} emptyLabel={M.filterAll} onChange={(tipo) => setDraft((d) => ({ ...d, tipo }))} />
      </div>
      <div className="field prompt-filter-q">
        <label htmlFor="filtro-q">{M.filterSearch}</label>
        <input
          id="filtro-q"
          type="search"
          value={draft.q}
          maxLength={200}
          placeholder={M.filterSearchPlaceholder}
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
        />
      </div>
      <div className="prompt-filter-actions">
        <Button type="submit" variant="primary" icon={<Search size={16} aria-hidden="true" />}>
          {M.filterSubmit}
        </Button>
        {filtered && (
          <Button
            variant="ghost"
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => {
              setDraft(NO_FILTER);
              onApply(NO_FILTER);
            }}
          >
            {M.filterReset}
          </Button>
        )}
      </div>
    </form>
  );
}
