import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EDITOR_PAGE_MSG as P } from '../../../common/messages-editor-page.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { Guide } from '../../../common/types.ts';
import {
  ClaimsList,
  EditorPage,
  EditorPageState,
  goToHeading,
  loadState,
  Outline,
  ReadOnlyTextPage,
  SaveGateDialog,
  ReviewFlowSection,
  ScheduleSection,
  StatusSection,
  TextStats,
  useFromListSuffix,
  useRevealFromState,
} from '../../components/dashboard/editor-page/index.ts';
import { useStatusChange } from '../../components/dashboard/list/index.ts';
import { PresenceNotice } from '../../components/dashboard/presence/index.ts';
import { PreviewButton } from '../../components/dashboard/preview/index.ts';
import { ClaimRevealProvider } from '../../components/rich-text/claim-reveal.tsx';
import { Button } from '../../components/ui/button.tsx';
import { productName } from '../../lib/format.ts';
import { useTextRights } from '../../lib/roles.ts';
import { changeGuideStatus, editableGuideQuery, guideKeys } from '../../entities/guides/api.ts';
import { GuideActions, GuideProgress } from './guide-actions.tsx';
import { guideSnapshot, INTRO, OUTRO, sectionTab } from './guide-editor-state.ts';
import { GuideSeo } from './guide-seo.tsx';
import { GuideProductsPanel } from './guide-products-panel.tsx';
import { GuidePromptDialog } from './guide-prompt-dialog.tsx';
import { guidePartEditorId, GuideSections } from './guide-sections.tsx';
import { GuideCover, GuideTitleFields } from './guide-title-cover.tsx';
import { useGuideEditor } from './use-guide-editor.ts';

export const GUIDES_LIST = '/dashboard/guide';
const STATUS_MESSAGES = { published: G.published, archived: G.archived, publishError: G.publishError, archiveError: G.archiveError };

/** /dashboard/guide/{id}: a saved guide's own page, read fresh with its version tag. */
export function GuideEditorPage() {
  const { id } = useParams();
  const guideId = Number(id);
  const valid = Number.isSafeInteger(guideId) && guideId > 0;
  const loaded = useQuery({ ...editableGuideQuery(guideId), enabled: valid });
  const state = valid ? loadState(loaded) : 'not-found';
  const rights = useTextRights(loaded.data?.guide ?? {});
  if (state !== 'ready' || !loaded.data)
    return <EditorPageState list={GUIDES_LIST} title={P.guideEdit} state={state === 'ready' ? 'loading' : state} onRetry={() => void loaded.refetch()} />;
  const { guide } = loaded.data;
  if (!rights.edit) {
    const { introduzione, sezioni, conclusione } = guide.contenuto;
    const parts = [
      { key: INTRO, label: G.tabIntro, html: introduzione },
      ...sezioni.map((s, i) => ({ key: sectionTab(i), label: `${G.sectionSelect} ${i + 1}`, html: s.testo })),
      { key: OUTRO, label: G.tabOutro, html: conclusione },
    ];
    return (
      <ReadOnlyTextPage
        list={GUIDES_LIST}
        title={P.guideRead}
        titolo={guide.titolo}
        sottotitolo={guide.sottotitolo}
        parts={parts}
        publicHref={guide.stato === 'pubblicata' ? `/guida/${guide.id}` : null}
      />
    );
  }
  return <GuidePage key={guideId} mode="edit" guide={guide} etag={loaded.data.etag} />;
}

/** /dashboard/guide/nuova: title, cover and products, 'Genera con AI', then the texts to edit and 'Salva guida'. */
export function GuideNewPage() {
  return <GuidePage mode="create" etag={null} />;
}

/**
 * A guide's page: title and subtitle, (a new guide: its products and 'Genera con AI'), the texts in
 * tabs (introduction, one per product, conclusion); the side panel with status, schedule, cover,
 * outline, claims and Cronologia; the save bar. The state and the calls live in useGuideEditor,
 * with the editors' safety net; a new guide, once saved, moves to its own page.
 */
