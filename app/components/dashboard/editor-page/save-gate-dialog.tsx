import type { ClaimContentType, GateClaim } from '../../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../../common/schemas-claims.ts';
import { ClaimsResolveDialog } from '../claims/index.ts';

/**
 * The publishing gate met by a save of a text's page: the claims the server refused (null: closed),
 * 'Conferma e salva' sends them confirmed with their sources, 'Modifica il testo' closes the dialog
 * and shows the claims in the text. The same for reviews, guides and news.
 */
export function SaveGateDialog({
  claims,
  busy,
  onConfirm,
  onClose,
  reveal,
  tipo,
}: {
  claims: readonly GateClaim[] | null;
  busy: boolean;
  onConfirm(conferme: ConfirmationsInput): void;
  onClose(): void;
  reveal(texts: string[]): void;
  /** The text's type; its claims are the draft's, not stored yet: a one-click confirmation goes with the save. */
  tipo: ClaimContentType;
}) {
  return (
    <ClaimsResolveDialog
      open={claims !== null}
      confirmLabel={CLAIMS_MSG.confirmSave}
      claims={claims ?? []}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onClose}
      tipo={tipo}
      onEditText={() => {
        reveal((claims ?? []).map((c) => c.text));
        onClose();
      }}
    />
  );
}
