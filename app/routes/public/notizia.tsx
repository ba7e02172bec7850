import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { amazonAsinsIn, CLICK_ATTRIBUTE, normalizeAmazonLinks, productIdsByAsin } from '../../../common/amazon-links.ts';
import { plainText, safeHtml } from '../../lib/content.server.ts';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import { PhotoCredit } from '../../components/site/photo-credit.tsx';
import { PreviewBanner } from '../../components/site/preview-banner.tsx';
import { AiDisclosure } from '../../components/site/ai-disclosure.tsx';
import { RichText } from '../../components/site/rich-text.tsx';
import { Enhance } from '../../lib/enhance.tsx';
import { errorTitle, RouteErrorMessage } from '../../components/site/route-error.tsx';
import { missingPage } from '../../lib/missing-page.server.ts';
import { Subtitle } from '../../components/site/subtitle.tsx';
import { newsHref } from '../../lib/carousel.ts';
import { formatLongDate } from '../../lib/format.ts';
import { articlePageMeta, errorMeta, siteFromMatches } from '../../lib/seo.ts';
import { NEWS_TOPICS, pageCache } from '../../../common/cache-topics.ts';
import type { Route } from './+types/notizia';
import { COVER_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

/** The render cache keeps this page for anonymous visitors (decision 0027). */
export const handle = { cache: pageCache(NEWS_TOPICS) };

/** News detail (/notizie/{slug}). A logged-in editor also sees drafts, marked as a preview. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { services } = context;
  const news = await services.news.getBySlug(context.viewer, params.slug ?? '');
  if (!news) throw await missingPage(context, request, SITE_MSG.newsNotFound);
  // Every Amazon link of the text made ours at render, whatever is stored: our tag,
  // rel="sponsored", and its click reported for the catalogue product whose ASIN it names.
  const safe = safeHtml(news.contenuto);
  const byAsin = await productIdsByAsin(amazonAsinsIn(safe), (asin) => services.products.list({ match: asin, limit: 10 }));
  const links = normalizeAmazonLinks(safe, services.config.amazon, {
    path: newsHref(news.slug),
    productFor: (asin) => (asin ? byAsin.get(asin) : null),
  });
  const contenuto = links.html;
  const clicks = links.html.includes(` ${CLICK_ATTRIBUTE}=`);
  return {
    news: {
      slug: news.slug,
      titolo: news.titolo,
      sottotitolo: news.sottotitolo,
      stato: news.stato,
      fonte: news.fonte,
      link_fonte: news.link_fonte && /^https?:\/\//i.test(news.link_fonte) ? news.link_fonte : null,
      data_pubblicazione: news.data_pubblicazione,
      updated_at: news.updated_at,
      immagine_url: news.immagine_url,
      immagine_autore: news.immagine_autore,
      immagine_autore_link: news.immagine_autore_link,
      immagine_fonte: news.immagine_fonte,
      contenuto,
      // The summary is shown only when there is no content (spec section 2).
      sommario: contenuto ? null : news.sommario,
      descrizione: news.sommario || news.descrizione || plainText(news.contenuto),
      // Written with AI and published: the disclosure line (AI_DISCLOSURE).
      ia: services.config.aiDisclosure && news.generato_ai && news.stato === 'pubblicata',
      clicks,
    },
  };
}

export function meta({ data: loaded, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (error || !loaded) return errorMeta(site, errorTitle(error, SITE_MSG.newsNotFound));
  const { news } = loaded;
  return articlePageMeta(site, {
    title: news.titolo,
    description: news.descrizione || news.sottotitolo || news.titolo,
    subtitle: news.sottotitolo,
    path: newsHref(news.slug),
    image: news.immagine_url,
    published: news.data_pubblicazione,
    modified: news.updated_at,
    section: { name: SITE_MSG.navNews, path: '/notizie' },
    noindex: news.stato !== 'pubblicata',
  });
}

export default function Notizia({ loaderData }: Route.ComponentProps) {
  const { news } = loaderData;
  const date = formatLongDate(news.data_pubblicazione);
  return (
    <div className="container page page-narrow">
      <Breadcrumbs
        items={[
          { name: SITE_MSG.navHome, path: '/' },
          { name: SITE_MSG.navNews, path: '/notizie' },
          { name: news.titolo, path: newsHref(news.slug) },
        ]}
      />
      {news.stato !== 'pubblicata' && <PreviewBanner stato={news.stato} />}
      <article className="news-article" aria-labelledby="notizia-titolo">
        <header>
          <h1 id="notizia-titolo">{news.titolo}</h1>
          <Subtitle text={news.sottotitolo} />
          <p className="article-meta">
            {news.fonte && <span>{news.fonte}</span>}
            {news.fonte && date && <span aria-hidden="true"> · </span>}
            {date && <time dateTime={news.data_pubblicazione ?? undefined}>{date}</time>}
          </p>
        </header>
        {news.immagine_url && (
          <figure className="article-figure">
            <div className="media media-wide">
              <img
                src={news.immagine_url}
                {...responsiveImage(news.immagine_url, COVER_WIDTHS, '(min-width: 48em) 760px, 100vw')}
                alt={news.titolo} width={1600} height={900} fetchPriority="high" />
            </div>
            <PhotoCredit as="figcaption" autore={news.immagine_autore} autoreLink={news.immagine_autore_link} fonte={news.immagine_fonte} />
          </figure>
        )}
        {news.sommario && <p className="lead news-summary">{news.sommario}</p>}
        {news.contenuto && <RichText html={news.contenuto} className="prose-article" />}
        {news.clicks && <Enhance name="affiliate-clicks" />}
        {news.ia && <AiDisclosure />}
        {news.link_fonte && (
          <p className="news-source">
            {SITE_MSG.newsSource}{' '}
            <a href={news.link_fonte} target="_blank" rel="noopener noreferrer">
              {SITE_MSG.newsSourceLink}
              <ExternalLink size={14} aria-hidden="true" />
              <span className="sr-only">{SITE_MSG.newTabHint}</span>
            </a>
          </p>
        )}
      </article>
      <p>
        <Link to="/notizie" className="see-all">
          {SITE_MSG.backToNews}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorMessage fallback={SITE_MSG.newsNotFound} back={{ to: '/notizie', label: SITE_MSG.newsTitle }} />;
}
