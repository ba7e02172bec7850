import { type FormEvent, useReducer } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import { promptErrorMessage, promptSchema } from '../../../common/schemas-prompts.ts';
import type { Prompt, PromptType } from '../../../common/types.ts';
import { useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';

export interface PromptValues {
  titolo: string;
  tipo: PromptType | '';
  testo: string;
  attivo: boolean;
}

interface FormState {
  values: PromptValues;
  /** The one message of the form, shown under Testo (validation or the server's answer). */
  error: string | null;
  saving: boolean;
}

type Action =
  | { type: 'change'; values: Partial<PromptValues> }
  /** The AI wrote the text: it replaces Testo and an old error no longer applies. */
  | { type: 'generated'; testo: string }
  | { type: 'failed'; error: string }
  | { type: 'saving' }
  | { type: 'settled' };

function reducer(state: FormState, action: Action): FormState {
  switch (action.type) {
    case 'change':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'generated':
      return { ...state, values: { ...state.values, testo: action.testo }, error: null };
    case 'failed':
      return { ...state, error: action.error };
    case 'saving':
      return { ...state, error: null, saving: true };
    case 'settled':
      return { ...state, saving: false };
  }
}

/** A new prompt starts empty and active; an existing one with its stored values. */
function initialState(prompt: Prompt | undefined): FormState {
  const values: PromptValues = prompt ? { titolo: prompt.titolo, tipo: prompt.tipo, testo: prompt.testo, attivo: prompt.is_active === 1 } : { titolo: '', tipo: '', testo: '', attivo: true };
  return { values, error: null, saving: false };
}

/**
 * The state and the submit of the prompt form. With `prompt` it edits that prompt (PUT
 * /api/prompts/{id}, 'Prompt aggiornato.'), without it creates one (POST /api/prompts, 'Prompt
 * salvato.'); both check the body with the schema the API uses, so nothing invalid is sent.
 */
export function usePromptForm(prompt: Prompt | undefined, onSaved: (p: Prompt) => void) {
  const call = useDashboardApi();
  const toast = useToast();
  const [state, dispatch] = useReducer(reducer, prompt, initialState);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { titolo, tipo, testo, attivo } = state.values;
    const body = { titolo, tipo: tipo || undefined, testo, is_active: attivo };
    const checked = promptSchema.safeParse(body);
    if (!checked.success) return dispatch({ type: 'failed', error: promptErrorMessage(checked.error) });
    dispatch({ type: 'saving' });
    try {
      const saved = prompt ? await call<Prompt>(`/api/prompts/${prompt.id}`, { method: 'PUT', body }) : await call<Prompt>('/api/prompts', { method: 'POST', body });
      toast.success(prompt ? M.updated : M.saved);
      onSaved(saved);
    } catch (err) {
      dispatch({ type: 'failed', error: errorMessage(err, prompt ? M.updateError : M.saveError) });
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return {
    ...state,
    change: (values: Partial<PromptValues>) => dispatch({ type: 'change', values }),
    generated: (testo: string) => dispatch({ type: 'generated', testo }),
    submit,
  };
}
