/**
 * The news sidebar flag (spec section 4): on by default, persisted in local storage. Plain
 * functions, shared by the dashboard's toggle (news-flag.ts, a React hook) and the public pages'
 * script that hides what the flag turns off (app/enhance/news-flag.ts).
 */
export const NEWS_FLAG_KEY = 'scorta_news_sidebar';
/** Fired in this tab when the flag changes ('storage' tells the other tabs). */
export const NEWS_FLAG_EVENT = 'scorta:news-sidebar';

export function readNewsFlag(): boolean {
  try {
    return window.localStorage.getItem(NEWS_FLAG_KEY) !== '0';
  } catch {
    return true;
  }
}

export function writeNewsFlag(on: boolean): void {
  try {
    window.localStorage.setItem(NEWS_FLAG_KEY, on ? '1' : '0');
  } catch {
    /* not persisted */
  }
  window.dispatchEvent(new Event(NEWS_FLAG_EVENT));
}
