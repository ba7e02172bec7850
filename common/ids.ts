/** A positive database id (1 … 2^31-1) from a URL segment or parameter, else null. */
export function toPositiveId(value: unknown): number | null {
  const s = String(value ?? '');
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
