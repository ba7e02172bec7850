import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../../common/messages-images.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Guide } from '../../../common/types.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { claimsFrom } from '../../components/dashboard/claims/index.ts';
import { type PickedImage, pickedFromSaved, recordPicked } from '../../components/dashboard/images/index.ts';
import { allProductsQuery } from '../../entities/products/api.ts';
import { useEditorSafety } from '../../components/dashboard/revisions/index.ts';
import { createGuide, editableGuideQuery, generateGuide, guideKeys, guideReportQuery, saveGuide } from '../../entities/guides/api.ts';
import { useGuideClaims } from './guide-claims.ts';
import { guideChecks, guideEditorReducer, type GuideSnapshot, guideSnapshot, initialGuideEditorState } from './guide-editor-state.ts';
import { useLongTask } from './guide-generation.ts';

export interface GuideEditorProps {
  mode: 'create' | 'edit';
  guide?: Guide;
  onSaved(guide: Guide): void;
  onClose(): void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** The fields among `keys` that `sent` changed from `saved`, as a save's body sends them. */
const changedOf = (sent: GuideSnapshot, saved: GuideSnapshot, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => sent[k] !== saved[k]).map((k) => [k, sent[k]]));

/** A saved guide (none: a new one) as the editor opens it, as a revision keeps it: the editor's saved state. */
export function snapshotOfGuide(guide: Guide | undefined): GuideSnapshot {
  const cover = { immagine_url: guide?.immagine_url ?? null, id_immagine: guide?.id_immagine ?? null };
  return guideSnapshot(initialGuideEditorState(guide, guide ? pickedFromSaved(guide) : null), cover);
}

/**
 * The guide editor's state (guide-editor-state.ts) and what talks to the API: the catalogue the
 * products are chosen from, the saved guide's claim report, the generation with the AI, and the
 * save, which passes the publishing gate (decision 0023): new text of a published guide with
 * unresolved claims comes back as a 409 whose claims open the dialog; the save is then sent again
 * with the editor's confirmations. Around it the editors' safety net (useEditorSafety): a saved
 * guide (`guide` read fresh with its `etag`) gets autosave, the Cronologia, the offer of a newer
 * autosave or AI proposal and the conflict dialog of a stale save (If-Match); both modes get the
 * unsaved state, the question before leaving and Ctrl+S.
 */
