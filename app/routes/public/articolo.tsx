import { amazonAsinsIn, normalizeAmazonLinks, productIdsByAsin } from '../../../common/amazon-links.ts';
import { stripPrices } from '../../../common/grounding.ts';
import { MSG } from '../../../common/messages.ts';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { isPriceFresh } from '../../../common/price-freshness.ts';
import { keyValueLines, leadText, listLines, parseRouteId, plainText, safeHtml } from '../../lib/content.server.ts';
import { AiDisclosure } from '../../components/site/ai-disclosure.tsx';
import { AmazonLink } from '../../components/site/amazon-link.tsx';
import { Enhance } from '../../lib/enhance.tsx';
import { PreviewBanner } from '../../components/site/preview-banner.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { PriceLine, PriceUpdated } from '../../components/site/price.tsx';
import { Rating } from '../../components/site/rating.tsx';
import { RichText } from '../../components/site/rich-text.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { missingPage } from '../../lib/missing-page.server.ts';
import { Subtitle } from '../../components/site/subtitle.tsx';
import { formatLongDate, PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { absoluteUrl, breadcrumbLd, errorMeta, organizationLd, seoMeta, siteFromMatches } from '../../lib/seo.ts';
import { pageCache, PRODUCT_TOPICS } from '../../../common/cache-topics.ts';
import type { Route } from './+types/articolo';
import { PRODUCT_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(PRODUCT_TOPICS) };

/**
 * Public product page (/articolo/{id}): the product, its buying box and its published review.
 * A logged-in editor also sees a draft or archived review, marked as a preview.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseRouteId(params.id);
  const product = id === null ? undefined : await services.products.get(id);
  if (!product) throw await missingPage(context, request, SITE_MSG.productLoadError);
  // A failed review request is treated as no review (spec section 8).
  const review = await services.reviews.getByProduct(context.viewer, product.id).catch(() => undefined);
  // No price inside the text, for visitors and in the staff preview alike: the buying box shows
  // the refreshed one (common/grounding.ts stripPrices).
  const reviewHtml = review ? stripPrices(review.recensione_prodotto) : '';
  const reviewText = review ? leadText(reviewHtml) : '';
  // Every Amazon link of the text made ours at render, whatever is stored: our tag,
  // rel="sponsored", and its click reported for the product whose ASIN it names, else this page's.
  const safe = safeHtml(reviewHtml);
  const byAsin = await productIdsByAsin(amazonAsinsIn(safe), (asin) => services.products.list({ match: asin, limit: 10 }), [product]);
  const reviewLinks = normalizeAmazonLinks(safe, services.config.amazon, {
    path: `/articolo/${product.id}`,
    productFor: (asin) => (asin ? (byAsin.get(asin) ?? product.id) : product.id),
  });
  return {
    product: {
      id: product.id,
      nome: productName(product),
      nome_prodotto: product.nome_prodotto,
      asin: product.asin_preferito || product.asin_prodotto,
      img_prodotto: product.img_prodotto,
      valutazione_prodotto: product.valutazione_prodotto,
      prezzo_prodotto: product.prezzo_prodotto,
      prezzo_originale: product.prezzo_originale,
      prezzo_aggiornato_at: product.prezzo_aggiornato_at,
      updated_at: product.updated_at,
      url_acquisto: product.url_acquisto,
      nome_categoria: product.nome_categoria,
      id_categoria: product.id_categoria,
      descrizione: plainText(product.descrizione_generale),
      specifiche: keyValueLines(product.specifiche_tecniche),
      scatola: listLines(product.contenuto_scatola),
    },
    review: review
      ? {
          titolo: review.titolo,
          sottotitolo: review.sottotitolo,
          html: reviewLinks.html,
          data: review.data_recensione,
          estratto: reviewText,
          stato: review.stato,
          // Written with AI and published: the disclosure line (AI_DISCLOSURE).
          ia: services.config.aiDisclosure && review.generato_ai && review.stato === 'pubblicata',
        }
      : null,
  };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, SITE_MSG.productLoadError));
  const { product, review } = loaded;
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
  // Our editorial review only: the site is the author, the rating is ours (never Amazon's stars).
  const preview = review !== null && review.stato !== 'pubblicata';
  if (review && !preview) {
    productLd.review = {
      '@type': 'Review',
      name: review.titolo || SITE_MSG.productReviewName(product.nome),
      ...(review.sottotitolo ? { alternativeHeadline: review.sottotitolo } : {}),
      author: organizationLd(site),
      publisher: organizationLd(site),
      datePublished: review.data,
      ...(product.valutazione_prodotto !== null
        ? { reviewRating: { '@type': 'Rating', ratingValue: product.valutazione_prodotto, bestRating: 5, worstRating: 1 } }
        : {}),
    };
  }
  return seoMeta(site, {
    noindex: preview,
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

export default function Articolo({ loaderData }: Route.ComponentProps) {
  const { product, review } = loaderData;
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
            alt={product.nome} width={800} height={800} fetchPriority="high" />
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
              {review.stato !== 'pubblicata' && <PreviewBanner stato={review.stato} />}
              {formatLongDate(review.data) && (
                <p className="article-meta">
                  <time dateTime={review.data}>{formatLongDate(review.data)}</time>
                </p>
              )}
              <RichText html={review.html} className="prose-article" />
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

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.productLoadError} back={{ to: '/prodotti', label: SITE_MSG.productsTitle }} />;
}
