import { useMutation } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ClaimContentType, GateClaim } from '../../../../common/claims.ts';
import { CLAIMS_MSG as C } from '../../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../../common/schemas-claims.ts';
import { ApiError } from '../../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useToast } from '../../ui/toast.tsx';
import { retryVerification } from '../../../entities/claims/api.ts';
import { ClaimWhy, ConfirmWithDataButton, factSource, useConfirmWithData } from './claim-why.tsx';

/** The claims of a 409 from publish or a save of published text ({error, non_verificati}), else null. */
export function claimsFrom<T extends GateClaim = GateClaim>(err: unknown): T[] | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const body = err.body as { non_verificati?: unknown } | null;
  return Array.isArray(body?.non_verificati) ? (body.non_verificati as T[]) : null;
}

const SOURCE_MIN = 3;

/**
 * 'Riprova la verifica' (POST /api/verifica/{tipo}/{id}): the model-based verification again, its
 * outcome in a toast. `retry` answers the claims still unresolved afterwards, or null when the
 * call itself failed (the dialog keeps what it showed).
 */
export function useVerificationRetry(tipo: ClaimContentType) {
  const toast = useToast();
  const { mutateAsync, isPending } = useMutation({ mutationFn: retryVerification, meta: { error: C.verificationFailed } });
  const retry = useCallback(
    async (id: number): Promise<GateClaim[] | null> => {
      try {
        const report = await mutateAsync({ tipo, id });
        if (report.verifica?.stato === 'completata') toast.success(C.verificationDone);
        else toast.error(report.verifica?.errore ?? C.verificationFailed);
        return report.non_verificati;
      } catch {
        return null;
      }
    },
    [mutateAsync, toast, tipo],
  );
  return { retrying: isPending, retry };
}

/**
 * The publishing gate in the dashboard (decision 0023): every claim still unresolved, with why
 * and a 'Fonte' field. The editor either goes to the text ('Modifica il testo': back to the open
 * editor, or the editor opened at the first claim) and edits the claims away, or states each true
 * by naming its source: the confirmations are sent with the publish (or save) and recorded with
 * the editor's name and the time. A failed verification can be run again from here.
 * Why (decision 0069): the nearest fact of the data, what it lacks, or the model's reason. A claim
 * the data says in other words is resolved by 'Conferma con la scheda' in one click, its fact as
 * source: recorded at once on the stored text (`id`), or sent with the action when the claims are
 * those of a text not stored yet (a save, a restore). When that resolves the last claim listed,
 * the dialog goes on with its action by itself.
 */
