import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import type { Product } from '../../../common/types.ts';
import { reviewHref } from '../../lib/carousel.ts';
import { Enhance } from '../../lib/enhance.tsx';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { AmazonLink } from './amazon-link.tsx';
import { PriceLine, PriceUpdated } from './price.tsx';
import { Rating } from './rating.tsx';
import { PRODUCT_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

export type ProductCardData = Pick<
  Product,
  | 'id'
  | 'nome_prodotto'
  | 'nome_sintetico'
  | 'nome_visualizzato'
  | 'img_prodotto'
  | 'prezzo_prodotto'
  | 'prezzo_originale'
  | 'url_acquisto'
  | 'haRecensionePubblicata'
  | 'valutazione_prodotto'
  | 'prezzo_aggiornato_at'
  | 'updated_at'
> & { nome_categoria?: string | null };

/**
 * Product card (spec section 2): image, name, the retailer button (new tab, its click reported:
 * AmazonLink) and the review link. The click script comes with the cards: a module script listed
 * several times runs once.
 */
export function ProductCard({ product, headingLevel = 3, eager = false }: { product: ProductCardData; headingLevel?: 2 | 3; eager?: boolean }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const name = productName(product);
  return (
    <article className="card product-card">
      <div className="media media-square">
        <img
          src={product.img_prodotto || PLACEHOLDER_IMAGE}
          {...responsiveImage(product.img_prodotto, PRODUCT_WIDTHS, '(min-width: 48em) 300px, 50vw')}
          alt={SITE_MSG.productImageAlt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          width={400}
          height={400}
        />
      </div>
      <div className="card-body">
        {product.nome_categoria && <p className="card-kicker">{product.nome_categoria}</p>}
        <H className="card-title">{name}</H>
        <Rating value={product.valutazione_prodotto} />
        <PriceLine product={product} />
        <PriceUpdated product={product} />
        <div className="card-actions">
          <AmazonLink href={product.url_acquisto} productId={product.id} />
          {product.haRecensionePubblicata && (
            <Link className="btn btn-secondary" to={reviewHref(product.id)} aria-label={`${MSG.readReview}: ${name}`}>
              {MSG.readReview}
            </Link>
          )}
        </div>
      </div>
      {product.url_acquisto && <Enhance name="affiliate-clicks" />}
    </article>
  );
}

/** The fields a card needs, picked on the server so pages send no more than they show. */
export function toProductCard(p: ProductCardData): ProductCardData {
  return {
    id: p.id,
    nome_prodotto: p.nome_prodotto,
    nome_sintetico: p.nome_sintetico,
    nome_visualizzato: p.nome_visualizzato,
    img_prodotto: p.img_prodotto,
    prezzo_prodotto: p.prezzo_prodotto,
    prezzo_originale: p.prezzo_originale,
    url_acquisto: p.url_acquisto,
    haRecensionePubblicata: p.haRecensionePubblicata,
    valutazione_prodotto: p.valutazione_prodotto,
    prezzo_aggiornato_at: p.prezzo_aggiornato_at,
    updated_at: p.updated_at,
    nome_categoria: p.nome_categoria ?? null,
  };
}
