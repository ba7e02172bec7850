import { PUBLIC_PATHS } from './content-addresses.ts';
import { REDIRECT_MSG } from './messages-redirects.ts';
import { PUBLIC_PAGES } from './public-pages.ts';

/** Longest and deepest path the site answers (server/http/canonical-path.ts has the same bounds). */
const MAX_PATH_LENGTH = 1024;
const MAX_PATH_SEGMENTS = 16;

/** A path of this site in its one spelling, with the query string `a` may carry. */
export interface SitePath {
  path: string;
  query: string;
}

/**
 * A path typed by an editor (or asked by a visitor) in the spelling the site canonicalises
 * (server/http/canonical-path.ts, page-routes.ts): one slash between segments, no trailing slash,
 * each segment decoded and encoded once. Refused, with the Italian reason: anything but a path
 * starting with one '/' (no scheme, no host, no '//' or '/\' that browsers read as another site),
 * a backslash, spaces or control characters, a '#', a dot segment, a segment hiding a slash
 * (%2F), a path too long or too deep.
 */
export function sitePath(input: string): SitePath | { error: string } {
  const text = input.trim();
  if (text === '') return { error: REDIRECT_MSG.pathRequired };
  if (text.length > MAX_PATH_LENGTH) return { error: REDIRECT_MSG.pathTooLong };
  // eslint-disable-next-line no-control-regex
  if (!text.startsWith('/') || /^\/[/\\]/.test(text) || /[\\#\s\u0000-\u001f\u007f]/.test(text)) return { error: REDIRECT_MSG.pathInvalid };
  const q = text.indexOf('?');
  const raw = q === -1 ? text : text.slice(0, q);
  const segments: string[] = [];
  for (const segment of raw.split('/')) {
    if (segment === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { error: REDIRECT_MSG.pathInvalid };
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return { error: REDIRECT_MSG.pathInvalid };
    segments.push(encodeURIComponent(decoded));
  }
  if (segments.length > MAX_PATH_SEGMENTS) return { error: REDIRECT_MSG.pathTooLong };
  return { path: `/${segments.join('/')}`, query: q === -1 ? '' : text.slice(q + 1) };
}

/** Addresses no redirect may start from: the API, the dashboard, the site's files and feeds. */
const RESERVED_ROOTS = new Set(['api', 'dashboard', 'assets', 'demo', 'sitemap', 'login', 'sitemap.xml', 'robots.txt', 'feed.xml', 'favicon.svg', 'favicon.ico']);

/** Whether `path` (canonical, from sitePath) is under one of the reserved roots. */
export function isReservedPath(path: string): boolean {
  const root = path.split('/')[1]?.toLowerCase() ?? '';
  return RESERVED_ROOTS.has(root);
}

/** The public pages of their own (no parameter), as the route table spells them: always live. */
const FIXED = new Set<string>(PUBLIC_PAGES.filter((p) => !p.includes(':')));

/** Whether `path` is a fixed public page (matched as React Router does: case aside). */
export const isFixedPage = (path: string) => FIXED.has(path.toLowerCase());

/** The public address of a news item. */
export const newsPath = PUBLIC_PATHS.notizia;

/** A Location: the target, then the query string the visitor asked with (after the target's own). */
export function withQuery(target: string, query: string): string {
  if (!query) return target;
  return target + (target.includes('?') ? '&' : '?') + query;
}

/**
 * Marks a page's redirect whose Location takes the visitor's query string: the page renders under
 * its cache key (server/http/cache-policy.ts drops the parameters it does not read), so the server
 * adds the query as asked, and drops the mark, before the answer leaves.
 */
export const KEEP_QUERY_HEADER = 'x-scorta-keep-query';

/** The public page of a text's writer (/autore/{slug}). */
export const authorPath = (slug: string) => `/autore/${encodeURIComponent(slug)}`;
