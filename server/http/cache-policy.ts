import { LIST_PARAMS } from '../../common/list-params.ts';
import type { ContentTopic } from '../db/content-changes.ts';

/**
 * What the render cache may keep and under which key (decisions 0016 and 0019): which tables a
 * public page or list API shows, and which query parameters change what it shows. Every other
 * parameter (`utm_source`, `fbclid`, a junk `?z=123`) is dropped from the key *and* from the
 * address the page is rendered with, so it changes nothing and costs nothing: the answer comes
 * from the entry of the canonical address. A search text (`q`) is read, answered and never kept.
 */

/** What visitors read of a text also depends on the claims resolved and found (decision 0023). */
const CLAIMS: ContentTopic[] = ['claim_confirmations', 'ai_verifications'];
const PRODUCTS: ContentTopic[] = ['products', 'product_prices', 'categories', 'reviews', ...CLAIMS];
const GUIDES: ContentTopic[] = ['guides', 'guide_products', 'images', ...CLAIMS];
const NEWS: ContentTopic[] = ['news', 'images', ...CLAIMS];
const EVERYTHING = [...new Set([...PRODUCTS, ...GUIDES, ...NEWS, 'about' as const])];

/** What the public list APIs show (server/http/api-cache.ts): products with prices, reviews, guides, news, categories. */
export const API_TOPICS = {
  products: PRODUCTS,
  reviews: PRODUCTS,
  guides: [...new Set([...GUIDES, ...PRODUCTS])],
  news: NEWS,
  categories: ['categories', 'products'],
} as const satisfies Record<string, readonly ContentTopic[]>;

export interface PagePolicy {
  /** The tables the page shows: a write to one of them drops it. */
  topics: readonly ContentTopic[];
  /** The query parameters the page reads; the others are dropped. */
  params: ReadonlySet<string>;
}

/** React Router's own parameters: `_routes` of data requests, `index` for index routes. */
const ROUTER_PARAMS = ['_routes', 'index'];
const policy = (topics: readonly ContentTopic[], ...params: string[]): PagePolicy => ({ topics, params: new Set([...ROUTER_PARAMS, ...params]) });
/** The public lists' search text, category and page (app/lib/pager.ts); a search text is never kept (SEARCH_PARAMS). */
const LIST = Object.values(LIST_PARAMS);

const PAGES: Record<string, PagePolicy> = {
  '/': policy(EVERYTHING),
  '/_root': policy(EVERYTHING),
  '/prodotti': policy(PRODUCTS, ...LIST),
  '/guide': policy(GUIDES, ...LIST),
  '/notizie': policy(NEWS, ...LIST),
  '/chi-siamo': policy(['about']),
  // The form's outcome after its redirect (app/routes/public/contatti.tsx).
  '/contatti': policy([], 'inviato', 'errore'),
  '/privacy': policy([]),
  '/robots.txt': policy([]),
  '/sitemap.xml': policy(EVERYTHING),
  '/feed.xml': policy([...GUIDES, ...NEWS]),
};

/** Pages under a prefix, one segment after it: `/articolo/{id}`, `/guida/{id}`, `/notizie/{slug}`, `/sitemap/{file}`. */
const CHILD_PAGES: Record<string, PagePolicy> = {
  articolo: policy(PRODUCTS),
  guida: policy([...GUIDES, ...PRODUCTS]),
  notizie: policy(NEWS),
  sitemap: policy(EVERYTHING),
};

/**
 * The cache policy of a public page from its path (React Router's `.data` requests included), or
 * null for paths that are never cached (login, dashboard, anything unknown). The path is the
 * canonical one (server/http/canonical-path.ts turns `//` and trailing slashes away before this);
 * no regular expression runs on it.
 */
export function pagePolicy(pathname: string): PagePolicy | null {
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
  const exact = PAGES[path];
  if (exact) return exact;
  const slash = path.indexOf('/', 1);
  if (slash === -1 || slash === path.length - 1 || path.indexOf('/', slash + 1) !== -1) return null;
  return CHILD_PAGES[path.slice(1, slash)] ?? null;
}

/** Query parameters that carry a search text: answered (within the build limit), never kept. */
export const SEARCH_PARAMS: ReadonlySet<string> = new Set([LIST_PARAMS.q]);

export interface CacheKey {
  /** The path with only the parameters that change the answer, in a fixed order. */
  key: string;
  /** False when a search text is asked for: one-off addresses are not kept. */
  storable: boolean;
}

/**
 * The canonical address of `url` (path and query) for the cache: the parameters in `known` only,
 * sorted by name (values of one name in their order), the rest dropped.
 */
export function cacheKey(url: string, known: ReadonlySet<string>): CacheKey {
  const i = url.indexOf('?');
  if (i === -1) return { key: url, storable: true };
  const kept: [string, string][] = [];
  let storable = true;
  for (const [name, value] of new URLSearchParams(url.slice(i + 1))) {
    if (!known.has(name)) continue;
    kept.push([name, value]);
    if (SEARCH_PARAMS.has(name) && value.trim() !== '') storable = false;
  }
  const path = url.slice(0, i);
  if (kept.length === 0) return { key: path, storable };
  // Array.prototype.sort is stable: the values of a repeated name keep their order.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { key: `${path}?${new URLSearchParams(kept).toString()}`, storable };
}
