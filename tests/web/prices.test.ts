import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

let s: TestWebServer;
let productId: number;

beforeAll(async () => {
  s = await createTestWebServer('production');
  const product = await s.services.products.createFromApi({ nome_prodotto: 'Lanterna ricaricabile', asin_prodotto: 'B0LANTERNA', prezzo_originale: 24.9 });
  productId = product.id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/**
 * Written behind the server's back (as the refresh job does), then told to it as a write of its
 * own is: the next answer reads the versions again. How soon an instance notices a write it was
 * not told of is tests/web/render-cache.test.ts's business.
 */
async function setReadAt(iso: string | null) {
  await s.db.kysely.updateTable('products').set({ prezzo_aggiornato_at: iso }).where('id', '=', productId).execute();
  s.services.contentChanges.touched();
}

/** The time the page is rendered at: the rule is read against it (only Date is faked, the timers run). */
const NOW = Date.parse('2030-05-14T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW - h * 60 * 60_000).toISOString();

describe('public prices follow the Amazon Associates 24-hour rule', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a price read in the last 24 hours is shown with the date and time it was read', async () => {
    await setReadAt(hoursAgo(3));
    const res = await s.app.inject({ method: 'GET', url: `/articolo/${productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('24,90');
    expect(res.body).toMatch(/Prezzo aggiornato al \d{1,2} \w+ \d{4} alle \d{2}:\d{2}/);
    expect(res.body).toContain('"@type":"Offer"');
  });

  it('an older price is hidden, with no offer in the structured data', async () => {
    await setReadAt(hoursAgo(25));
    const res = await s.app.inject({ method: 'GET', url: `/articolo/${productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('24,90');
    expect(res.body).not.toContain('Prezzo aggiornato al');
    expect(res.body).toContain('Prezzo e disponibilità su Amazon');
    expect(res.body).not.toContain('"@type":"Offer"');
    expect(res.body).toContain('Ordina su Amazon');
  });
});
