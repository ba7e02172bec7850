import { SITE_MSG } from '../../../common/messages-site.ts';
import { amazonAsinsIn, normalizeAmazonLinks, productIdsByAsin } from '../../../common/amazon-links.ts';
import { guideProductIds, isGuideEmpty } from '../../../common/guide-content.ts';
import { stripPrices } from '../../../common/grounding.ts';
import type { Product } from '../../../common/types.ts';
import { leadText, parseRouteId, safeHtml } from '../../lib/content.server.ts';
import { AmazonLink } from '../../components/site/amazon-link.tsx';
import { Enhance } from '../../lib/enhance.tsx';
import { PhotoCredit } from '../../components/site/photo-credit.tsx';
import { PreviewBanner } from '../../components/site/preview-banner.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { PriceLine, PriceUpdated } from '../../components/site/price.tsx';
import { Rating } from '../../components/site/rating.tsx';
import { AiDisclosure } from '../../components/site/ai-disclosure.tsx';
import { RichText } from '../../components/site/rich-text.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { missingPage } from '../../lib/missing-page.server.ts';
import { Subtitle } from '../../components/site/subtitle.tsx';
import { reviewHref } from '../../lib/carousel.ts';
import { formatLongDate, PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { articlePageMeta, errorMeta, siteFromMatches } from '../../lib/seo.ts';
import { GUIDE_TOPICS, pageCache, PRODUCT_TOPICS } from '../../../common/cache-topics.ts';
import type { Route } from './+types/guida';
import { COVER_WIDTHS, PRODUCT_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

/** The render cache keeps this page for anonymous visitors (decision 0027). A guide shows the products it recommends, with their prices. */
export const handle = { cache: pageCache([...GUIDE_TOPICS, ...PRODUCT_TOPICS]) };

/** Public guide page (/guida/{id}): cover with the title, introduction, product sections, conclusion. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const id = parseRouteId(params.id);
  if (id === null) throw await missingPage(context, request, SITE_MSG.guideInvalidId);
  const guide = await services.guides.get(context.viewer, id);
  if (!guide) throw await missingPage(context, request, SITE_MSG.guideLoadError);
  // A failed guide products call is ignored (spec section 7).
  const products = await Promise.all(guideProductIds(guide).map((pid) => services.products.get(pid).catch(() => undefined)));
  const byId = new Map(products.filter((p): p is Product => p !== undefined).map((p) => [p.id, p]));
  const c = guide.contenuto;
  // Prices come only from the products' refreshed data (the product blocks), never from the text.
  const clean = (value: string) => stripPrices(safeHtml(value));
  const parts = { introduzione: clean(c.introduzione), conclusione: clean(c.conclusione), sezioni: c.sezioni.map((s) => clean(s.testo)) };
  // Every Amazon link of the text made ours at render, whatever is stored: our tag,
  // rel="sponsored", and its click reported for the catalogue product whose ASIN it names.
  const asins = amazonAsinsIn([parts.introduzione, parts.conclusione, ...parts.sezioni].join(''));
  const byAsin = await productIdsByAsin(asins, (asin) => services.products.list({ match: asin, limit: 10 }), [...byId.values()]);
  const clicks = { path: `/guida/${guide.id}`, productFor: (asin: string | null) => (asin ? byAsin.get(asin) : null) };
  const html = (value: string) => normalizeAmazonLinks(value, services.config.amazon, clicks).html;
  return {
    guide: {
      id: guide.id,
      titolo: guide.titolo,
      sottotitolo: guide.sottotitolo,
      stato: guide.stato,
      immagine_url: guide.immagine_url,
      immagine_autore: guide.immagine_autore,
      immagine_autore_link: guide.immagine_autore_link,
      immagine_fonte: guide.immagine_fonte,
      created_at: guide.created_at,
      updated_at: guide.updated_at,
      vuota: isGuideEmpty(c),
      // Written with AI and published: the disclosure line (AI_DISCLOSURE).
      ia: services.config.aiDisclosure && guide.generato_ai && guide.stato === 'pubblicata',
      introduzione: html(parts.introduzione),
      conclusione: html(parts.conclusione),
      descrizione: leadText(stripPrices(c.introduzione)),
      sezioni: c.sezioni.map((s, i) => {
        const p = s.id_prodotto === null ? undefined : byId.get(s.id_prodotto);
        return {
          testo: html(parts.sezioni[i]!),
          prodotto: p
            ? {
                id: p.id,
                nome: productName(p),
                img_prodotto: p.img_prodotto,
                valutazione_prodotto: p.valutazione_prodotto,
                prezzo_prodotto: p.prezzo_prodotto,
                prezzo_originale: p.prezzo_originale,
                prezzo_aggiornato_at: p.prezzo_aggiornato_at,
                updated_at: p.updated_at,
                url_acquisto: p.url_acquisto,
              }
            : null,
        };
      }),
    },
  };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, SITE_MSG.guideLoadError));
  const { guide } = loaded;
  return articlePageMeta(site, {
    title: guide.titolo,
    description: guide.descrizione || guide.sottotitolo || guide.titolo,
    subtitle: guide.sottotitolo,
    path: `/guida/${guide.id}`,
    image: guide.immagine_url,
    published: guide.created_at,
    modified: guide.updated_at,
    section: { name: SITE_MSG.navGuides, path: '/guide' },
    noindex: guide.stato !== 'pubblicata',
  });
}

export default function Guida({ loaderData }: Route.ComponentProps) {
  const { guide } = loaderData;
  const products = guide.sezioni.filter((s) => s.prodotto).length;
  return (
    <article className="guide-page" aria-labelledby="guida-titolo">
      <header className="guide-cover">
        <img
          src={guide.immagine_url || PLACEHOLDER_IMAGE}
          {...responsiveImage(guide.immagine_url, COVER_WIDTHS, '100vw')}
          alt=""
          width={1600} height={900} fetchPriority="high" />
        <div className="guide-cover-overlay">
          <div className="container">
            <Breadcrumbs
              items={[
                { name: SITE_MSG.navHome, path: '/' },
                { name: SITE_MSG.navGuides, path: '/guide' },
                { name: guide.titolo, path: `/guida/${guide.id}` },
              ]}
            />
            <h1 id="guida-titolo">{guide.titolo}</h1>
            <Subtitle text={guide.sottotitolo} />
            <p className="guide-cover-meta">
              {formatLongDate(guide.updated_at) && <time dateTime={guide.updated_at}>{SITE_MSG.updatedOn(formatLongDate(guide.updated_at))}</time>}
              {products > 0 && <span> · {SITE_MSG.guideProducts(products)}</span>}
            </p>
          </div>
        </div>
      </header>
      <PhotoCredit className="container" autore={guide.immagine_autore} autoreLink={guide.immagine_autore_link} fonte={guide.immagine_fonte} />

      <div className="container page-narrow guide-body">
        {guide.stato !== 'pubblicata' && <PreviewBanner stato={guide.stato} />}
        {guide.vuota ? (
          <p className="state state-empty">{SITE_MSG.guideEmpty}</p>
        ) : (
          <>
            {guide.introduzione && <RichText html={guide.introduzione} className="prose-article guide-intro" />}
            {guide.sezioni.map((s, i) => (
              <section key={i} className="guide-section" aria-labelledby={s.prodotto ? `sezione-${i}` : undefined}>
                {s.prodotto && (
                  <div className="guide-product card">
                    <div className="media media-square guide-product-media">
                      <img
                        src={s.prodotto.img_prodotto || PLACEHOLDER_IMAGE}
                        {...responsiveImage(s.prodotto.img_prodotto, PRODUCT_WIDTHS, '(min-width: 48em) 240px, 40vw')}
                        alt={SITE_MSG.productImageAlt} width={400} height={400} loading="lazy" decoding="async" />
                    </div>
                    <div className="guide-product-body">
                      <h2 id={`sezione-${i}`} className="guide-product-title">
                        <span className="guide-product-index">{i + 1}.</span> {s.prodotto.nome}
                      </h2>
                      <Rating value={s.prodotto.valutazione_prodotto} />
                      <PriceLine product={s.prodotto} />
                      <PriceUpdated product={s.prodotto} />
                      <div className="card-actions">
                        <AmazonLink href={s.prodotto.url_acquisto} productId={s.prodotto.id} />
                        <a className="btn btn-secondary" href={reviewHref(s.prodotto.id)} target="_blank" rel="noopener">
                          {SITE_MSG.seeFullReview}
                          <span className="sr-only">{SITE_MSG.seeFullReviewHint(s.prodotto.nome)}</span>
                        </a>
                      </div>
                    </div>
                  </div>
                )}
                {s.testo && <RichText html={s.testo} className="prose-article" />}
              </section>
            ))}
            {guide.conclusione && <RichText html={guide.conclusione} className="prose-article guide-outro" />}
            {guide.ia && <AiDisclosure />}
            <Enhance name="affiliate-clicks" />
          </>
        )}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.guideLoadError} back={{ to: '/guide', label: SITE_MSG.guidesTitle }} />;
}
