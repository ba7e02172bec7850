import { NEWS_FLAG_EVENT, NEWS_FLAG_KEY, readNewsFlag } from '../lib/news-flag-store.ts';
import { markEnhanced } from './lib/ready.ts';

/**
 * The news sidebar flag on the public pages (spec sections 2 and 4): the server renders the
 * default (on); while the flag stored in this browser is off, what carries `data-news` (the top
 * bar's Notizie link, the home's news column and its tab) is hidden, and an element with
 * `data-news-class="x"` loses its class x (the home grid's room for the column).
 */
export function applyNewsFlag(on: boolean, root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-news]')) el.hidden = !on;
  for (const el of root.querySelectorAll<HTMLElement>('[data-news-class]')) el.classList.toggle(el.dataset.newsClass ?? '', on);
}

applyNewsFlag(readNewsFlag());
window.addEventListener('storage', (e) => {
  if (e.key === null || e.key === NEWS_FLAG_KEY) applyNewsFlag(readNewsFlag());
});
window.addEventListener(NEWS_FLAG_EVENT, () => applyNewsFlag(readNewsFlag()));
markEnhanced('news-flag');
