import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, type CarouselItem, type CarouselKind } from '../../lib/carousel.ts';
import { PLACEHOLDER_IMAGE } from '../../lib/format.ts';
import { COVER_WIDTHS, PRODUCT_WIDTHS, responsiveImage } from '../../../common/responsive-images.ts';

const TAG: Record<CarouselKind, string> = {
  recensione: SITE_MSG.tagRecensione,
  guida: SITE_MSG.tagGuida,
  notizia: SITE_MSG.tagNotizia,
};

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(mq.matches);
    const onChange = () => setReduced(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * 'In evidenza': a horizontal strip that scrolls by itself 160 px every 5 s and wraps to the
 * start at the end (spec section 9). It waits while the pointer is over it or focus is inside it,
 * can be paused with a button, and never moves when the visitor prefers reduced motion.
 */
export function Carousel({ items, titleId }: { items: CarouselItem[]; titleId: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const [paused, setPaused] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const reduced = usePrefersReducedMotion();
  const trackId = useId();
  const auto = !reduced && !paused;

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => {
      const el = trackRef.current;
      if (!el || hovered.current || focused.current) return;
      const max = el.scrollWidth - el.clientWidth;
      if (max <= 0) return;
      if (el.scrollLeft >= max - 1) el.scrollTo({ left: 0, behavior: 'smooth' });
      else el.scrollBy({ left: CAROUSEL_STEP_PX, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [auto]);

  const page = (direction: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    el.scrollBy({ left: direction * Math.max(CAROUSEL_STEP_PX, el.clientWidth * 0.8), behavior: reduced ? 'auto' : 'smooth' });
  };

  return (
    <div
      className="carousel"
      // Once in the browser: whether it scrolls by itself ('on') or stands still ('off').
      data-autoplay={hydrated ? (auto ? 'on' : 'off') : undefined}
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => (hovered.current = false)}
      onFocus={() => (focused.current = true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = false;
      }}
    >
      <div className="carousel-controls">
        {!reduced && (
          <button
            type="button"
            className="icon-button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? SITE_MSG.carouselPlay : SITE_MSG.carouselPause}
            aria-controls={trackId}
          >
            {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
          </button>
        )}
        <button type="button" className="icon-button" onClick={() => page(-1)} aria-label={SITE_MSG.carouselPrev} aria-controls={trackId}>
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <button type="button" className="icon-button" onClick={() => page(1)} aria-label={SITE_MSG.carouselNext} aria-controls={trackId}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      <ul ref={trackRef} id={trackId} className="carousel-track" aria-labelledby={titleId}>
        {items.map((item, i) => (
          <li key={item.key} className="carousel-item" data-kind={item.kind}>
            <Link to={item.href} className="carousel-card">
              <span className={`media media-wide${item.kind === 'recensione' ? ' media-product' : ''}`}>
                <img
                  src={item.image || PLACEHOLDER_IMAGE}
                  {...responsiveImage(item.image, item.kind === 'recensione' ? PRODUCT_WIDTHS : COVER_WIDTHS, '260px')}
                  alt=""
                  width={item.kind === 'recensione' ? 400 : 640}
                  height={item.kind === 'recensione' ? 400 : 360}
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
  );
}
