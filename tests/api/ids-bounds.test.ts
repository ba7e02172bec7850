import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../common/ids.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Ids in bodies stay within PostgreSQL's integer (1…2^31-1): a huge one is a 400 in Italian on
 * both databases, never "integer out of range" as a 500.
 */
const h = dashboardTestApp();
const send = h.send;

const product = (asin: string, id_categoria: unknown) => ({
  asin_prodotto: asin,
  nome_prodotto: 'Lanterna da campeggio',
  id_categoria,
});

describe('ids in request bodies', () => {
  it.each([99_999_999_999, MAX_ID + 1, 0, -1, 1.5, 1e308])('POST /api/prodotti with id_categoria %s is 400', async (id) => {
    const res = await send('POST', '/api/prodotti', product('B0BOUND001', id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Categoria non valida.' });
  });

  it('PUT /api/prodotti/{id} with a huge id_categoria is 400 and changes nothing', async () => {
    const created = await send('POST', '/api/prodotti', product('B0BOUND002', null));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const res = await send('PUT', `/api/prodotti/${id}`, { id_categoria: 99_999_999_999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Categoria non valida.' });
    expect((await send('GET', `/api/prodotti/${id}`)).json().id_categoria).toBeNull();
  });

  it('the largest valid id reaches the database and is refused as a missing category (400)', async () => {
    const res = await send('POST', '/api/prodotti', product('B0BOUND003', MAX_ID));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'La categoria selezionata non esiste.' });
  });

  it('ids in the URL are bounded the same way', async () => {
    for (const url of [`/api/prodotti/${MAX_ID + 1}`, '/api/prodotti/99999999999', `/api/categorie-prodotti/${MAX_ID + 1}`]) {
      const res = await send('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'Identificativo non valido.' });
    }
    expect((await send('PATCH', `/api/messaggi/${MAX_ID + 1}`, { letto: true })).statusCode).toBe(400);
  });
});
