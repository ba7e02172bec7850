import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from '../lib/carousel.ts';
import { enhance } from './lib/ready.ts';

/**
 * The home's 'In evidenza' carousel (spec sections 2 and 9): scrolls by itself 160 px every 5 s
 * and wraps to the start at the end; waits while the pointer is over it or focus is inside it;
 * the pause button stops and restarts it (its label from data-label-pause / data-label-play, its
 * icon from the stylesheet);
 * the previous and next buttons move it by most of its width. It never moves by itself for a
 * visitor who prefers reduced motion (the stylesheet then hides the pause button). The root
 * says `data-autoplay="on|off"`, which also makes the buttons visible (they keep their room
 * while the script has not run). Returns a function that stops it.
 */
export function initCarousel(root: HTMLElement): () => void {
  const track = root.querySelector<HTMLElement>('.carousel-track');
  const toggle = root.querySelector<HTMLButtonElement>('.carousel-toggle');
  if (!track) return () => {};
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let paused = false;
  let hovered = false;
  let focused = false;
  let timer = 0;

  const tick = () => {
    if (hovered || focused) return;
    const max = track.scrollWidth - track.clientWidth;
    if (max <= 0) return;
    if (track.scrollLeft >= max - 1) track.scrollTo({ left: 0, behavior: 'smooth' });
    else track.scrollBy({ left: CAROUSEL_STEP_PX, behavior: 'smooth' });
  };

  const update = () => {
    const auto = !paused && !motion.matches;
    root.dataset.autoplay = auto ? 'on' : 'off';
    toggle?.setAttribute('aria-label', (paused ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '');
    window.clearInterval(timer);
    timer = auto ? window.setInterval(tick, CAROUSEL_INTERVAL_MS) : 0;
  };

  toggle?.addEventListener('click', () => {
    paused = !paused;
    update();
  });
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-step]')) {
    button.addEventListener('click', () => {
      const left = Number(button.dataset.step) * Math.max(CAROUSEL_STEP_PX, track.clientWidth * 0.8);
      track.scrollBy({ left, behavior: motion.matches ? 'auto' : 'smooth' });
    });
  }
  root.addEventListener('mouseenter', () => (hovered = true));
  root.addEventListener('mouseleave', () => (hovered = false));
  root.addEventListener('focusin', () => (focused = true));
  root.addEventListener('focusout', (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) focused = false;
  });
  motion.addEventListener('change', update);
  update();
  return () => {
    window.clearInterval(timer);
    motion.removeEventListener('change', update);
  };
}

enhance('carousel', initCarousel);
