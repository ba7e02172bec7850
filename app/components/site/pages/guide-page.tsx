import type { ReactNode } from 'react';
import { SITE_MSG } from '../../../../common/messages-site.ts';
import { COVER_WIDTHS, PRODUCT_WIDTHS, responsiveImage } from '../../../../common/responsive-images.ts';
import { reviewHref } from '../../../lib/carousel.ts';
import { Enhance } from '../../../lib/enhance.tsx';
import { formatLongDate, PLACEHOLDER_IMAGE } from '../../../lib/format.ts';
import type { GuideView } from '../../../lib/pages/guide-view.server.ts';
import { articlePageMeta, type SiteInfo } from '../../../lib/seo.ts';
import { AiDisclosure } from '../ai-disclosure.tsx';
import { AmazonLink } from '../amazon-link.tsx';
import { Byline } from '../byline.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { PhotoCredit } from '../photo-credit.tsx';
import { PreviewBanner } from '../preview-banner.tsx';
import { PriceLine, PriceUpdated } from '../price.tsx';
import { Rating } from '../rating.tsx';
import { RichContent } from '../rich-content.tsx';
import { Sources } from '../sources.tsx';
import { Subtitle } from '../subtitle.tsx';

/** The guide page's head: a draft (or a preview) is never indexed. */
export function guidePageMeta(site: SiteInfo, guide: GuideView, { noindex = guide.stato !== 'pubblicata' } = {}) {
  return articlePageMeta(site, {
    title: guide.titolo,
    description: guide.descrizione || guide.sottotitolo || guide.titolo,
    subtitle: guide.sottotitolo,
    sources: guide.fonti,
    path: `/guida/${guide.id}`,
    image: guide.immagine_url,
    published: guide.created_at,
    modified: guide.updated_at,
    section: { name: SITE_MSG.navGuides, path: '/guide' },
    noindex,
    seo: guide.seo,
    author: guide.autore,
  });
}

/**
 * The guide page's template: cover with the title, introduction, product sections, conclusion. The
 * public page (/guida/{id}) and the editors' preview of unsaved changes render this one component.
 * `banner` replaces the draft's status banner (the preview's own).
 */
export function GuidePage({ guide, banner }: { guide: GuideView; banner?: ReactNode }) {
  const products = guide.sezioni.filter((s) => s.prodotto).length;
  return (
    <article className="guide-page" aria-labelledby="guida-titolo">
      <header className="guide-cover">
        <img src={guide.immagine_url || PLACEHOLDER_IMAGE} {...responsiveImage(guide.immagine_url, COVER_WIDTHS, '100vw')} alt="" width={1600} height={900} fetchPriority="high" />
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
              {guide.autore && <span aria-hidden="true"> · </span>}
              <Byline author={guide.autore} />
            </p>
          </div>
        </div>
      </header>
      <PhotoCredit className="container" autore={guide.immagine_autore} autoreLink={guide.immagine_autore_link} fonte={guide.immagine_fonte} />

      <div className="container page-narrow guide-body">
        {banner ?? (guide.stato !== 'pubblicata' && <PreviewBanner stato={guide.stato} />)}
        {guide.vuota ? (
          <p className="state state-empty">{SITE_MSG.guideEmpty}</p>
        ) : (
          <>
            <RichContent parts={guide.introduzione} className="prose-article guide-intro" />
            {guide.sezioni.map((s, i) => (
              <section key={i} className="guide-section" aria-labelledby={s.prodotto ? `sezione-${i}` : undefined}>
                {s.prodotto && (
                  <div className="guide-product card">
                    <div className="media media-square guide-product-media">
                      <img
                        src={s.prodotto.img_prodotto || PLACEHOLDER_IMAGE}
                        {...responsiveImage(s.prodotto.img_prodotto, PRODUCT_WIDTHS, '(min-width: 48em) 240px, 40vw')}
                        alt={SITE_MSG.productImageAlt}
                        width={400}
                        height={400}
                        loading="lazy"
                        decoding="async"
                      />
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
                <RichContent parts={s.testo} className="prose-article" />
              </section>
            ))}
            <RichContent parts={guide.conclusione} className="prose-article guide-outro" />
            <Sources fonti={guide.fonti} />
            {guide.ia && <AiDisclosure />}
            <Enhance name="affiliate-clicks" />
          </>
        )}
      </div>
    </article>
  );
}
