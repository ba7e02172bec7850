import { describe, expect, it } from 'vitest';
import type { PageCache } from '#common/cache-topics.ts';
import { PUBLIC_PAGES } from '#common/public-pages.ts';
import { isSitePagePath, TITLED_PAGES } from '#server/domain/page-titles.ts';
import type { RouteEntry } from '#server/http/cache-policy.ts';
import { type AppRoute, appRouteTable, isPublicFile } from '../helpers/route-table.ts';

/**
 * The public page types are declared once (common/public-pages.ts) and the statistics' titles are
 * derived from that list: a page added to app/routes.ts and not to the list, or a page with a
 * parameter without a title rule, fails here instead of showing untitled in Statistiche.
 */
const table = await appRouteTable(isPublicFile);
const routes = Object.values(table);
const leaves = routes.filter((r) => !routes.some((c) => c.parentId === r.id));
const cacheOf = (route: RouteEntry) => (route.module.handle as { cache?: PageCache } | undefined)?.cache;
/** The cached HTML pages of the public site (the login, the redirect and the SEO files are not pages anyone reads). */
const isPage = (r: AppRoute) => cacheOf(r) !== undefined && r.file.startsWith('routes/public/');
/** The route's path as app/routes.ts writes it, parents included, `:name` for a parameter. */
const patternOf = (route: RouteEntry): string => {
  const parent = route.parentId ? patternOf(table[route.parentId]!) : '';
  const own = route.path ?? '';
  return own ? `${parent.replace(/\/$/, '')}/${own}` : parent || '/';
};

describe('public page types: one declaration for the routes and the statistics', () => {
  it('lists exactly the public pages of app/routes.ts', () => {
    const pages = leaves.filter(isPage).map(patternOf);
    expect(pages.length).toBeGreaterThan(8);
    expect([...pages].sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  it('every page with a parameter has a title rule, and no rule is for a page that is not one', () => {
    const withParameter = PUBLIC_PAGES.filter((p) => p.includes(':'));
    expect([...TITLED_PAGES].sort()).toEqual([...withParameter].sort());
  });

  it('every page of the list is a page whose views are counted', () => {
    for (const page of PUBLIC_PAGES) {
      const sample = page.replace(':id', '12').replace(':slug', 'una-notizia');
      expect(isSitePagePath(sample), sample).toBe(true);
    }
  });
});
