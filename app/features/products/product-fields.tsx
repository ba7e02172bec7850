import { Search } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { Category } from '../../../common/types.ts';
import type { ProductField } from './product-form-values.ts';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { ProductFormModel } from './use-product-form.ts';

interface ProductInputProps {
  form: ProductFormModel;
  field: ProductField;
  label: string;
  required?: boolean;
  hint?: string;
  type?: string;
  inputMode?: 'decimal';
  placeholder?: string;
  /** Drawn after the input, in one group with it (the ASIN's Cerca). */
  after?: ReactNode;
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
}

/** A text input inside a Field, wired to the form state and its error. */
export function ProductInput({ form, field, label, required, hint, type, inputMode, placeholder, after, onKeyDown }: ProductInputProps) {
  const error = form.errors[field];
  const id = form.id(field);
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <div className={after ? 'input-group' : undefined}>
        <input
          id={id}
          name={field}
          type={type ?? 'text'}
          inputMode={inputMode}
          placeholder={placeholder}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint: Boolean(hint) })}
          autoComplete="off"
        />
        {after}
      </div>
    </Field>
  );
}

/** The first column: the ASIN with its lookup, names, rating, prices, SEO keyword and category. */
export function ProductDataColumn({ form, categories }: { form: ProductFormModel; categories: Category[] }) {
  const { edit, searching } = form;
  const cerca = (
    // Busy but still focusable while Amazon answers (up to ~30 s): focus stays on Cerca.
    <Button
      onClick={() => void form.search()}
      aria-busy={searching || undefined}
      aria-disabled={searching || undefined}
      className={searching ? 'is-busy' : undefined}
      icon={searching ? <Spinner /> : <Search size={16} aria-hidden="true" />}
    >
      {M.fSearch}
    </Button>
  );
  return (
    <fieldset className="pf-col">
      <legend className="pf-legend">{M.productFormData}</legend>
      <ProductInput form={form} field="asin_prodotto" label={M.fAsin} placeholder="B0…" hint={M.fAsinHint} onKeyDown={form.onAsinKeyDown} after={cerca} />
      {searching && (
        <p className="pf-searching" role="status">
          {M.asinSearching}
        </p>
      )}
      <div role="status" aria-live="polite">
        {form.existing && (
          <p className="notice notice-preview pf-duplicate">
            <span>
              {M.asinInCatalogue(form.existing.nome)} <Link to={`/dashboard/prodotti?edit=${form.existing.id}`}>{M.asinInCatalogueOpen}</Link>
            </span>
          </p>
        )}
        {form.cleared && <p className="pf-searching">{M.asinChangedCleared}</p>}
      </div>
      {edit && <ProductInput form={form} field="asin_preferito" label={M.fPreferredAsin} hint={M.fPreferredAsinHint} />}
      <ProductInput form={form} field="nome_sintetico" label={M.fShortName} />
      <ProductInput form={form} field="nome_prodotto" label={M.fFullName} required />
      {edit && <ProductInput form={form} field="nome_visualizzato" label={M.fDisplayName} hint={M.fDisplayNameHint} />}
      <ProductInput form={form} field="valutazione_prodotto" label={M.fRating} inputMode="decimal" placeholder="4,5" />
      <div className="pf-pair">
        <ProductInput form={form} field="prezzo_originale" label={M.fOriginalPrice} inputMode="decimal" placeholder="0,00" />
        <ProductInput form={form} field="prezzo_scontato" label={M.fDiscountedPrice} inputMode="decimal" placeholder="0,00" />
      </div>
      <ProductInput form={form} field="seo_keyword_prodotto" label={M.fSeo} />
      <Field id={form.id('id_categoria')} label={M.fCategory} error={form.errors.id_categoria}>
        <select id={form.id('id_categoria')} name="id_categoria" value={form.values.id_categoria} onChange={(e) => form.set('id_categoria', e.target.value)}>
          <option value="">{M.fCategoryNone}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.nome}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}
