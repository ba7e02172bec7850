import { Check, ExternalLink, Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type AmazonSettings, amazonUrl, isAsin } from '../../../common/amazon.ts';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import { dashboardErrorMessage, firstIssuePath, productCreateSchema, productUpdateSchema } from '../../../common/schemas-dashboard.ts';
import type { Category, Product } from '../../../common/types.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import { useSiteConfig } from '../../root.tsx';
import { Button } from '../ui/button.tsx';
import { describedBy, Field } from '../ui/field.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useToast } from '../ui/toast.tsx';
import {
  applyLookup, applyRefresh, type AsinLookup, EMPTY_PRODUCT, type ProductField, type ProductFormValues, toPayload, valuesFromProduct,
} from './product-form-values.ts';
import { useDashboardApi } from './use-dashboard-api.ts';

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

const TEXT_AREAS: Array<{ field: ProductField; label: string }> = [
  { field: 'specifiche_tecniche', label: M.fTechSpecs },
  { field: 'descrizione_generale', label: M.fDescription },
  { field: 'informazioni_articolo', label: M.fArticleInfo },
  { field: 'contenuto_scatola', label: M.fBoxContents },
];

/** POST /api/asin-info (the Aggiungi prodotto screen's save, spec section 7). */
interface AsinSaveResponse {
  success: boolean;
  error: string | null;
  id?: number;
  prodotto?: Product;
}

/** A failed lookup: the server's `dettagli`, else its `error`, else the screen's own words (spec section 8). */
function lookupErrorMessage(err: unknown, fallback: string): string {
  const body = err instanceof ApiError ? err.body : null;
  const dettagli = body && typeof body === 'object' && 'dettagli' in body && typeof body.dettagli === 'string' ? body.dettagli.trim() : '';
  return dettagli || errorMessage(err, fallback);
}

/** Where "Apri link prodotto" goes: the product link, else the marketplace (AMAZON_BASE_URL) page of the ASIN. */
function productLink(v: ProductFormValues, marketplace: AmazonSettings): string | null {
  const link = v.link_prodotto.trim();
  if (/^https?:\/\/\S+$/i.test(link)) return link;
  const asin = v.asin_prodotto.trim().toUpperCase();
  return isAsin(asin) ? amazonUrl({ asin }, marketplace) : null;
}

/**
 * The product form of the spec (section 2): three columns — data, image and links, the four
 * collapsible texts with a check or cross mark. One component for the add form, the Aggiungi
 * prodotto page and the inline edit panel.
 */
