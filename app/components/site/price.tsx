import { SITE_MSG } from '../../../common/messages-site.ts';
import { isPriceFresh } from '../../../common/price-freshness.ts';
import { formatDateTime, formatPrice, formatShortDateTime } from '../../lib/format.ts';

export interface PriceData {
  prezzo_prodotto: number | null;
  prezzo_originale: number | null;
  prezzo_aggiornato_at?: string | null;
  updated_at?: string;
}

/**
 * A price may be shown only when it was read in the last 24 hours (Amazon Associates rules).
 * `fresh`, when given, is that rule already decided by the server's clock (the blocks in a text,
 * app/lib/pages/blocks.server.ts); else it is read here.
 */
const showable = (product: PriceData, fresh?: boolean) => product.prezzo_prodotto !== null && (fresh ?? isPriceFresh(product.prezzo_aggiornato_at));

/**
 * Original price struck through when the discounted one differs, then the current price. A price
 * older than 24 hours is not shown: the visitor is sent to Amazon for it.
 */
export function PriceLine({ product, size = 'md', fresh }: { product: PriceData; size?: 'md' | 'lg'; fresh?: boolean }) {
  if (product.prezzo_prodotto === null) return null;
  if (!showable(product, fresh)) return <p className={`price-line price-line-${size} price-stale`}>{SITE_MSG.priceOnAmazon}</p>;
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
 * 'Prezzo aggiornato al {data e ora}' from when the price was read: long on the product page,
 * short on cards. Nothing when no price is shown.
 */
export function PriceUpdated({ product, long = false, fresh }: { product: PriceData; long?: boolean; fresh?: boolean }) {
  if (!showable(product, fresh)) return null;
  const when = product.prezzo_aggiornato_at;
  const date = long ? formatDateTime(when) : formatShortDateTime(when);
  return <p className="price-updated">{SITE_MSG.priceUpdated(date)}</p>;
}
