import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
});
afterAll(async () => {
  await t?.close();
});

const LISTS = ['/api/prodotti', '/api/categorie-prodotti', '/api/categorie_prodotti', '/api/recensioni', '/api/guide', '/api/notizie'];

describe('limit works on every public list', () => {
  it.each(LISTS)('%s?limit=2 returns at most 2 items', async (url) => {
    const all = await t.app.inject({ method: 'GET', url });
    expect(all.statusCode).toBe(200);
    expect(all.json().length).toBeGreaterThan(2);
    const res = await t.app.inject({ method: 'GET', url: `${url}?limit=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
  });

  it.each(LISTS)('%s refuses a wrong limit with a 400 in Italian', async (url) => {
    for (const bad of ['abc', '0', '-1', '1.5', '201']) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?limit=${bad}` });
      expect(res.statusCode, `${url}?limit=${bad}`).toBe(400);
      expect(res.json()).toEqual({ error: 'limit: Deve essere un numero intero tra 1 e 200.' });
    }
  });
});
