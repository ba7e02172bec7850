import type { ComparisonRow } from '../../../../common/content-blocks.ts';
import { BLOCKS_SITE_MSG } from '../../../../common/messages-blocks-site.ts';
import { PRODUCT_WIDTHS, responsiveImage } from '../../../../common/responsive-images.ts';
import { PLACEHOLDER_IMAGE } from '../../../lib/format.ts';
import type { BlockProduct } from '../../../lib/pages/blocks.server.ts';
import { AmazonLink } from '../amazon-link.tsx';
import { PriceLine, PriceUpdated } from '../price.tsx';
import { Rating } from '../rating.tsx';

const specKey = (key: string) => key.trim().toLowerCase();

/** A product's value of a technical key (matched trimmed and case-insensitively), else null. */
export function specValue(product: Pick<BlockProduct, 'specifiche'>, key: string): string | null {
  const wanted = specKey(key);
  return product.specifiche.find((s) => specKey(s.key) === wanted)?.value || null;
}

function Missing() {
  return (
    <>
      <span aria-hidden="true">{BLOCKS_SITE_MSG.missingValue}</span>
      <span className="sr-only">{BLOCKS_SITE_MSG.missingValueLabel}</span>
    </>
  );
}

function rowLabel(row: ComparisonRow): string {
  switch (row.tipo) {
    case 'valutazione':
      return BLOCKS_SITE_MSG.rowRating;
    case 'prezzo':
      return BLOCKS_SITE_MSG.rowPrice;
    case 'acquista':
      return BLOCKS_SITE_MSG.rowBuy;
    case 'spec':
      return row.chiave;
  }
}

function Cell({ row, product }: { row: ComparisonRow; product: BlockProduct }) {
  switch (row.tipo) {
    case 'valutazione':
      return product.valutazione_prodotto === null ? <Missing /> : <Rating value={product.valutazione_prodotto} />;
    case 'prezzo':
      if (product.prezzo_prodotto === null) return <Missing />;
      if (!product.prezzo_fresco) return <span className="price-stale">{BLOCKS_SITE_MSG.priceSeeOnAmazon}</span>;
      return (
        <>
          <PriceLine product={product} fresh />
          <PriceUpdated product={product} fresh />
        </>
      );
    case 'acquista':
      return product.url_acquisto ? <AmazonLink href={product.url_acquisto} productId={product.id} blocco="confronto" className="btn btn-accent compare-buy" /> : <Missing />;
    case 'spec': {
      const value = specValue(product, row.chiave);
      return value === null ? <Missing /> : <>{value}</>;
    }
  }
}

/**
 * A comparison table inside a text (`<figure data-blocco="confronto">`, decision 0057): products
 * as columns, the chosen rows, the editors' pick highlighted with its reason. On a narrow screen
 * the table scrolls inside its own region (focusable, so the keyboard scrolls it too) with the row
 * labels kept in view; the page itself never scrolls sideways. No script.
 */
export function ComparisonTable({ products, rows, pick, reason }: { products: BlockProduct[]; rows: ComparisonRow[]; pick: number | null; reason: string }) {
  const picked = (p: BlockProduct) => p.id === pick;
  return (
    <div className="block-compare">
      <div className="compare-scroll" role="region" aria-label={BLOCKS_SITE_MSG.tableRegion} tabIndex={0}>
        <table className="compare-table">
          <caption>{BLOCKS_SITE_MSG.tableCaption}</caption>
          <thead>
            <tr>
              <td className="compare-corner">
                <span className="sr-only">{BLOCKS_SITE_MSG.productColumn}</span>
              </td>
              {products.map((p) => (
                <th key={p.id} scope="col" className={picked(p) ? 'is-pick' : undefined}>
                  <img
                    className="compare-img"
                    src={p.img_prodotto || PLACEHOLDER_IMAGE}
                    {...responsiveImage(p.img_prodotto, PRODUCT_WIDTHS, '80px')}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="compare-name">{p.nome}</span>
                  {picked(p) && <span className="compare-badge">{BLOCKS_SITE_MSG.ourPick}</span>}
                  {picked(p) && reason && <span className="compare-reason">{reason}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">{rowLabel(row)}</th>
                {products.map((p) => (
                  <td key={p.id} className={picked(p) ? 'is-pick' : undefined}>
                    <Cell row={row} product={p} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
