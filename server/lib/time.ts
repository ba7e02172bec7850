/** Current time as an ISO-8601 UTC string: the format of every timestamp column. */
export const nowIso = (): string => new Date().toISOString();

export const addMs = (iso: string, ms: number): string => new Date(Date.parse(iso) + ms).toISOString();
