import { markEnhanced } from './lib/ready.ts';

/**
 * Clicks on Amazon links (decision 0036). Each link carries its report twice: the HTML
 * `ping` (sent by the browser as it follows the link, with no script at all) and `data-clic` (the
 * same address). A click (or a middle click) sends the report with navigator.sendBeacon and
 * removes the link's `ping` before the browser follows it, so the click counts once whether the
 * browser sends pings or not (Firefox does not). When the beacon cannot be queued, the ping stays.
 */
export function reportClick(event: MouseEvent): void {
  if (event.type === 'auxclick' && event.button !== 1) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-clic]') : null;
  const url = link?.dataset.clic;
  if (!link || !url) return;
  let sent = false;
  try {
    sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url);
  } catch {
    sent = false;
  }
  if (sent) link.removeAttribute('ping');
}

// Capture phase on the document: one listener for every link, before anything else can stop the event.
document.addEventListener('click', reportClick, true);
document.addEventListener('auxclick', reportClick, true);
markEnhanced('affiliate-clicks');
