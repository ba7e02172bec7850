/** Scrolled less than this (px) a floating button does not react: a finger's jitter is not a direction. */
const SCROLL_STEP = 8;
/** Near the top or the end of the page the button always shows (the page keeps room for it there). */
const EDGE = 96;

export interface ScrollPosition {
  /** window.scrollY */
  y: number;
  /** window.innerHeight */
  viewport: number;
  /** document.documentElement.scrollHeight */
  height: number;
}

/**
 * Whether a floating button should step aside after a scroll from `lastY`: true while the reader
 * scrolls down, false as soon as they scroll up or reach an edge; null when the move was too small
 * to count (the last position then stays where it was). Shared by the site's Dashboard button
 * (app/enhance/dashboard-fab.ts) and the dashboard's home button (useAwayWhileScrollingDown).
 */
export function awayAfterScroll(lastY: number, { y, viewport, height }: ScrollPosition): boolean | null {
  if (y < EDGE || viewport + y >= height - EDGE) return false;
  if (Math.abs(y - lastY) < SCROLL_STEP) return null;
  return y > lastY;
}

/** Calls `onChange(away)` as the page scrolls, at most once a frame; returns the stop function. */
export function watchScrollAway(onChange: (away: boolean) => void): () => void {
  let last = window.scrollY;
  let frame = 0;
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const away = awayAfterScroll(last, { y, viewport: window.innerHeight, height: document.documentElement.scrollHeight });
    if (away === null) return;
    onChange(away);
    last = y;
  };
  const onScroll = () => {
    if (!frame) frame = window.requestAnimationFrame(update);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.removeEventListener('scroll', onScroll);
    if (frame) window.cancelAnimationFrame(frame);
  };
}
