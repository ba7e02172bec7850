import { http, HttpResponse } from 'msw';
import { apiServer } from './api-server.ts';

/** A text contains another, as the server's search does: case-insensitive. */
export const contains = (text: string | null | undefined, needle: string) => (text ?? '').toLocaleLowerCase('it-IT').includes(needle.toLocaleLowerCase('it-IT'));

/**
 * A dashboard list endpoint as the server answers it: `items` narrowed by ?stato and by
 * `matches(item, params)` for the list's own filters (q, fonte…), then the page of ?limit&offset,
 * with X-Total-Count. `items` is read at each request, so a test can change it (a deletion).
 * Returns the addresses asked, in order.
 */
export function fakeList<T extends { stato?: string }>(path: string, items: () => readonly T[], matches: (item: T, params: URLSearchParams) => boolean = () => true): URL[] {
  const asked: URL[] = [];
  apiServer.use(
    http.get(path, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const params = url.searchParams;
      const stato = params.get('stato');
      const found = items().filter((item) => (!stato || item.stato === stato) && matches(item, params));
      const offset = Number(params.get('offset') ?? 0);
      const limit = params.has('limit') ? Number(params.get('limit')) : found.length;
      return HttpResponse.json(found.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(found.length) } });
    }),
  );
  return asked;
}
