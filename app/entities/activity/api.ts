import { queryOptions } from '@tanstack/react-query';
import type { ActivityKind, ActivityPage, ActivityPerson } from '../../../common/activity.ts';
import { api } from '../../lib/api.ts';

/** The activity log's filters as the API takes them ('' or null: not filtered). */
export interface ActivityFilters {
  utente: number | null;
  azione: ActivityKind | '';
  dal: string;
  al: string;
  pagina: number;
}

/** The activity log's requests, declared once (decision 0026). Every key starts with 'attivita'. */
export const activityKeys = {
  all: ['attivita'] as const,
  page: (f: ActivityFilters) => ['attivita', 'pagina', f] as const,
  people: ['attivita', 'persone'] as const,
};

/** The filters as query parameters, the unfiltered ones left out (the API's, and the page's address). */
export function activityParams(f: ActivityFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.utente !== null) q.set('utente', String(f.utente));
  if (f.azione) q.set('azione', f.azione);
  if (f.dal) q.set('dal', f.dal);
  if (f.al) q.set('al', f.al);
  if (f.pagina > 1) q.set('pagina', String(f.pagina));
  return q;
}

function search(f: ActivityFilters): string {
  const s = activityParams(f).toString();
  return s ? `?${s}` : '';
}

/** GET /api/attivita: one page of the log, newest first. */
export const activityPageQuery = (f: ActivityFilters) =>
  queryOptions({ queryKey: activityKeys.page(f), queryFn: ({ signal }) => api<ActivityPage>(`/api/attivita${search(f)}`, { signal }), placeholderData: (previous) => previous });

/** GET /api/attivita/persone: the people the log names (the person filter). */
export const activityPeopleQuery = () => queryOptions({ queryKey: activityKeys.people, queryFn: ({ signal }) => api<ActivityPerson[]>('/api/attivita/persone', { signal }) });
