import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '#app/routes.ts';
import type { RouteEntry } from '#server/http/cache-policy.ts';

/** A route of app/routes.ts with the file that holds it. */
export interface AppRoute extends RouteEntry {
  file: string;
}

const APP = fileURLToPath(new URL('../../app/', import.meta.url));

/**
 * The routes of app/routes.ts as the server build lists them (`build.routes`: ids, parents,
 * paths, modules), without building: the root first, then the table's entries with the ids React
 * Router gives them (the file without its extension, unless the entry names one). `load` says
 * whose module is imported; the others get an empty module (no handle).
 */
export async function appRouteTable(load: (file: string) => boolean): Promise<Record<string, AppRoute>> {
  const table: Record<string, AppRoute> = {};
  const add = async (route: Omit<AppRoute, 'module'>) => {
    const module = load(route.file) ? ((await import(`${APP}${route.file}`)) as { handle?: unknown }) : {};
    table[route.id] = { ...route, module };
  };
  await add({ id: 'root', path: '', file: 'root.tsx' });
  const walk = async (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[a-z0-9]+$/i, '');
      await add({ id, parentId, path: entry.path, index: entry.index, file: entry.file });
      await walk(entry.children ?? [], id);
    }
  };
  await walk(await routeConfig, 'root');
  return table;
}

/** Public pages and the SEO files: every route outside the dashboard. */
export const isPublicFile = (file: string) => !file.startsWith('routes/dashboard/');
