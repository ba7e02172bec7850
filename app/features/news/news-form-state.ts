import type { AiVerification, GateClaim } from '../../../common/claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { slugify } from '../../../common/slug.ts';
import type { News } from '../../../common/types.ts';
import type { PickedImage } from '../../components/dashboard/images/index.ts';
import { EMPTY_NEWS, fromLocalInput, type NewsField, type NewsFormValues, valuesOf } from './news-form-values.ts';
import { readSnapshot } from './news-snapshot.ts';

// This module holds no React and no network: the form's transitions are plain functions, so the
// unit tests drive them without a browser. The values are in news-form-values.ts, the kept
// versions (snapshots) in news-snapshot.ts.

export type NewsLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; news: News | null };

/** Which AI task is running: one at a time. */
export type NewsAiTask = 'sommario' | 'articolo';

/**
 * What an AI task replaced, kept so one click ('Annulla') puts it back: the fields it changed with
 * the values they had before, and (for the article) the verification of before. Kept until the
 * editor edits one of those fields, saves, or the form takes another version.
 */
export interface NewsAiUndo {
  previous: Partial<NewsFormValues>;
  verifica?: AiVerification | null;
}

export interface NewsFormState {
  loaded: NewsLoad;
  values: NewsFormValues;
  /** The editor typed a slug (or the item was saved): the title no longer rewrites it. */
  slugTouched: boolean;
  saving: boolean;
  formError: string | null;
  ai: NewsAiTask | null;
  /** The model-based verification of an article generated here and not saved yet (sent as verifica_ai). */
  verifica: AiVerification | null;
  /** The publishing gate's claims after a save that would make the item public (decision 0023). */
  gate: GateClaim[] | null;
  /** A cover picked from Unsplash (recorded when the item is saved), else the address fields. */
  picked: PickedImage | null;
  /** What each AI task last replaced, while it can still be undone in one click. */
  aiUndo: Partial<Record<NewsAiTask, NewsAiUndo>>;
}

export type NewsFormAction =
  | { type: 'loaded'; news: News; picked: PickedImage | null }
  | { type: 'load-failed' }
  | { type: 'field'; key: NewsField; value: NewsFormValues[NewsField] }
  | { type: 'picked'; picked: PickedImage | null }
  | { type: 'ai'; task: NewsAiTask | null }
  /** 'Genera articolo' answered: the article replaces the content, its verification the form's (undoable). */
  | { type: 'generated'; contenuto: string; verifica: AiVerification | null }
  /** 'Genera sommario' answered: the summary replaces the editor's (undoable). */
  | { type: 'summarized'; sommario: string }
  /** 'Annulla' next to an AI result: what the task replaced comes back. */
  | { type: 'undo-ai'; task: NewsAiTask }
  /** A kept version (an autosave, an AI proposal) is put in the form as unsaved changes. */
  | { type: 'apply'; snapshot: Record<string, unknown> }
  | { type: 'invalid'; error: string }
  | { type: 'saving' }
  /** Saved: `news` is the stored item when the form stays on it (an edit), null when it leaves (a creation). */
  | { type: 'saved'; news: News | null; picked: PickedImage | null }
  | { type: 'gate'; claims: GateClaim[] | null }
  | { type: 'settled' };

export const currentNews = (state: NewsFormState): News | null => (state.loaded.status === 'ready' ? state.loaded.news : null);

/**
 * Once the item left the draft state its address is public: the slug no longer follows the title,
 * and a slug changed by hand leaves the old address answering 301 to the new one.
 */
export function addressPublic(state: NewsFormState): boolean {
  const current = currentNews(state);
  return current !== null && current.stato !== 'bozza';
}

/** What the AI works from: the source text, else the summary. */
export const sourceTextOf = (v: NewsFormValues) => v.testo_originale.trim() || v.sommario.trim();

/** The AI results still undoable once `keys` changed by another hand: those touching them are dropped. */
function undoWithout(undo: NewsFormState['aiUndo'], keys: readonly NewsField[]): NewsFormState['aiUndo'] {
  let next = undo;
  for (const task of Object.keys(undo) as NewsAiTask[]) {
    const previous = undo[task]?.previous ?? {};
    if (keys.some((k) => k in previous)) {
      if (next === undo) next = { ...undo };
      delete next[task];
    }
  }
  return next;
}

function withField(state: NewsFormState, key: NewsField, value: NewsFormValues[NewsField]): NewsFormState {
  const values = { ...state.values, [key]: value };
  // The slug follows the title until the editor writes one, and never once the address is public.
  if (key === 'titolo' && !state.slugTouched && !addressPublic(state)) values.slug = slugify(String(value));
  // The editor wrote over an AI result: it is theirs now, nothing to undo.
  return { ...state, values, slugTouched: state.slugTouched || key === 'slug', aiUndo: undoWithout(state.aiUndo, [key]) };
}

