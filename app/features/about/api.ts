import { queryOptions } from '@tanstack/react-query';
import type { About } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/** The About page's requests, declared once (decision 0026). Every key starts with 'chi-siamo'. */
export const aboutKeys = { all: ['chi-siamo'] as const };

/** GET /api/chi-siamo: the page's text, with a null id while it was never saved. */
export const aboutQuery = () =>
  queryOptions({
    queryKey: aboutKeys.all,
    queryFn: ({ signal }) => api<About>('/api/chi-siamo', { signal }),
  });

/** Creates the text (POST) while it has no id, then updates it (PUT). */
export const saveAbout = ({ id, contenuto }: About) =>
  id === null ? api<About>('/api/chi-siamo', { method: 'POST', body: { contenuto } }) : api<About>(`/api/chi-siamo/${id}`, { method: 'PUT', body: { contenuto } });
