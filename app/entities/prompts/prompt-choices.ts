import { queryOptions } from '@tanstack/react-query';
import type { Prompt, PromptType } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/**
 * The active prompts of a type, newest first (at most 50): what the AI dialogs of reviews, guides
 * and news offer. GET /api/prompts answers a list or `{ prompts: [...] }` (spec section 7): both
 * read as the list. Its key sits under the prompts screen's, so a prompt saved there refreshes it.
 */
export const activePromptsQuery = (tipo: PromptType) =>
  queryOptions({
    queryKey: ['prompts', 'attivi', tipo] as const,
    queryFn: async ({ signal }) => {
      const raw = await api<Prompt[] | { prompts?: Prompt[] }>(`/api/prompts?tipo=${tipo}&active=1&sort=updated_at&order=desc&limit=50`, { signal });
      return Array.isArray(raw) ? raw : (raw.prompts ?? []);
    },
    // Always asked again when a dialog opens: a prompt made a minute ago must be offered.
    staleTime: 0,
  });

/**
 * The prompt an AI dialog starts on: the default one of its type, else the first offered (the only
 * one, often); null when there is none. The editor can still pick another.
 */
export const preferredPrompt = (prompts: readonly Prompt[]): Prompt | null => prompts.find((p) => p.is_default === 1) ?? prompts[0] ?? null;
