import { Check, X } from 'lucide-react';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { ProductField } from './product-form-values.ts';
import type { ProductFormModel } from './use-product-form.ts';

const TEXT_AREAS: Array<{ field: ProductField; label: string }> = [
  { field: 'specifiche_tecniche', label: M.fTechSpecs },
  { field: 'descrizione_generale', label: M.fDescription },
  { field: 'informazioni_articolo', label: M.fArticleInfo },
  { field: 'contenuto_scatola', label: M.fBoxContents },
];

/** The third column: the four long texts, each collapsible, with a check or cross mark for filled or empty. */
export function ProductTextsColumn({ form }: { form: ProductFormModel }) {
  return (
    <fieldset className="pf-col">
      <legend className="pf-legend">{M.productFormTexts}</legend>
      {TEXT_AREAS.map(({ field, label }) => {
        const filled = form.values[field].trim() !== '';
        return (
          <details key={field} className="pf-text">
            <summary>
              <span className={`pf-mark ${filled ? 'is-filled' : 'is-empty'}`}>{filled ? <Check size={16} aria-hidden="true" /> : <X size={16} aria-hidden="true" />}</span>
              <span className="pf-text-label">{label}</span>
              <span className="sr-only">({filled ? M.filled : M.empty})</span>
            </summary>
            <label htmlFor={form.id(field)} className="sr-only">
              {label}
            </label>
            <textarea id={form.id(field)} name={field} rows={6} value={form.values[field]} onChange={(e) => form.set(field, e.target.value)} />
          </details>
        );
      })}
    </fieldset>
  );
}
