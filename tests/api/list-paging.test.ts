import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Every list endpoint pages with ?limit=&offset= in SQL; without them it answers the
 * spec's full list, in the same order. (GET /api/messaggi: tests/api/messaggi-paging.test.ts.)
 */
const h = dashboardTestApp({ SEED_DEMO: 'true' });

const LISTS = [
  '/api/prodotti',
  '/api/categorie-prodotti',
  '/api/categorie_prodotti',
  '/api/recensioni',
  '/api/guide',
  '/api/notizie',
  '/api/prompts',
  '/api/utenti',
  '/api/fonti-feed',
  '/api/notizie/candidati',
];

beforeAll(async () => {
  const s = h.t.services;
  for (const name of ['secondo', 'terzo', 'quarto']) await s.users.create(`utente-${name}`, 'Prova-Sicura-2026');
  for (const n of [1, 2, 3, 4]) await s.feedSources.add({ url: `https://feed${n}.example.it/rss.xml`, nome: `Fonte ${n}` } as Parameters<typeof s.feedSources.add>[0]);
  for (const n of [1, 2]) await s.prompts.create({ titolo: `Prompt ${n}`, tipo: 'recensione', testo: `Scrivi la recensione ${n}.` });
  const now = h.t.clock.nowMs();
  await h.t.db.kysely
    .insertInto('news_candidates')
    .values(
      [1, 2, 3, 4, 5].map((n) => ({
        chiave: `k${n}`,
        titolo: `Candidato ${n}`,
        data_pubblicazione: new Date(now - n * 60_000).toISOString(),
        created_at: new Date(now).toISOString(),
      })),
    )
    .execute();
});

const ids = async (url: string) => {
  const res = await h.send('GET', url);
  expect(res.statusCode, url).toBe(200);
  const body = res.json() as Array<{ id?: number; chiave?: string }>;
  expect(Array.isArray(body), url).toBe(true);
  return body.map((x) => x.id ?? x.chiave);
};

describe('limit and offset on every list', () => {
  it.each(LISTS)('%s pages in the order of the full list', async (url) => {
    const all = await ids(url);
    expect(all.length, url).toBeGreaterThanOrEqual(4);
    expect(await ids(`${url}?limit=2`)).toEqual(all.slice(0, 2));
    expect(await ids(`${url}?limit=2&offset=1`)).toEqual(all.slice(1, 3));
    expect(await ids(`${url}?limit=200&offset=2`)).toEqual(all.slice(2));
    expect(await ids(`${url}?offset=3`)).toEqual(all.slice(3));
    expect(await ids(`${url}?limit=5&offset=100000`)).toEqual([]);
    expect(await ids(`${url}?limit=&offset=`)).toEqual(all);
  });

  it.each(LISTS)('%s refuses a wrong offset with a 400 in Italian', async (url) => {
    for (const bad of ['-1', '1.5', 'abc', '99999999999']) {
      const res = await h.send('GET', `${url}?offset=${bad}`);
      expect(res.statusCode, `${url}?offset=${bad}`).toBe(400);
      expect(res.json().error).toMatch(/^offset: deve essere un numero intero maggiore o uguale a 0/i);
    }
  });

  it('anonymous visitors page the published items only', async () => {
    const anon = async (url: string) => (await h.t.app.inject({ method: 'GET', url })).json() as Array<{ id: number; stato?: string }>;
    for (const url of ['/api/recensioni', '/api/guide', '/api/notizie']) {
      const all = await anon(url);
      expect(
        all.every((x) => x.stato === undefined || x.stato === 'pubblicata'),
        url,
      ).toBe(true);
      expect((await anon(`${url}?limit=2&offset=1`)).map((x) => x.id)).toEqual(all.slice(1, 3).map((x) => x.id));
    }
  });
});