export function useGuideEditor({ mode, guide, etag = null, onSaved }: Pick<GuideEditorProps, 'mode' | 'guide' | 'onSaved'> & { etag?: string | null }) {
  const toast = useToast();
  const client = useQueryClient();
  const [state, dispatch] = useReducer(guideEditorReducer, guide, (g) => initialGuideEditorState(g, g ? pickedFromSaved(g) : null));
  const [saved, setSaved] = useState<GuideSnapshot>(() => snapshotOfGuide(guide));
  const generation = useLongTask();
  const catalog = useQuery(allProductsQuery());
  const report = useQuery({ ...guideReportQuery(guide?.id ?? 0), enabled: mode === 'edit' && guide !== undefined });
  const write = useMutation({
    mutationFn: ({ body, ifMatch }: { body: Record<string, unknown>; ifMatch?: string }) =>
      mode === 'create' ? createGuide(body).then((created) => ({ guide: created, etag: null })) : saveGuide({ id: guide!.id, body, ifMatch }),
    meta: { invalidates: [guideKeys.all], handlesConflict: true },
  });
  // The saved guide a reload (after a conflict or a restore) read last: its cover comes with its credit.
  const reloadedGuide = useRef<Guide | null>(null);

  useEffect(() => {
    if (report.data) dispatch({ type: 'report', verifica: report.data.verifica, conferme: report.data.conferme });
  }, [report.data]);

  const byId = useMemo(() => new Map((catalog.data ?? []).map((p) => [p.id, p])), [catalog.data]);
  const checks = guideChecks(state, mode, generation.busy);
  const { titolo, picked, selected, draft, verifica, fresh, conferme } = state;
  const claims = useGuideClaims({ mode, guide, selected, draft, titolo, verifica, conferme, byId });
  const current = useMemo(() => guideSnapshot(state, saved), [state, saved]);

  /** Takes a saved guide read from the server as the editor's saved state. */
  function take(g: Guide | null, snapshot: GuideSnapshot) {
    dispatch({ type: 'restore', snapshot, picked: g && g.id_immagine === snapshot.id_immagine ? pickedFromSaved(g) : undefined });
    setSaved(snapshot);
  }

  const safety = useEditorSafety<GuideSnapshot>({
    tipo: 'guida',
    id: mode === 'edit' && guide ? guide.id : null,
    current,
    saved,
    etag,
    busy: state.saving || generation.busy,
    save: () => void save(undefined, false),
    apply: (snapshot) => dispatch({ type: 'restore', snapshot }),
    loadLatest: async () => {
      const latest = await client.fetchQuery(editableGuideQuery(guide!.id));
      reloadedGuide.current = latest.guide;
      return { snapshot: snapshotOfGuide(latest.guide), etag: latest.etag };
    },
    onReloaded: ({ snapshot }) => take(reloadedGuide.current, snapshot),
  });

  // The guide changed elsewhere while nothing is edited here (Pubblica on its card, another tab's
  // save): the editor follows the saved guide and its new tag instead of a conflict at the next save.
  const { dirty } = safety;
  useEffect(() => {
    if (mode !== 'edit' || !guide || etag === null || dirty || state.saving) return;
    if (etag === safety.ifMatch()) return;
    take(guide, snapshotOfGuide(guide));
    safety.saved(etag, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the loaded guide or its tag changes; safety's functions read refs
  }, [mode, guide, etag, dirty, state.saving]);

  async function generate(promptId: number | null) {
    dispatch({ type: 'prompt', open: false });
    const result = await generation.run(() => generateGuide({ titolo: titolo.trim(), prodotti: selected, prompt_id: promptId }));
    if (!result) return; // one already running
    if (result.ok) dispatch({ type: 'generated', contenuto: result.value.contenuto, verifica: result.value.verifica });
    else if (!isUnauthorized(result.error)) toast.error(errorMessage(result.error, G.generateError), 6000);
  }

  /**
   * Saves; new text for a published guide with unresolved claims opens the publishing gate's
   * dialog, a save over a newer version the conflict dialog. Salva closes the editor once saved;
   * Ctrl+S (`close` false) saves a guide and stays (a new guide always closes: it exists now).
   */
  async function save(confirmations?: ConfirmationsInput, close = true) {
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
      const sent = guideSnapshot({ ...state, picked: image }, saved);
      const coverBody = image ? { id_immagine: image.id } : { id_immagine: null, immagine_url: checks.coverUrl };
      const verification = fresh && verifica ? { verifica_ai: verifica } : {};
      // The subtitle and the SEO fields are sent when they changed (a new guide: when it has them).
      const plainBody = changedOf(sent, saved, ['sottotitolo', 'seo_titolo', 'seo_descrizione', 'noindex']);
      const answer = await write.mutateAsync(
        mode === 'create'
          ? { body: { titolo: titolo.trim(), ...plainBody, ...coverBody, contenuto: draft, prodotti: selected, ...verification } }
          : {
              body: {
                titolo: titolo.trim(),
                ...plainBody,
                ...coverBody,
                // Unchanged content is not sent: renaming a published guide does not re-ask about its claims.
                ...(!same(draft, saved.contenuto) ? { contenuto: draft } : {}),
                // The products change only with a version put back (an autosave, a proposal).
                ...(!same(selected, saved.prodotti) ? { prodotti: selected } : {}),
                ...verification,
                ...(confirmations ? { conferme: confirmations } : {}),
              },
              ifMatch: safety.ifMatch(),
            },
      );
      dispatch({ type: 'saved' });
      setSaved(sent);
      safety.saved(answer.etag);
      toast.success(mode === 'create' ? G.saved : G.updated);
      if (close || mode === 'create') safety.allowNavigation(() => onSaved(answer.guide));
    } catch (err) {
      if (safety.handleSaveError(err)) return;
      const gate = mode === 'edit' ? claimsFrom(err) : null;
      if (gate) dispatch({ type: 'gate', claims: gate });
      else if (!isUnauthorized(err)) toast.error(errorMessage(err, mode === 'create' ? G.saveError : G.genericSaveError), 6000);
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { state, dispatch, checks, claims, byId, catalog, generation, generate, save, safety };
}

export type GuideEditorModel = ReturnType<typeof useGuideEditor>;
