import { queryOptions } from '@tanstack/react-query';
import type { InboxMessage } from '../../../common/types-dashboard.ts';
import { api } from '../../lib/api.ts';

/**
 * The contact inbox's requests, declared once (decision 0026). Every key starts with 'messaggi',
 * so a write that invalidates `messageKeys.all` refreshes the list and the sidebar's unread count.
 */
export const messageKeys = {
  all: ['messaggi'] as const,
  list: ['messaggi', 'lista'] as const,
  unread: ['messaggi', 'non-letti'] as const,
};

/** GET /api/messaggi: newest first. */
export const messagesQuery = () =>
  queryOptions({
    queryKey: messageKeys.list,
    queryFn: ({ signal }) => api<InboxMessage[]>('/api/messaggi', { signal }),
  });

/** GET /api/messaggi/non-letti: how many messages are unread (the sidebar's badge). */
export const unreadQuery = () =>
  queryOptions({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api<{ non_letti: number }>('/api/messaggi/non-letti', { signal }),
    select: (r) => r.non_letti,
  });

export const setMessageRead = ({ id, letto }: { id: number; letto: boolean }) => api<InboxMessage>(`/api/messaggi/${id}`, { method: 'PATCH', body: { letto } });

export const deleteMessage = (id: number) => api<void>(`/api/messaggi/${id}`, { method: 'DELETE' });
