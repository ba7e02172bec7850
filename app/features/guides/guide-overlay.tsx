import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { GateClaim } from '../../../common/claims.ts';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Guide } from '../../../common/types.ts';
import { useOverlay } from '../../components/dashboard/use-overlay.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { claimsFrom, ClaimsResolveDialog } from '../../components/dashboard/claims/index.ts';
import { revisionKeys } from '../../components/dashboard/revisions/index.ts';
import { useAddressChoice } from '../../components/dashboard/delete-address-choice.tsx';
import {
  deleteGuide,
  type GeneratedGuide,
  generateGuide,
  guideKeys,
  keepsLiveText,
  proposeGuide,
  regeneratedBody,
  regenerationProducts,
  updateGuide,
} from '../../entities/guides/api.ts';
import { useLongTask } from './guide-generation.ts';

const CLOSED: State = { step: 'closed' };

/** After a successful delete or regeneration the overlay closes after 1.4 s (spec section 9). */
export const GUIDE_OVERLAY_CLOSE_MS = 1400;

type Mode = 'elimina' | 'rigenera';
type State =
  | { step: 'closed' }
  | { step: 'confirm'; mode: Mode; guide: Guide }
  | { step: 'loading'; mode: Mode; guide: Guide }
  | { step: 'message'; mode: Mode; guide: Guide; text: string; tone: 'success' | 'error' }
  /** A published guide's new text has unresolved claims: confirm each with its source, or keep the guide as it was. */
  | { step: 'unverified'; mode: Mode; guide: Guide; generated: GeneratedGuide; claims: GateClaim[] };

/**
 * The guides' overlay (spec sections 2 and 4): modes elimina and rigenera. It asks first ('Vuoi
 * eliminare la guida …?'), shows a spinner while the call runs (with the seconds of a
 * regeneration, which waits for the AI), then the result; a success closes it after 1.4 s and the
 * list reloads. Regeneration writes new content from the guide's title and its sections' products
 * and keeps title and cover; a failed generation leaves the guide as it was. A published guide is
 * never taken down: its new text is kept as an AI proposal (POST /api/revisioni) while the live
 * text stays, and `onProposal` opens its editor, which offers 'Usa la proposta'. A draft or an
 * archived guide gets the new text saved (the server keeps the old one in its Cronologia); new text
 * the publishing gate holds back is saved only once each claim is confirmed with its source.
 */
