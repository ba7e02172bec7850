import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { SAFETY_MSG as M } from '../../../../common/messages-safety.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * Asks before unsaved changes are left behind: closing or reloading the tab (the browser's own
 * question, `beforeunload`) and any navigation inside the app, including a change of the address's
 * query (opening another review's Modifica), with a dialog 'Resta e salva' (the navigation is
 * cancelled and `save` runs: the editor saves and stays open) / 'Esci senza salvare' (Esc or ×
 * only cancel the navigation). `allow(fn)` runs a navigation the editor itself starts after
 * saving, without asking.
 */
export function useUnsavedGuard(dirty: boolean, save: () => void): { dialog: ReactNode; allow(fn: () => void): void } {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const allowing = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !allowing.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  // A blocked navigation whose reason went away (saved meanwhile) goes on by itself.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  const allow = useCallback((fn: () => void) => {
    allowing.current = true;
    try {
      fn();
    } finally {
      // The router reads the blocker synchronously inside navigate(); a later tick is safe.
      setTimeout(() => (allowing.current = false), 0);
    }
  }, []);

  const blocked = blocker.state === 'blocked';
  const dialog = (
    <Dialog
      open={blocked}
      title={M.leaveTitle}
      size="sm"
      onClose={() => blocker.reset?.()}
      footer={
        <>
          <Button
            variant="primary"
            onClick={() => {
              blocker.reset?.();
              save();
            }}
          >
            {M.leaveStay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {M.leaveGo}
          </Button>
        </>
      }
    >
      <p>{M.leaveText}</p>
    </Dialog>
  );
  return { dialog, allow };
}
