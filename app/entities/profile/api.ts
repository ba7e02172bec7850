import { queryOptions } from '@tanstack/react-query';
import type { Profile, ProfileUpdateBody } from '../../../common/schemas-profile.ts';
import { api } from '../../lib/api.ts';

/** Il mio profilo's requests, declared once (decision 0026). Every key starts with 'profilo'. */
export const profileKeys = { all: ['profilo'] as const };

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api<Profile>('/api/profilo', { signal }),
  });

/** PUT /api/profilo: only what changed (a new password with the current one). */
export const updateProfile = (changes: ProfileUpdateBody) => api<Profile>('/api/profilo', { method: 'PUT', body: changes });
