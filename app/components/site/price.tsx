import { SITE_MSG } from '../../../common/messages-site.ts';
import { formatLongDate, formatPrice, formatShortDate } from '../../lib/format.ts';

export interface PriceData {
  prezzo_prodotto: number | null;
  prezzo_originale: number | null;
  prezzo_aggiornato_at?: string | null;
  updated_at?: string;
}

/** Original price struck through when the discounted one differs, then the current price. */
export function PriceLine({ product, size = 'md' }: { product: PriceData; size?: 'md' | 'lg' }) {
  if (product.prezzo_prodotto === null) return null;
  const discounted = product.prezzo_originale !== null && product.prezzo_prodotto < product.prezzo_originale;
  return (
    <p className={`price-line price-line-${size}`}>
      {discounted && (
        <s className="price-old">
          <span className="sr-only">{SITE_MSG.priceListLabel}</span>
          {formatPrice(product.prezzo_originale)}
        </s>
      )}
      <span className="price">
        {discounted && <span className="sr-only">{SITE_MSG.priceDiscountedLabel}</span>}
        {formatPrice(product.prezzo_prodotto)}
      </span>
    </p>
  );
}

/**
 * 'Prezzo aggiornato al {data}' from the last price update (else the product's last update):
 * the long date on the product page, the short one on cards.
 */
export function PriceUpdated({ product, long = false }: { product: PriceData; long?: boolean }) {
  const when = product.prezzo_aggiornato_at || product.updated_at;
  const date = long ? formatLongDate(when) : formatShortDate(when);
  if (product.prezzo_prodotto === null || !date) return null;
  return <p className="price-updated">{SITE_MSG.priceUpdated(date)}</p>;
}
