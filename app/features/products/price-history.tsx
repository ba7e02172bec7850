import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { formatPrice } from '../../lib/format.ts';
import { priceHistoryQuery } from '../../entities/products/api.ts';

/** How many readings the edit panel shows. */
export const PRICE_HISTORY_ROWS = 10;

const rating = (v: number | null) => (v === null ? DASH_MSG.dash : v.toLocaleString('it-IT', { maximumFractionDigits: 1 }));
const available = (v: boolean | null) => (v === null ? DASH_MSG.dash : v ? M.yes : M.no);

/**
 * The price history of a product in its edit panel: the last 10 readings from Amazon. A refresh
 * of the product reloads it with the products (its key is under 'prodotti').
 */
export function PriceHistory({ productId }: { productId: number }) {
  const query = useQuery(priceHistoryQuery(productId));
  const titleId = useId();
  return (
    <section className="price-history" aria-labelledby={titleId}>
      <h4 id={titleId} className="price-history-title">
        {M.priceHistoryTitle}
      </h4>
      <QueryView query={query} loadingLabel={M.priceHistoryLoading} errorMessage={M.priceHistoryError} empty={M.priceHistoryEmpty}>
        {(readings) => (
          <div className="price-history-scroll">
            <table className="price-history-table">
              <caption className="sr-only">{M.priceHistoryCaption(Math.min(readings.length, PRICE_HISTORY_ROWS))}</caption>
              <thead>
                <tr>
                  <th scope="col">{M.priceHistoryDate}</th>
                  <th scope="col">{M.priceHistoryOriginal}</th>
                  <th scope="col">{M.priceHistoryDiscounted}</th>
                  <th scope="col">{M.cardRating}</th>
                  <th scope="col">{M.priceHistoryAvailable}</th>
                </tr>
              </thead>
              <tbody>
                {readings.slice(0, PRICE_HISTORY_ROWS).map((r, i) => (
                  <tr key={`${r.rilevato_at}-${i}`}>
                    <td>{formatDateTime(r.rilevato_at)}</td>
                    <td>{formatPrice(r.prezzo_originale)}</td>
                    <td>{formatPrice(r.prezzo_scontato)}</td>
                    <td>{rating(r.valutazione)}</td>
                    <td>{available(r.disponibile)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
