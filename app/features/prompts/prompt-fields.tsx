import { PROMPT_MSG as M, PROMPT_TYPE_LABELS } from '../../../common/messages-prompts.ts';
import { PROMPT_PLACEHOLDERS } from '../../../common/prompt-placeholders.ts';
import { PROMPT_TYPES, type PromptType } from '../../../common/types.ts';

/**
 * The type select of the prompts screen. One component for the form ('Scegli il tipo…') and the
 * filter ('Tutti i tipi'), so the two lists of types cannot drift apart.
 */
export function TypeSelect({
  id,
  value,
  onChange,
  emptyLabel = M.fieldTypeChoose,
}: {
  id: string;
  value: PromptType | '';
  onChange(v: PromptType | ''): void;
  emptyLabel?: string;
}) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as PromptType | '')}>
      <option value="">{emptyLabel}</option>
      {PROMPT_TYPES.map((t) => (
        <option key={t} value={t}>
          {PROMPT_TYPE_LABELS[t]}
        </option>
      ))}
    </select>
  );
}

/** The placeholders of a type, under the text box. */
export function PlaceholderHint({ tipo, id }: { tipo: PromptType | ''; id: string }) {
  if (!tipo) return null;
  const list = PROMPT_PLACEHOLDERS[tipo];
  return (
    <p className="field-hint prompt-placeholders" id={id}>
      {list.length ? M.placeholdersHint(list.map((p) => `{${p.name}}`).join(', ')) : M.placeholdersNone}
    </p>
  );
}
