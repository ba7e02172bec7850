import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The guide open in its editor, kept in the address as `?modifica={id}` (null: none), like the
 * reviews' editor: Back closes it, a reload keeps it open, and leaving it with unsaved changes
 * (another guide's Modifica, a filter, another page, 'Crea nuova guida') goes through the editor's
 * question first. Opening one closes the creation panel (`?nuova=1`): one editor at a time.
 */
export function useEditingGuide(): [number | null, (id: number | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('modifica'));
  const editingId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const setEditing = useCallback(
    (id: number | null) =>
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        next.delete('nuova');
        if (id === null) next.delete('modifica');
        else next.set('modifica', String(id));
        return next;
      }),
    [setSearchParams],
  );
  return [editingId, setEditing];
}
