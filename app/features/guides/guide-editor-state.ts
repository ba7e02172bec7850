import type { AiVerification, ClaimReport, GateClaim } from '../../../common/claims.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { UNSPLASH_SOURCE } from '../../../common/messages-images.ts';
import { guideCoverSchema } from '../../../common/schemas-guides.ts';
import type { Guide, GuideContent } from '../../../common/types.ts';
import { type SeoFields, type SeoFormValues, seoFieldsOf, seoFormValues, seoFromSnapshot } from '../../../common/seo.ts';
import type { PickedImage } from '../../components/dashboard/images/index.ts';

// This module holds no React and no network: the editor's transitions are plain functions, so the
// unit tests drive them without a browser.

export const INTRO = 'introduzione';
export const OUTRO = 'conclusione';
export const sectionTab = (i: number) => `sezione-${i}`;

/** A text of the draft: the introduction, the conclusion, or the section at that index. */
export type GuidePart = 'introduzione' | 'conclusione' | number;

export interface GuideEditorState {
  titolo: string;
  /** The subtitle as typed ('' for none). */
  sottotitolo: string;
  /** The search-engine fields as typed (SeoPanel). */
  seo: SeoFormValues;
  /** A picked cover (recorded when the guide is saved), else `cover`, an address typed in the fallback field. */
  picked: PickedImage | null;
  cover: string;
  /** The fallback field starts open when the guide's cover is a typed address (never toggled by React afterwards). */
  manualOpen: boolean;
  /** The chosen products, in the guide's order. */
  selected: number[];
  draft: GuideContent | null;
  tab: string;
  pickerOpen: boolean;
  promptOpen: boolean;
  saving: boolean;
  /** Set once the title was left or a save was tried: only then does an empty title show its error. */
  touched: boolean;
  /** The claims the publishing gate asks a source for (the server's 409), while its dialog is open. */
  confirmClaims: GateClaim[] | null;
  /** The model-based verification of the text (a fresh generation's, or the saved guide's). */
  verifica: AiVerification | null;
  /** The verification came with a generation of this session: it is saved with the guide. */
  fresh: boolean;
  /** The confirmations editors already gave for this guide's claims. */
  conferme: ClaimReport['conferme'];
  /** The text a generation replaced, until it is edited or saved: 'Torna al testo di prima' puts it back. */
  replaced: { draft: GuideContent; verifica: AiVerification | null; fresh: boolean } | null;
}

export type GuideEditorAction =
  | { type: 'title'; titolo: string }
  | { type: 'subtitle'; sottotitolo: string }
  | { type: 'seo'; patch: Partial<SeoFormValues> }
  | { type: 'touch' }
  | { type: 'cover'; cover: string }
  | { type: 'picked'; picked: PickedImage | null }
  | { type: 'choose'; ids: number[] }
  | { type: 'move'; index: number; delta: -1 | 1 }
  | { type: 'remove'; id: number }
  | { type: 'text'; part: GuidePart; html: string }
  | { type: 'tab'; tab: string }
  | { type: 'picker'; open: boolean }
  | { type: 'prompt'; open: boolean }
  | { type: 'generated'; contenuto: GuideContent; verifica: AiVerification | null }
  /** Undoes the last generation: the text it replaced comes back. */
  | { type: 'undo-generated' }
  /** The saved guide's claim report arrived: a verification already in hand (a fresh one) wins. */
  | { type: 'report'; verifica: AiVerification | null; conferme: ClaimReport['conferme'] }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'gate'; claims: GateClaim[] | null }
  | { type: 'settled' }
  /**
   * A version put back in the editor: an autosave or an AI proposal taken back (unsaved changes),
   * or the saved guide read again after a conflict or a restore. Title, content and products come
   * from `snapshot` when it holds them; the cover when it names one (`picked`, when given, is the
   * cover with its credit, as a saved guide carries it).
   */
  | { type: 'restore'; snapshot: Record<string, unknown>; picked?: PickedImage | null };

/** What a guide's revisions keep of what the editor edits (decision 0032), as its pending versions store it. */
export interface GuideSnapshot extends SeoFields {
  [key: string]: unknown;
  titolo: string;
  sottotitolo: string | null;
  immagine_url: string | null;
  id_immagine: number | null;
  contenuto: GuideContent | null;
  prodotti: number[];
}

