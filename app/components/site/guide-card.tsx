import { Link } from 'react-router';
import { MSG } from '../../../common/messages.ts';
import { guideHref } from '../../lib/carousel.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import { COVER_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

export interface GuideCardData {
  id: number;
  titolo: string;
  immagine_url: string | null;
  /** Plain-text opening of the introduction. */
  estratto?: string;
}

export function GuideCard({ guide, headingLevel = 3, compact = false }: { guide: GuideCardData; headingLevel?: 2 | 3; compact?: boolean }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card guide-card${compact ? ' guide-card-compact' : ''}`}>
      <div className="media media-wide">
        <img
          src={guide.immagine_url || PLACEHOLDER_IMAGE}
          {...responsiveImage(guide.immagine_url, COVER_WIDTHS, '(min-width: 48em) 400px, 100vw')}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
        />
      </div>
      <div className="card-body">
        <H className="card-title">{guide.titolo}</H>
        {guide.estratto && !compact && <p className="card-text">{guide.estratto}</p>}
        <div className="card-actions">
          <Link className="btn btn-secondary" to={guideHref(guide.id)} aria-label={`${MSG.readGuide}: ${guide.titolo}`}>
            {MSG.readGuide}
          </Link>
        </div>
      </div>
    </article>
  );
}
