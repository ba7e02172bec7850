import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { explainClaims } from '../../../common/grounding/explain.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { newsFacts, newsHtml } from '../../../common/news-grounding.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { newsCreateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import type { News } from '../../../common/types.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { claimsFrom } from '../../components/dashboard/claims/index.ts';
import { pickedFromSaved, recordPicked } from '../../components/dashboard/images/index.ts';
import { useEditorSafety } from '../../components/dashboard/revisions/index.ts';
import { useFromListSuffix } from '../../components/dashboard/editor-page/index.ts';
import { editableNewsQuery, newsKeys, newsReportQuery, saveNews } from '../../entities/news/api.ts';
import { newsFormClaims } from './news-form-claims.ts';
import { currentNews, initialNewsFormState, type NewsFormState, newsFormReducer, newsSaveBody, addressPublic } from './news-form-state.ts';
import { EMPTY_NEWS, type NewsField, type NewsFormValues, valuesOf } from './news-form-values.ts';
import { type NewsSnapshot, newsSnapshot } from './news-snapshot.ts';

/** The item the form opens, as GET /api/notizie/{id} answered it with its version tag; null for a new one. */
export interface LoadedNews {
  news: News;
  etag: string | null;
}

/** A new item starts empty; a saved one with its loaded values. */
function startState(loaded: LoadedNews | null): NewsFormState {
  if (!loaded) return initialNewsFormState(null);
  return newsFormReducer(initialNewsFormState(loaded.news.id), { type: 'loaded', news: loaded.news, picked: pickedFromSaved(loaded.news) });
}

/** A saved item as a revision keeps it, through the form's own values (so a form just loaded is not dirty). */
const savedSnapshot = (news: News) => newsSnapshot(valuesOf(news), pickedFromSaved(news));

/** What is saved: the loaded (or last saved) item, an empty form for a new one; null while loading. */
const savedSnapshotOf = (loaded: NewsFormState['loaded']): NewsSnapshot | null =>
  loaded.status !== 'ready' ? null : loaded.news ? savedSnapshot(loaded.news) : newsSnapshot(EMPTY_NEWS, null);

/**
 * The news form's state (news-form-state.ts) and what talks to the API: the claims the text holds
 * as it is edited (against its source, the saved confirmations and verification), and the save, which passes the publishing gate (decision 0023): a save that would
 * make the item public with unresolved claims comes back as a 409 whose claims open the dialog;
 * the save is then sent again with the editor's confirmations (`conferme`). Around it the editors'
 * safety net (useEditorSafety): autosave, the question before leaving, Ctrl+S, If-Match with the
 * conflict dialog on a 412, the Cronologia and the offer of a newer autosave or AI proposal.
 */
export function useNewsForm(loaded: LoadedNews | null) {
  const newsId = loaded?.news.id ?? null;
  const toast = useToast();
  const navigate = useNavigate();
  const from = useFromListSuffix();
  const client = useQueryClient();
  const uid = useId();
  const [state, dispatch] = useReducer(newsFormReducer, loaded, startState);
  // What the publishing gate holds for the saved item: the model's verification and the confirmations.
  const report = useQuery({ ...newsReportQuery(newsId ?? 0), enabled: newsId !== null });
  const save = useMutation({ mutationFn: saveNews, meta: { invalidates: [newsKeys.saved], handlesConflict: true } });

  // The claims highlighted and counted in the editor, from the text as edited (on a deferred copy,
  // so typing stays fluid): a claim deleted from the text stops counting.
  const text = useDeferredValue(state.values);
  const generatoAi = currentNews(state)?.generato_ai ?? false;
  // Each with why it is flagged (decision 0069): the nearest sentence of the source, for the side panel.
  const explained = useMemo(() => {
    const found = newsFormClaims(text, { generato_ai: generatoAi, verifica: state.verifica ?? report.data?.verifica ?? null, conferme: report.data?.conferme });
    return explainClaims(newsHtml(text), found, newsFacts(text));
  }, [text, generatoAi, state.verifica, report.data]);
  const claims = useMemo(() => explained.map((c) => c.text), [explained]);

  const ids = useMemo(() => Object.fromEntries(Object.keys(EMPTY_NEWS).map((k) => [k, `${uid}-${k}`])) as Record<NewsField, string>, [uid]);
  const current = useMemo(() => newsSnapshot(state.values, state.picked), [state.values, state.picked]);
  const saved = useMemo(() => savedSnapshotOf(state.loaded), [state.loaded]);
  // The items read again (after a conflict or a restore), by the snapshot the safety net hands back.
  const reread = useRef(new WeakMap<NewsSnapshot, News>());

  const safety = useEditorSafety<NewsSnapshot>({
    tipo: 'notizia',
    id: newsId,
    current,
    saved,
    etag: loaded?.etag ?? null,
    busy: state.saving,
    save: () => void persist(),
    apply: (snapshot) => dispatch({ type: 'apply', snapshot }),
    loadLatest: async () => {
      const latest = await client.fetchQuery(editableNewsQuery(newsId ?? 0));
      const snapshot = savedSnapshot(latest.news);
      reread.current.set(snapshot, latest.news);
      return { snapshot, etag: latest.etag };
    },
    onReloaded: ({ snapshot }) => {
      const news = reread.current.get(snapshot);
      if (news) dispatch({ type: 'loaded', news, picked: pickedFromSaved(news) });
    },
  });

  // The item read again (Programma in the side panel, the tab shown again) and changed elsewhere
  // while nothing is edited here: the form follows it and its new tag instead of a conflict at the
  // next save. Each read is looked at once, when it arrives; over unsaved changes it is left alone.
  const { dirty } = safety;
  const seen = useRef(loaded);
  useEffect(() => {
    if (!loaded || loaded === seen.current) return;
    seen.current = loaded;
    if (loaded.etag === null || dirty || state.saving || loaded.etag === safety.ifMatch()) return;
    dispatch({ type: 'loaded', news: loaded.news, picked: pickedFromSaved(loaded.news) });
    safety.saved(loaded.etag, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new read only; safety's functions read refs
  }, [loaded]);

  const set = <K extends NewsField>(key: K, value: NewsFormValues[K]) => dispatch({ type: 'field', key, value });

  /** Saves the form; `conferme` are the editor's answers to the publishing gate's dialog. */
  async function persist(conferme?: ConfirmationsInput) {
    if (state.saving) return;
    const body = newsSaveBody(state, conferme);
    const check = newsCreateSchema.safeParse(body);
    if (!check.success) return dispatch({ type: 'invalid', error: newsErrorMessage(check.error) });
    dispatch({ type: 'saving' });
    const item = currentNews(state);
    try {
      if (state.picked) {
        // The photo is recorded (and its use reported to Unsplash) only now that it is really used.
        const image = await recordPicked(state.picked);
        dispatch({ type: 'picked', picked: image });
        Object.assign(body, { id_immagine: image.id, immagine_url: image.url, immagine_autore: image.autore, immagine_autore_link: image.autore_link });
      }
      const stored = await save.mutateAsync({ id: item?.id ?? null, body, ifMatch: item ? safety.ifMatch() : undefined });
      if (item) {
        dispatch({ type: 'saved', news: stored.news, picked: pickedFromSaved(stored.news) });
        safety.saved(stored.etag);
        toast.success(N.saved);
      } else {
        dispatch({ type: 'saved', news: null, picked: null });
        toast.success(N.created);
        // The new item's own address: its form reads it again, with its version tag.
        safety.allowNavigation(() => void navigate(`/dashboard/notizie/${stored.news.id}${from}`, { replace: true }));
      }
    } catch (err) {
      if (safety.handleSaveError(err)) return;
      const held = claimsFrom(err);
      if (held) dispatch({ type: 'gate', claims: held });
      else dispatch({ type: 'invalid', error: errorMessage(err, N.errSave) });
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { state, dispatch, current: currentNews(state), addressPublic: addressPublic(state), claims, explained, uid, ids, set, persist, safety };
}

export type NewsFormModel = ReturnType<typeof useNewsForm>;