/** The sections follow the chosen products: kept texts, empty sections for new products, in the new order. */
export function followProducts(draft: GuideContent, ids: readonly number[]): GuideContent {
  const texts = new Map(draft.sezioni.filter((s) => s.id_prodotto !== null).map((s) => [s.id_prodotto!, s.testo]));
  return { ...draft, sezioni: ids.map((id) => ({ id_prodotto: id, testo: texts.get(id) ?? '' })) };
}

/** The product at `index` one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveProduct(ids: readonly number[], index: number, delta: -1 | 1): number[] {
  const to = index + delta;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(to, 0, id!);
  return next;
}

function withText(draft: GuideContent, part: GuidePart, html: string): GuideContent {
  if (part === 'introduzione') return { ...draft, introduzione: html };
  if (part === 'conclusione') return { ...draft, conclusione: html };
  return { ...draft, sezioni: draft.sezioni.map((s, j) => (j === part ? { ...s, testo: html } : s)) };
}

const isContent = (v: unknown): v is GuideContent =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as GuideContent).introduzione === 'string' &&
  typeof (v as GuideContent).conclusione === 'string' &&
  Array.isArray((v as GuideContent).sezioni) &&
  (v as GuideContent).sezioni.every((s) => typeof s === 'object' && s !== null && typeof s.testo === 'string' && (s.id_prodotto === null || typeof s.id_prodotto === 'number'));

const isIds = (v: unknown): v is number[] => Array.isArray(v) && v.every((id) => typeof id === 'number' && Number.isSafeInteger(id));

/** The cover a snapshot names (a recorded image by its id, else a typed address), null when it names none. */
function restoredCover(state: GuideEditorState, s: Record<string, unknown>): Pick<GuideEditorState, 'picked' | 'cover'> | null {
  if (!('id_immagine' in s) && !('immagine_url' in s)) return null;
  const id = typeof s.id_immagine === 'number' ? s.id_immagine : null;
  const url = typeof s.immagine_url === 'string' ? s.immagine_url : null;
  if (id === null) return { picked: null, cover: url ?? '' };
  if (state.picked?.id === id) return { picked: state.picked, cover: '' };
  // Another recorded image: its credit comes with the saved guide (the server joins it by id).
  return url ? { picked: { id, url, autore: null, autore_link: null, fonte: UNSPLASH_SOURCE }, cover: '' } : null;
}

function restore(state: GuideEditorState, action: Extract<GuideEditorAction, { type: 'restore' }>): GuideEditorState {
  const s = action.snapshot;
  const draft = isContent(s.contenuto) ? s.contenuto : state.draft;
  const cover =
    action.picked !== undefined ? { picked: action.picked, cover: action.picked ? '' : typeof s.immagine_url === 'string' ? s.immagine_url : '' } : restoredCover(state, s);
  const tabStillThere = state.tab === INTRO || state.tab === OUTRO || (draft !== null && draft.sezioni.some((_, i) => sectionTab(i) === state.tab));
  return {
    ...state,
    titolo: typeof s.titolo === 'string' ? s.titolo : state.titolo,
    sottotitolo: 'sottotitolo' in s ? (typeof s.sottotitolo === 'string' ? s.sottotitolo : '') : state.sottotitolo,
    seo: seoFromSnapshot(state.seo, s),
    ...(cover ?? {}),
    selected: isIds(s.prodotti) ? [...s.prodotti] : state.selected,
    draft,
    tab: tabStillThere ? state.tab : INTRO,
    confirmClaims: null,
    // A verification of a generation of this session belongs to its text, not to the one put back.
    fresh: false,
  };
}

/**
 * What the editor holds, as a revision keeps it. A photo picked but not recorded yet counts as
 * `saved`'s cover (it is recorded only by Salva), so a freshly opened guide is never dirty.
 */
export function guideSnapshot(state: GuideEditorState, saved: Pick<GuideSnapshot, 'immagine_url' | 'id_immagine'>): GuideSnapshot {
  const { picked } = state;
  const cover = picked
    ? picked.id !== null
      ? { immagine_url: picked.url, id_immagine: picked.id }
      : { immagine_url: saved.immagine_url, id_immagine: saved.id_immagine }
    : { immagine_url: state.cover.trim() || null, id_immagine: null };
  return { titolo: state.titolo, sottotitolo: state.sottotitolo.trim() || null, ...cover, ...seoFieldsOf(state.seo), contenuto: state.draft, prodotti: state.selected };
}

