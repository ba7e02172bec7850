import { queryOptions } from '@tanstack/react-query';
import type { ImageChoice, ImageRecord, ImageResult } from '../../../common/images.ts';
import { api } from '../../lib/api.ts';

/** The images' requests, declared once (decision 0026). Every key starts with 'immagini'. */
export const imageKeys = {
  all: ['immagini'] as const,
  search: (query: string) => ['immagini', 'cerca', query] as const,
};

/** GET /api/immagini/cerca: the stock photos for a keyword. */
export const imageSearchQuery = (query: string) =>
  queryOptions({
    queryKey: imageKeys.search(query),
    queryFn: ({ signal }) => api<ImageResult[]>(`/api/immagini/cerca?query=${encodeURIComponent(query)}`, { signal }),
  });

/** POST /api/immagini: the server stores the chosen photo and reports the use to Unsplash. */
export const recordImage = (choice: ImageChoice) => api<ImageRecord>('/api/immagini', { method: 'POST', body: choice });