export function ProductForm({ mode, screen, product, categories, onSaved, onCancel }: ProductFormProps) {
  const uid = useId();
  const id = (field: string) => `${uid}-${field}`;
  const call = useDashboardApi();
  const toast = useToast();
  const { amazonBaseUrl } = useSiteConfig();
  const [values, setValues] = useState<ProductFormValues>(() => (product ? valuesFromProduct(product) : EMPTY_PRODUCT));
  const [errors, setErrors] = useState<Partial<Record<ProductField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [searching, setSearching] = useState(false);
  const [imageBroken, setImageBroken] = useState(false);
  const lookup = useRef<AbortController | null>(null);
  const edit = mode === 'edit';

  useEffect(() => setImageBroken(false), [values.img_prodotto]);
  // A lookup still running when the form goes away is dropped.
  useEffect(() => () => lookup.current?.abort(), []);

  // Refreshed from Amazon while the edit panel is open: take the new prices, rating and image.
  const refreshedAt = product?.dati_aggiornati_at ?? null;
  const seenRefresh = useRef(refreshedAt);
  useEffect(() => {
    if (!product || refreshedAt === seenRefresh.current) return;
    seenRefresh.current = refreshedAt;
    setValues((v) => applyRefresh(v, product));
  }, [product, refreshedAt]);

  function set(field: ProductField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function fail(message: string, field?: string) {
    toast.error(message);
    if (field) setErrors({ [field]: message });
  }

  /**
   * Cerca: reads the product page on Amazon (an ASIN or a pasted Amazon address; up to ~30 s)
   * and fills the form. A failure leaves every field as it was.
   */
  async function onSearch() {
    if (searching) return;
    const asin = values.asin_prodotto.trim();
    if (!asin) return fail(screen === 'products' ? M.asinSearchEmpty : M.asinInvalid, 'asin_prodotto');
    const controller = new AbortController();
    lookup.current = controller;
    setSearching(true);
    try {
      const found = await call<AsinLookup>(`/api/asin-info?asin=${encodeURIComponent(asin)}`, { signal: controller.signal });
      setValues((v) => applyLookup(v, found));
      setErrors({});
      toast.success(M.asinFound, ASIN_SUCCESS_MS);
    } catch (err) {
      if (controller.signal.aborted) return;
      fail(lookupErrorMessage(err, screen === 'products' ? M.asinSearchError : M.asinLookupError), 'asin_prodotto');
    } finally {
      if (lookup.current === controller) lookup.current = null;
      if (!controller.signal.aborted) setSearching(false);
    }
  }

  /** Enter in the ASIN box searches instead of submitting the whole form. */
  function onAsinKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void onSearch();
  }

  /** Create: POST /api/prodotti (products screen) or POST /api/asin-info (Aggiungi prodotto); edit: PUT. */
  async function save(payload: ReturnType<typeof toPayload>): Promise<Product> {
    if (edit) return call<Product>(`/api/prodotti/${product!.id}`, { method: 'PUT', body: payload });
    if (screen === 'products') return call<Product>('/api/prodotti', { method: 'POST', body: payload });
    const res = await call<AsinSaveResponse>('/api/asin-info', { method: 'POST', body: payload });
    if (!res?.success || !res.prodotto) throw new ApiError(200, res?.error ?? '', res);
    return res.prodotto;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const payload = toPayload(values, { edit });
    const checked = (edit ? productUpdateSchema : productCreateSchema).safeParse(payload);
    if (!checked.success) return fail(dashboardErrorMessage(checked.error), firstIssuePath(checked.error));
    setErrors({});
    setSaving(true);
    try {
      const saved = await save(payload);
      toast.success(edit ? M.productUpdated : M.productSaved);
      if (!edit) setValues(EMPTY_PRODUCT);
      onSaved(saved);
    } catch (err) {
      const fallback = edit ? M.productUpdateError : screen === 'add-page' ? M.productSaveErrorAddPage : M.productSaveError;
      const message = errorMessage(err, fallback);
      fail(message, message === M.duplicateAsin ? 'asin_prodotto' : undefined);
    } finally {
      setSaving(false);
    }
  }

  /** A text input inside a Field, wired to the form state and its error. */
  function input(
    field: ProductField,
    label: string,
    opts: { required?: boolean; hint?: string; type?: string; inputMode?: 'decimal'; placeholder?: string; after?: ReactNode; onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void } = {},
  ) {
    const error = errors[field];
    return (
      <Field id={id(field)} label={label} error={error} hint={opts.hint} required={opts.required}>
        <div className={opts.after ? 'input-group' : undefined}>
          <input
            id={id(field)}
            name={field}
            type={opts.type ?? 'text'}
            inputMode={opts.inputMode}
            placeholder={opts.placeholder}
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
            onKeyDown={opts.onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id(field), { error, hint: Boolean(opts.hint) })}
            autoComplete="off"
          />
          {opts.after}
        </div>
      </Field>
    );
  }

  const link = productLink(values, { baseUrl: amazonBaseUrl });
  const preview = values.img_prodotto.trim() && !imageBroken ? values.img_prodotto.trim() : PLACEHOLDER_IMAGE;

  return (
    <form className="product-form" onSubmit={onSubmit} noValidate aria-label={edit ? M.editPanelTitle(product!.nome_prodotto) : M.addProductTitle}>
      <div className="product-form-cols">
        <fieldset className="pf-col">
          <legend className="pf-legend">{M.productFormData}</legend>
          {input('asin_prodotto', M.fAsin, {
            placeholder: 'B0…',
            hint: M.fAsinHint,
            onKeyDown: onAsinKeyDown,
            after: (
              // Busy but still focusable while Amazon answers (up to ~30 s): focus stays on Cerca.
              <Button
                onClick={() => void onSearch()}
                aria-busy={searching || undefined}
                aria-disabled={searching || undefined}
                className={searching ? 'is-busy' : undefined}
                icon={searching ? <Spinner /> : <Search size={16} aria-hidden="true" />}
              >
                {M.fSearch}
              </Button>
            ),
          })}
          {searching && (
            <p className="pf-searching" role="status">
              {M.asinSearching}
            </p>
          )}
          {edit && input('asin_preferito', M.fPreferredAsin, { hint: M.fPreferredAsinHint })}
          {input('nome_sintetico', M.fShortName)}
          {input('nome_prodotto', M.fFullName, { required: true })}
          {edit && input('nome_visualizzato', M.fDisplayName, { hint: M.fDisplayNameHint })}
          {input('valutazione_prodotto', M.fRating, { inputMode: 'decimal', placeholder: '4,5' })}
          <div className="pf-pair">
            {input('prezzo_originale', M.fOriginalPrice, { inputMode: 'decimal', placeholder: '0,00' })}
            {input('prezzo_scontato', M.fDiscountedPrice, { inputMode: 'decimal', placeholder: '0,00' })}
          </div>
          {input('seo_keyword_prodotto', M.fSeo)}
          <Field id={id('id_categoria')} label={M.fCategory} error={errors.id_categoria}>
            <select id={id('id_categoria')} name="id_categoria" value={values.id_categoria} onChange={(e) => set('id_categoria', e.target.value)}>
              <option value="">{M.fCategoryNone}</option>
              {categories.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.nome}
                </option>
              ))}
            </select>
          </Field>
        </fieldset>

        <fieldset className="pf-col">
          <legend className="pf-legend">{M.productFormMedia}</legend>
          <div className="pf-preview media media-square">
            <img src={preview} alt={M.fImagePreview} onError={() => setImageBroken(true)} />
          </div>
          {input('img_prodotto', M.fImageUrl, { type: 'url', placeholder: 'https://…' })}
          {input('link_prodotto', M.fLink, { type: 'url', placeholder: 'https://…', hint: M.fLinkHint })}
          <div className="pf-actions">
            {edit ? (
              <>
                <Button type="submit" variant="primary" loading={saving}>
                  {saving ? M.saving : M.save}
                </Button>
                <Button onClick={onCancel} disabled={saving}>
                  {M.cancel}
                </Button>
              </>
            ) : (
              <Button type="submit" variant="primary" loading={saving} disabled={searching}>
                {M.fAdd}
              </Button>
            )}
            <Button
              variant="ghost"
              disabled={!link}
              icon={<ExternalLink size={16} aria-hidden="true" />}
              onClick={() => link && window.open(link, '_blank', 'noopener,noreferrer')}
            >
              {M.fOpenLink}
            </Button>
          </div>
        </fieldset>

        <fieldset className="pf-col">
          <legend className="pf-legend">{M.productFormTexts}</legend>
          {TEXT_AREAS.map(({ field, label }) => {
            const filled = values[field].trim() !== '';
            return (
              <details key={field} className="pf-text">
                <summary>
                  <span className={`pf-mark ${filled ? 'is-filled' : 'is-empty'}`}>
                    {filled ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}
                  </span>
                  <span className="pf-text-label">{label}</span>
                  <span className="sr-only">({filled ? M.filled : M.empty})</span>
                </summary>
                <label htmlFor={id(field)} className="sr-only">
                  {label}
                </label>
                <textarea id={id(field)} name={field} rows={6} value={values[field]} onChange={(e) => set(field, e.target.value)} />
              </details>
            );
          })}
        </fieldset>
      </div>
    </form>
  );
}
