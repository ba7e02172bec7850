import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import type { Product } from '../../../common/types.ts';
import { PLACEHOLDER_IMAGE, formatPrice, productName } from '../../lib/format.ts';

export type ProductCardData = Pick<
  Product,
  'id' | 'nome_prodotto' | 'nome_sintetico' | 'nome_visualizzato' | 'img_prodotto' | 'prezzo_prodotto' | 'prezzo_originale' | 'url_acquisto' | 'haRecensionePubblicata' | 'valutazione_prodotto'
>;

export function ProductCard({ product, headingLevel = 3 }: { product: ProductCardData; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const discounted = product.prezzo_originale !== null && product.prezzo_prodotto !== null && product.prezzo_prodotto < product.prezzo_originale;
  return (
    <article className="card product-card">
      <div className="media media-square">
        <img src={product.img_prodotto || PLACEHOLDER_IMAGE} alt="Immagine prodotto" loading="lazy" width={400} height={400} />
      </div>
      <div className="card-body">
        <H className="card-title">{productName(product)}</H>
        <p className="price-line">
          {discounted && <s className="price-old">{formatPrice(product.prezzo_originale)}</s>}
          <span className="price">{formatPrice(product.prezzo_prodotto)}</span>
        </p>
        <div className="card-actions">
          {product.url_acquisto && (
            <a className="btn btn-accent" href={product.url_acquisto} target="_blank" rel="sponsored noopener noreferrer">
              {MSG.orderOnAmazon}
            </a>
          )}
          {product.haRecensionePubblicata && (
            <Link className="btn btn-secondary" to={`/articolo/${product.id}`}>
              {MSG.readReview}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
