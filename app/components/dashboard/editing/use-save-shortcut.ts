import { useEffect, useRef } from 'react';

/**
 * Ctrl+S (Cmd+S on a Mac) saves the open editor instead of the browser's 'Salva pagina', from
 * anywhere on the page, even inside the rich-text editor. Off while `enabled` is false.
 */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 's') return;
      e.preventDefault();
      if (!e.repeat) saveRef.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
