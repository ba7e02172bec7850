/** The largest database id: PostgreSQL's `integer` (2^31-1). Every id the API accepts stays within 1…MAX_ID. */
export const MAX_ID = 2_147_483_647;

/** True for an integer id 1 … 2^31-1. */
export function isValidId(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_ID;
}

/** A positive database id (1 … 2^31-1) from a URL segment or parameter, else null. */
export function toPositiveId(value: unknown): number | null {
  const s = String(value ?? '');
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return isValidId(n) ? n : null;
}