/**
 * An AI task's result replaces `changes` (and maybe the verification): what it replaced is kept
 * for 'Annulla'. A second run of the same task before the editor touched the field keeps the first
 * one's record, so 'Annulla' always brings back the editor's own text.
 */
function withAiResult(state: NewsFormState, task: NewsAiTask, changes: Partial<NewsFormValues>, extra: Partial<Pick<NewsFormState, 'verifica'>>): NewsFormState {
  const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, state.values[k as NewsField]])) as Partial<NewsFormValues>;
  const kept: NewsAiUndo = state.aiUndo[task] ?? {
    previous,
    ...('verifica' in extra ? { verifica: state.verifica } : {}),
  };
  return { ...state, ...extra, values: { ...state.values, ...changes }, aiUndo: { ...state.aiUndo, [task]: kept } };
}

function undoAi(state: NewsFormState, task: NewsAiTask): NewsFormState {
  const undo = state.aiUndo[task];
  if (!undo) return state;
  const aiUndo = { ...state.aiUndo };
  delete aiUndo[task];
  return {
    ...state,
    values: { ...state.values, ...undo.previous },
    ...(undo.verifica !== undefined ? { verifica: undo.verifica } : {}),
    aiUndo,
  };
}

/** A kept version back in the form; the AI results touching the fields it changed are no longer undoable. */
function withSnapshot(state: NewsFormState, s: Record<string, unknown>): NewsFormState {
  const { values, picked, changed } = readSnapshot(state.values, state.picked, s);
  return { ...state, values, picked, aiUndo: undoWithout(state.aiUndo, changed) };
}

export function newsFormReducer(state: NewsFormState, action: NewsFormAction): NewsFormState {
  switch (action.type) {
    case 'loaded':
      return { ...state, loaded: { status: 'ready', news: action.news }, values: valuesOf(action.news), picked: action.picked, slugTouched: true, aiUndo: {} };
    case 'load-failed':
      return { ...state, loaded: { status: 'error' } };
    case 'field':
      return withField(state, action.key, action.value);
    case 'picked':
      return action.picked === state.picked ? state : { ...state, picked: action.picked };
    case 'ai':
      return { ...state, ai: action.task };
    case 'generated':
      return withAiResult(state, 'articolo', { contenuto: action.contenuto }, { verifica: action.verifica });
    case 'summarized':
      return withAiResult(state, 'sommario', { sommario: action.sommario }, {});
    case 'undo-ai':
      return undoAi(state, action.task);
    case 'apply':
      return withSnapshot(state, action.snapshot);
    case 'invalid':
      return { ...state, formError: action.error };
    case 'saving':
      return { ...state, formError: null, saving: true };
    case 'saved': {
      // Saved: the AI results are the editor's text now (the previous ones are in the history).
      const next = { ...state, verifica: null, gate: null, aiUndo: {} };
      return action.news ? { ...next, loaded: { status: 'ready', news: action.news }, values: valuesOf(action.news), picked: action.picked } : next;
    }
    case 'gate':
      return { ...state, gate: action.claims };
    case 'settled':
      return { ...state, saving: false };
  }
}

/** A new item is ready at once and empty; a saved one waits for GET /api/notizie/{id}. */
export function initialNewsFormState(newsId: number | null): NewsFormState {
  return {
    loaded: newsId === null ? { status: 'ready', news: null } : { status: 'loading' },
    values: EMPTY_NEWS,
    slugTouched: false,
    saving: false,
    formError: null,
    ai: null,
    verifica: null,
    gate: null,
    picked: null,
    aiUndo: {},
  };
}

/**
 * The body of the save: the slug as shown, the date goes back to ISO, a fresh
 * generation's verification rides along as `verifica_ai`, and `conferme` are the editor's answers
 * to the publishing gate's dialog. The cover fields are overwritten by a picked image on save.
 */
export function newsSaveBody(state: NewsFormState, conferme?: ConfirmationsInput): Record<string, unknown> {
  const { values, verifica } = state;
  return {
    ...values,
    data_pubblicazione: fromLocalInput(values.data_pubblicazione),
    data_fonte: fromLocalInput(values.data_fonte),
    rilevanza: Number(values.rilevanza),
    id_immagine: null,
    ...(verifica ? { verifica_ai: verifica } : {}),
    ...(conferme ? { conferme } : {}),
  };
}
