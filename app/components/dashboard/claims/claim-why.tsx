import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCheck } from 'lucide-react';
import { useCallback } from 'react';
import type { ClaimContentType, GateClaim } from '../../../../common/claims.ts';
import { CLAIMS_HELD_TO } from '../../../../common/content-types.ts';
import { CLAIMS_MSG as C } from '../../../../common/messages-claims.ts';
import { mayConfirmClaims } from '../../../../common/roles-texts.ts';
import { confirmClaims } from '../../../entities/claims/api.ts';
import { errorMessage } from '../../../lib/api.ts';
import { isUnauthorized } from '../../../lib/query.tsx';
import { useOptionalSession } from '../../../lib/session.tsx';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';

/** A news item is held to its source; reviews and guides to their products' data (its 'scheda'): common/content-types.ts. */
const fromSource = (tipo: ClaimContentType) => CLAIMS_HELD_TO[tipo] === 'fonte';

/** The source a one-click confirmation is recorded with: 'Scheda del prodotto: …', 'Fonte della notizia: …'. */
export const factSource = (tipo: ClaimContentType, dato: string) => (fromSource(tipo) ? C.newsSourceOf(dato) : C.dataSourceOf(dato));

/**
 * Why a claim is flagged (decision 0069), muted under it: 'La scheda dice: <the fact>' (a news
 * item's 'La fonte dice: …'), else what the data lacks, else the model's reason.
 */
export function ClaimWhy({ claim, tipo, className = '' }: { claim: GateClaim; tipo: ClaimContentType; className?: string }) {
  const classes = `claim-why muted ${className}`.trim();
  if (claim.dato) {
    return (
      <p className={classes}>
        {fromSource(tipo) ? C.factFromSource : C.factFromData} <strong className="claim-why-fact">{claim.dato}</strong>
      </p>
    );
  }
  const why = claim.manca ?? claim.motivo;
  return why ? <p className={classes}>{why}</p> : null;
}

/** 'Conferma con la scheda' of one claim: shown only when the data has a nearest fact. */
export function ConfirmWithDataButton({ claim, tipo, busy, onConfirm }: { claim: GateClaim; tipo: ClaimContentType; busy?: boolean; onConfirm(claim: GateClaim): void }) {
  if (!claim.dato) return null;
  const source = fromSource(tipo);
  return (
    <Button
      size="sm"
      className="claim-why-confirm"
      icon={<CheckCheck size={14} aria-hidden="true" />}
      loading={busy}
      aria-label={source ? C.confirmWithSourceOf(claim.text) : C.confirmWithDataOf(claim.text)}
      onClick={() => onConfirm(claim)}
    >
      {source ? C.confirmWithSource : C.confirmWithData}
    </Button>
  );
}

/**
 * 'Conferma con la scheda' on a stored text (POST /api/verifica/{tipo}/{id}/conferme): the claim
 * confirmed with its nearest fact as source, recorded with who and when; the text's claim report
 * is read again, so the claim leaves the lists at once. `allowed`: the user may confirm claims
 * (a collaboratore may not: the button is not shown). `confirm` answers whether it was recorded
 * (never without a stored text, `id` null).
 */
export function useConfirmWithData(tipo: ClaimContentType, id: number | null) {
  const toast = useToast();
  const client = useQueryClient();
  const user = useOptionalSession()?.user ?? null;
  const { mutateAsync, isPending, variables } = useMutation({ mutationFn: confirmClaims });
  const confirm = useCallback(
    async (claim: GateClaim): Promise<boolean> => {
      if (id === null || !claim.dato) return false;
      try {
        await mutateAsync({ tipo, id, conferme: [{ testo: claim.text, fonte: factSource(tipo, claim.dato) }] });
        // Every read of this text's report (the editor's, a list's) is read again.
        await client.invalidateQueries({ predicate: (q) => q.queryKey.includes('verifica') && q.queryKey.at(-1) === id });
        toast.success(fromSource(tipo) ? C.confirmedWithSource : C.confirmedWithData);
        return true;
      } catch (err) {
        if (!isUnauthorized(err)) toast.error(errorMessage(err, C.confirmWithDataError));
        return false;
      }
    },
    [client, id, mutateAsync, tipo, toast],
  );
  const pending = isPending && variables ? variables.conferme[0]!.testo : null;
  return { allowed: !!user && mayConfirmClaims(user), confirm, pending };
}
