import { viewReportUrl } from '../../common/stats.ts';
import { markEnhanced } from './lib/ready.ts';

/**
 * The view of this page, reported by the browser (decision 0072): loaded only when a shared cache
 * (a proxy or a CDN) answers the public pages, so that the views it serves are still counted. The
 * page is the same for every visitor; what the report names is read here: the path, and the click
 * places the page shows (the `blocco` of its click report addresses, as the server reads them
 * from a page it counts). Sent once, at load, with navigator.sendBeacon, else a keepalive fetch
 * without credentials; the server decides whether it counts (bots, staff, the per-client limit).
 */
export function reportView(): void {
  const places = new Set<string>();
  // `data-clic` (common/amazon-links.ts CLICK_ATTRIBUTE): every click report of the page has one.
  for (const link of document.querySelectorAll<HTMLElement>('[data-clic]')) {
    const place = new URL(link.dataset.clic ?? '', location.href).searchParams.get('blocco');
    if (place) places.add(place);
  }
  const url = viewReportUrl(location.pathname, [...places]);
  let sent = false;
  try {
    sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url);
  } catch {
    sent = false;
  }
  if (!sent) fetch(url, { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

reportView();
markEnhanced('view-beacon');
