import { queryOptions } from '@tanstack/react-query';
import type { UserCreateInput, UserUpdateBody } from '../../../common/schemas-dashboard.ts';
import type { OtherSessionsEnded } from '../../../common/types.ts';
import type { DashboardUser } from '../../../common/types-dashboard.ts';
import { api } from '../../lib/api.ts';

/** The dashboard users' requests, declared once (decision 0026). Every key starts with 'utenti'. */
export const userKeys = { all: ['utenti'] as const };

/** What an edit sends: only what changed (password_attuale to change one's own password). */
export type UserChanges = UserUpdateBody;

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.all,
    queryFn: ({ signal }) => api<DashboardUser[]>('/api/utenti', { signal }),
  });

export const createUser = (body: UserCreateInput) => api<DashboardUser>('/api/utenti', { method: 'POST', body });

export const updateUser = ({ id, changes }: { id: number; changes: UserChanges }) => api<DashboardUser>(`/api/utenti/${id}`, { method: 'PUT', body: changes });

export const deleteUser = (id: number) => api<void>(`/api/utenti/${id}`, { method: 'DELETE' });

/** Ends every other session of the signed-in account (the user menu's 'Esci da tutti gli altri dispositivi'). */
export const endOtherSessions = () => api<OtherSessionsEnded>('/api/auth/esci-altri-dispositivi', { method: 'POST' });