export function useGuideOverlay(onChanged: (mode: Mode, guide: Guide) => void, onProposal?: (guide: Guide) => void) {
  const { state, setState, close, show, succeed, run } = useOverlay<State>(CLOSED);
  // The writes reload the guides' lists before they settle.
  const remove = useMutation({ mutationFn: deleteGuide, meta: { invalidates: [guideKeys.all] } });
  const rewrite = useMutation({
    mutationFn: ({ guide, generated, conferme }: { guide: Guide; generated: GeneratedGuide; conferme?: ConfirmationsInput }) =>
      updateGuide(guide.id, regeneratedBody(guide, generated, conferme)),
    meta: { invalidates: [guideKeys.all] },
  });
  // A published guide's new text, kept as a proposal: the guide's history (its editor's banner) reloads.
  const propose = useMutation({
    mutationFn: ({ guide, generated }: { guide: Guide; generated: GeneratedGuide }) => proposeGuide(guide, generated),
    meta: { invalidates: [revisionKeys.all, guideKeys.all] },
  });
  // The seconds of a regeneration, for the progress line.
  const task = useLongTask();

  // A published guide's address: what it answers once the guide is deleted (404, 410, 301).
  const address = useAddressChoice();
  const { reset } = address;
  const open = useCallback(
    (mode: Mode, guide: Guide) => {
      reset();
      show({ step: 'confirm', mode, guide });
    },
    [show, reset],
  );

  /** Runs the action; a regeneration's text held back by the publishing gate is sent again with the editor's confirmations. */
  async function confirm(conferme?: ConfirmationsInput) {
    if (state.step !== 'confirm' && state.step !== 'unverified') return;
    const { mode, guide } = state;
    const held = state.step === 'unverified' ? state.generated : null;
    const after = mode === 'elimina' && guide.stato === 'pubblicata' ? address.resolve() : undefined;
    if (after === null) return;
    let generated: GeneratedGuide | null = held;
    const result = await run(() =>
      task.run(async () => {
        setState({ step: 'loading', mode, guide });
        if (mode === 'elimina') {
          await remove.mutateAsync({ id: guide.id, after });
          return guide;
        }
        generated = held ?? (await generateGuide({ titolo: guide.titolo, prodotti: regenerationProducts(guide) }));
        if (keepsLiveText(guide)) {
          await propose.mutateAsync({ guide, generated });
          return null;
        }
        return rewrite.mutateAsync({ guide, generated, conferme });
      }),
    );
    if (!result || !result.ok || !result.value) return;
    const outcome = result.value;
    const claims = outcome.ok ? null : claimsFrom(outcome.error);
    if (claims && generated && mode === 'rigenera') {
      setState({ step: 'unverified', mode, guide, generated, claims });
      return;
    }
    if (outcome.ok) {
      const changed = outcome.value;
      if (changed === null) {
        // The published guide is unchanged; its editor opens on the proposal.
        succeed({ step: 'message', mode, guide, text: G.regeneratedProposal, tone: 'success' }, GUIDE_OVERLAY_CLOSE_MS);
        onProposal?.(guide);
      } else {
        succeed({ step: 'message', mode, guide, text: mode === 'elimina' ? G.deleted : G.regenerated, tone: 'success' }, GUIDE_OVERLAY_CLOSE_MS);
        onChanged(mode, changed);
      }
    } else {
      setState({ step: 'message', mode, guide, text: errorMessage(outcome.error, mode === 'elimina' ? G.deleteError : G.regenerateError), tone: 'error' });
    }
  }

  const mode = state.step === 'closed' ? null : state.mode;
  const overlay = (
    <Dialog
      open={state.step !== 'closed' && state.step !== 'unverified'}
      title={mode === 'elimina' ? G.overlayDelete : G.overlayRegenerate}
      onClose={close}
      size="sm"
      busy={state.step === 'loading'}
      footer={
        state.step === 'confirm' ? (
          <>
            <Button onClick={close}>{G.cancel}</Button>
            <Button variant={state.mode === 'elimina' ? 'danger' : 'primary'} onClick={() => void confirm()}>
              {G.confirm}
            </Button>
          </>
        ) : state.step === 'message' ? (
          <Button variant="primary" onClick={close}>
            {G.close}
          </Button>
        ) : undefined
      }
    >
      {state.step === 'confirm' && (
        <div className="dialog-message">
          <p>{state.mode === 'elimina' ? G.confirmDelete(`«${state.guide.titolo}»`) : G.confirmRegenerate(`«${state.guide.titolo}»`)}</p>
          <p className="muted">{state.mode === 'elimina' ? G.deleteNote : keepsLiveText(state.guide) ? G.regenerateNotePublished : G.regenerateNote}</p>
          {state.mode === 'elimina' && state.guide.stato === 'pubblicata' && address.field}
        </div>
      )}
      {state.step === 'loading' && (
        <div className="overlay-loading">
          <Spinner />
          <p role="status">{state.mode === 'elimina' ? G.deleting : G.regenerating}</p>
          {state.mode === 'rigenera' && (
            <span className="muted guide-progress-time" aria-hidden="true">
              {G.elapsed(task.elapsed)}
            </span>
          )}
        </div>
      )}
      {state.step === 'message' && (
        <p className={`overlay-message overlay-${state.tone}`} role={state.tone === 'error' ? 'alert' : 'status'}>
          {state.text}
        </p>
      )}
    </Dialog>
  );

  // A published guide's regenerated text with unresolved claims: the publishing gate's dialog.
  const gate = (
    <ClaimsResolveDialog
      open={state.step === 'unverified'}
      confirmLabel={CLAIMS_MSG.confirmSave}
      claims={state.step === 'unverified' ? state.claims : []}
      onConfirm={(conferme) => void confirm(conferme)}
      onCancel={close}
      tipo="guida"
    />
  );

  return {
    open,
    overlay: (
      <>
        {overlay}
        {gate}
      </>
    ),
  };
}
