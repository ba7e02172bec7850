import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../../common/messages-images.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Guide } from '../../../common/types.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { claimsFrom } from '../claims/index.ts';
import { type PickedImage, pickedFromSaved, recordPicked } from '../images/index.ts';
import { allProductsQuery } from '../products/index.ts';
import { createGuide, generateGuide, guideKeys, guideReportQuery, updateGuide } from './api.ts';
import { useGuideClaims } from './guide-claims.ts';
import { guideChecks, guideEditorReducer, initialGuideEditorState } from './guide-editor-state.ts';
import { useLongTask } from './guide-generation.ts';

export interface GuideEditorProps {
  mode: 'create' | 'edit';
  guide?: Guide;
  onSaved(guide: Guide): void;
  onClose(): void;
}

/**
 * The guide editor's state (guide-editor-state.ts) and what talks to the API: the catalogue the
 * products are chosen from, the saved guide's claim report, the generation with the AI, and the
 * save, which passes the publishing gate (decision 0023): new text of a published guide with
 * unresolved claims comes back as a 409 whose claims open the dialog; the save is then sent again
 * with the editor's confirmations.
 */
export function useGuideEditor({ mode, guide, onSaved }: Pick<GuideEditorProps, 'mode' | 'guide' | 'onSaved'>) {
  const toast = useToast();
  const [state, dispatch] = useReducer(guideEditorReducer, guide, (g) => initialGuideEditorState(g, g ? pickedFromSaved(g) : null));
  const generation = useLongTask();
  const catalog = useQuery(allProductsQuery());
  const report = useQuery({ ...guideReportQuery(guide?.id ?? 0), enabled: mode === 'edit' && guide !== undefined });
  const write = useMutation({
    mutationFn: (body: Record<string, unknown>) => (mode === 'create' ? createGuide(body) : updateGuide(guide!.id, body)),
    meta: { invalidates: [guideKeys.all] },
  });

  useEffect(() => {
    if (report.data) dispatch({ type: 'report', verifica: report.data.verifica, conferme: report.data.conferme });
  }, [report.data]);

  const byId = useMemo(() => new Map((catalog.data ?? []).map((p) => [p.id, p])), [catalog.data]);
  const checks = guideChecks(state, mode, generation.busy);
  const { titolo, picked, selected, draft, verifica, fresh, conferme } = state;
  const claims = useGuideClaims({ mode, guide, selected, draft, titolo, verifica, conferme, byId });

  async function generate(promptId: number | null) {
    dispatch({ type: 'prompt', open: false });
    const result = await generation.run(() => generateGuide({ titolo: titolo.trim(), prodotti: selected, prompt_id: promptId }));
    if (!result) return; // one already running
    if (result.ok) dispatch({ type: 'generated', contenuto: result.value.contenuto, verifica: result.value.verifica });
    else if (!isUnauthorized(result.error)) toast.error(errorMessage(result.error, G.generateError), 6000);
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
        image = picked ? await recordPicked(picked) : null;
      } catch (err) {
        toast.error(errorMessage(err, IMAGE_MSG.recordError), 6000);
        return;
      }
      dispatch({ type: 'picked', picked: image });
      const cover = image ? { id_immagine: image.id } : { id_immagine: null, immagine_url: checks.coverUrl };
      const verification = fresh && verifica ? { verifica_ai: verifica } : {};
      const saved = await write.mutateAsync(
        mode === 'create'
          ? { titolo: titolo.trim(), ...cover, contenuto: draft, prodotti: selected, ...verification }
          : {
              titolo: titolo.trim(),
              ...cover,
              // Unchanged content is not sent: renaming a published guide does not re-ask about its claims.
              ...(JSON.stringify(draft) !== JSON.stringify(guide!.contenuto) ? { contenuto: draft } : {}),
              ...verification,
              ...(confirmations ? { conferme: confirmations } : {}),
            },
      );
      dispatch({ type: 'saved' });
      toast.success(mode === 'create' ? G.saved : G.updated);
      onSaved(saved);
    } catch (err) {
      const gate = mode === 'edit' ? claimsFrom(err) : null;
      if (gate) dispatch({ type: 'gate', claims: gate });
      else if (!isUnauthorized(err)) toast.error(errorMessage(err, mode === 'create' ? G.saveError : G.genericSaveError), 6000);
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { state, dispatch, checks, claims, byId, catalog, generation, generate, save };
}

export type GuideEditorModel = ReturnType<typeof useGuideEditor>;
