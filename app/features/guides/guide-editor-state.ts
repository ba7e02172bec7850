import type { AiVerification, ClaimReport, GateClaim } from '../../../common/claims.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { guideCoverSchema } from '../../../common/schemas-guides.ts';
import type { Guide, GuideContent } from '../../../common/types.ts';
import type { PickedImage } from '../images/index.ts';

// This module holds no React and no network: the editor's transitions are plain functions, so the
// unit tests drive them without a browser.

export const INTRO = 'introduzione';
export const OUTRO = 'conclusione';
export const sectionTab = (i: number) => `sezione-${i}`;

/** A text of the draft: the introduction, the conclusion, or the section at that index. */
export type GuidePart = 'introduzione' | 'conclusione' | number;

export interface GuideEditorState {
  titolo: string;
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
}

export type GuideEditorAction =
  | { type: 'title'; titolo: string }
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
  /** The saved guide's claim report arrived: a verification already in hand (a fresh one) wins. */
  | { type: 'report'; verifica: AiVerification | null; conferme: ClaimReport['conferme'] }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'gate'; claims: GateClaim[] | null }
  | { type: 'settled' };

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

function choose(state: GuideEditorState, ids: number[]): GuideEditorState {
  return { ...state, selected: ids, draft: state.draft ? followProducts(state.draft, ids) : null };
}

export function guideEditorReducer(state: GuideEditorState, action: GuideEditorAction): GuideEditorState {
  switch (action.type) {
    case 'title':
      return { ...state, titolo: action.titolo };
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
      return state.draft ? { ...state, draft: withText(state.draft, action.part, action.html) } : state;
    case 'tab':
      return { ...state, tab: action.tab };
    case 'picker':
      return { ...state, pickerOpen: action.open };
    case 'prompt':
      return { ...state, promptOpen: action.open };
    case 'generated':
      return { ...state, draft: action.contenuto, verifica: action.verifica, fresh: action.verifica !== null, tab: INTRO };
    case 'report':
      return { ...state, verifica: state.verifica ?? action.verifica, conferme: action.conferme };
    case 'saving':
      return { ...state, saving: true };
    case 'saved':
      return { ...state, confirmClaims: null };
    case 'gate':
      return { ...state, confirmClaims: action.claims };
    case 'settled':
      return { ...state, saving: false };
  }
}

/** A new guide starts empty; a saved one with its title, cover, products and content. */
export function initialGuideEditorState(guide: Guide | undefined, picked: PickedImage | null): GuideEditorState {
  const cover = guide && !guide.id_immagine ? (guide.immagine_url ?? '') : '';
  return {
    titolo: guide?.titolo ?? '',
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
