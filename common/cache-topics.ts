import { LIST_PARAMS } from './list-params.ts';

/**
 * The tables whose writes the database announces (server/db/content-changes.ts): the topics a
 * cached page or list API names. A write to one of them drops every cached answer that shows it.
 */
export const CACHE_TOPICS = [
  'products',
  'product_prices',
  'categories',
  'reviews',
  'guides',
  'guide_products',
  'news',
  'about',
  'images',
  'claim_confirmations',
  'ai_verifications',
  'users',
] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

/**
 * The tag every answer a shared cache may keep carries besides its topics (decision 0071): purging
 * it empties the shared cache of the whole site (a new instance leading the purges, which cannot
 * know what it missed; pages that show no table, such as the privacy page, after a deploy).
 */
export const SITE_TAG = 'site';

/** What visitors read of a text also depends on the claims resolved and found (decision 0023). */
const CLAIMS: readonly CacheTopic[] = ['claim_confirmations', 'ai_verifications'];
/** A product as shown: its prices, category, reviews and their claims. */
export const PRODUCT_TOPICS: readonly CacheTopic[] = ['products', 'product_prices', 'categories', 'reviews', ...CLAIMS];
export const GUIDE_TOPICS: readonly CacheTopic[] = ['guides', 'guide_products', 'images', ...CLAIMS];
export const NEWS_TOPICS: readonly CacheTopic[] = ['news', 'images', ...CLAIMS];
/**
 * What the blocks inside a text show (decision 0057): a product box or comparison table (the
 * product, its price, whether its review is published) and a library image. A page whose text may
 * hold blocks adds these; with 'product_prices' its entry lives a minute at most
 * (server/http/render-cache-store.ts), so a price past its 24 hours leaves the page by time alone.
 * Only the detail pages add them: the lists and feeds show no block.
 */
export const BLOCK_TOPICS: readonly CacheTopic[] = ['products', 'product_prices', 'reviews', 'images'];
/**
 * A text's byline and the author pages (decision 0066): the writer's display name, bio, slug and
 * picture (a library image). A profile change drops every cached page that shows that byline.
 */
export const AUTHOR_TOPICS: readonly CacheTopic[] = ['users', 'images'];
/** An author's page and feed: the author, and the titles and dates of their published texts. */
export const AUTHOR_LIST_TOPICS: readonly CacheTopic[] = [...AUTHOR_TOPICS, 'products', 'reviews', 'guides', 'news'];
/** Pages that show a bit of everything (home, sitemap). */
export const ALL_TOPICS: readonly CacheTopic[] = [...CACHE_TOPICS];

/** The public lists' search text, category and page (app/lib/pager.ts); a search text is never kept. */
export const LIST_PAGE_PARAMS: readonly string[] = Object.values(LIST_PARAMS);

/**
 * A public page's render-cache policy, declared by its route module as `handle.cache`
 * (decision 0027): the tables it shows and the query parameters it reads. The server reads it
 * from the React Router build once (server/http/cache-policy.ts); a route without one is never cached.
 */
export interface PageCache {
  topics: readonly CacheTopic[];
  params: readonly string[];
}

/** The policy of a page that shows `topics` and reads `params` (every other parameter is dropped). */
export function pageCache(topics: readonly CacheTopic[], ...params: string[]): PageCache {
  return { topics: [...new Set(topics)], params };
}
