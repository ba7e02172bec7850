import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { PROMPT_MSG as M } from '../../../common/messages-prompts.ts';
import type { Prompt } from '../../../common/types.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { NO_FILTER, type PromptFilter, promptKeys, promptsQuery, setDefaultPrompt } from '../../entities/prompts/api.ts';

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

/** Changes the screen's cached lists in place, after a write whose answer says what changed. */
function useUpdatePromptLists() {
  const queryClient = useQueryClient();
  return useCallback((fn: (list: Prompt[]) => Prompt[]) => queryClient.setQueriesData<Prompt[]>({ queryKey: promptKeys.lists }, (list) => list && fn(list)), [queryClient]);
}

/**
 * The state of the Prompts screen: the applied filter and the list it loads, which card is being
 * edited, which one is becoming the default, and the card actions that only need the API.
 */
export function usePrompts() {
  const toast = useToast();
  const [filter, setFilter] = useState<PromptFilter>(NO_FILTER);
  const query = useQuery(promptsQuery(filter));
  const updateLists = useUpdatePromptLists();
  const [editingId, setEditingId] = useState<number | null>(null);
  const focusEditButton = useFocusEditButton();
  const makeDefault = useMutation({
    mutationFn: (p: Prompt) => setDefaultPrompt(p.id),
    meta: { error: M.defaultError },
    onSuccess: (saved) => {
      updateLists((list) => withSaved(list, saved, true));
      toast.success(M.defaultSet(saved.titolo));
    },
  });

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
    query,
    updateLists,
    filter,
    setFilter,
    filtered: filter.tipo !== '' || filter.q.trim() !== '',
    editingId,
    settingDefault: makeDefault.isPending ? makeDefault.variables.id : null,
    edit: (p: Prompt) => setEditingId(p.id),
    setDefault: (p: Prompt) => {
      if (!makeDefault.isPending) makeDefault.mutate(p);
    },
    copy: (p: Prompt) => void copy(p),
    /** The edit form closed: with the saved prompt in the list, or without changes. */
    editDone: (p: Prompt, saved?: Prompt) => {
      setEditingId(null);
      if (saved) updateLists((list) => withSaved(list, saved, Boolean(saved.is_default)));
      focusEditButton((saved ?? p).id);
    },
  };
}
