import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The item open in a list's editor, kept in the address as `?modifica={id}` (null: none): Back
 * closes it, a reload keeps it open, and leaving it with unsaved changes (another item's Modifica,
 * a filter, another page) goes through the editor's question first (useUnsavedGuard).
 * `consumed`: parameters that opening or closing an editor removes in the same navigation (a link
 * that asked for an editor, another panel that cannot be open at the same time).
 */
export function useEditingParam(consumed: readonly string[] = []): [number | null, (id: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('modifica'));
  const editingId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const key = consumed.join(',');
  const setEditing = useCallback(
    (id: number | null) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        for (const name of key.split(',')) if (name) next.delete(name);
        if (id === null) next.delete('modifica');
        else next.set('modifica', String(id));
        return next;
      }),
    [setSearchParams, key],
  );
  return [editingId, setEditing];
}
