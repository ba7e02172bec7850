import { useEffect, useMemo, useReducer } from 'react';
import type { ClaimReport } from '../../../common/claims.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../../common/messages-images.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Guide, Product } from '../../../common/types.ts';
import { claimsFrom } from '../claims/index.ts';
import { generateGuide, useLongTask } from '../../components/dashboard/guide-generation.ts';
import { type PickedImage, pickedFromSaved, recordPicked } from '../images/index.ts';
import { type Resource, useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { guideChecks, guideEditorReducer, initialGuideEditorState } from './guide-editor-state.ts';
import { useGuideClaims } from './guide-claims.ts';

export interface GuideEditorProps {
  mode: 'create' | 'edit';
  guide?: Guide;
  catalog: Resource<Product[]>;
  onRetryCatalog(): void;
  onSaved(guide: Guide): void;
  onClose(): void;
}

/**
 * The guide editor's state (guide-editor-state.ts) and what talks to the API: the saved guide's
 * claim report, the generation with the AI, and the save, which passes the publishing gate
 * (decision 0023): new text of a published guide with unresolved claims comes back as a 409 whose
 * claims open the dialog; the save is then sent again with the editor's confirmations.
 */
export function useGuideEditor({ mode, guide, catalog, onSaved }: Pick<GuideEditorProps, 'mode' | 'guide' | 'catalog' | 'onSaved'>) {
  const call = useDashboardApi();
  const toast = useToast();
  const [state, dispatch] = useReducer(guideEditorReducer, guide, (g) => initialGuideEditorState(g, g ? pickedFromSaved(g) : null));
  const generation = useLongTask();

  useEffect(() => {
    if (mode !== 'edit' || !guide) return;
    let live = true;
    call<ClaimReport>(`/api/verifica/guida/${guide.id}`).then(
      (r) => live && dispatch({ type: 'report', verifica: r.verifica, conferme: r.conferme }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [call, mode, guide]);

  const byId = useMemo(() => new Map((catalog.status === 'ready' ? catalog.data : []).map((p) => [p.id, p])), [catalog]);
  const checks = guideChecks(state, mode, generation.busy);
  const { titolo, picked, selected, draft, verifica, fresh, conferme } = state;
  const claims = useGuideClaims({ mode, guide, selected, draft, titolo, verifica, conferme, byId });

  async function generate(promptId: number | null) {
    dispatch({ type: 'prompt', open: false });
    const result = await generation.run(() => generateGuide(call, { titolo: titolo.trim(), prodotti: selected, prompt_id: promptId }));
    if (!result) return; // one already running
    if (result.ok) dispatch({ type: 'generated', contenuto: result.value.contenuto, verifica: result.value.verifica });
    else toast.error(errorMessage(result.error, G.generateError), 6000);
  }

  /** Saves; new text for a published guide with unresolved claims opens the publishing gate's dialog. */
  async function save(confirmations?: ConfirmationsInput) {
    dispatch({ type: 'touch' });
    if (!checks.canSave || !draft) return;
    dispatch({ type: 'saving' });
    try {
      // A photo chosen in the picker is recorded now (and its use reported to Unsplash), once.
      let image: PickedImage | null = picked;
      try {
        image = picked ? await recordPicked(call, picked) : null;
      } catch (err) {
        toast.error(errorMessage(err, IMAGE_MSG.recordError), 6000);
        return;
      }
      dispatch({ type: 'picked', picked: image });
      const cover = image ? { id_immagine: image.id } : { id_immagine: null, immagine_url: checks.coverUrl };
      const verification = fresh && verifica ? { verifica_ai: verifica } : {};
      const saved =
        mode === 'create'
          ? await call<Guide>('/api/guide', { method: 'POST', body: { titolo: titolo.trim(), ...cover, contenuto: draft, prodotti: selected, ...verification } })
          : await call<Guide>(`/api/guide/${guide!.id}`, {
              method: 'PUT',
              // Unchanged content is not sent: renaming a published guide does not re-ask about its claims.
              body: {
                titolo: titolo.trim(),
                ...cover,
                ...(JSON.stringify(draft) !== JSON.stringify(guide!.contenuto) ? { contenuto: draft } : {}),
                ...verification,
                ...(confirmations ? { conferme: confirmations } : {}),
              },
            });
      dispatch({ type: 'saved' });
      toast.success(mode === 'create' ? G.saved : G.updated);
      onSaved(saved);
    } catch (err) {
      const gate = mode === 'edit' ? claimsFrom(err) : null;
      if (gate) dispatch({ type: 'gate', claims: gate });
      else toast.error(errorMessage(err, mode === 'create' ? G.saveError : G.genericSaveError), 6000);
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { state, dispatch, checks, claims, byId, generation, generate, save };
}

export type GuideEditorModel = ReturnType<typeof useGuideEditor>;
