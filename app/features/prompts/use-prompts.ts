import { useCallback, useEffect, useState } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import type { Prompt, PromptType } from '../../../common/types.ts';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';

export interface PromptFilter {
  tipo: PromptType | '';
  q: string;
}
export const NO_FILTER: PromptFilter = { tipo: '', q: '' };

/** GET /api/prompts answers a list or `{ prompts: [...] }` (spec section 7): both read as the list. */
const promptList = (raw: unknown): Prompt[] => (Array.isArray(raw) ? raw : ((raw as { prompts?: Prompt[] } | null)?.prompts ?? []));

/** The list the screen asks for (spec section 9: limit 200, updated_at descending). */
const listPath = (filter: PromptFilter) => {
  const params = new URLSearchParams({ limit: '200', sort: 'updated_at', order: 'desc' });
  if (filter.tipo) params.set('tipo', filter.tipo);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return `/api/prompts?${params.toString()}`;
};

/**
 * The list with `saved` in place of its old version. When `saved` is the default, the others of
 * its type are no longer default (the server moved the flag; this spares a reload).
 */
const withSaved = (list: Prompt[], saved: Prompt, isDefault: boolean) =>
  list.map((x) => (x.id === saved.id ? saved : isDefault && x.tipo === saved.tipo && x.is_default ? { ...x, is_default: 0 as const } : x));

/**
 * After an edit closes, its card's 'Modifica' button gets the focus back. The button exists only
 * once React has committed the card without its form, so the focus moves in an effect after that
 * commit, not in a frame callback that can run before it (an update after an await is not
 * committed synchronously).
 */
function useFocusEditButton() {
  const [focusAfterEdit, setFocusAfterEdit] = useState<number | null>(null);
  useEffect(() => {
    if (focusAfterEdit === null) return;
    document.querySelector<HTMLButtonElement>(`[data-edit-button="${focusAfterEdit}"]`)?.focus();
    setFocusAfterEdit(null);
  }, [focusAfterEdit]);
  return setFocusAfterEdit;
}

/**
 * The state of the Prompts screen: the applied filter and the list it loads, which card is being
 * edited, which one is becoming the default, and the card actions that only need the API.
 */
export function usePrompts() {
  const call = useDashboardApi();
  const toast = useToast();
  const [filter, setFilter] = useState<PromptFilter>(NO_FILTER);
  const { state, reload, update } = useResource<Prompt[]>(listPath(filter), promptList);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [settingDefault, setSettingDefault] = useState<number | null>(null);
  const focusEditButton = useFocusEditButton();

  const setDefault = useCallback(
    async (p: Prompt) => {
      if (settingDefault !== null) return;
      setSettingDefault(p.id);
      try {
        const saved = await call<Prompt>(`/api/prompts/${p.id}/default`, { method: 'PATCH' });
        update((list) => withSaved(list, saved, true));
        toast.success(M.defaultSet(saved.titolo));
      } catch (err) {
        toast.error(errorMessage(err, M.defaultError));
      } finally {
        setSettingDefault(null);
      }
    },
    [call, settingDefault, toast, update],
  );

  const copy = useCallback(
    async (p: Prompt) => {
      try {
        await navigator.clipboard.writeText(p.testo);
        toast.success(M.copied);
      } catch {
        toast.error(M.copyFailed);
      }
    },
    [toast],
  );

  return {
    state,
    reload,
    update,
    filter,
    setFilter,
    filtered: filter.tipo !== '' || filter.q.trim() !== '',
    editingId,
    settingDefault,
    edit: (p: Prompt) => setEditingId(p.id),
    setDefault: (p: Prompt) => void setDefault(p),
    copy: (p: Prompt) => void copy(p),
    /** The edit form closed: with the saved prompt in the list, or without changes. */
    editDone: (p: Prompt, saved?: Prompt) => {
      setEditingId(null);
      if (saved) update((list) => withSaved(list, saved, Boolean(saved.is_default)));
      focusEditButton((saved ?? p).id);
    },
  };
}
