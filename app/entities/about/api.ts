import { queryOptions } from '@tanstack/react-query';
import type { About } from '../../../common/types.ts';
import { apiWithTag } from '../../lib/api.ts';

/** The About page's requests, declared once (decision 0026). Every key starts with 'chi-siamo'. */
export const aboutKeys = { all: ['chi-siamo'] as const, editable: ['chi-siamo', 'modifica'] as const };

/**
 * GET /api/chi-siamo as the editor opens it: the page's text (a null id while it was never saved),
 * read fresh with its version tag (the If-Match of its saves, decision 0031).
 */
export const editableAboutQuery = () =>
  queryOptions({
    queryKey: aboutKeys.editable,
    queryFn: async ({ signal }) => {
      const { data, etag } = await apiWithTag<About>('/api/chi-siamo', { signal });
      return { about: data, etag };
    },
    staleTime: 0,
    gcTime: 0,
  });

export interface AboutSave extends About {
  /** The tag the editor read: a save over someone else's newer text is refused (412). */
  ifMatch?: string;
}

/** Creates the text (POST) while it has no id, then updates it (PUT); answers the saved text and its new tag. */
export const saveAbout = async ({ id, contenuto, ifMatch }: AboutSave) => {
  const { data, etag } =
    id === null
      ? await apiWithTag<About>('/api/chi-siamo', { method: 'POST', body: { contenuto }, ifMatch })
      : await apiWithTag<About>(`/api/chi-siamo/${id}`, { method: 'PUT', body: { contenuto }, ifMatch });
  return { about: data, etag };
};
