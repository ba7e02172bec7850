import { Sparkles, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { GuideEditorModel } from './use-guide-editor.ts';

/**
 * The bar under the fields: 'Genera con AI' (a new guide: it needs a title and a product, and
 * opens the prompt modal), the hint of what is missing, and 'Torna al testo di prima' after a
 * generation. 'Salva guida' is in the page's save bar.
 */
export function GuideActions({ editor, mode }: { editor: GuideEditorModel; mode: 'create' | 'edit' }) {
  const { state, checks, dispatch, generation } = editor;
  const { canGenerate } = checks;
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
