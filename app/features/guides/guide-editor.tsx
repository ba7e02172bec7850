import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { Guide } from '../../../common/types.ts';
import { ClaimsResolveDialog } from '../../components/dashboard/claims/index.ts';
import { PresenceNotice } from '../../components/dashboard/presence/index.ts';
import { ClaimRevealProvider, useClaimRevealRequest } from '../../components/rich-text/claim-reveal.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { editableGuideQuery } from '../../entities/guides/api.ts';
import { GuideActions, GuideProgress } from './guide-actions.tsx';
import { GuidePreview } from './guide-preview.tsx';
import { GuideProductsPanel } from './guide-products-panel.tsx';
import { GuidePromptDialog } from './guide-prompt-dialog.tsx';
import { GuideSections } from './guide-sections.tsx';
import { GuideTitleCover } from './guide-title-cover.tsx';
import { type GuideEditorProps, useGuideEditor } from './use-guide-editor.ts';

/**
 * The guide creation panel and the editor of a saved guide (spec sections 2, 4, 5).
 * - Create: title, the cover from the image picker (Unsplash; an image address remains as a
 *   fallback under 'Oppure inserisci l’indirizzo di un’immagine'), the product selector (at most
 *   10, in the order chosen), 'Genera con AI' through the prompt modal (needs a title and a
 *   product; a second click while the AI writes is ignored; progress in seconds), then the tabbed
 *   editor and the live preview; 'Salva guida' once a guide was generated.
 * - Edit: title, cover and the tabbed editor of the saved content (regeneration is on the card),
 *   opened on the guide as stored now, read fresh with its version tag (a save over a colleague's
 *   newer one is refused and shown as a conflict).
 * Both sit in the editors' safety net (useEditorSafety): 'Modifiche non salvate', Ctrl+S, the
 * question before leaving; a saved guide also autosave, 'Cronologia', the offer of a newer
 * autosave or AI proposal ('Usa la proposta') and the conflict dialog.
 * The state and the calls live in useGuideEditor; each panel draws one part of it.
 */
export function GuideEditor(props: GuideEditorProps) {
  const { mode, guide, onClose } = props;
  const loaded = useQuery({ ...editableGuideQuery(guide?.id ?? 0), enabled: mode === 'edit' && guide !== undefined });
  if (mode === 'create') return <LoadedGuideEditor {...props} etag={null} />;
  const headingId = `guida-${guide!.id}-modifica`;
  const frame = (body: ReactNode) => (
    <section className="card panel guide-editor guide-editor-edit" aria-labelledby={headingId}>
      <header className="guide-editor-head">
        <h2 id={headingId} className="panel-title">
          {G.editTitle(guide!.titolo)}
        </h2>
        <Button variant="ghost" icon={<X size={18} aria-hidden="true" />} onClick={onClose}>
          {G.cancel}
        </Button>
      </header>
      {body}
    </section>
  );
  if (loaded.isError)
    return frame(
      <p className="field-error" role="alert">
        {errorMessage(loaded.error, G.loadEditorError)}
      </p>,
    );
  if (!loaded.data)
    return frame(
      <p className="overlay-loading" role="status">
        <Spinner /> {G.loadingEditor}
      </p>,
    );
  return <LoadedGuideEditor {...props} guide={loaded.data.guide} etag={loaded.data.etag} />;
}

function LoadedGuideEditor({ mode, guide, etag, onSaved, onClose }: GuideEditorProps & { guide?: Guide; etag: string | null }) {
  const editor = useGuideEditor({ mode, guide, etag, onSaved });
  const { state, dispatch, generation, safety } = editor;
  const headingId = `${useId()}-intestazione`;
  // Opened from the gate's dialog of the list ('Modifica il testo'): the text opens at the first claim.
  const revealFromList = useClaimRevealRequest();

  return (
    <section className={`card panel guide-editor guide-editor-${mode}`} aria-labelledby={headingId}>
      <header className="guide-editor-head">
        <h2 id={headingId} className="panel-title">
          {mode === 'create' ? G.createTitle : G.editTitle(guide!.titolo)}
        </h2>
        <Button variant="ghost" icon={<X size={18} aria-hidden="true" />} onClick={onClose} disabled={state.saving}>
          {mode === 'create' ? G.close : G.cancel}
        </Button>
      </header>

      <PresenceNotice tipo="guida" id={mode === 'edit' && guide ? guide.id : null} />
      {safety.banner}

      <div className="guide-fields">
        <GuideTitleCover editor={editor} defaultQuery={guide?.titolo ?? ''} />
        {mode === 'create' && <GuideProductsPanel editor={editor} />}
      </div>

      <GuideActions editor={editor} mode={mode} guideId={mode === 'edit' && guide ? guide.id : null} />
      <div className="toolbar guide-safety">
        {safety.status}
        {safety.historyButton}
      </div>
      {generation.busy && <GuideProgress elapsed={generation.elapsed} />}

      <div className={`guide-workspace${state.draft ? ' has-draft' : ''}`}>
        {state.draft && (
          <ClaimRevealProvider value={safety.reveal ?? revealFromList}>
            <GuideSections draft={state.draft} claims={editor.claims} products={editor.byId} tab={state.tab} busy={generation.busy} dispatch={dispatch} />
          </ClaimRevealProvider>
        )}
        <GuidePreview titolo={state.titolo} cover={editor.checks.coverUrl} content={state.draft} products={editor.byId} />
      </div>

      {mode === 'edit' && (
        <ClaimsResolveDialog
          open={state.confirmClaims !== null}
          confirmLabel={CLAIMS_MSG.confirmSave}
          claims={state.confirmClaims ?? []}
          busy={state.saving}
          onCancel={() => dispatch({ type: 'gate', claims: null })}
          onEditText={() => {
            safety.revealClaims((state.confirmClaims ?? []).map((c) => c.text));
            dispatch({ type: 'gate', claims: null });
          }}
          onConfirm={(confirmations) => void editor.save(confirmations)}
        />
      )}
      {mode === 'create' && <GuidePromptDialog open={state.promptOpen} onCancel={() => dispatch({ type: 'prompt', open: false })} onConfirm={(id) => void editor.generate(id)} />}
      {safety.dialogs}
    </section>
  );
}
