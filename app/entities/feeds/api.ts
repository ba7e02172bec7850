import { queryOptions } from '@tanstack/react-query';
import type { FeedSource } from '../../../common/types-news.ts';
import { api } from '../../lib/api.ts';

/** The feed sources' requests, declared once (decision 0026). Every key starts with 'fonti-feed'. */
export const feedKeys = { all: ['fonti-feed'] as const };

/** GET /api/fonti-feed: every source with its last read, validators and last error. */
export const feedSourcesQuery = () => queryOptions({ queryKey: feedKeys.all, queryFn: ({ signal }) => api<FeedSource[]>('/api/fonti-feed', { signal }) });

export const addFeedSource = (body: { url: string; nome: string | null }) => api<FeedSource>('/api/fonti-feed', { method: 'POST', body });

export const updateFeedSource = ({ id, attivo }: { id: number; attivo: boolean }) => api<FeedSource>(`/api/fonti-feed/${id}`, { method: 'PATCH', body: { attivo } });

export const deleteFeedSource = (id: number) => api<void>(`/api/fonti-feed/${id}`, { method: 'DELETE' });

/** POST /api/fonti-feed/leggi: every enabled source read now; answers the sources with their outcome. */
export const readFeedSources = () => api<FeedSource[]>('/api/fonti-feed/leggi', { method: 'POST', body: {} });
