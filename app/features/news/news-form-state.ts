import type { AiVerification, ClaimReport, GateClaim } from '../../../common/claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { slugify } from '../../../common/slug.ts';
import type { ContentStatus, News } from '../../../common/types.ts';
import type { NewsClaim } from '../../../common/types-news.ts';
import type { PickedImage } from '../images/index.ts';

// This module holds no React and no network: the form's transitions are plain functions, so the
// unit tests drive them without a browser.

export interface NewsFormValues {
  titolo: string;
  slug: string;
  sommario: string;
  descrizione: string;
  contenuto: string;
  testo_originale: string;
  fonte: string;
  link_fonte: string;
  data_pubblicazione: string;
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
  slug: '',
  sommario: '',
  descrizione: '',
  contenuto: '',
  testo_originale: '',
  fonte: '',
  link_fonte: '',
  data_pubblicazione: '',
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
  slug: n.slug,
  sommario: n.sommario ?? '',
  descrizione: n.descrizione ?? '',
  contenuto: n.contenuto ?? '',
  testo_originale: n.testo_originale ?? '',
  fonte: n.fonte ?? '',
  link_fonte: n.link_fonte ?? '',
  data_pubblicazione: toLocalInput(n.data_pubblicazione),
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

export interface NewsFormState {
  loaded: NewsLoad;
  values: NewsFormValues;
  /** The editor typed a slug (or the item was saved): the title no longer rewrites it. */
  slugTouched: boolean;
  saving: boolean;
  formError: string | null;
  ai: NewsAiTask | null;
  /** The claims highlighted in the editor: the saved text's, or a fresh generation's. */
  claims: NewsClaim[];
  /** The model-based verification of an article generated here and not saved yet (sent as verifica_ai). */
  verifica: AiVerification | null;
  /** The publishing gate's claims after a save that would make the item public (decision 0023). */
  gate: GateClaim[] | null;
  /** A cover picked from Unsplash (recorded when the item is saved), else the address fields. */
  picked: PickedImage | null;
}

export type NewsFormAction =
  | { type: 'loaded'; news: News; picked: PickedImage | null }
  | { type: 'load-failed' }
  /** The claims the publishing gate still holds against the saved text. */
  | { type: 'report'; report: ClaimReport }
  | { type: 'field'; key: NewsField; value: NewsFormValues[NewsField] }
  | { type: 'picked'; picked: PickedImage | null }
  | { type: 'ai'; task: NewsAiTask | null }
  | { type: 'generated'; contenuto: string; claims: NewsClaim[]; verifica: AiVerification | null }
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

function withField(state: NewsFormState, key: NewsField, value: NewsFormValues[NewsField]): NewsFormState {
  const values = { ...state.values, [key]: value };
  // The slug follows the title until the editor writes one, and never once it is locked.
  if (key === 'titolo' && !state.slugTouched && !slugLocked(state)) values.slug = slugify(String(value));
  return { ...state, values, slugTouched: state.slugTouched || key === 'slug' };
}

export function newsFormReducer(state: NewsFormState, action: NewsFormAction): NewsFormState {
  switch (action.type) {
    case 'loaded':
      return { ...state, loaded: { status: 'ready', news: action.news }, values: valuesOf(action.news), picked: action.picked, slugTouched: true };
    case 'load-failed':
      return { ...state, loaded: { status: 'error' } };
    case 'report':
      return { ...state, claims: action.report.non_verificati.filter((c) => c.kind !== 'verifica') };
    case 'field':
      return withField(state, action.key, action.value);
    case 'picked':
      return action.picked === state.picked ? state : { ...state, picked: action.picked };
    case 'ai':
      return { ...state, ai: action.task };
    case 'generated':
      return { ...state, values: { ...state.values, contenuto: action.contenuto }, claims: action.claims, verifica: action.verifica };
    case 'invalid':
      return { ...state, formError: action.error };
    case 'saving':
      return { ...state, formError: null, saving: true };
    case 'saved': {
      const next = { ...state, verifica: null, gate: null };
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
    claims: [],
    verifica: null,
    gate: null,
    picked: null,
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
    rilevanza: Number(values.rilevanza),
    id_immagine: null,
    ...(verifica ? { verifica_ai: verifica } : {}),
    ...(conferme ? { conferme } : {}),
  };
}
