import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** The parameter an editor page's address carries the list's own query string in (`?da=?q=…&pagina=2`). */
export const FROM_LIST_PARAM = 'da';

/** A list's query string as an editor page accepts it back: only '?…' (never another address). */
const listQuery = (raw: string | null) => (raw && raw.startsWith('?') && !raw.includes('#') ? raw : '');

/** The address of an editor page opened from a list whose query string is `search` (its filters, search and page). */
export function editorPageHref(path: string, search: string): string {
  const from = listQuery(search);
  return from ? `${path}?${FROM_LIST_PARAM}=${encodeURIComponent(from)}` : path;
}

/** In a list: the address of an item's editor page, carrying the list's filters, search and page. */
export function useEditorPageHref(base: string): (id: number | string) => string {
  const { search } = useLocation();
  return useCallback((id: number | string) => editorPageHref(`${base}/${id}`, search), [base, search]);
}

/** On an editor page: the way back to its list, with the filters, search and page it came from (a direct visit: the plain list). */
export function useBackToList(list: string): string {
  const [params] = useSearchParams();
  return `${list}${listQuery(params.get(FROM_LIST_PARAM))}`;
}

/** On an editor page: the `?da=` its own links keep (a new item's page moving to the saved item's). */
export function useFromListSuffix(): string {
  const [params] = useSearchParams();
  const from = listQuery(params.get(FROM_LIST_PARAM));
  return from ? `?${FROM_LIST_PARAM}=${encodeURIComponent(from)}` : '';
}
