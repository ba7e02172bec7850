import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIMS_MSG } from '../../common/messages-claims.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Public pages and the publishing gate (decision 0023), on the production build: a published text
 * written with AI carries the disclosure line (AI_DISCLOSURE, on by default), and a claim the
 * product's data stopped holding after publication is not on the page a visitor gets, cached or not.
 */
let s: TestWebServer;
let productId: number;
const DISCLOSURE = CLAIMS_MSG.disclosure.replace(/'/g, '&#x27;');

beforeAll(async () => {
  s = await createTestWebServer('production');
  const product = await s.services.products.createFromApi({
    nome_prodotto: 'Lanterna ricaricabile pieghevole',
    asin_prodotto: 'B0LANTERN2',
    prezzo_originale: 24.9,
    specifiche_tecniche: 'Flusso luminoso: 300 lumen\nBatteria: 2000 mAh',
  });
  productId = product.id;
  const reviewId = await s.services.reviews.create({
    id_prodotto: productId,
    titolo: 'La lanterna per il blackout',
    contenuto: '<p>Robusta e pieghevole. Fa 300 lumen. Si ricarica anche con il sole.</p>',
    stato: 'bozza',
  });
  await s.services.reviews.publish(reviewId);
  s.services.contentChanges.touched();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const page = async () => {
  const res = await s.app.inject({ method: 'GET', url: `/articolo/${productId}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('a published review written with AI', () => {
  it('says so under the text', async () => {
    const body = await page();
    expect(body).toContain('Fa 300 lumen.');
    expect(body).toContain(DISCLOSURE);
  });

  it('loses the sentence whose claim the refreshed data no longer holds, on the next (cached) visit too', async () => {
    expect(await page()).toContain('300 lumen');
    // Written behind the server's back (as the refresh job does), then announced as its own writes are.
    await s.db.kysely.updateTable('products').set({ specifiche_tecniche: 'Flusso luminoso: 250 lumen\nBatteria: 2000 mAh' }).where('id', '=', productId).execute();
    s.services.contentChanges.touched();
    for (let visit = 0; visit < 2; visit++) {
      const body = await page();
      expect(body).not.toContain('300 lumen');
      expect(body).toContain('Robusta e pieghevole.');
      expect(body).toContain('Si ricarica anche con il sole.');
    }
  });
});

describe('a publisher who tests products and says so itself (AI_DISCLOSURE=false, HOME_POINTS)', () => {
  let off: TestWebServer;
  beforeAll(async () => {
    off = await createTestWebServer('production', {
      AI_DISCLOSURE: 'false',
      HOME_POINTS: 'Proviamo ogni prodotto per un mese|Nessun prodotto ricevuto in regalo',
    });
  }, 120_000);
  afterAll(async () => {
    await off?.close();
  });

  it('leaves the line out', async () => {
    const product = await off.services.products.createFromApi({ nome_prodotto: 'Radio a manovella', asin_prodotto: 'B0RADIO001', prezzo_originale: 39.9 });
    const id = await off.services.reviews.create({ id_prodotto: product.id, contenuto: '<p>Una radio semplice da usare.</p>', stato: 'pubblicata' });
    expect(id).toBeGreaterThan(0);
    const res = await off.app.inject({ method: 'GET', url: `/articolo/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Una radio semplice da usare.');
    expect(res.body).not.toContain('redatto con l');
  });

  it('shows its own points under “Come lavoriamo”', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Proviamo ogni prodotto per un mese');
    expect(res.body).toContain('Nessun prodotto ricevuto in regalo');
    expect(res.body).not.toContain('Recensioni basate sui dati dei prodotti');
  });
});

describe('the default home copy', () => {
  it('claims only what the workflow does', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('Recensioni basate sui dati dei prodotti, riviste dalla redazione');
    expect(res.body).not.toMatch(/Proviamo|testiamo|abbiamo provato/i);
  });
});
