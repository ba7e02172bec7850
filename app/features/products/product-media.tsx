import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { Button } from '../../components/ui/button.tsx';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import { useSiteConfig } from '../../root.tsx';
import { ProductInput } from './product-fields.tsx';
import { productLink } from './product-form-state.ts';
import type { ProductFormModel } from './use-product-form.ts';

/**
 * The second column: the image preview (the placeholder while the address is empty or does not
 * load), the image and product addresses, the form's buttons and "Apri link prodotto".
 */
export function ProductMediaColumn({ form, onCancel }: { form: ProductFormModel; onCancel?(): void }) {
  const { amazonBaseUrl } = useSiteConfig();
  const { values, edit, saving, searching } = form;
  const [imageBroken, setImageBroken] = useState(false);
  // A new address gets its own chance to load.
  useEffect(() => {
    setImageBroken(false);
  }, [values.img_prodotto]);

  const link = productLink(values, { baseUrl: amazonBaseUrl });
  const preview = values.img_prodotto.trim() && !imageBroken ? values.img_prodotto.trim() : PLACEHOLDER_IMAGE;

  return (
    <fieldset className="pf-col">
      <legend className="pf-legend">{M.productFormMedia}</legend>
      <div className="pf-preview media media-square">
        <img src={preview} alt={M.fImagePreview} onError={() => setImageBroken(true)} />
      </div>
      <ProductInput form={form} field="img_prodotto" label={M.fImageUrl} type="url" placeholder="https://…" />
      <ProductInput form={form} field="link_prodotto" label={M.fLink} type="url" placeholder="https://…" hint={M.fLinkHint} />
      <div className="pf-actions">
        {edit ? (
          <>
            <Button type="submit" variant="primary" loading={saving}>
              {saving ? DASH_MSG.saving : DASH_MSG.save}
            </Button>
            <Button onClick={onCancel} disabled={saving}>
              {DASH_MSG.cancel}
            </Button>
          </>
        ) : (
          <Button type="submit" variant="primary" loading={saving} disabled={searching}>
            {M.fAdd}
          </Button>
        )}
        <Button variant="ghost" disabled={!link} icon={<ExternalLink size={16} aria-hidden="true" />} onClick={() => link && window.open(link, '_blank', 'noopener,noreferrer')}>
          {M.fOpenLink}
        </Button>
      </div>
    </fieldset>
  );
}
