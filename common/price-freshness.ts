/**
 * Amazon Associates rules: a price shown on the site may be at most 24 hours old, with the time
 * it was read. Older (or undated) prices are hidden on the public pages; the daily refresh keeps
 * them fresh (server/domain/product-refresh.ts).
 */
export const PRICE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function isPriceFresh(readAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!readAt) return false;
  const t = Date.parse(readAt);
  return Number.isFinite(t) && now - t <= PRICE_MAX_AGE_MS && t <= now + 5 * 60_000;
}
