import type { AiVerification, GateClaim } from '../../../common/claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { slugify } from '../../../common/slug.ts';
import type { ContentStatus, News } from '../../../common/types.ts';
import { UNSPLASH_SOURCE } from '../../../common/messages-images.ts';
import type { PickedImage } from '../../components/dashboard/images/index.ts';

// This module holds no React and no network: the form's transitions are plain functions, so the
// unit tests drive them without a browser.

export interface NewsFormValues {
  titolo: string;
  sottotitolo: string;
  slug: string;
  sommario: string;
  descrizione: string;
  contenuto: string;
  testo_originale: string;
  fonte: string;
  link_fonte: string;
  /** Empty until the item is published (then the time it was), unless the editor sets one. */
  data_pubblicazione: string;
  /** When the source published it (a feed item's date). */
  data_fonte: string;
  immagine_url: string;
  immagine_autore: string;
  immagine_autore_link: string;
  stato: ContentStatus;
  rilevanza: number;
  tag: string;
}

export type NewsField = keyof NewsFormValues;

/** A new item starts as a draft with relevance 0 (spec section 4). */
export const EMPTY_NEWS: NewsFormValues = {
  titolo: '',
  sottotitolo: '',
  slug: '',
  sommario: '',
  descrizione: '',
  contenuto: '',
  testo_originale: '',
  fonte: '',
  link_fonte: '',
  data_pubblicazione: '',
  data_fonte: '',
  immagine_url: '',
  immagine_autore: '',
  immagine_autore_link: '',
  stato: 'bozza',
  rilevanza: 0,
  tag: '',
};

/** ISO → the value of <input type="datetime-local"> in the editor's time zone, and back. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

export const valuesOf = (n: News): NewsFormValues => ({
  titolo: n.titolo,
  sottotitolo: n.sottotitolo ?? '',
  slug: n.slug,
  sommario: n.sommario ?? '',
  descrizione: n.descrizione ?? '',
  contenuto: n.contenuto ?? '',
  testo_originale: n.testo_originale ?? '',
  fonte: n.fonte ?? '',
  link_fonte: n.link_fonte ?? '',
  data_pubblicazione: toLocalInput(n.data_pubblicazione),
  data_fonte: toLocalInput(n.data_fonte),
  immagine_url: n.immagine_url ?? '',
  immagine_autore: n.immagine_autore ?? '',
  immagine_autore_link: n.immagine_autore_link ?? '',
  stato: n.stato,
  rilevanza: n.rilevanza,
  tag: n.tag ?? '',
});

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

/**
 * The stored fields the news editor edits, as the server's revisions keep them
 * (server/domain/revisions.ts NEWS_EDITED, server/domain/pending-versions.ts): blanks are null,
 * the date is ISO, the cover is the picked image's when there is one.
 */
