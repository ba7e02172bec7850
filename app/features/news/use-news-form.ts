import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useReducer } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { newsCreateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { claimsFrom } from '../claims/index.ts';
import { pickedFromSaved, recordPicked } from '../images/index.ts';
import { newsKeys, newsQuery, newsReportQuery, saveNews } from './api.ts';
import { currentNews, EMPTY_NEWS, initialNewsFormState, type NewsField, type NewsFormValues, newsFormReducer, newsSaveBody, slugLocked } from './news-form-state.ts';

/**
 * The news form's state (news-form-state.ts) and what talks to the API: the saved item and the
 * claims its text still holds, and the save, which passes the publishing gate (decision 0023): a
 * save that would make the item public with unresolved claims comes back as a 409 whose claims
 * open the dialog; the save is then sent again with the editor's confirmations (`conferme`).
 */
export function useNewsForm() {
  const { id } = useParams();
  const newsId = id ? Number(id) : null;
  const toast = useToast();
  const navigate = useNavigate();
  const uid = useId();
  const [state, dispatch] = useReducer(newsFormReducer, newsId, initialNewsFormState);
  const saved = useQuery({ ...newsQuery(newsId ?? 0), enabled: newsId !== null });
  // The claims the publishing gate still holds against the saved text, highlighted in the editor.
  const report = useQuery({ ...newsReportQuery(newsId ?? 0), enabled: newsId !== null });
  const save = useMutation({ mutationFn: saveNews, meta: { invalidates: [newsKeys.saved] } });

  useEffect(() => {
    if (saved.data) dispatch({ type: 'loaded', news: saved.data, picked: pickedFromSaved(saved.data) });
    else if (saved.isError) dispatch({ type: 'load-failed' });
  }, [saved.data, saved.isError]);
  useEffect(() => {
    if (report.data) dispatch({ type: 'report', report: report.data });
  }, [report.data]);

  const ids = useMemo(() => Object.fromEntries(Object.keys(EMPTY_NEWS).map((k) => [k, `${uid}-${k}`])) as Record<NewsField, string>, [uid]);

  const set = <K extends NewsField>(key: K, value: NewsFormValues[K]) => dispatch({ type: 'field', key, value });

  function submit(e: FormEvent) {
    e.preventDefault();
    void persist();
  }

  /** Saves the form; `conferme` are the editor's answers to the publishing gate's dialog. */
  async function persist(conferme?: ConfirmationsInput) {
    if (state.saving) return;
    const body = newsSaveBody(state, conferme);
    const check = newsCreateSchema.safeParse(body);
    if (!check.success) return dispatch({ type: 'invalid', error: newsErrorMessage(check.error) });
    dispatch({ type: 'saving' });
    const current = currentNews(state);
    try {
      if (state.picked) {
        // The photo is recorded (and its use reported to Unsplash) only now that it is really used.
        const image = await recordPicked(state.picked);
        dispatch({ type: 'picked', picked: image });
        Object.assign(body, { id_immagine: image.id, immagine_url: image.url, immagine_autore: image.autore, immagine_autore_link: image.autore_link });
      }
      const stored = await save.mutateAsync({ id: current?.id ?? null, body });
      if (current) {
        dispatch({ type: 'saved', news: stored, picked: pickedFromSaved(stored) });
        toast.success(N.saved);
      } else {
        dispatch({ type: 'saved', news: null, picked: null });
        toast.success(N.created);
        void navigate(`/dashboard/notizie/${stored.id}`, { replace: true });
      }
    } catch (err) {
      const held = claimsFrom(err);
      if (held) dispatch({ type: 'gate', claims: held });
      else dispatch({ type: 'invalid', error: errorMessage(err, N.errSave) });
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { state, dispatch, current: currentNews(state), slugLocked: slugLocked(state), uid, ids, set, save: submit, persist };
}

export type NewsFormModel = ReturnType<typeof useNewsForm>;
