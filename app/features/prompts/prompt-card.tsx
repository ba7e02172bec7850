import { Check, Copy, Pencil, Star, Trash2 } from 'lucide-react';
import { PROMPT_MSG as M, PROMPT_TYPE_LABELS } from '../../../common/messages-prompts.ts';
import type { Prompt } from '../../../common/types.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PromptForm } from './prompt-form.tsx';

export interface CardHandlers {
  onEdit(p: Prompt): void;
  onSetDefault(p: Prompt): void;
  onDelete(p: Prompt): void;
  onCopy(p: Prompt): void;
}

interface PromptCardProps {
  prompt: Prompt;
  editing: boolean;
  settingDefault: boolean;
  handlers: CardHandlers;
  onSaved(p: Prompt): void;
  onCancel(): void;
}

/**
 * One saved prompt: title, type, DEFAULT and 'Non attivo' badges, the update date, then either its
 * text with Copia, Modifica, Imposta default and Elimina, or the edit form in place. The default
 * prompt cannot be deleted; its button says why to screen readers as well as on hover.
 */
export function PromptCard({ prompt, editing, settingDefault, handlers, onSaved, onCancel }: PromptCardProps) {
  const titleId = `prompt-${prompt.id}-titolo`;
  const isDefault = prompt.is_default === 1;
  return (
    <article className={`card prompt-card${isDefault ? ' is-default' : ''}`} aria-labelledby={titleId} data-testid="prompt-card" data-prompt-id={prompt.id}>
      <header className="prompt-card-header">
        <h3 id={titleId} className="prompt-card-title">
          {prompt.titolo}
        </h3>
        <div className="prompt-card-badges">
          <Badge tone="neutral">{PROMPT_TYPE_LABELS[prompt.tipo]}</Badge>
          {isDefault && (
            <span data-testid="prompt-default-badge">
              <Badge tone="accent">{M.badgeDefault}</Badge>
            </span>
          )}
          {prompt.is_active === 0 && <Badge tone="draft">{M.badgeInactive}</Badge>}
        </div>
        <p className="prompt-card-date">{M.updatedAt(formatDateTime(prompt.updated_at))}</p>
      </header>
      {editing ? (
        <PromptForm prompt={prompt} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <>
          <pre className="prompt-text" tabIndex={0} aria-label={`${M.fieldText}: ${prompt.titolo}`}>
            {prompt.testo}
          </pre>
          <div className="prompt-card-actions">
            <Button size="sm" variant="ghost" icon={<Copy size={16} aria-hidden="true" />} onClick={() => handlers.onCopy(prompt)} aria-label={`${M.copy}: ${prompt.titolo}`}>
              {M.copy}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={<Pencil size={16} aria-hidden="true" />}
              onClick={() => handlers.onEdit(prompt)}
              aria-label={`${M.edit}: ${prompt.titolo}`}
              data-edit-button={prompt.id}
            >
              {M.edit}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              icon={isDefault ? <Check size={16} aria-hidden="true" /> : <Star size={16} aria-hidden="true" />}
              onClick={() => handlers.onSetDefault(prompt)}
              disabled={isDefault}
              loading={settingDefault}
              aria-label={isDefault ? `${M.isDefault}: ${prompt.titolo}` : `${M.setDefault}: ${prompt.titolo}`}
            >
              {isDefault ? M.isDefault : M.setDefault}
            </Button>
            <Button
              size="sm"
              variant="danger"
              className="prompt-delete"
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => handlers.onDelete(prompt)}
              disabled={isDefault}
              title={isDefault ? M.deleteDisabled : undefined}
              aria-label={`${M.delete}: ${prompt.titolo}`}
              aria-describedby={isDefault ? `prompt-${prompt.id}-nodelete` : undefined}
            >
              {M.delete}
            </Button>
            {isDefault && (
              <span id={`prompt-${prompt.id}-nodelete`} className="sr-only">
                {M.deleteDisabled}
              </span>
            )}
          </div>
        </>
      )}
    </article>
  );
}
