import { queryOptions } from '@tanstack/react-query';
import type { ApiKeyName } from '../../../common/messages-keys.ts';
import type { KeyStatus } from '../../../common/types-dashboard.ts';
import { api } from '../../lib/api.ts';

/** The API keys' requests, declared once (decision 0026). Every key starts with 'chiavi'. */
export const keyKeys = { all: ['chiavi'] as const };

/** GET /api/keys: each key's status, never more than its last 4 characters. */
export const keysQuery = () =>
  queryOptions({
    queryKey: keyKeys.all,
    queryFn: ({ signal }) => api<KeyStatus[]>('/api/keys', { signal }),
  });

export const saveKey = ({ name, value }: { name: ApiKeyName; value: string }) => api<KeyStatus>(`/api/keys/${name}`, { method: 'PUT', body: { value } });

export const deleteKey = (name: ApiKeyName) => api<void>(`/api/keys/${name}`, { method: 'DELETE' });

/** The cached list with `status` in place of its key's old one: a write answers the new status, no reload needed. */
export const withKeyStatus = (status: KeyStatus) => (list: KeyStatus[] | undefined) => list?.map((k) => (k.name === status.name ? status : k));