function GuidePage({ mode, guide, etag }: { mode: 'create' | 'edit'; guide?: Guide; etag: string | null }) {
  const navigate = useNavigate();
  const from = useFromListSuffix();
  const editor = useGuideEditor({
    mode,
    guide,
    etag,
    onSaved: (saved) => void navigate(`${GUIDES_LIST}/${saved.id}${from}`, { replace: true }),
  });
  const { state, dispatch, generation, safety, checks } = editor;
  const revealFromList = useRevealFromState();
  const prefix = `${useId()}-guida`;
  const [going, setGoing] = useState<{ part: string; index: number } | null>(null);
  const status = useStatusChange<Guide>({
    change: changeGuideStatus,
    invalidates: [guideKeys.all],
    tipo: 'guida',
    messages: STATUS_MESSAGES,
    editText: (_g, claims) => safety.revealClaims(claims),
  });

  // A click in the outline: the heading's tab comes forward, then its editor goes to the heading
  // (the tab's editor may need a frame or two to be in the page).
  useEffect(() => {
    if (!going || state.tab !== going.part) return;
    let frames = 0;
    let handle = 0;
    const attempt = () => {
      if (goToHeading(guidePartEditorId(prefix, going.part), going.index) || ++frames > 30) return setGoing(null);
      handle = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(handle);
  }, [going, state.tab, prefix]);

  const draft = state.draft;
  const sectionName = (id: number | null, i: number) => (id !== null && editor.byId.get(id) ? productName(editor.byId.get(id)!) : `${G.sectionSelect} ${i + 1}`);
  const parts = draft
    ? [
        { key: INTRO, label: G.tabIntro, html: draft.introduzione },
        ...draft.sezioni.map((s, i) => ({ key: sectionTab(i), label: sectionName(s.id_prodotto, i), html: s.testo })),
        { key: OUTRO, label: G.tabOutro, html: draft.conclusione },
      ]
    : [];

  return (
    <EditorPage
      list={GUIDES_LIST}
      title={mode === 'create' ? P.guideNew : P.guideEdit}
      description={guide?.titolo}
      busy={state.saving}
      banner={safety.banner}
      review={
        guide && (
          <ReviewFlowSection tipo="guida" pathId={guide.id} item={guide} dirty={safety.dirty} onPublish={() => status.set(guide, 'pubblicata')} publishing={status.busy(guide)} />
        )
      }
      aside={{
        notice: <PresenceNotice tipo="guida" id={guide?.id ?? null} />,
        texts: parts.map((p) => p.html),
        status: (
          <StatusSection
            item={guide ?? null}
            dirty={safety.dirty}
            busy={guide ? status.busy(guide) : false}
            onPublish={() => guide && status.set(guide, 'pubblicata')}
            onArchive={() => guide && status.set(guide, 'archiviata')}
          />
        ),
        schedule: guide && <ScheduleSection kind="guida" item={guide} dirty={safety.dirty} />,
        cover: <GuideCover editor={editor} defaultQuery={guide?.titolo ?? state.titolo} />,
        seo: <GuideSeo editor={editor} guideId={guide?.id} />,
        outline: draft && (
          <Outline
            parts={parts}
            onGo={(part, h) => {
              if (state.tab !== part) dispatch({ type: 'tab', tab: part });
              setGoing({ part, index: h.index });
            }}
          />
        ),
        claims: draft && <ClaimsList tipo="guida" id={guide?.id ?? null} claims={editor.claims} onSelect={(c) => safety.revealClaims([c])} />,
        history: mode === 'edit' && safety.historyButton,
      }}
      saveBar={
        <>
          <Button
            variant="primary"
            icon={<Save size={18} aria-hidden="true" />}
            loading={state.saving}
            disabled={!checks.canSave}
            onClick={() => void editor.save(undefined, false)}
          >
            {G.saveGuide}
          </Button>
          {safety.status}
          {/* The cover as shown now: a picked photo not recorded yet, or the typed address. */}
          <PreviewButton tipo="guida" id={guide?.id ?? null} draft={() => guideSnapshot(state, { immagine_url: checks.coverUrl, id_immagine: null })} disabled={generation.busy} />
          {draft && <TextStats html={parts.map((p) => p.html)} />}
          {guide && (
            <a className="btn btn-ghost btn-sm" href={`/guida/${guide.id}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink size={16} aria-hidden="true" /> {G.actionView}
            </a>
          )}
        </>
      }
      dialogs={
        <>
          {mode === 'edit' && (
            <SaveGateDialog
              tipo="guida"
              claims={state.confirmClaims}
              busy={state.saving}
              onConfirm={(confirmations) => void editor.save(confirmations, false)}
              onClose={() => dispatch({ type: 'gate', claims: null })}
              reveal={safety.revealClaims}
            />
          )}
          {mode === 'create' && (
            <GuidePromptDialog open={state.promptOpen} onCancel={() => dispatch({ type: 'prompt', open: false })} onConfirm={(id) => void editor.generate(id)} />
          )}
          {status.dialog}
          {safety.dialogs}
        </>
      }
    >
      <GuideTitleFields editor={editor} />
      {mode === 'create' && <GuideProductsPanel editor={editor} />}
      <GuideActions editor={editor} mode={mode} />
      {generation.busy && <GuideProgress elapsed={generation.elapsed} />}
      {draft && (
        <ClaimRevealProvider value={safety.reveal ?? revealFromList}>
          <GuideSections draft={draft} claims={editor.claims} products={editor.byId} tab={state.tab} busy={generation.busy} dispatch={dispatch} idPrefix={prefix} />
        </ClaimRevealProvider>
      )}
    </EditorPage>
  );
}
