import { type AmazonSettings, amazonUrl, isAsin } from '../../../common/amazon.ts';
import type { AsinLookupExisting } from '../../../common/asin.ts';
import type { Product } from '../../../common/types.ts';
import {
  applyLookupRecorded,
  applyRefresh,
  type AsinLookup,
  asinKey,
  EMPTY_PRODUCT,
  type LookedUp,
  type ProductField,
  type ProductFormValues,
  revertLookup,
  valuesFromProduct,
} from './product-form-values.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';

// This module holds no React and no network: the form's transitions are plain functions, so the
// unit tests drive them without a browser. What the values become (lookup, refresh, payload) is
// product-form-values.ts; this is when they change, and the errors and busy flags around them.

export type ProductErrors = Partial<Record<ProductField, string>>;

export interface ProductFormState {
  values: ProductFormValues;
  /** At most one message shown on a field: the last failure's (validation, lookup or save). */
  errors: ProductErrors;
  saving: boolean;
  /** The ASIN lookup is running (up to ~30 s). */
  searching: boolean;
  /** What the last lookup wrote into the form, until the ASIN changes or the form is saved. */
  lookedUp: LookedUp | null;
  /** The stored product that already has the looked-up ASIN: the form warns at once. */
  existing: AsinLookupExisting | null;
  /** The ASIN was changed after a lookup and the lookup's values were taken out: the form says so. */
  cleared: boolean;
}

export type ProductFormAction =
  | { type: 'field'; field: ProductField; value: string }
  /** A failure: its message goes on `field` alone; without a field the errors stay as they were. */
  | { type: 'failed'; message: string; field?: string }
  | { type: 'searching'; on: boolean }
  /** A lookup answered; `selfId` is the product being edited (its own ASIN is no duplicate). */
  | { type: 'found'; lookup: AsinLookup; selfId?: number }
  /** The product was refreshed from Amazon while its edit panel is open. */
  | { type: 'refreshed'; product: Product }
  | { type: 'saving' }
  /** Saved: the add form starts again empty; the edit panel keeps what it shows. */
  | { type: 'saved'; reset: boolean }
  | { type: 'settled' };

export function productFormReducer(state: ProductFormState, action: ProductFormAction): ProductFormState {
  switch (action.type) {
    case 'field': {
      const values = { ...state.values, [action.field]: action.value };
      // Typing in a field clears its own error, and only its own.
      const next = { ...state, values, errors: state.errors[action.field] ? { ...state.errors, [action.field]: undefined } : state.errors };
      // Another ASIN after a lookup: the previous product's data (name, prices, image, texts…) and
      // its duplicate warning go, so they can never be saved under the new ASIN.
      if (action.field !== 'asin_prodotto' || !state.lookedUp || asinKey(action.value) === state.lookedUp.asin) return next;
      const reverted = revertLookup(values, state.lookedUp);
      return { ...next, values: reverted.values, lookedUp: null, existing: null, cleared: reverted.cleared };
    }
    case 'failed':
      return action.field ? { ...state, errors: { [action.field]: action.message } } : state;
    case 'searching':
      return { ...state, searching: action.on };
    case 'found': {
      // A second lookup starts from what the form held before the first one.
      const start = state.lookedUp ? revertLookup(state.values, state.lookedUp).values : state.values;
      const { values, lookedUp } = applyLookupRecorded(start, action.lookup);
      const existing = action.lookup.esistente && action.lookup.esistente.id !== action.selfId ? action.lookup.esistente : null;
      return { ...state, values, lookedUp, existing, cleared: false, errors: {} };
    }
    case 'refreshed':
      return { ...state, values: applyRefresh(state.values, action.product) };
    case 'saving':
      return { ...state, errors: {}, saving: true };
    case 'saved':
      // Saved: the looked-up values are the product's own now.
      return { ...state, values: action.reset ? EMPTY_PRODUCT : state.values, lookedUp: null, existing: null, cleared: false };
    case 'settled':
      return { ...state, saving: false };
  }
}

/** The add form starts empty; the edit panel with the product's values. */
export function initialProductFormState(product: Product | undefined): ProductFormState {
  return { values: product ? valuesFromProduct(product) : EMPTY_PRODUCT, errors: {}, saving: false, searching: false, lookedUp: null, existing: null, cleared: false };
}

/** A failed lookup: the server's `dettagli`, else its `error`, else the screen's own words (spec section 8). */
export function lookupErrorMessage(err: unknown, fallback: string): string {
  const body = err instanceof ApiError ? err.body : null;
  const dettagli = body && typeof body === 'object' && 'dettagli' in body && typeof body.dettagli === 'string' ? body.dettagli.trim() : '';
  return dettagli || errorMessage(err, fallback);
}

/** Where "Apri link prodotto" goes: the product link, else the marketplace (AMAZON_BASE_URL) page of the ASIN. */
export function productLink(v: ProductFormValues, marketplace: AmazonSettings): string | null {
  const link = v.link_prodotto.trim();
  if (/^https?:\/\/\S+$/i.test(link)) return link;
  const asin = v.asin_prodotto.trim().toUpperCase();
  return isAsin(asin) ? amazonUrl({ asin }, marketplace) : null;
}
