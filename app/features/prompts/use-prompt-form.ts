import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useReducer } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import { promptErrorMessage, promptSchema } from '../../../common/schemas-prompts.ts';
import type { Prompt, PromptType } from '../../../common/types.ts';
import { errorMessage } from '../../lib/api.ts';
import { promptKeys, savePrompt } from '../../entities/prompts/api.ts';

export interface PromptValues {
  titolo: string;
  tipo: PromptType | '';
  testo: string;
  attivo: boolean;
}

interface FormState {
  values: PromptValues;
  /** What the schema refused, shown under Testo until the next attempt. */
  invalid: string | null;
  /** The text 'Genera prompt' replaced, while one click can put it back (until Testo is edited). */
  beforeAi: string | null;
}

type Action =
  | { type: 'change'; values: Partial<PromptValues> }
  /** The AI wrote the text: it replaces Testo (kept for 'Annulla') and an old error no longer applies. */
  | { type: 'generated'; testo: string }
  /** 'Annulla' after a generation: the text it replaced comes back. */
  | { type: 'undo-generated' }
  | { type: 'invalid'; error: string | null };

function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'change':
      // Testo edited by hand: the generated text is the editor's now, nothing to undo.
      return { ...state, values: { ...state.values, ...action.values }, beforeAi: 'testo' in action.values ? null : state.beforeAi };
    case 'generated': {
      // A text written before is kept (a second generation keeps the editor's own, not the first one's).
      const before = state.beforeAi ?? (state.values.testo.trim() ? state.values.testo : null);
      return { ...state, values: { ...state.values, testo: action.testo }, invalid: null, beforeAi: before };
    }
    case 'undo-generated':
      return state.beforeAi === null ? state : { ...state, values: { ...state.values, testo: state.beforeAi }, beforeAi: null };
    case 'invalid':
      return { ...state, invalid: action.error };
  }
}

/** A new prompt starts empty and active; an existing one with its stored values. */
function initialState(prompt: Prompt | undefined): FormState {
  const values: PromptValues = prompt
    ? { titolo: prompt.titolo, tipo: prompt.tipo, testo: prompt.testo, attivo: prompt.is_active === 1 }
    : { titolo: '', tipo: '', testo: '', attivo: true };
  return { values, invalid: null, beforeAi: null };
}

/**
 * The state and the submit of the prompt form. With `prompt` it edits that prompt (PUT
 * /api/prompts/{id}, 'Prompt aggiornato.'), without it creates one (POST /api/prompts, 'Prompt
 * salvato.', and the list reloads); both check the body with the schema the API uses, so nothing
 * invalid is sent. The one message of the form (the schema's or the server's) shows under Testo.
 */
export function usePromptForm(prompt: Prompt | undefined, onSaved: (p: Prompt) => void) {
  const [state, dispatch] = useReducer(reducer, prompt, initialState);
  const save = useMutation({
    mutationFn: savePrompt,
    meta: prompt ? { success: M.updated } : { success: M.saved, invalidates: [promptKeys.lists] },
    onSuccess: (saved) => onSaved(saved),
  });
  const error = state.invalid ?? (save.error ? errorMessage(save.error, prompt ? M.updateError : M.saveError) : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const { titolo, tipo, testo, attivo } = state.values;
    const body = { titolo, tipo: tipo || undefined, testo, is_active: attivo };
    const checked = promptSchema.safeParse(body);
    save.reset();
    if (!checked.success) return dispatch({ type: 'invalid', error: promptErrorMessage(checked.error) });
    dispatch({ type: 'invalid', error: null });
    save.mutate({ id: prompt?.id, body });
  }

  return {
    values: state.values,
    /** The text 'Genera prompt' replaced, while 'Annulla' can put it back; null otherwise. */
    beforeAi: state.beforeAi,
    undoGenerated: () => dispatch({ type: 'undo-generated' }),
    error,
    saving: save.isPending,
    change: (values: Partial<PromptValues>) => dispatch({ type: 'change', values }),
    generated: (testo: string) => {
      save.reset();
      dispatch({ type: 'generated', testo });
    },
    submit,
  };
}
