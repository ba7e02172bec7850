import { type ReactNode, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { errorMessage } from '../../lib/api.ts';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { useToast } from '../ui/toast.tsx';
import { useDashboardApi } from './use-dashboard-api.ts';

export interface DeleteConfirmationOptions<T> {
  /** The DELETE endpoint of an item. */
  path(item: T): string;
  title(item: T): string;
  message(item: T): ReactNode;
  success(item: T): string;
  /** The screen's fallback when the server gives no message. */
  failure(item: T): string;
  /** Local update after the deletion (remove from the list, reload…). */
  onDeleted(item: T): void;
}

/**
 * Every dashboard deletion works the same way: ask in a modal, call DELETE, a toast for the result
 * (the server's words first). Returns `ask(item)` and the dialog to render.
 */
export function useDeleteConfirmation<T>(options: DeleteConfirmationOptions<T>) {
  const call = useDashboardApi();
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null) return;
    setBusy(true);
    try {
      await call(options.path(target), { method: 'DELETE' });
      options.onDeleted(target);
      toast.success(options.success(target));
      setTarget(null);
    } catch (err) {
      toast.error(errorMessage(err, options.failure(target)));
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target === null ? '' : options.title(target)}
      message={target === null ? '' : options.message(target)}
      confirmLabel={M.delete}
      danger
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );

  return { ask: setTarget, dialog };
}
