import { useEffect, useId, useRef } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import type { Prompt } from '../../../common/types.ts';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PlaceholderHint, TypeSelect } from './prompt-fields.tsx';
import { PromptGenerateFields, usePromptGeneration } from './prompt-generate.tsx';
import { usePromptForm } from './use-prompt-form.ts';

interface PromptFormProps {
  /** The prompt to edit; without it the form adds a new one. */
  prompt?: Prompt;
  onSaved(p: Prompt): void;
  onCancel(): void;
}

/**
 * The one form of a prompt: titolo, tipo, testo (with the placeholders of its type) and attivo,
 * checked with the API's schema before anything is sent.
 * - Adding (no `prompt`): a panel of its own titled 'Nuovo prompt', empty, with the directives and
 *   'Genera prompt' (saving waits while the AI writes); it saves with POST.
 * - Editing: inside the prompt's card, pre-filled, Esc gives up; it saves with PUT. The default
 *   prompt cannot be made inactive.
 */
export function PromptForm({ prompt, onSaved, onCancel }: PromptFormProps) {
  const editing = prompt !== undefined;
  const form = usePromptForm(prompt, onSaved);
  const { values, error, saving } = form;
  const testoRef = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const gen = usePromptGeneration({
    titolo: values.titolo,
    tipo: values.tipo,
    onText: (text) => {
      form.generated(text);
      testoRef.current?.focus();
    },
  });
  // The add form has one on the page, so its ids are fixed; the edit forms take unique ones.
  const uid = useId();
  const base = editing ? uid : 'prompt';
  const ids = { titolo: `${base}-titolo`, tipo: `${base}-tipo`, testo: `${base}-testo` };

  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const fields = (
    <>
      <div className="prompt-add-grid">
        <Field id={ids.titolo} label={M.fieldTitle} required>
          <input id={ids.titolo} ref={titleRef} value={values.titolo} maxLength={200} onChange={(e) => form.change({ titolo: e.target.value })} />
        </Field>
        <Field id={ids.tipo} label={M.fieldType} required>
          <TypeSelect id={ids.tipo} value={values.tipo} onChange={(tipo) => form.change({ tipo })} />
        </Field>
      </div>
      {!editing && <PromptGenerateFields gen={gen} />}
      <Field id={ids.testo} label={M.fieldText} required error={error}>
        <textarea
          id={ids.testo}
          ref={testoRef}
          rows={12}
          maxLength={50000}
          value={values.testo}
          onChange={(e) => form.change({ testo: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={[values.tipo ? `${ids.testo}-placeholders` : null, error ? `${ids.testo}-error` : null].filter(Boolean).join(' ') || undefined}
          aria-busy={gen.generating || undefined}
        />
      </Field>
      {!editing && (
        // After 'Genera prompt' replaced a text: one click puts it back. A live region all along, so the line is announced.
        <div className="prompt-ai-undo" role="status">
          {form.beforeAi !== null && (
            <>
              <span id={`${ids.testo}-ai`}>{M.generatedByAi}</span>{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-describedby={`${ids.testo}-ai`}
                onClick={() => {
                  form.undoGenerated();
                  testoRef.current?.focus();
                }}
              >
                {M.undoGenerated}
              </Button>
            </>
          )}
        </div>
      )}
      <PlaceholderHint tipo={values.tipo} id={`${ids.testo}-placeholders`} />
      <label className="field-check prompt-active">
        <input type="checkbox" checked={values.attivo} disabled={prompt?.is_default === 1} onChange={(e) => form.change({ attivo: e.target.checked })} />
        <span>{M.active}</span>
      </label>
      <div className="dash-form-actions">
        <Button type="submit" variant="primary" loading={saving} disabled={gen.generating}>
          {editing ? M.saveChanges : M.save}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {M.cancel}
        </Button>
      </div>
    </>
  );

  if (editing) {
    return (
      <form className="prompt-edit" onSubmit={form.submit} noValidate onKeyDown={(e) => e.key === 'Escape' && !saving && onCancel()}>
        {fields}
      </form>
    );
  }
  return (
    <form className="card panel prompt-add" onSubmit={form.submit} noValidate aria-labelledby="prompt-add-title" data-testid="prompt-add">
      <h2 className="panel-title" id="prompt-add-title">
        {M.addTitle}
      </h2>
      {fields}
    </form>
  );
}
