import type { ReactNode } from 'react';
import { MSG } from '../../../../common/messages.ts';
import { SITE_MSG } from '../../../../common/messages-site.ts';
import { isPriceFresh } from '../../../../common/price-freshness.ts';
import { PRODUCT_WIDTHS, responsiveImage } from '../../../../common/responsive-images.ts';
import { Enhance } from '../../../lib/enhance.tsx';
import { formatLongDate, PLACEHOLDER_IMAGE } from '../../../lib/format.ts';
import type { ProductView } from '../../../lib/pages/product-view.server.ts';
import { absoluteUrl, authorLd, breadcrumbLd, citationLd, organizationLd, seoMeta, type SiteInfo } from '../../../lib/seo.ts';
import { AiDisclosure } from '../ai-disclosure.tsx';
import { AmazonLink } from '../amazon-link.tsx';
import { Byline } from '../byline.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { PreviewBanner } from '../preview-banner.tsx';
import { PriceLine, PriceUpdated } from '../price.tsx';
import { Rating } from '../rating.tsx';
import { RichContent } from '../rich-content.tsx';
import { Sources } from '../sources.tsx';
import { Subtitle } from '../subtitle.tsx';

/** The product page's head, with its Product (and, published, Review) data; a draft review (or a preview) is never indexed. */
export function productPageMeta(site: SiteInfo, { product, review }: ProductView, { noindex = review !== null && review.stato !== 'pubblicata' } = {}) {
  const path = `/articolo/${product.id}`;
  const title = review?.titolo ? SITE_MSG.productMetaTitle(product.nome) : product.nome;
  const description = review?.estratto || product.descrizione || SITE_MSG.productMetaDescription(product.nome_prodotto);
  const image = product.img_prodotto ? absoluteUrl(site.siteUrl, product.img_prodotto) : null;
  const productLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nome_prodotto,
    description: description.slice(0, 500),
    ...(image ? { image: [image] } : {}),
    ...(product.asin ? { sku: product.asin } : {}),
    ...(product.nome_categoria ? { category: product.nome_categoria } : {}),
    // An offer only with a price read in the last 24 hours (Amazon Associates rules).
    ...(product.prezzo_prodotto !== null && product.url_acquisto && isPriceFresh(product.prezzo_aggiornato_at)
      ? { offers: { '@type': 'Offer', price: product.prezzo_prodotto.toFixed(2), priceCurrency: 'EUR', url: product.url_acquisto } }
      : {}),
  };
  // Our editorial review only: its writer (else the site) the author, the rating ours (never Amazon's stars).
  if (review && !noindex) {
    productLd.review = {
      '@type': 'Review',
      name: review.titolo || SITE_MSG.productReviewName(product.nome),
      ...(review.sottotitolo ? { alternativeHeadline: review.sottotitolo } : {}),
      author: authorLd(site, review.autore),
      publisher: organizationLd(site),
      datePublished: review.data,
      ...citationLd(review.fonti),
      ...(product.valutazione_prodotto !== null ? { reviewRating: { '@type': 'Rating', ratingValue: product.valutazione_prodotto, bestRating: 5, worstRating: 1 } } : {}),
    };
  }
  return seoMeta(site, {
    noindex,
    seo: review?.seo,
    title,
    description,
    path,
    image: product.img_prodotto,
    imageAlt: product.nome,
    jsonLd: [
      productLd,
      breadcrumbLd(site, [
        { name: SITE_MSG.navHome, path: '/' },
        { name: SITE_MSG.navProducts, path: '/prodotti' },
        { name: product.nome, path },
      ]),
    ],
  });
}

/**
 * The product page's template: the product, its buying box and its review. The public page
 * (/articolo/{id}) and the editors' preview of an unsaved review render this one component.
 * `banner` replaces the draft's status banner (the preview's own).
 */
export function ProductPage({ view, banner }: { view: ProductView; banner?: ReactNode }) {
  const { product, review } = view;
  const crumbs = [
    { name: SITE_MSG.navHome, path: '/' },
    { name: SITE_MSG.navProducts, path: '/prodotti' },
    { name: product.nome, path: `/articolo/${product.id}` },
  ];
  return (
    <div className="container page">
      <Breadcrumbs items={crumbs} />
      <div className="product-hero">
        <div className="media media-square product-hero-media">
          <img
            src={product.img_prodotto || PLACEHOLDER_IMAGE}
            {...responsiveImage(product.img_prodotto, PRODUCT_WIDTHS, '(min-width: 48em) 50vw, 100vw')}
            alt={product.nome}
            width={800}
            height={800}
            fetchPriority="high"
          />
        </div>
        <div className="buy-box">
          {product.nome_categoria && <p className="card-kicker">{product.nome_categoria}</p>}
          <h1>{product.nome}</h1>
          {product.nome !== product.nome_prodotto && <p className="muted product-fullname">{product.nome_prodotto}</p>}
          <Rating value={product.valutazione_prodotto} showLabel />
          <PriceLine product={product} size="lg" />
          <PriceUpdated product={product} long />
          <AmazonLink href={product.url_acquisto} productId={product.id} className="btn btn-accent btn-lg" />
          <p className="buy-note">
            {SITE_MSG.priceNote} {MSG.amazonDisclosure}
          </p>
        </div>
      </div>

      <div className="article-layout">
        <article className="review" aria-labelledby="recensione-titolo">
          <h2 id="recensione-titolo" className="review-title">
            {review?.titolo || SITE_MSG.reviewHeading}
          </h2>
          <Subtitle text={review?.sottotitolo} />
          {review ? (
            <>
              {banner ?? (review.stato !== 'pubblicata' && <PreviewBanner stato={review.stato} />)}
              {(formatLongDate(review.data) || review.autore) && (
                <p className="article-meta">
                  {formatLongDate(review.data) && <time dateTime={review.data}>{formatLongDate(review.data)}</time>}
                  {formatLongDate(review.data) && review.autore && <span aria-hidden="true"> · </span>}
                  <Byline author={review.autore} />
                </p>
              )}
              <RichContent parts={review.parti} className="prose-article" />
              <Sources fonti={review.fonti} />
              {review.ia && <AiDisclosure />}
            </>
          ) : (
            <p className="state state-empty">{SITE_MSG.noReview}</p>
          )}
        </article>

        {(product.specifiche.length > 0 || product.scatola.length > 0) && (
          <aside className="product-facts">
            {product.specifiche.length > 0 && (
              <section aria-labelledby="scheda-tecnica">
                <h2 id="scheda-tecnica">{SITE_MSG.specsHeading}</h2>
                <dl className="facts">
                  {product.specifiche.map((s, i) => (
                    <div key={i}>
                      <dt>{s.key || '—'}</dt>
                      <dd>{s.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            {product.scatola.length > 0 && (
              <section aria-labelledby="contenuto-confezione">
                <h2 id="contenuto-confezione">{SITE_MSG.boxHeading}</h2>
                <ul className="bullets">
                  {product.scatola.map((s, i) => (
                    <li key={i}>{s}</li>
                  ))}
                </ul>
              </section>
            )}
            <AmazonLink href={product.url_acquisto} productId={product.id} className="btn btn-accent btn-block" />
          </aside>
        )}
      </div>
      <Enhance name="affiliate-clicks" />
    </div>
  );
}
