import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteEntry } from './cache-policy.ts';

/**
 * What the server must know of a page address before any render, decided from the
 * route React Router matches, never from how the address is spelled:
 * - `staffOnly`: a page of the dashboard (a route whose line declares `handle.staff`): an
 *   anonymous request gets a redirect to /login and nothing else (it used to render the
 *   dashboard's shell for anyone, with work growing with the path).
 * - `framedBySite`: a page the site's own pages may show in a frame (a route whose line declares
 *   `handle.frames: 'self'`: the editors' preview, shown in the dashboard at phone and desktop
 *   width); every other page refuses any frame (`frame-ancestors 'none'`).
 * - `canonical`: the one spelling of the address, built from the matched route's pattern (its
 *   static segments as the table writes them) and its parameters' decoded values, encoded once;
 *   an `id` parameter without leading zeros. `/articolo/%31`, `/articolo/01`, `/PRIVACY` and
 *   `/notizie/%61llerta-…` name the pages `/articolo/1`, `/privacy`, `/notizie/allerta-…`: each
 *   other spelling was a new render, a new cache entry and a new statistics row. A route that
 *   takes any path (a splat: the catch-alls) does not enforce a spelling.
 */
export interface PageRoute {
  staffOnly: boolean;
  framedBySite: boolean;
  /** The canonical address when the request spelled it otherwise, else null. */
  canonical: string | null;
}

/** What the lookup remembers: addresses already decided, forgotten all at once when this many. */
const MEMO_SIZE = 4096;

const declaresStaff = (route: RouteEntry) => (route.module.handle as { staff?: unknown } | undefined)?.staff === true;
const declaresFrames = (route: RouteEntry) => (route.module.handle as { frames?: unknown } | undefined)?.frames === 'self';

/** The route table as React Router's route objects (ids, paths, children), for `matchRoutes`. */
function routeTree(routes: Record<string, RouteEntry | undefined>): RouteObject[] {
  const all = Object.values(routes).filter((r) => r !== undefined);
  const objects = new Map<string, RouteObject>();
  for (const r of all) objects.set(r.id, r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: [] });
  const roots: RouteObject[] = [];
  for (const r of all) {
    const parent = r.parentId === undefined ? undefined : objects.get(r.parentId);
    if (parent) parent.children!.push(objects.get(r.id)!);
    else roots.push(objects.get(r.id)!);
  }
  return roots;
}

/** A parameter's one spelling: its decoded value encoded once; a numeric id without leading zeros. */
function canonicalParam(name: string, value: string): string {
  if (name === 'id' && /^\d+$/.test(value)) return value.replace(/^0+(?=\d)/, '');
  return encodeURIComponent(value);
}

/** The address a list of matches names, or null when a splat took part of it. */
function canonicalOf(matches: { params: Record<string, string | undefined>; route: RouteObject }[]): string | null {
  const segments: string[] = [];
  for (const { params, route } of matches) {
    for (const segment of (route.path ?? '').split('/')) {
      if (segment === '') continue;
      if (segment === '*') return null;
      if (!segment.startsWith(':')) {
        segments.push(segment);
        continue;
      }
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined) {
        if (optional) continue;
        return null;
      }
      segments.push(canonicalParam(name, value));
    }
  }
  return `/${segments.join('/')}`;
}

/**
 * The lookup for a build's route table (`build.routes`), made once per build. `pathname` is the
 * request's path as sent (no query), already bounded in length and depth and free of `//` and
 * trailing slashes (canonical-path.ts). A React Router data request (`….data`, `/_root.data`) is
 * judged as the page it asks for; its canonical address is the page's.
 */
export function pageRoutes(routes: Record<string, RouteEntry | undefined>): (pathname: string) => PageRoute {
  const tree = routeTree(routes);
  const staff = new Set(Object.values(routes).flatMap((r) => (r !== undefined && declaresStaff(r) ? [r.id] : [])));
  const framed = new Set(Object.values(routes).flatMap((r) => (r !== undefined && declaresFrames(r) ? [r.id] : [])));
  const memo = new Map<string, PageRoute>();
  const decide = (pathname: string): PageRoute => {
    const page = pathname === '/_root.data' ? '/' : pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
    const matches = matchRoutes(tree, page) ?? [];
    const canonical = matches.length === 0 ? null : canonicalOf(matches);
    return {
      staffOnly: matches.some((m) => staff.has(m.route.id!)),
      framedBySite: matches.some((m) => framed.has(m.route.id!)),
      canonical: canonical === page ? null : canonical,
    };
  };
  return (pathname) => {
    let known = memo.get(pathname);
    if (!known) {
      known = decide(pathname);
      if (memo.size >= MEMO_SIZE) memo.clear();
      memo.set(pathname, known);
    }
    return known;
  };
}
