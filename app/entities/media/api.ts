import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, ApiError, apiList, type ListPage } from '../../lib/api.ts';
import type { MediaDetail, MediaItem } from './types.ts';

/** The media library's requests, declared once (decision 0026). Every key starts with 'media'. */
export const mediaKeys = {
  all: ['media'] as const,
  lists: ['media', 'elenco'] as const,
  list: (q: string, fonte: string, pageSize: number) => ['media', 'elenco', q, fonte, pageSize] as const,
  detail: (id: number) => ['media', 'dettaglio', id] as const,
};

/** The source filter of the library: every item, the uploads, the Unsplash picks. */
export type MediaFilter = '' | 'caricamento' | 'unsplash';

export const MEDIA_PAGE_SIZE = 24;

function listPath(q: string, fonte: MediaFilter, limit: number, offset: number): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (fonte) params.set('fonte', fonte);
  params.set('limit', String(limit));
  params.set('offset', String(offset));
  return `/api/media?${params.toString()}`;
}

/**
 * GET /api/media, newest first, a page at a time ('Carica altri' asks for the next page at the
 * offset of the items already shown); `total` is the X-Total-Count of the filters.
 */
export const mediaListQuery = (q: string, fonte: MediaFilter, pageSize = MEDIA_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list(q.trim(), fonte, pageSize),
    queryFn: ({ signal, pageParam }) => apiList<MediaItem>(listPath(q, fonte, pageSize, pageParam), { signal }),
    initialPageParam: 0,
    getNextPageParam: (last: ListPage<MediaItem>, pages: ListPage<MediaItem>[]) => {
      const shown = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length > 0 && shown < last.total ? shown : undefined;
    },
  });

/** GET /api/media/:id: the item with the texts that use it. */
export const mediaDetailQuery = (id: number) =>
  queryOptions({ queryKey: mediaKeys.detail(id), queryFn: ({ signal }) => api<MediaDetail>(`/api/media/${id}`, { signal }), staleTime: 0 });

export interface MediaEdit {
  alt?: string;
  credito?: string | null;
}

/** PATCH /api/media/:id: the alt text and the credit. */
export const updateMedia = (id: number, body: MediaEdit) => api<MediaItem>(`/api/media/${id}`, { method: 'PATCH', body });

/** DELETE /api/media/:id: 204, or 409 with the texts that still use it (ApiError.body.usi). */
export const deleteMedia = (id: number) => api<void>(`/api/media/${id}`, { method: 'DELETE' });

export interface MediaUpload {
  file: File;
  alt: string;
  credito?: string;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POST /api/media as multipart/form-data (file, alt, credito). XMLHttpRequest rather than fetch:
 * it reports how much of the file is sent (`onProgress`, a fraction from 0 to 1). A refusal is an
 * ApiError carrying the server's Italian message, as api() throws it.
 */
export function uploadMedia(input: MediaUpload, { onProgress, signal }: { onProgress?(fraction: number): void; signal?: AbortSignal } = {}): Promise<MediaItem> {
  const form = new FormData();
  form.append('alt', input.alt);
  if (input.credito?.trim()) form.append('credito', input.credito.trim());
  // The file last: the server reads the text fields before the bytes arrive.
  form.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as MediaItem);
      const message = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : '';
      reject(new ApiError(xhr.status, message, body));
    };
    xhr.onerror = () => reject(new ApiError(0, '', null));
    xhr.onabort = () => reject(new DOMException('Caricamento annullato', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
