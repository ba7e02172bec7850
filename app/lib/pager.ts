import type { MetaDescriptor } from 'react-router';
import { LIST_PARAMS } from '../../common/list-params.ts';
import { SITE_MSG } from '../../common/messages-site.ts';
import { breadcrumbLd, errorMeta, seoMeta, type SiteInfo } from './seo.ts';
import { MAX_QUERY_LENGTH, parseCategory } from './search.ts';

/**
 * Paging of the public lists: 24 cards a page, ?pagina=N (page 1 has no parameter),
 * links that keep the search text and the category, and the page in the canonical URL.
 */
export const PAGE_SIZE = 24;
/** Beyond this a page number is refused without a query (24 × 100,000 items is far past any catalogue). */
const MAX_PAGE = 100_000;

export interface ListParams {
  q: string;
  categoria: number | null;
  /** null: not a page number (?pagina=0, ?pagina=abc): answered with a 404. */
  page: number | null;
}

/** ?pagina= → 1 when absent or blank, null when it is not a page number. */
export function parsePage(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_PAGE ? n : null;
}

export function readListParams(search: URLSearchParams): ListParams {
  return {
    q: (search.get(LIST_PARAMS.q) ?? '').slice(0, MAX_QUERY_LENGTH).trim(),
    categoria: parseCategory(search.get(LIST_PARAMS.categoria)),
    page: parsePage(search.get(LIST_PARAMS.pagina)),
  };
}

/** How many pages `total` items fill (an empty list still has its page 1). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export const pageOffset = (page: number, size = PAGE_SIZE) => (page - 1) * size;

/** The address of one page of a list: q and categoria kept, pagina only from page 2. */
export function pageHref(path: string, params: Pick<ListParams, 'q' | 'categoria'>, page: number): string {
  const next = new URLSearchParams();
  if (params.q) next.set('q', params.q);
  if (params.categoria !== null) next.set('categoria', String(params.categoria));
  if (page > 1) next.set('pagina', String(page));
  const s = next.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * The page numbers the pager shows: the first, the last, and two either side of the current one;
 * 'gap' where numbers are left out.
 */
export function pagerItems(page: number, pages: number): Array<number | 'gap'> {
  const shown = new Set([1, pages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const before = i > 0 ? sorted[i - 1]! : p - 1;
    // A gap of one number shows that number: '…' never stands for a single page.
    if (p - before === 2) out.push(p - 1);
    else if (p - before > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

/**
 * Canonical path of a list page (the category and the page, never the search text) and the
 * rel=prev/next links search engines follow.
 */
export function pagingMeta(siteUrl: string, path: string, params: ListParams, pages: number): { canonicalPath: string; links: MetaDescriptor[] } {
  const page = params.page ?? 1;
  const base = { q: '', categoria: params.categoria };
  const links: MetaDescriptor[] = [];
  if (page > 1) links.push({ tagName: 'link', rel: 'prev', href: `${siteUrl}${pageHref(path, params, page - 1)}` });
  if (page < pages) links.push({ tagName: 'link', rel: 'next', href: `${siteUrl}${pageHref(path, params, page + 1)}` });
  return { canonicalPath: pageHref(path, base, page), links };
}

/**
 * meta() of a paged public list: the page in the title and the canonical URL, rel=prev/next,
 * searches not indexed, and the error page's meta when the loader threw (a page past the end).
 */
export function listPageMeta(
  site: SiteInfo,
  loaded: { params: ListParams & { page: number }; pages: number } | undefined,
  page: { path: string; title: string; description: string; crumbs: Array<{ name: string; path: string }> },
): MetaDescriptor[] {
  if (!loaded) return errorMeta(site, SITE_MSG.pageNotFound);
  const { canonicalPath, links } = pagingMeta(site.siteUrl, page.path, loaded.params, loaded.pages);
  const n = loaded.params.page;
  return [
    ...seoMeta(site, {
      title: n > 1 ? `${page.title} – ${SITE_MSG.pagerPosition(n, loaded.pages)}` : page.title,
      description: page.description,
      path: canonicalPath,
      jsonLd: [breadcrumbLd(site, page.crumbs)],
      noindex: loaded.params.q !== '',
    }),
    ...links,
  ];
}
