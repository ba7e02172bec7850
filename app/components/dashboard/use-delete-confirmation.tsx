import { type QueryKey, useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import type { DeleteChoice } from '../../../common/schemas-redirects.ts';
import { errorMessage } from '../../lib/api.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { ConfirmDialog } from '../ui/dialog.tsx';
import { useToast } from '../ui/toast.tsx';
import { useAddressChoice } from './delete-address-choice.tsx';

export interface DeleteConfirmationOptions<T> {
  /** The feature's delete request for an item (its api.ts), with what its address answers afterwards when asked. */
  remove(item: T, after?: DeleteChoice): Promise<unknown>;
  title(item: T): string;
  message(item: T): ReactNode;
  success(item: T): string;
  /** The screen's fallback when the server gives no message. */
  failure(item: T): string;
  /** The lists the deletion changes: reloaded after it. */
  invalidates?: readonly QueryKey[];
  /** Anything else to do after the deletion (close its editor…). */
  onDeleted?(item: T): void;
  /** A published text with an address of its own: the dialog asks what that address answers afterwards (404, 410, 301). */
  leavesAddress?(item: T): boolean;
}

/**
 * Every dashboard deletion works the same way: ask in a modal, delete, a toast for the result
 * (the server's words first), the lists it changes reloaded. Returns `ask(item)` and the dialog.
 */
export function useDeleteConfirmation<T>(options: DeleteConfirmationOptions<T>) {
  const [target, setTarget] = useState<T | null>(null);
  const address = useAddressChoice();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: ({ item, after }: { item: T; after?: DeleteChoice }) => options.remove(item, after),
    meta: { invalidates: options.invalidates },
    onSuccess: (_data, { item }) => {
      options.onDeleted?.(item);
      toast.success(options.success(item));
      setTarget(null);
    },
    onError: (err, { item }) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, options.failure(item)));
    },
  });
  const asksAddress = target !== null && options.leavesAddress?.(target) === true;

  const ask = (item: T | null) => {
    address.reset();
    setTarget(item);
  };

  const confirm = () => {
    if (target === null) return;
    const after = asksAddress ? address.resolve() : undefined;
    if (after !== null) mutation.mutate({ item: target, after });
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target === null ? '' : options.title(target)}
      message={
        target === null ? (
          ''
        ) : (
          <>
            {options.message(target)}
            {asksAddress && address.field}
          </>
        )
      }
      confirmLabel={M.delete}
      danger
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={() => setTarget(null)}
    />
  );

  return { ask, dialog };
}
