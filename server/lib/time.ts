/** `iso` moved by `ms` (negative: back), as ISO-8601 UTC. */
export const addMs = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