function choose(state: GuideEditorState, ids: number[]): GuideEditorState {
  return { ...state, selected: ids, draft: state.draft ? followProducts(state.draft, ids) : null };
}

export function guideEditorReducer(state: GuideEditorState, action: GuideEditorAction): GuideEditorState {
  switch (action.type) {
    case 'title':
      return { ...state, titolo: action.titolo };
    case 'subtitle':
      return { ...state, sottotitolo: action.sottotitolo };
    case 'seo':
      return { ...state, seo: { ...state.seo, ...action.patch } };
    case 'touch':
      return state.touched ? state : { ...state, touched: true };
    case 'cover':
      return { ...state, cover: action.cover };
    case 'picked':
      return action.picked === state.picked ? state : { ...state, picked: action.picked };
    case 'choose':
      return choose(state, action.ids);
    case 'move':
      return choose(state, moveProduct(state.selected, action.index, action.delta));
    case 'remove':
      return choose(
        state,
        state.selected.filter((id) => id !== action.id),
      );
    case 'text':
      return state.draft ? { ...state, draft: withText(state.draft, action.part, action.html), replaced: null } : state;
    case 'tab':
      return { ...state, tab: action.tab };
    case 'picker':
      return { ...state, pickerOpen: action.open };
    case 'prompt':
      return { ...state, promptOpen: action.open };
    case 'generated':
      return {
        ...state,
        draft: action.contenuto,
        verifica: action.verifica,
        fresh: action.verifica !== null,
        tab: INTRO,
        // A second generation before any edit still goes back to the editor's own text.
        replaced: state.replaced ?? (state.draft ? { draft: state.draft, verifica: state.verifica, fresh: state.fresh } : null),
      };
    case 'undo-generated':
      return state.replaced ? { ...state, draft: state.replaced.draft, verifica: state.replaced.verifica, fresh: state.replaced.fresh, replaced: null, tab: INTRO } : state;
    case 'report':
      return { ...state, verifica: state.verifica ?? action.verifica, conferme: action.conferme };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return { ...state, confirmClaims: null, replaced: null };
    case 'gate':
      return { ...state, confirmClaims: action.claims };
    case 'settled':
      return { ...state, saving: false };
    case 'restore':
      return restore(state, action);
  }
}

/** A new guide starts empty; a saved one with its title, cover, products and content. */
export function initialGuideEditorState(guide: Guide | undefined, picked: PickedImage | null): GuideEditorState {
  const cover = guide && !guide.id_immagine ? (guide.immagine_url ?? '') : '';
  return {
    titolo: guide?.titolo ?? '',
    sottotitolo: guide?.sottotitolo ?? '',
    seo: seoFormValues(guide),
    picked,
    cover,
    manualOpen: cover !== '',
    selected: guide?.prodotti ?? [],
    draft: guide?.contenuto ?? null,
    tab: INTRO,
    pickerOpen: false,
    promptOpen: false,
    saving: false,
    touched: false,
    confirmClaims: null,
    verifica: null,
    fresh: false,
    conferme: [],
    replaced: null,
  };
}

/**
 * What the state allows: the cover to show and its error, the title's error, and whether 'Genera
 * con AI' and 'Salva guida' may run (`busy`: the AI is writing). A new guide needs a product to
 * save; an edited one keeps the products it has.
 */
export function guideChecks(state: GuideEditorState, mode: 'create' | 'edit', busy: boolean) {
  const coverCheck = guideCoverSchema.safeParse(state.cover);
  const titled = state.titolo.trim() !== '';
  const coverError = state.picked || coverCheck.success ? null : G.coverInvalid;
  return {
    coverError,
    coverUrl: state.picked ? state.picked.url : coverCheck.success ? coverCheck.data : null,
    titleError: state.touched && !titled ? G.titleRequired : null,
    canGenerate: titled && state.selected.length > 0 && !busy,
    canSave: titled && !coverError && state.draft !== null && !state.saving && !busy && (mode === 'edit' || state.selected.length > 0),
  };
}

export type GuideChecks = ReturnType<typeof guideChecks>;
