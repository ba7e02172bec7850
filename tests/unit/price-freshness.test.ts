import { describe, expect, it } from 'vitest';
import { isPriceFresh, PRICE_MAX_AGE_MS } from '../../common/price-freshness.ts';

describe('a price may be shown for 24 hours after it was read', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  it('fresh up to 24 hours, stale after, and never without a date', () => {
    expect(isPriceFresh('2026-11-23T11:00:00.000Z', now)).toBe(true);
    expect(isPriceFresh(new Date(now - PRICE_MAX_AGE_MS).toISOString(), now)).toBe(true);
    expect(isPriceFresh(new Date(now - PRICE_MAX_AGE_MS - 1000).toISOString(), now)).toBe(false);
    expect(isPriceFresh(null, now)).toBe(false);
    expect(isPriceFresh('non una data', now)).toBe(false);
    // A date far in the future is an error, not a fresh price.
    expect(isPriceFresh('2027-01-01T00:00:00.000Z', now)).toBe(false);
  });
});
