import { ENHANCED_ATTRIBUTE } from '../../../common/enhance.ts';

/** Marks a behaviour as ready on <html> (browser tests wait for `html[data-enhanced~="name"]`). */
export function markEnhanced(name: string): void {
  const root = document.documentElement;
  const names = new Set((root.getAttribute(ENHANCED_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  names.add(name);
  root.setAttribute(ENHANCED_ATTRIBUTE, [...names].join(' '));
}

/**
 * Runs a behaviour on each element of the page marked `data-enhance="name"` (module scripts run
 * once the HTML is parsed, so the whole page is there), then marks it ready.
 */
export function enhance<E extends HTMLElement>(name: string, init: (el: E) => void): void {
  for (const el of document.querySelectorAll<E>(`[data-enhance~="${name}"]`)) init(el);
  markEnhanced(name);
}
