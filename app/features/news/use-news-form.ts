import { type FormEvent, useEffect, useId, useMemo, useReducer } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ClaimReport } from '../../../common/claims.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { newsCreateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import type { News } from '../../../common/types.ts';
import { claimsFrom } from '../claims/index.ts';
import { pickedFromSaved, recordPicked } from '../images/index.ts';
import { useDashboardApi } from '../../components/dashboard/use-dashboard-api.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import {
  currentNews, EMPTY_NEWS, initialNewsFormState, type NewsField, type NewsFormValues, newsFormReducer, newsSaveBody, slugLocked,
} from './news-form-state.ts';

/**
 * The news form's state (news-form-state.ts) and what talks to the API: the saved item and the
 * claims its text still holds, and the save, which passes the publishing gate (decision 0023): a
 * save that would make the item public with unresolved claims comes back as a 409 whose claims
 * open the dialog; the save is then sent again with the editor's confirmations (`conferme`).
 */
export function useNewsForm() {
  const { id } = useParams();
  const newsId = id ? Number(id) : null;
  const call = useDashboardApi();
  const toast = useToast();
  const navigate = useNavigate();
  const uid = useId();
  const [state, dispatch] = useReducer(newsFormReducer, newsId, initialNewsFormState);

  useEffect(() => {
    if (newsId === null) return;
    let cancelled = false;
    call<News>(`/api/notizie/${newsId}`)
      .then((n) => !cancelled && dispatch({ type: 'loaded', news: n, picked: pickedFromSaved(n) }))
      .catch(() => !cancelled && dispatch({ type: 'load-failed' }));
    // The claims the publishing gate still holds against the saved text, highlighted in the editor.
    call<ClaimReport>(`/api/verifica/notizia/${newsId}`).then(
      (report) => !cancelled && dispatch({ type: 'report', report }),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [call, newsId]);

  const ids = useMemo(() => Object.fromEntries(Object.keys(EMPTY_NEWS).map((k) => [k, `${uid}-${k}`])) as Record<NewsField, string>, [uid]);

  const set = <K extends NewsField>(key: K, value: NewsFormValues[K]) => dispatch({ type: 'field', key, value });

  function save(e: FormEvent) {
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
        const image = await recordPicked(call, state.picked);
        dispatch({ type: 'picked', picked: image });
        Object.assign(body, { id_immagine: image.id, immagine_url: image.url, immagine_autore: image.autore, immagine_autore_link: image.autore_link });
      }
      if (current) {
        const saved = await call<News>(`/api/notizie/${current.id}`, { method: 'PUT', body });
        dispatch({ type: 'saved', news: saved, picked: pickedFromSaved(saved) });
        toast.success(N.saved);
      } else {
        const saved = await call<News>('/api/notizie', { method: 'POST', body });
        dispatch({ type: 'saved', news: null, picked: null });
        toast.success(N.created);
        navigate(`/dashboard/notizie/${saved.id}`, { replace: true });
      }
    } catch (err) {
      const held = claimsFrom(err);
      if (held) dispatch({ type: 'gate', claims: held });
      else dispatch({ type: 'invalid', error: errorMessage(err, N.errSave) });
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return { state, dispatch, current: currentNews(state), slugLocked: slugLocked(state), uid, ids, set, save, persist };
}

export type NewsFormModel = ReturnType<typeof useNewsForm>;
