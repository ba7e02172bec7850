import { useLocation } from 'react-router';
import { BLOCKS_SITE_MSG } from '../../../../common/messages-blocks-site.ts';
import { PRODUCT_WIDTHS, responsiveImage } from '../../../../common/responsive-images.ts';
import { reviewHref } from '../../../lib/carousel.ts';
import { PLACEHOLDER_IMAGE } from '../../../lib/format.ts';
import type { BlockProduct } from '../../../lib/pages/blocks.server.ts';
import { AmazonLink } from '../amazon-link.tsx';
import { PriceLine, PriceUpdated } from '../price.tsx';
import { Rating } from '../rating.tsx';

/** How many lines of its technical data a box shows. */
export const BOX_SPECS = 3;

/**
 * A product box inside a text (`<figure data-blocco="prodotto">`, decision 0057), from the
 * product's current data: image, name, Amazon's average rating, the price with its time (hidden
 * after 24 hours), a few key specs, the review when published, and 'Ordina su Amazon' reporting its
 * click as `blocco=prodotto`. Server-rendered; the page loads `affiliate-clicks` once (RichContent).
 */
export function ProductBox({ product }: { product: BlockProduct }) {
  const { pathname } = useLocation();
  const review = reviewHref(product.id);
  const specs = product.specifiche.slice(0, BOX_SPECS);
  return (
    <div className="block-product" role="group" aria-label={BLOCKS_SITE_MSG.boxLabel(product.nome)}>
      <div className="media media-square block-product-media">
        <img
          src={product.img_prodotto || PLACEHOLDER_IMAGE}
          {...responsiveImage(product.img_prodotto, PRODUCT_WIDTHS, '(min-width: 30em) 160px, 96px')}
          alt={product.nome}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="block-product-body">
        <p className="block-product-name">{product.nome}</p>
        <Rating value={product.valutazione_prodotto} showLabel />
        <PriceLine product={product} fresh={product.prezzo_fresco} />
        <PriceUpdated product={product} fresh={product.prezzo_fresco} />
        {specs.length > 0 && (
          <dl className="block-product-specs" aria-label={BLOCKS_SITE_MSG.specsLabel}>
            {specs.map((s, i) => (
              <div key={i}>
                <dt>{s.key}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="card-actions">
          <AmazonLink href={product.url_acquisto} productId={product.id} blocco="prodotto" />
          {product.recensione && review !== pathname && (
            <a className="btn btn-secondary" href={review}>
              {BLOCKS_SITE_MSG.readReview}
              <span className="sr-only">{BLOCKS_SITE_MSG.readReviewHint(product.nome)}</span>
            </a>
          )}
        </div>
      </div>
    </div>
  );
}
