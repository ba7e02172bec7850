import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE_MSG } from '../../../../common/messages-site.ts';
import { COVER_WIDTHS, responsiveImage } from '../../../../common/responsive-images.ts';
import { newsHref } from '../../../lib/carousel.ts';
import { Enhance } from '../../../lib/enhance.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { articlePageMeta, type SiteInfo } from '../../../lib/seo.ts';
import type { NewsView } from '../../../lib/pages/news-view.server.ts';
import { AiDisclosure } from '../ai-disclosure.tsx';
import { Byline } from '../byline.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { PhotoCredit } from '../photo-credit.tsx';
import { PreviewBanner } from '../preview-banner.tsx';
import { RichContent } from '../rich-content.tsx';
import { Sources } from '../sources.tsx';
import { Subtitle } from '../subtitle.tsx';

/** The news page's head: a draft (or a preview) is never indexed. */
export function newsPageMeta(site: SiteInfo, news: NewsView, { noindex = news.stato !== 'pubblicata' } = {}) {
  return articlePageMeta(site, {
    title: news.titolo,
    description: news.descrizione || news.sottotitolo || news.titolo,
    subtitle: news.sottotitolo,
    sources: news.fonti,
    path: newsHref(news.slug),
    image: news.immagine_url,
    published: news.data_pubblicazione,
    modified: news.updated_at,
    section: { name: SITE_MSG.navNews, path: '/notizie' },
    noindex,
    seo: news.seo,
    author: news.autore,
  });
}

/**
 * The news page's template: the public page (/notizie/{slug}) and the editors' preview of unsaved
 * changes render this one component. `banner` replaces the draft's status banner (the preview's own).
 */
export function NewsPage({ news, banner }: { news: NewsView; banner?: ReactNode }) {
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
      {banner ?? (news.stato !== 'pubblicata' && <PreviewBanner stato={news.stato} />)}
      <article className="news-article" aria-labelledby="notizia-titolo">
        <header>
          <h1 id="notizia-titolo">{news.titolo}</h1>
          <Subtitle text={news.sottotitolo} />
          <p className="article-meta">
            {news.fonte && <span>{news.fonte}</span>}
            {news.fonte && date && <span aria-hidden="true"> · </span>}
            {date && <time dateTime={news.data_pubblicazione ?? undefined}>{date}</time>}
            {news.autore && (news.fonte || date) && <span aria-hidden="true"> · </span>}
            <Byline author={news.autore} />
          </p>
        </header>
        {news.immagine_url && (
          <figure className="article-figure">
            <div className="media media-wide">
              <img
                src={news.immagine_url}
                {...responsiveImage(news.immagine_url, COVER_WIDTHS, '(min-width: 48em) 760px, 100vw')}
                alt={news.titolo}
                width={1600}
                height={900}
                fetchPriority="high"
              />
            </div>
            <PhotoCredit as="figcaption" autore={news.immagine_autore} autoreLink={news.immagine_autore_link} fonte={news.immagine_fonte} />
          </figure>
        )}
        {news.sommario && <p className="lead news-summary">{news.sommario}</p>}
        <RichContent parts={news.contenuto} className="prose-article" />
        <Sources fonti={news.fonti} />
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
