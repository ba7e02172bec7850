import { PUBLIC_PATHS } from '../../common/content-addresses.ts';
import type { ContentType } from '../../common/content-types.ts';

/**
 * The home 'In evidenza' carousel (spec sections 2 and 9): at most 12 items, interleaved in rounds
 * of 2 reviews, 2 guides and 2 news items. When one kind runs out the others keep their turns.
 */
export const CAROUSEL_MAX_ITEMS = 12;
export const CAROUSEL_STEP_PX = 160;
export const CAROUSEL_INTERVAL_MS = 5000;

export type CarouselKind = ContentType;

export interface CarouselItem {
  kind: CarouselKind;
  key: string;
  title: string;
  href: string;
  image: string | null;
}

export function interleaveCarousel(reviews: readonly CarouselItem[], guides: readonly CarouselItem[], news: readonly CarouselItem[], max = CAROUSEL_MAX_ITEMS): CarouselItem[] {
  const queues = [[...reviews], [...guides], [...news]];
  const out: CarouselItem[] = [];
  while (out.length < max && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      for (let i = 0; i < 2 && queue.length > 0 && out.length < max; i++) out.push(queue.shift()!);
    }
  }
  return out;
}

/** Links of the spec: reviews → /articolo/{productId}, guides → /guida/{id}, news → /notizie/{slug} or /notizie. */
export const reviewHref = PUBLIC_PATHS.recensione;
export const guideHref = PUBLIC_PATHS.guida;
export const newsHref = (slug: string | null | undefined) => (slug ? PUBLIC_PATHS.notizia(slug) : '/notizie');
