/**
 * Public search (spec section 5): trimmed, case-insensitive substring, run on the server in SQL
 * (server/domain/search.ts) for the lists and for the suggestions (GET /api/suggerimenti, at most
 * 5 — spec section 9). The browser only sends the text.
 */
export const MAX_SUGGESTIONS = 5;
/** Longer queries are cut: nobody types more, and nothing longer can match a title. */
export const MAX_QUERY_LENGTH = 100;
/** Typing pauses this long before the list and the suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SuggestKind = 'prodotti' | 'guide' | 'notizie';

export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').slice(0, MAX_QUERY_LENGTH).trim().toLowerCase();
}

/** A category id from the query string, compared numerically (spec section 5). */
export function parseCategory(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** The address of the suggestions for a text (and a product category). */
export function suggestionsUrl(kind: SuggestKind, query: string, categoria?: number | null): string {
  const params = new URLSearchParams({ tipo: kind, q: query.slice(0, MAX_QUERY_LENGTH).trim() });
  if (categoria) params.set('categoria', String(categoria));
  return `/api/suggerimenti?${params.toString()}`;
}

/** Up to 5 suggestions from the server; none when the request fails or was aborted. */
export async function fetchSuggestions(kind: SuggestKind, query: string, categoria: number | null | undefined, signal: AbortSignal): Promise<string[]> {
  if (!normalizeQuery(query)) return [];
  try {
    const res = await fetch(suggestionsUrl(kind, query, categoria), { signal, headers: { accept: 'application/json' } });
    if (!res.ok) return [];
    const body: unknown = await res.json();
    return Array.isArray(body) ? body.filter((s): s is string => typeof s === 'string').slice(0, MAX_SUGGESTIONS) : [];
  } catch {
    return [];
  }
}
