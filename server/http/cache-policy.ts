import { LIST_PARAMS } from '../../common/list-params.ts';
import { type CacheTopic, GUIDE_TOPICS, NEWS_TOPICS, type PageCache, PRODUCT_TOPICS } from '#common/cache-topics.ts';

/**
 * What the render cache may keep and under which key (decisions 0016, 0019 and 0027): which tables a
 * public page or list API shows, and which query parameters change what it shows. Every other
 * parameter (`utm_source`, `fbclid`, a junk `?z=123`) is dropped from the key *and* from the
 * address the page is rendered with, so it changes nothing and costs nothing: the answer comes
 * from the entry of the canonical address. A search text (`q`) is read, answered and never kept.
 * A page declares its policy in its route module (`handle.cache`, common/cache-topics.ts); the
 * table of paths is built from the React Router build once (`pagePolicies`).
 */

/** What the public list APIs show (server/http/api-cache.ts): products with prices, reviews, guides, news, categories. */
export const API_TOPICS = {
  products: PRODUCT_TOPICS,
  reviews: PRODUCT_TOPICS,
  guides: [...new Set([...GUIDE_TOPICS, ...PRODUCT_TOPICS])],
  news: NEWS_TOPICS,
  categories: ['categories', 'products'],
} as const satisfies Record<string, readonly CacheTopic[]>;

export interface PagePolicy {
  /** The tables the page shows: a write to one of them drops it. */
  topics: readonly CacheTopic[];
  /** The query parameters the page reads; the others are dropped. */
  params: ReadonlySet<string>;
}

/** React Router's own parameters: `_routes` of data requests, `index` for index routes. */
const ROUTER_PARAMS = ['_routes', 'index'];

/** What `pagePolicies` reads of each route of the build (`ServerBuild['routes']` fits it). */
export interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown };
}

/**
 * The cache policy of a public page from its path (React Router's `.data` requests included), or
 * null for paths that are never cached (login, dashboard, anything unknown).
 */
export type PagePolicyLookup = (pathname: string) => PagePolicy | null;

function declared(route: RouteEntry): PageCache | null {
  const cache = (route.module.handle as { cache?: PageCache } | undefined)?.cache;
  if (cache === undefined) return null;
  if (!Array.isArray(cache.topics) || !Array.isArray(cache.params)) throw new Error(`${route.id}: handle.cache must come from pageCache()`);
  return cache;
}

/** A segment only static routes have: no `:param`, no splat, no optional `?`. */
const isStatic = (segment: string) => !segment.startsWith(':') && segment !== '*' && !segment.endsWith('?');
/** A required parameter segment (`:slug`). */
const isParam = (segment: string) => segment.startsWith(':') && !segment.endsWith('?');

/**
 * The lookup of page policies for a route table (`build.routes`), built once per build: a map of
 * exact paths plus a map of prefixes for `/{prefix}/:param` pages, so a request costs one or two
 * map reads and no route matching; `/{prefix}/:param/{file}` pages (an author's feed) likewise. A leaf route (no route below it) with `handle.cache` is
 * cached under the topics and parameters it declares, with those its parent routes declare
 * (their loaders are part of the page); a leaf without one is never cached, and neither is the
 * path of a route with children that no leaf claims. A cached page's path must be static or
 * `/{prefix}/:param` or `/{prefix}/:param/{file}`. `/_root` is where React Router asks for the data of `/` (`/_root.data`).
 */
export function pagePolicies(routes: Record<string, RouteEntry | undefined>): PagePolicyLookup {
  const all = Object.values(routes).filter((r) => r !== undefined);
  const parents = new Set(all.map((r) => r.parentId));
  /** The route and its parents, root first. */
  const lineOf = (route: RouteEntry): RouteEntry[] => {
    const parent = route.parentId === undefined ? undefined : routes[route.parentId];
    return parent ? [...lineOf(parent), route] : [route];
  };
  const segmentsOf = (line: RouteEntry[]) => line.flatMap((r) => (r.path ?? '').split('/')).filter((s) => s !== '');
  const exact = new Map<string, PagePolicy | null>();
  const children = new Map<string, PagePolicy>();
  /** `/{prefix}/:param/{file}` pages, keyed `{prefix}/{file}`. */
  const files = new Map<string, PagePolicy>();
  for (const route of all.filter((r) => !parents.has(r.id))) {
    const line = lineOf(route);
    const segments = segmentsOf(line);
    const path = `/${segments.join('/')}`;
    const declaredOnLine = declared(route) ? line.map(declared).filter((p) => p !== null) : [];
    const policy: PagePolicy | null =
      declaredOnLine.length > 0
        ? { topics: [...new Set(declaredOnLine.flatMap((p) => p.topics))], params: new Set([...ROUTER_PARAMS, ...declaredOnLine.flatMap((p) => p.params)]) }
        : null;
    if (segments.every(isStatic)) {
      if (exact.has(path)) throw new Error(`${route.id}: another route already answers ${path}`);
      exact.set(path, policy);
      if (path === '/') exact.set('/_root', policy);
    } else if (policy && segments.length === 2 && isStatic(segments[0]!) && isParam(segments[1]!)) {
      children.set(segments[0]!, policy);
    } else if (policy && segments.length === 3 && isStatic(segments[0]!) && isParam(segments[1]!) && isStatic(segments[2]!)) {
      files.set(`${segments[0]}/${segments[2]}`, policy);
    } else if (policy) {
      throw new Error(`${route.id}: a cached page's path is static or /{prefix}/:param, not ${path}`);
    }
  }
  // A route with children answers its own path only when no leaf claims it: never cached.
  for (const route of all.filter((r) => parents.has(r.id))) {
    const segments = segmentsOf(lineOf(route));
    const path = `/${segments.join('/')}`;
    if (segments.every(isStatic) && !exact.has(path)) exact.set(path, null);
  }
  return (pathname) => {
    // The path is the canonical one (server/http/canonical-path.ts turns `//` and trailing
    // slashes away before this); no regular expression runs on it.
    const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) || '/' : pathname;
    const known = exact.get(path);
    if (known !== undefined) return known;
    const slash = path.indexOf('/', 1);
    if (slash === -1 || slash === path.length - 1) return null;
    const second = path.indexOf('/', slash + 1);
    if (second === -1) return children.get(path.slice(1, slash)) ?? null;
    if (second === slash + 1 || second === path.length - 1 || path.indexOf('/', second + 1) !== -1) return null;
    return files.get(`${path.slice(1, slash)}/${path.slice(second + 1)}`) ?? null;
  };
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
