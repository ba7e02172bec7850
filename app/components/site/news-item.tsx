import { Link } from 'react-router';
import { newsHref } from '../../lib/carousel.ts';
import { formatShortDate } from '../../lib/format.ts';
import { COVER_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

export interface NewsItemData {
  id: number;
  slug: string;
  titolo: string;
  fonte: string | null;
  data_pubblicazione: string | null;
  sommario?: string | null;
  immagine_url?: string | null;
}

/** Source, then a dot and the short date when there is a publication date. */
export function NewsMeta({ fonte, date }: { fonte: string | null; date: string | null }) {
  const when = formatShortDate(date);
  return (
    <span className="news-meta">
      {fonte}
      {when && (
        <>
          {fonte && <span aria-hidden="true"> · </span>}
          <time dateTime={date ?? undefined}>{when}</time>
        </>
      )}
    </span>
  );
}

/** One row of the news list: optional image, title, source · date, summary. */
export function NewsListItem({ item }: { item: NewsItemData }) {
  return (
    <article className="news-row">
      {item.immagine_url && (
        <div className="media media-wide news-row-media">
          <img
            src={item.immagine_url}
            {...responsiveImage(item.immagine_url, COVER_WIDTHS, '(min-width: 48em) 320px, 100vw')}
            alt=""
            loading="lazy"
            decoding="async"
            width={320}
            height={180}
          />
        </div>
      )}
      <div className="news-row-body">
        <h2 className="news-row-title">
          <Link to={newsHref(item.slug)}>{item.titolo}</Link>
        </h2>
        <NewsMeta fonte={item.fonte} date={item.data_pubblicazione} />
        {item.sommario && <p className="news-row-summary">{item.sommario}</p>}
      </div>
    </article>
  );
}
