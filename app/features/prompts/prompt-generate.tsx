import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useRef, useState } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import { promptErrorMessage, promptGenerateSchema } from '../../../common/schemas-prompts.ts';
import type { PromptType } from '../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { generatePrompt } from '../../entities/prompts/api.ts';

export type PromptGeneration = ReturnType<typeof usePromptGeneration>;

/**
 * 'Genera prompt': the AI writes the text from titolo, tipo and the directives. A second click
 * while it works is ignored (a ref, because the mutation's pending state reaches the screen only
 * after a re-render, later than a double click). `onText` receives the text; nothing is saved
 * until the form is submitted.
 */
export function usePromptGeneration({ titolo, tipo, onText }: { titolo: string; tipo: PromptType | ''; onText(text: string): void }) {
  const [direttive, setDirettive] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const busy = useRef(false);
  const generation = useMutation({
    mutationFn: generatePrompt,
    meta: { success: M.generated },
    onSuccess: (res) => onText(res.prompt),
    onSettled: () => {
      busy.current = false;
    },
  });
  const error = invalid ?? (generation.error ? errorMessage(generation.error, M.generateError) : null);

  function generate() {
    if (busy.current) return;
    const checked = promptGenerateSchema.safeParse({ titolo, tipo: tipo || undefined, direttive, lingua: 'it' });
    generation.reset();
    if (!checked.success) return setInvalid(promptErrorMessage(checked.error));
    setInvalid(null);
    busy.current = true;
    generation.mutate({ titolo, tipo, direttive, lingua: 'it' });
  }

  return { direttive, setDirettive, error, generating: generation.isPending, generate };
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
        <Button variant="secondary" icon={<Sparkles size={16} aria-hidden="true" />} loading={generating} onClick={generate}>
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
