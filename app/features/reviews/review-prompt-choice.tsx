import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { activePromptsQuery, preferredPrompt } from '../../entities/prompts/prompt-choices.ts';

/**
 * The prompt a new review is generated with (the default one chosen already, as in the list's
 * dialog), 'Genera recensione' and, while the AI writes, 'Generazione in corso...'.
 */
export function ReviewPromptChoice({ busy, onGenerate, onCancel }: { busy: boolean; onGenerate(promptId: number): void; onCancel(): void }) {
  const id = `${useId()}-prompt`;
  const prompts = useQuery(activePromptsQuery('recensione'));
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (prompts.isPending)
    return (
      <p className="overlay-loading" role="status">
        <Spinner /> {R.loadingPrompts}
      </p>
    );
  if (prompts.isError)
    return (
      <p className="overlay-message overlay-error" role="alert">
        {R.promptsLoadError}
      </p>
    );
  if (prompts.data.length === 0)
    return (
      <p className="overlay-message overlay-info" role="status">
        {R.promptsNone}
      </p>
    );
  const value = selected || String(preferredPrompt(prompts.data)?.id ?? '');
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{R.promptLabel}</label>
      <select id={id} value={value} disabled={busy} aria-invalid={error ? true : undefined} onChange={(e) => (setSelected(e.target.value), setError(null))}>
        <option value="">{R.promptPlaceholder}</option>
        {prompts.data.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.is_default === 1 ? R.promptDefault(p.titolo) : p.titolo}
          </option>
        ))}
      </select>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="review-new-choice">
        <Button variant="accent" icon={<Sparkles size={18} aria-hidden="true" />} loading={busy} onClick={() => (value ? onGenerate(Number(value)) : setError(R.promptRequired))}>
          {R.generate}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {R.cancel}
        </Button>
      </div>
      {busy && (
        <p className="overlay-loading" role="status">
          <Spinner /> {R.generating}
        </p>
      )}
    </div>
  );
}
