import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { COVER_WIDTHS, PRODUCT_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';
import type { CarouselItem, CarouselKind } from '../../lib/carousel.ts';
import { Enhance } from '../../lib/enhance.tsx';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';

const TAG: Record<CarouselKind, string> = {
  recensione: SITE_MSG.tagRecensione,
  guida: SITE_MSG.tagGuida,
  notizia: SITE_MSG.tagNotizia,
};

/** A review shows its product's square photo; guides and news their wide cover. */
interface CardImage {
  className: string;
  widths: readonly number[];
  width: number;
  height: number;
}
const PRODUCT_IMAGE: CardImage = { className: ' media-product', widths: PRODUCT_WIDTHS, width: 400, height: 400 };
const COVER_IMAGE: CardImage = { className: '', widths: COVER_WIDTHS, width: 640, height: 360 };
const IMAGE: Record<CarouselKind, CardImage> = { recensione: PRODUCT_IMAGE, guida: COVER_IMAGE, notizia: COVER_IMAGE };

/**
 * 'In evidenza': a horizontal strip of cards. Server-rendered HTML: without JavaScript it is a
 * strip that scrolls sideways. app/enhance/carousel.ts makes it scroll by itself 160 px every 5 s,
 * wrapping to the start at the end (spec section 9), waiting while the pointer is over it or focus
 * is inside it, and never when the visitor prefers reduced motion; it sets `data-autoplay="on|off"`
 * on the root. Its buttons (pause/play, previous, next) sit in a row the page already keeps room
 * for, invisible until the script runs; the pause button's two labels come from its data-* attributes, its icon follows data-autoplay.
 */
export function Carousel({ items, titleId }: { items: CarouselItem[]; titleId: string }) {
  const trackId = `${titleId}-track`;
  return (
    <>
      <div className="carousel" data-enhance="carousel">
        <div className="carousel-controls">
          <button
            type="button"
            className="icon-button carousel-toggle"
            aria-label={SITE_MSG.carouselPause}
            aria-controls={trackId}
            data-label-pause={SITE_MSG.carouselPause}
            data-label-play={SITE_MSG.carouselPlay}
          >
            <Pause className="carousel-icon-pause" size={18} aria-hidden="true" />
            <Play className="carousel-icon-play" size={18} aria-hidden="true" />
          </button>
          <button type="button" className="icon-button carousel-step" data-step="-1" aria-label={SITE_MSG.carouselPrev} aria-controls={trackId}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button type="button" className="icon-button carousel-step" data-step="1" aria-label={SITE_MSG.carouselNext} aria-controls={trackId}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
        <ul id={trackId} className="carousel-track" aria-labelledby={titleId}>
          {items.map((item, i) => (
            <li key={item.key} className="carousel-item" data-kind={item.kind}>
              <Link to={item.href} className="carousel-card">
                <span className={`media media-wide${IMAGE[item.kind].className}`}>
                  <img
                    src={item.image || PLACEHOLDER_IMAGE}
                    {...responsiveImage(item.image, IMAGE[item.kind].widths, '260px')}
                    alt=""
                    width={IMAGE[item.kind].width}
                    height={IMAGE[item.kind].height}
                    loading={i < 2 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </span>
                <span className={`tag tag-${item.kind}`}>{TAG[item.kind]}</span>
                <span className="carousel-title">{item.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <Enhance name="carousel" />
    </>
  );
}