export interface NewsSnapshot {
  [key: string]: unknown;
  titolo: string;
  sottotitolo: string | null;
  sommario: string | null;
  descrizione: string | null;
  testo_originale: string | null;
  fonte: string | null;
  link_fonte: string | null;
  data_pubblicazione: string | null;
  data_fonte: string | null;
  immagine_url: string | null;
  immagine_autore: string | null;
  immagine_autore_link: string | null;
  rilevanza: number;
  contenuto: string | null;
  id_immagine: number | null;
  tag: string | null;
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

/** Once the item left the draft state its address is public: the slug can no longer change. */
export function slugLocked(state: NewsFormState): boolean {
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
  // The slug follows the title until the editor writes one, and never once it is locked.
  if (key === 'titolo' && !state.slugTouched && !slugLocked(state)) values.slug = slugify(String(value));
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

/** Blank text is stored as null (the save's blankToNull). */
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The ISO date of a datetime-local value, null when blank or unreadable. */
function isoOrNull(v: string): string | null {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * What the form holds, as a revision keeps it (NewsSnapshot): the same keys in the server's order
 * and the same value types, so a form just loaded equals its saved item's snapshot (not dirty) and
 * an autosave restores exactly what was typed. The slug and the status are not kept (decision 0032).
 */
export function newsSnapshot(values: NewsFormValues, picked: PickedImage | null): NewsSnapshot {
  return {
    titolo: values.titolo,
    sottotitolo: orNull(values.sottotitolo),
    sommario: orNull(values.sommario),
    descrizione: orNull(values.descrizione),
    testo_originale: orNull(values.testo_originale),
    fonte: orNull(values.fonte),
    link_fonte: orNull(values.link_fonte),
    data_pubblicazione: isoOrNull(values.data_pubblicazione),
    data_fonte: isoOrNull(values.data_fonte),
    immagine_url: picked ? picked.url : orNull(values.immagine_url),
    immagine_autore: picked ? picked.autore : orNull(values.immagine_autore),
    immagine_autore_link: picked ? picked.autore_link : orNull(values.immagine_autore_link),
    rilevanza: Number(values.rilevanza),
    contenuto: orNull(values.contenuto),
    id_immagine: picked ? picked.id : null,
    tag: orNull(values.tag),
  };
}

/** The plain fields a kept version puts back as they are (null: empty). */
const SNAPSHOT_TEXT_FIELDS = [
  'titolo',
  'sottotitolo',
  'sommario',
  'descrizione',
  'testo_originale',
  'fonte',
  'link_fonte',
  'immagine_url',
  'immagine_autore',
  'immagine_autore_link',
  'contenuto',
  'tag',
] as const satisfies readonly NewsField[];

/** The dates a kept version holds as ISO, put back as the editor's local time. */
const SNAPSHOT_DATE_FIELDS = ['data_pubblicazione', 'data_fonte'] as const satisfies readonly NewsField[];

/**
 * A kept version (an autosave, an AI proposal, a revision) back in the form: the fields it has,
 * the others untouched; its picked cover (id_immagine) as the picked image. The status and the
 * slug are never part of it. Values of the wrong type count as empty.
 */
function withSnapshot(state: NewsFormState, s: Record<string, unknown>): NewsFormState {
  const values = { ...state.values };
  const changed: NewsField[] = [];
  for (const key of SNAPSHOT_TEXT_FIELDS) {
    if (!(key in s)) continue;
    const v = s[key];
    // An item always has a title: a version without one leaves the editor's.
    if (key === 'titolo' && typeof v !== 'string') continue;
    values[key] = typeof v === 'string' ? v : '';
    changed.push(key);
  }
  for (const key of SNAPSHOT_DATE_FIELDS) {
    if (!(key in s)) continue;
    const v = s[key];
    values[key] = typeof v === 'string' ? toLocalInput(v) : '';
    changed.push(key);
  }
  if (typeof s.rilevanza === 'number' && Number.isFinite(s.rilevanza)) {
    values.rilevanza = s.rilevanza;
    changed.push('rilevanza');
  }
  let picked = state.picked;
  if ('id_immagine' in s) {
    const id = s.id_immagine;
    picked =
      typeof id === 'number' && typeof s.immagine_url === 'string' && s.immagine_url !== ''
        ? {
            id,
            url: s.immagine_url,
            autore: typeof s.immagine_autore === 'string' ? s.immagine_autore : null,
            autore_link: typeof s.immagine_autore_link === 'string' ? s.immagine_autore_link : null,
            fonte: UNSPLASH_SOURCE,
          }
        : null;
  }
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
 * The body of the save: the locked slug is not sent, the date goes back to ISO, a fresh
 * generation's verification rides along as `verifica_ai`, and `conferme` are the editor's answers
 * to the publishing gate's dialog. The cover fields are overwritten by a picked image on save.
 */
export function newsSaveBody(state: NewsFormState, conferme?: ConfirmationsInput): Record<string, unknown> {
  const { values, verifica } = state;
  return {
    ...values,
    slug: slugLocked(state) ? undefined : values.slug,
    data_pubblicazione: fromLocalInput(values.data_pubblicazione),
    data_fonte: fromLocalInput(values.data_fonte),
    rilevanza: Number(values.rilevanza),
    id_immagine: null,
    ...(verifica ? { verifica_ai: verifica } : {}),
    ...(conferme ? { conferme } : {}),
  };
}
