import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ClaimContentType, GateClaim } from '../../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../../common/schemas-claims.ts';
import { claimsFrom, ClaimsResolveDialog, useVerificationRetry } from '../claims/index.ts';
import { errorMessage } from '../../../lib/api.ts';
import { isUnauthorized } from '../../../lib/query.tsx';
import { useToast } from '../../ui/toast.tsx';

export type StatusTarget = 'pubblicata' | 'archiviata';

export interface StatusChangeOptions<T extends { id: number }> {
  /** The item's Pubblica / Archivia request (its feature's api.ts); `conferme` answer the publishing gate. */
  change(item: T, stato: StatusTarget, conferme?: ConfirmationsInput): Promise<unknown>;
  /** The lists the change moves the item in or out of: reloaded after it. */
  invalidates: readonly QueryKey[];
  /** What the verification is asked again for ('Riprova la verifica'). */
  tipo: ClaimContentType;
  /** The toasts: success and the fallback of a failure, for each action. */
  messages: { published: string; archived: string; publishError: string; archiveError: string };
  /** 'Modifica il testo' of the gate's dialog: opens the item's editor at the first of these claims. */
  editText?(item: T, claims: readonly string[]): void;
}

/**
 * Pubblica and Archivia of one item in a dashboard list, one at a time: a toast for the outcome,
 * the lists reloaded, and the publishing gate (decision 0023): a 409 with unresolved claims opens
 * the dialog, where each is confirmed with its source (the publish is sent again with them), the
 * verification is run again, or 'Modifica il testo' opens the item's editor at the first claim
 * (`editText`). `dialog` goes once in the screen.
 */
export function useStatusChange<T extends { id: number }>({ change, invalidates, tipo, messages, editText }: StatusChangeOptions<T>) {
  const toast = useToast();
  const [gate, setGate] = useState<{ item: T; claims: GateClaim[] } | null>(null);
  const verification = useVerificationRetry(tipo);
  const mutation = useMutation({
    mutationFn: ({ item, stato, conferme }: { item: T; stato: StatusTarget; conferme?: ConfirmationsInput }) => change(item, stato, conferme),
    meta: { invalidates },
    onSuccess: (_saved, { stato }) => {
      setGate(null);
      toast.success(stato === 'pubblicata' ? messages.published : messages.archived);
    },
    onError: (err, { item, stato }) => {
      if (isUnauthorized(err)) return;
      const claims = stato === 'pubblicata' ? claimsFrom(err) : null;
      if (claims) setGate({ item, claims });
      else toast.error(errorMessage(err, stato === 'pubblicata' ? messages.publishError : messages.archiveError));
    },
  });

  const set = (item: T, stato: StatusTarget, conferme?: ConfirmationsInput) => {
    if (!mutation.isPending) mutation.mutate({ item, stato, conferme });
  };

  /** 'Riprova la verifica': the dialog shows what is left. */
  async function retryVerification(item: T) {
    const left = await verification.retry(item.id);
    if (left !== null) setGate(left.length > 0 ? { item, claims: left } : null);
  }

  /** 'Modifica il testo': the dialog closes and the item's editor opens at the first claim. */
  function editGated() {
    if (!gate || !editText) return;
    setGate(null);
    editText(
      gate.item,
      gate.claims.map((c) => c.text),
    );
  }

  const running = mutation.isPending ? mutation.variables.item.id : null;
  const dialog = (
    <ClaimsResolveDialog
      open={gate !== null}
      confirmLabel={CLAIMS_MSG.confirmPublish}
      claims={gate?.claims ?? []}
      busy={mutation.isPending}
      onConfirm={(conferme) => gate && set(gate.item, 'pubblicata', conferme)}
      onCancel={() => setGate(null)}
      onEditText={editText ? editGated : undefined}
      onRetryVerification={() => gate && void retryVerification(gate.item)}
      retrying={verification.retrying}
      tipo={tipo}
      id={gate?.item.id}
    />
  );

  return { set, busy: (item: T) => running === item.id, dialog };
}
