import { X } from 'lucide-react';
import { useId } from 'react';
import { CLAIMS_MSG } from '../../../common/messages-claims.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { ClaimsResolveDialog } from '../claims/index.ts';
import { Button } from '../../components/ui/button.tsx';
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
 * - Edit: title, cover and the tabbed editor of the saved content (regeneration is on the card).
 * The state and the calls live in useGuideEditor; each panel draws one part of it.
 */
export function GuideEditor({ mode, guide, onSaved, onClose }: GuideEditorProps) {
  const editor = useGuideEditor({ mode, guide, onSaved });
  const { state, dispatch, generation } = editor;
  const headingId = `${useId()}-intestazione`;

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

      <div className="guide-fields">
        <GuideTitleCover editor={editor} defaultQuery={guide?.titolo ?? ''} />
        {mode === 'create' && <GuideProductsPanel editor={editor} />}
      </div>

      <GuideActions editor={editor} mode={mode} />
      {generation.busy && <GuideProgress elapsed={generation.elapsed} />}

      <div className={`guide-workspace${state.draft ? ' has-draft' : ''}`}>
        {state.draft && <GuideSections draft={state.draft} claims={editor.claims} products={editor.byId} tab={state.tab} busy={generation.busy} dispatch={dispatch} />}
        <GuidePreview titolo={state.titolo} cover={editor.checks.coverUrl} content={state.draft} products={editor.byId} />
      </div>

      {mode === 'edit' && (
        <ClaimsResolveDialog
          open={state.confirmClaims !== null}
          confirmLabel={CLAIMS_MSG.confirmSave}
          claims={state.confirmClaims ?? []}
          busy={state.saving}
          onCancel={() => dispatch({ type: 'gate', claims: null })}
          onConfirm={(confirmations) => void editor.save(confirmations)}
        />
      )}
      {mode === 'create' && <GuidePromptDialog open={state.promptOpen} onCancel={() => dispatch({ type: 'prompt', open: false })} onConfirm={(id) => void editor.generate(id)} />}
    </section>
  );
}
