import { queryOptions } from '@tanstack/react-query';
import type { Overview } from '../../../common/types-dashboard.ts';
import { api } from '../../lib/api.ts';

/** The overview's request (decision 0026). */
export const overviewKeys = { all: ['panoramica'] as const };

/** GET /api/panoramica: per kind of content, how many there are and the latest ones. */
export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => api<Overview>('/api/panoramica', { signal }),
  });
