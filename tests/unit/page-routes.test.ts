import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/http/cache-policy.ts';
import { MAX_PATH_LENGTH, MAX_PATH_SEGMENTS, pathOutOfBounds } from '../../server/http/canonical-path.ts';
import { pageRoutes } from '../../server/http/page-routes.ts';

/** A route table shaped like app/routes.ts: public pages under a layout, the dashboard under its staff layout, two catch-alls. */
const TABLE: Record<string, RouteEntry> = {
  root: { id: 'root', path: '', module: {} },
  pub: { id: 'pub', parentId: 'root', module: {} },
  home: { id: 'home', parentId: 'pub', index: true, module: {} },
  privacy: { id: 'privacy', parentId: 'pub', path: 'privacy', module: {} },
  articolo: { id: 'articolo', parentId: 'pub', path: 'articolo/:id', module: {} },
  notizia: { id: 'notizia', parentId: 'pub', path: 'notizie/:slug', module: {} },
  anteprima: { id: 'anteprima', parentId: 'pub', path: 'anteprima/:token', module: { handle: { staff: true, frames: 'self' } } },
  dash: { id: 'dash', parentId: 'root', path: 'dashboard', module: { handle: { staff: true } } },
  dashIndex: { id: 'dashIndex', parentId: 'dash', index: true, module: {} },
  dashNews: { id: 'dashNews', parentId: 'dash', path: 'notizie/:id', module: {} },
  dashAny: { id: 'dashAny', parentId: 'dash', path: '*', module: {} },
  any: { id: 'any', parentId: 'root', path: '*', module: {} },
};

describe('pageRoutes: decided from the matched route', () => {
  const lookup = pageRoutes(TABLE);

  it('every spelling of a dashboard address is staff-only; public pages and the catch-all are not', () => {
    for (const p of ['/dashboard', '/dashboard/notizie/3', '/DASHBOARD', '/Dashboard/a/b', '/%64ashboard/x', '/dashboard.data']) expect(lookup(p).staffOnly, p).toBe(true);
    for (const p of ['/', '/privacy', '/articolo/1', '/dashboardx', '/x/dashboard']) expect(lookup(p).staffOnly, p).toBe(false);
  });

  it("a public-layout page that declares staff (the editors' preview) is staff-only in every spelling, and only it may be framed by the site", () => {
    for (const p of ['/anteprima/abc', '/ANTEPRIMA/abc', '/%61nteprima/abc', '/anteprima/%61bc', '/anteprima/abc.data']) {
      expect(lookup(p).staffOnly, p).toBe(true);
      expect(lookup(p).framedBySite, p).toBe(true);
    }
    for (const p of ['/', '/privacy', '/notizie/x', '/dashboard', '/anteprima']) expect(lookup(p).framedBySite, p).toBe(false);
    expect(lookup('/anteprima').staffOnly).toBe(false);
  });

  it('names the one address of a page spelled otherwise, and nothing for the address itself', () => {
    const cases: [string, string | null][] = [
      ['/privacy', null],
      ['/PRIVACY', '/privacy'],
      ['/%70rivacy', '/privacy'],
      ['/articolo/1', null],
      ['/articolo/01', '/articolo/1'],
      ['/articolo/%31', '/articolo/1'],
      ['/articolo/0', null],
      ['/notizie/allerta-meteo', null],
      ['/notizie/%61llerta-meteo', '/notizie/allerta-meteo'],
      ['/notizie/a%2fb', '/notizie/a%2Fb'],
      ['/notizie/caff%C3%A8', null],
      ['/Notizie/x', '/notizie/x'],
      ['/privacy.data', null],
      ['/PRIVACY.data', '/privacy'],
      ['/dashboard/notizie/007', '/dashboard/notizie/7'],
      // Catch-alls take any path: no spelling to enforce.
      ['/qualsiasi/cosa', null],
      ['/dashboard/Qualsiasi', null],
    ];
    for (const [path, canonical] of cases) expect(lookup(path).canonical, path).toBe(canonical);
  });
});

describe('pathOutOfBounds: refused before any work', () => {
  it('bounds the length and the depth, refuses dot segments and backslashes, lets every address of the site through', () => {
    expect(pathOutOfBounds(`/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe(414);
    expect(pathOutOfBounds(`/dashboard${'/a'.repeat(7000)}`)).toBe(414);
    expect(pathOutOfBounds('/a'.repeat(MAX_PATH_SEGMENTS + 1))).toBe(404);
    expect(pathOutOfBounds('/a'.repeat(MAX_PATH_SEGMENTS))).toBeNull();
    for (const p of ['/x/../privacy', '/./privacy', '/%2E%2E/privacy', '/privacy/.', '/a/.%2e/b', '/articolo\\1']) expect(pathOutOfBounds(p), p).toBe(404);
    for (const p of ['/', '/privacy', '/notizie/allerta-meteo', '/api/revisioni/12/ripristina', '/.well-known/security.txt', '/sitemap/prodotti-1.xml']) {
      expect(pathOutOfBounds(p), p).toBeNull();
    }
  });
});
