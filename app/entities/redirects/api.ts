import { queryOptions } from '@tanstack/react-query';
import type { Redirect, RedirectCreateInput } from '../../../common/schemas-redirects.ts';
import { api } from '../../lib/api.ts';

/** The redirects' requests, declared once (decision 0026). Every key starts with 'reindirizzamenti'. */
export const redirectKeys = { all: ['reindirizzamenti'] as const };

/** GET /api/reindirizzamenti: every redirect with its uses (written before the answer). */
export const redirectsQuery = () => queryOptions({ queryKey: redirectKeys.all, queryFn: ({ signal }) => api<Redirect[]>('/api/reindirizzamenti', { signal }) });

export const addRedirect = (body: RedirectCreateInput) => api<Redirect>('/api/reindirizzamenti', { method: 'POST', body });

export const deleteRedirect = (id: number) => api<void>(`/api/reindirizzamenti/${id}`, { method: 'DELETE' });
