import { Save, Sparkles, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { PreviewButton } from '../../components/dashboard/preview/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { guideSnapshot } from './guide-editor-state.ts';
import type { GuideEditorModel } from './use-guide-editor.ts';

/**
 * The bar under the fields: 'Genera con AI' (a new guide: it needs a title and a product, and
 * opens the prompt modal), 'Salva guida', 'Anteprima' (the unsaved guide on its public page;
 * `guideId` null for a guide not saved yet) and the hint of what is missing.
 */
export function GuideActions({ editor, mode, guideId }: { editor: GuideEditorModel; mode: 'create' | 'edit'; guideId: number | null }) {
  const { state, checks, dispatch, generation } = editor;
  const { canGenerate, canSave } = checks;
  const hintId = `${useId()}-genera-hint`;
  const creating = mode === 'create';

  return (
    <div className="guide-actions">
      {creating && (
        <Button
          variant="accent"
          icon={<Sparkles size={18} aria-hidden="true" />}
          loading={generation.busy}
          disabled={!canGenerate}
          aria-describedby={!canGenerate && !generation.busy ? hintId : undefined}
          onClick={() => {
            if (canGenerate) dispatch({ type: 'prompt', open: true });
          }}
        >
          {G.generate}
        </Button>
      )}
      <Button variant="primary" icon={<Save size={18} aria-hidden="true" />} loading={state.saving} disabled={!canSave} onClick={() => void editor.save()}>
        {G.saveGuide}
      </Button>
      {/* The cover as shown now: a picked photo not recorded yet, or the typed address. */}
      <PreviewButton tipo="guida" id={guideId} draft={() => guideSnapshot(state, { immagine_url: checks.coverUrl, id_immagine: null })} disabled={generation.busy} />
      {creating && !canGenerate && !generation.busy && (
        <span id={hintId} className="field-hint">
          {G.generateHint}
        </span>
      )}
      {creating && canGenerate && !state.draft && <span className="field-hint">{G.saveHint}</span>}
      <p className="guide-ai-undo" role="status">
        {state.replaced && (
          <>
            {G.generatedReplaced}{' '}
            <Button size="sm" variant="ghost" icon={<Undo2 size={16} aria-hidden="true" />} onClick={() => dispatch({ type: 'undo-generated' })}>
              {G.undoGenerated}
            </Button>
          </>
        )}
      </p>
    </div>
  );
}

/** While the AI writes (up to ~90 s): the status, the seconds passed and a bar that never quite fills. */
export function GuideProgress({ elapsed }: { elapsed: number }) {
  return (
    <div className="guide-progress">
      <Spinner />
      <p role="status">{G.generating}</p>
      <span className="guide-progress-time" aria-hidden="true">
        {G.elapsed(elapsed)}
      </span>
      <span className="field-hint">{G.generatingNote}</span>
      <span className="progress guide-progress-bar" aria-hidden="true">
        <span className="progress-fill" style={{ width: `${Math.min(95, (elapsed / 90) * 100)}%` }} />
      </span>
    </div>
  );
}
