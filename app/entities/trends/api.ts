import type { TrendRequest, TrendResponse } from '../../../common/schemas-trends.ts';
import { api } from '../../lib/api.ts';

/** The trend analysis's request (decision 0026): POST /api/trends/analyze, answered with the data or the reason it failed. */
export const analyzeTrends = (request: TrendRequest) => api<TrendResponse>('/api/trends/analyze', { method: 'POST', body: request });
