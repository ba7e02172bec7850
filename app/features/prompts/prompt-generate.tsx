import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import { promptErrorMessage, promptGenerateSchema } from '../../../common/schemas-prompts.ts';
import type { PromptType } from '../../../common/types.ts';
import { useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';

export type PromptGeneration = ReturnType<typeof usePromptGeneration>;

/**
 * 'Genera prompt': the AI writes the text from titolo, tipo and the directives. A second click
 * while it works is ignored (a ref, because the state has not re-rendered yet when the user
 * double-clicks). `onText` receives the text; nothing is saved until the form is submitted.
 */
export function usePromptGeneration({ titolo, tipo, onText }: { titolo: string; tipo: PromptType | ''; onText(text: string): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [direttive, setDirettive] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const busy = useRef(false);

  async function generate() {
    if (busy.current) return;
    const checked = promptGenerateSchema.safeParse({ titolo, tipo: tipo || undefined, direttive, lingua: 'it' });
    if (!checked.success) return setError(promptErrorMessage(checked.error));
    setError(null);
    busy.current = true;
    setGenerating(true);
    try {
      const res = await call<{ prompt: string }>('/api/prompts/genera', { method: 'POST', body: { titolo, tipo, direttive, lingua: 'it' } });
      toast.success(M.generated);
      onText(res.prompt);
    } catch (err) {
      setError(errorMessage(err, M.generateError));
    } finally {
      busy.current = false;
      setGenerating(false);
    }
  }

  return { direttive, setDirettive, error, generating, generate };
}

/** The directives box, the 'Genera prompt' button and its progress line (the add form only). */
export function PromptGenerateFields({ gen }: { gen: PromptGeneration }) {
  const { direttive, setDirettive, error, generating, generate } = gen;
  return (
    <>
      <Field id="prompt-direttive" label={M.fieldDirectives} hint={M.fieldDirectivesHint} error={error}>
        <textarea
          id="prompt-direttive"
          rows={3}
          maxLength={5000}
          value={direttive}
          onChange={(e) => setDirettive(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('prompt-direttive', { hint: true, error })}
        />
      </Field>
      <div className="prompt-generate">
        <Button variant="secondary" icon={<Sparkles size={16} aria-hidden="true" />} loading={generating} onClick={() => void generate()}>
          {M.generate}
        </Button>
        <p className="prompt-progress" role="status" aria-live="polite">
          {generating ? (
            <>
              <Spinner /> {M.generating}
            </>
          ) : null}
        </p>
      </div>
    </>
  );
}
