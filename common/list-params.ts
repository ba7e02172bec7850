/**
 * The query parameters of the public lists (/prodotti, /guide, /notizie): the search text, the
 * category and the page. The pages read them (app/lib/pager.ts) and the render cache keys the
 * lists by them (server/http/cache-policy.ts): one list of names, so the two cannot drift apart.
 */
export const LIST_PARAMS = { q: 'q', categoria: 'categoria', pagina: 'pagina' } as const;

/** The response header with the number of items a dashboard list matches (its pages together). */
export const TOTAL_HEADER = 'x-total-count';
