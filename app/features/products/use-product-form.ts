import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useReducer, useRef } from 'react';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { dashboardErrorMessage, firstIssuePath, productCreateSchema, productUpdateSchema } from '../../../common/schemas-dashboard.ts';
import type { Category, Product } from '../../../common/types.ts';
import { amazonShortLink } from '../../../common/asin.ts';
import { asinKey, type ProductField, toPayload } from './product-form-values.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { createProduct, lookupAsin, productKeys, saveFromAsinPage, updateProduct } from '../../entities/products/api.ts';
import { initialProductFormState, lookupErrorMessage, productFormReducer } from './product-form-state.ts';

/** The spec's ASIN success message stays 2 s (the others 2.5 s). */
const ASIN_SUCCESS_MS = 2000;

export interface ProductFormProps {
  /** create: the add form (products screen and Aggiungi prodotto); edit: the inline panel. */
  mode: 'create' | 'edit';
  /** Which screen hosts the form: the spec words some messages differently on each. */
  screen: 'products' | 'add-page';
  product?: Product;
  categories: Category[];
  onSaved(product: Product): void;
  onCancel?(): void;
}

/**
 * The product form's state (product-form-state.ts) and what talks to the API: the ASIN lookup
 * ('Cerca') and the save, each checked and worded per screen as the spec asks.
 */
export function useProductForm({ mode, screen, product, onSaved }: Pick<ProductFormProps, 'mode' | 'screen' | 'product' | 'onSaved'>) {
  const uid = useId();
  const toast = useToast();
  const [state, dispatch] = useReducer(productFormReducer, product, initialProductFormState);
  const lookup = useRef<{ controller: AbortController; asin: string } | null>(null);
  const edit = mode === 'edit';
  // Through mutations: a 401 sends the editor to the login page; a saved product reloads the lists.
  const find = useMutation({ mutationFn: lookupAsin });
  const save = useMutation({ mutationFn: send, meta: { invalidates: [productKeys.all] } });

  // A lookup still running when the form goes away is dropped.
  useEffect(() => () => lookup.current?.controller.abort(), []);

  // Refreshed from Amazon while the edit panel is open: take the new prices, rating and image.
  const refreshedAt = product?.dati_aggiornati_at ?? null;
  const seenRefresh = useRef(refreshedAt);
  useEffect(() => {
    if (!product || refreshedAt === seenRefresh.current) return;
    seenRefresh.current = refreshedAt;
    dispatch({ type: 'refreshed', product });
  }, [product, refreshedAt]);

  function fail(message: string, field?: string) {
    toast.error(message);
    dispatch({ type: 'failed', message, field });
  }

  /**
   * Cerca: reads the product page on Amazon (an ASIN, a pasted Amazon address or short link; up
   * to ~30 s) and fills the form, warning at once when the ASIN is already in the catalogue. A
   * failure leaves every field as it was.
   */
  async function search() {
    if (state.searching) return;
    const asin = state.values.asin_prodotto.trim();
    if (!asin) return fail(screen === 'products' ? M.asinSearchEmpty : M.asinInvalid, 'asin_prodotto');
    const controller = new AbortController();
    const running = { controller, asin: asinKey(asin) };
    lookup.current = running;
    dispatch({ type: 'searching', on: true });
    try {
      const found = await find.mutateAsync({ asin, signal: controller.signal });
      if (controller.signal.aborted) return;
      dispatch({ type: 'found', lookup: found, selfId: product?.id });
      toast.success(M.asinFound, ASIN_SUCCESS_MS);
    } catch (err) {
      if (controller.signal.aborted) return;
      fail(lookupErrorMessage(err, screen === 'products' ? M.asinSearchError : M.asinLookupError), 'asin_prodotto');
    } finally {
      if (lookup.current === running) lookup.current = null;
      if (!controller.signal.aborted) dispatch({ type: 'searching', on: false });
    }
  }

  /**
   * A field typed in. Another ASIN while a lookup runs drops that lookup: its answer belongs to
   * the ASIN that was there, and must not fill the form under the new one.
   */
  function set(field: ProductField, value: string) {
    const running = lookup.current;
    if (field === 'asin_prodotto' && running && asinKey(value) !== running.asin) {
      running.controller.abort();
      lookup.current = null;
      dispatch({ type: 'searching', on: false });
    }
    dispatch({ type: 'field', field, value });
  }

  /** Enter in the ASIN box searches instead of submitting the whole form. */
  function onAsinKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void search();
  }

  /** Create: POST /api/prodotti (products screen) or POST /api/asin-info (Aggiungi prodotto); edit: PUT. */
  async function send(payload: ReturnType<typeof toPayload>): Promise<Product> {
    if (edit) return updateProduct({ id: product!.id, body: payload });
    if (screen === 'products') return createProduct(payload);
    const res = await saveFromAsinPage(payload);
    if (!res?.success || !res.prodotto) throw new ApiError(200, res?.error ?? '', res);
    return res.prodotto;
  }

  async function submitForm(e: FormEvent) {
    e.preventDefault();
    // A short link names its ASIN only once followed: that is what Cerca does.
    if (amazonShortLink(state.values.asin_prodotto)) return fail(M.asinShortLinkSearchFirst, 'asin_prodotto');
    const payload = toPayload(state.values, { edit });
    const checked = (edit ? productUpdateSchema : productCreateSchema).safeParse(payload);
    if (!checked.success) return fail(dashboardErrorMessage(checked.error), firstIssuePath(checked.error));
    dispatch({ type: 'saving' });
    try {
      const saved = await save.mutateAsync(payload);
      toast.success(edit ? M.productUpdated : M.productSaved);
      dispatch({ type: 'saved', reset: !edit });
      onSaved(saved);
    } catch (err) {
      const fallback = edit ? M.productUpdateError : screen === 'add-page' ? M.productSaveErrorAddPage : M.productSaveError;
      const message = errorMessage(err, fallback);
      fail(message, message === M.duplicateAsin ? 'asin_prodotto' : undefined);
    } finally {
      dispatch({ type: 'settled' });
    }
  }

  return {
    ...state,
    edit,
    /** The id of a field's control: unique per form, several forms can share a page. */
    id: (field: string) => `${uid}-${field}`,
    set,
    search,
    onAsinKeyDown,
    submit: (e: FormEvent) => void submitForm(e),
  };
}

export type ProductFormModel = ReturnType<typeof useProductForm>;
