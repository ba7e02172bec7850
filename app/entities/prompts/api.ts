import { queryOptions } from '@tanstack/react-query';
import type { Prompt, PromptType } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/** The prompts' requests, declared once (decision 0026). Every key starts with 'prompts'. */
export interface PromptFilter {
  tipo: PromptType | '';
  q: string;
}
export const NO_FILTER: PromptFilter = { tipo: '', q: '' };

export const promptKeys = {
  all: ['prompts'] as const,
  /** Every list of the Prompts screen, whatever its filter. */
  lists: ['prompts', 'lista'] as const,
  list: (filter: PromptFilter) => ['prompts', 'lista', filter] as const,
};

/** What the prompt form sends (POST /api/prompts, PUT /api/prompts/{id}). */
export interface PromptBody {
  titolo: string;
  tipo?: PromptType;
  testo: string;
  is_active: boolean;
}

/** What 'Genera prompt' sends (POST /api/prompts/genera). */
export interface PromptGenerateBody {
  titolo: string;
  tipo: PromptType | '';
  direttive: string;
  lingua: 'it';
}

/** GET /api/prompts answers a list or `{ prompts: [...] }` (spec section 7): both read as the list. */
const promptList = (raw: unknown): Prompt[] => (Array.isArray(raw) ? raw : ((raw as { prompts?: Prompt[] } | null)?.prompts ?? []));

/** The list the screen asks for (spec section 9: limit 200, updated_at descending). */
const listPath = (filter: PromptFilter) => {
  const params = new URLSearchParams({ limit: '200', sort: 'updated_at', order: 'desc' });
  if (filter.tipo) params.set('tipo', filter.tipo);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  return `/api/prompts?${params.toString()}`;
};

/**
 * The Prompts screen's list for a filter. A filter's list is dropped once the screen shows another
 * (gcTime 0), so applying a filter, or 'Azzera filtri', always asks the server for what it has now.
 */
export const promptsQuery = (filter: PromptFilter) =>
  queryOptions({
    queryKey: promptKeys.list(filter),
    queryFn: async ({ signal }) => promptList(await api<unknown>(listPath(filter), { signal })),
    gcTime: 0,
  });

export const savePrompt = ({ id, body }: { id?: number; body: PromptBody }) =>
  id === undefined ? api<Prompt>('/api/prompts', { method: 'POST', body }) : api<Prompt>(`/api/prompts/${id}`, { method: 'PUT', body });

/** PATCH /api/prompts/{id}/default: the prompt becomes its type's default (the server moves the flag). */
export const setDefaultPrompt = (id: number) => api<Prompt>(`/api/prompts/${id}/default`, { method: 'PATCH' });

export const deletePrompt = (id: number) => api<void>(`/api/prompts/${id}`, { method: 'DELETE' });

export const generatePrompt = (body: PromptGenerateBody) => api<{ prompt: string }>('/api/prompts/genera', { method: 'POST', body });
