/**
 * Public search (spec section 5): trimmed, case-insensitive substring. Products match the short
 * name, else the full name; guides the title; news the title or the summary. At most 5
 * suggestions on each list (spec section 9).
 */
export const MAX_SUGGESTIONS = 5;
/** Longer queries are cut: nobody types more, and nothing longer can match a title. */
export const MAX_QUERY_LENGTH = 100;

export function normalizeQuery(query: string | null | undefined): string {
  return (query ?? '').slice(0, MAX_QUERY_LENGTH).trim().toLowerCase();
}

export function matchesQuery(texts: Array<string | null | undefined>, query: string): boolean {
  const q = normalizeQuery(query);
  if (!q) return true;
  return texts.some((t) => (t ?? '').toLowerCase().includes(q));
}

export function filterByQuery<T>(items: readonly T[], query: string, textsOf: (item: T) => Array<string | null | undefined>): T[] {
  const q = normalizeQuery(query);
  return q ? items.filter((i) => matchesQuery(textsOf(i), q)) : [...items];
}

/** Up to 5 distinct labels of the items that match (none for a blank query). */
export function suggestionsFor<T>(
  items: readonly T[],
  query: string,
  textsOf: (item: T) => Array<string | null | undefined>,
  labelOf: (item: T) => string,
): string[] {
  if (!normalizeQuery(query)) return [];
  const out: string[] = [];
  for (const item of items) {
    if (!matchesQuery(textsOf(item), query)) continue;
    const label = labelOf(item);
    if (!out.includes(label)) out.push(label);
    if (out.length === MAX_SUGGESTIONS) break;
  }
  return out;
}

export const productSearchTexts = (p: { nome_sintetico: string | null; nome_prodotto: string }) => [p.nome_sintetico || p.nome_prodotto];
export const guideSearchTexts = (g: { titolo: string }) => [g.titolo];
export const newsSearchTexts = (n: { titolo: string; sommario: string | null }) => [n.titolo, n.sommario];

/** A category id from the query string, compared numerically (spec section 5). */
export function parseCategory(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
