import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../app/components/site/carousel.tsx';
import { initCarousel } from '../../app/enhance/carousel.ts';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX, type CarouselItem } from '../../app/lib/carousel.ts';

/**
 * The home's 'In evidenza' carousel script (app/enhance/carousel.ts) on the markup the server
 * renders. happy-dom has no layout: the track's sizes and its scrollBy/scrollTo are stubbed.
 */

const ITEMS: CarouselItem[] = Array.from({ length: 6 }, (_, i) => ({
  kind: (['recensione', 'guida', 'notizia'] as const)[i % 3]!,
  key: `k${i}`,
  title: `Elemento ${i}`,
  href: `/guida/${i}`,
  image: null,
}));

let reduced = false;
let stop: () => void = () => {};

/** Renders the server markup, lays the track out (600 px box over 1,600 px of cards) and runs the script. */
function setup() {
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <h2 id="home-evidenza">In evidenza</h2>
      <Carousel items={ITEMS} titleId="home-evidenza" />
    </MemoryRouter>,
  );
  const root = document.querySelector<HTMLElement>('.carousel')!;
  const track = root.querySelector<HTMLElement>('.carousel-track')!;
  let left = 0;
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 1600 });
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left });
  const scrollBy = vi.fn((o: ScrollToOptions) => (left = Math.min(1000, Math.max(0, left + (o.left ?? 0)))));
  const scrollTo = vi.fn((o: ScrollToOptions) => (left = o.left ?? 0));
  track.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  track.scrollTo = scrollTo as unknown as HTMLElement['scrollTo'];
  const setLeft = (value: number) => (left = value);
  return { root, track, scrollBy, scrollTo, setLeft };
}

const button = (name: string) => document.querySelector<HTMLButtonElement>(`.carousel button[aria-label="${name}"]`);

beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('reduce') && reduced,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the carousel', () => {
  it('is plain HTML: a scrollable list of links, its buttons rendered but without data-autoplay until the script runs', () => {
    const { root, track } = setup();
    expect(root.dataset.enhance).toBe('carousel');
    expect(root.hasAttribute('data-autoplay')).toBe(false);
    expect(track.id).toBe('home-evidenza-track');
    expect(track.getAttribute('aria-labelledby')).toBe('home-evidenza');
    expect(track.querySelectorAll('li.carousel-item a')).toHaveLength(6);
    const pause = button('Metti in pausa lo scorrimento')!;
    expect(pause.dataset.labelPlay).toBe('Riprendi lo scorrimento');
    expect(pause.getAttribute('aria-controls')).toBe('home-evidenza-track');
    expect(button('Elementi precedenti')).not.toBeNull();
    expect(button('Elementi successivi')).not.toBeNull();
    expect(document.querySelector('[style], [onclick]')).toBeNull();
  });

  it('scrolls 160 px every 5 s and wraps to the start at the end', () => {
    const { root, track, scrollBy, scrollTo, setLeft } = setup();
    stop = initCarousel(root);
    expect(root.dataset.autoplay).toBe('on');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(scrollBy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: CAROUSEL_STEP_PX, behavior: 'smooth' });
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(2 * CAROUSEL_STEP_PX);
    setLeft(1000);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: 'smooth' });
    expect(track.scrollLeft).toBe(0);
  });

  it('waits while the pointer is over it or focus is inside it', () => {
    const { root, track } = setup();
    stop = initCarousel(root);
    root.dispatchEvent(new MouseEvent('mouseenter'));
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(0);
    root.dispatchEvent(new MouseEvent('mouseleave'));
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(160);

    const link = track.querySelector('a')!;
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(160);
    // Focus moving inside the carousel keeps it waiting; leaving it lets it go on.
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: track.querySelectorAll('a')[1] }));
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(160);
    link.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(320);
  });

  it('the pause button stops and restarts it, its label switching between the texts of the markup', () => {
    const { root, track } = setup();
    stop = initCarousel(root);
    button('Metti in pausa lo scorrimento')!.click();
    expect(root.dataset.autoplay).toBe('off');
    const play = button('Riprendi lo scorrimento')!;
    expect(play).not.toBeNull();
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(0);
    play.click();
    expect(root.dataset.autoplay).toBe('on');
    expect(button('Metti in pausa lo scorrimento')).toBe(play);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(160);
  });

  it('the previous and next buttons move it by most of its width', () => {
    const { root, scrollBy } = setup();
    stop = initCarousel(root);
    button('Elementi successivi')!.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 480, behavior: 'smooth' });
    button('Elementi precedenti')!.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -480, behavior: 'smooth' });
  });

  it('never moves by itself when the visitor prefers reduced motion', () => {
    reduced = true;
    const { root, track, scrollBy } = setup();
    stop = initCarousel(root);
    expect(root.dataset.autoplay).toBe('off');
    vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS);
    expect(track.scrollLeft).toBe(0);
    button('Elementi successivi')!.click();
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 480, behavior: 'auto' });
  });
});
