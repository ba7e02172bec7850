import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestApp } from './dashboard-helpers.ts';

/** GET /api/messaggi pages with ?limit=&offset= like the other lists; without them, every message. */
const h = dashboardTestApp();
const send = h.send;

let ids: number[] = [];
beforeAll(async () => {
  const created = [];
  for (let i = 1; i <= 7; i++) {
    created.push(
      await h.t.services.contact.create({
        nome: `Mittente ${i}`,
        email: `m${i}@example.it`,
        oggetto: `Oggetto ${i}`,
        messaggio: `Messaggio numero ${i} abbastanza lungo.`,
        consenso: true,
      }),
    );
  }
  // Newest first: same created_at to the millisecond is broken by id, descending.
  ids = created.map((m) => m.id).sort((a, b) => b - a);
});

const idsOf = async (url: string) => {
  const res = await send('GET', url);
  expect(res.statusCode, url).toBe(200);
  return (res.json() as Array<{ id: number }>).map((m) => m.id);
};

describe('GET /api/messaggi paging', () => {
  it('without limit/offset answers every message, as before', async () => {
    const res = await send('GET', '/api/messaggi');
    expect(Array.isArray(res.json())).toBe(true);
    expect(await idsOf('/api/messaggi')).toEqual(ids);
    expect(res.json()[0]).toMatchObject({ nome: expect.any(String), letto: false, consenso: true });
  });

  it('limit and offset give consecutive pages, newest first', async () => {
    expect(await idsOf('/api/messaggi?limit=3')).toEqual(ids.slice(0, 3));
    expect(await idsOf('/api/messaggi?limit=3&offset=3')).toEqual(ids.slice(3, 6));
    expect(await idsOf('/api/messaggi?limit=3&offset=6')).toEqual(ids.slice(6));
    expect(await idsOf('/api/messaggi?limit=3&offset=60')).toEqual([]);
    expect(await idsOf('/api/messaggi?offset=5')).toEqual(ids.slice(5));
    expect(await idsOf('/api/messaggi?limit=&offset=')).toEqual(ids);
  });

  it.each(['limit=0', 'limit=201', 'limit=abc', 'offset=-1', 'offset=1.5', 'offset=99999999999', 'offset=x'])('refuses ?%s with 400 in Italian', async (query) => {
    const res = await send('GET', `/api/messaggi?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(
      query.startsWith('limit') ? /^limit: deve essere un numero intero tra 1 e 200/i : /^offset: deve essere un numero intero maggiore o uguale a 0/i,
    );
  });
});