export function ClaimsResolveDialog({
  open,
  claims,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  onEditText,
  onRetryVerification,
  retrying,
  tipo,
  id,
}: {
  open: boolean;
  claims: readonly GateClaim[];
  confirmLabel: string;
  busy?: boolean;
  onConfirm(conferme: ConfirmationsInput): void;
  /** Closes the dialog (Esc, ×; and 'Modifica il testo' when there is no `onEditText`). */
  onCancel(): void;
  /**
   * 'Modifica il testo' where the text is not open (a list's Pubblica, a restore from the
   * Cronologia): opens the editor at the first claim listed. Without it the button only closes
   * the dialog, back to the editor it was opened from.
   */
  onEditText?(): void;
  /** Runs the model-based verification again (shown when it did not complete). */
  onRetryVerification?(): void;
  retrying?: boolean;
  /** What the claims are held to: a news item's source, else its products' data (the wording, the one-click source). */
  tipo: ClaimContentType;
  /** The stored text whose claims these are: a one-click confirmation is recorded on it at once. */
  id?: number;
}) {
  const baseId = useId();
  const [sources, setSources] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const oneClick = useConfirmWithData(tipo, id ?? null);
  // Resolved in one click: recorded already (`done`), or to send with the action (`withAction`).
  const [done, setDone] = useState<ReadonlySet<string>>(new Set());
  const [withAction, setWithAction] = useState<Record<string, string>>({});
  useEffect(() => {
    setDone(new Set());
    setWithAction({});
  }, [claims]);
  const unique = dedupe(claims).filter((c) => !done.has(c.text) && !(c.text in withAction));

  // A new list (after a retry, or another publish) starts clean; sources typed for claims still listed stay.
  const listKey = unique.map((c) => c.text).join('\n');
  useEffect(() => {
    setError(null);
  }, [listKey]);

  function submit() {
    const missing = unique.filter((c) => (sources[c.text] ?? '').trim().length < SOURCE_MIN);
    if (missing.length > 0) {
      setError(C.sourcesMissing(missing.length));
      document.getElementById(inputId(baseId, unique.indexOf(missing[0]!)))?.focus();
      return;
    }
    setError(null);
    onConfirm([...oneClicked(withAction), ...unique.map((c) => ({ testo: c.text, fonte: (sources[c.text] ?? '').trim() }))]);
  }

  async function confirmWithData(claim: GateClaim) {
    const left = unique.filter((c) => c.text !== claim.text);
    if (id === undefined) {
      const now = { ...withAction, [claim.text]: factSource(tipo, claim.dato!) };
      setWithAction(now);
      if (left.length === 0) onConfirm(oneClicked(now));
      return;
    }
    if (!(await oneClick.confirm(claim))) return;
    setDone((d) => new Set(d).add(claim.text));
    if (left.length === 0) onConfirm(oneClicked(withAction));
  }

  const pending = unique.some((c) => c.kind === 'verifica');
  return (
    <Dialog
      open={open}
      title={C.dialogTitle}
      onClose={onCancel}
      size="md"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onEditText ?? onCancel} disabled={busy}>
            {C.editText}
          </Button>
          <Button variant="primary" onClick={submit} loading={busy} disabled={retrying}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{C.dialogIntro(unique.length)}</p>
      {pending && onRetryVerification && (
        <div className="claims-pending">
          <p className="muted">{C.verificationPendingHint}</p>
          <Button size="sm" icon={<RefreshCw size={14} aria-hidden="true" />} onClick={onRetryVerification} loading={retrying} disabled={busy}>
            {retrying ? C.retryingVerification : C.retryVerification}
          </Button>
        </div>
      )}
      <ol className="claims-resolve">
        {unique.map((c, i) => {
          const id = inputId(baseId, i);
          const empty = error !== null && (sources[c.text] ?? '').trim().length < SOURCE_MIN;
          return (
            <li key={`${c.kind}:${c.text}`} className="claims-resolve-item">
              <div className="claims-resolve-claim">
                <mark className="rte-unverified">{c.text}</mark>
                <span className="claims-resolve-kind">{C.kind[c.kind] ?? c.kind}</span>
              </div>
              <div className="claims-resolve-why">
                <ClaimWhy claim={c} tipo={tipo} className="claims-resolve-reason" />
                {oneClick.allowed && <ConfirmWithDataButton claim={c} tipo={tipo} busy={oneClick.pending === c.text} onConfirm={(claim) => void confirmWithData(claim)} />}
              </div>
              <label className="claims-resolve-source" htmlFor={id}>
                <span>{C.sourceLabel}</span>
                <input
                  id={id}
                  type="text"
                  maxLength={500}
                  value={sources[c.text] ?? ''}
                  placeholder={C.sourcePlaceholder}
                  aria-invalid={empty || undefined}
                  aria-describedby={error ? `${baseId}-error` : `${baseId}-hint`}
                  onChange={(e) => setSources((s) => ({ ...s, [c.text]: e.target.value }))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      submit();
                    }
                  }}
                />
              </label>
            </li>
          );
        })}
      </ol>
      <p className="field-hint" id={`${baseId}-hint`}>
        {C.sourceHint}
      </p>
      {error && (
        <p className="field-error" id={`${baseId}-error`} role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}

const inputId = (base: string, i: number) => `${base}-fonte-${i}`;

const oneClicked = (given: Record<string, string>): ConfirmationsInput => Object.entries(given).map(([testo, fonte]) => ({ testo, fonte }));

/** One row per claim text (a guide may report the same figure in two parts). */
function dedupe(claims: readonly GateClaim[]): GateClaim[] {
  const seen = new Set<string>();
  return claims.filter((c) => !seen.has(c.text) && seen.add(c.text));
}
