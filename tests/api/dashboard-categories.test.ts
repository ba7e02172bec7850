import { describe, expect, it } from 'vitest';
import { createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const send = h.send;

describe('categories API', () => {
  it('creates, reads (publicly, on both paths), updates and lists with product counts', async () => {
    const created = await send('POST', '/api/categorie-prodotti', { nome: '  Energia  ', descrizione: '' });
    expect(created.statusCode).toBe(201);
    const cat = created.json();
    expect(cat).toEqual({ id: expect.any(Number), nome: 'Energia', descrizione: null });

    for (const base of ['/api/categorie-prodotti', '/api/categorie_prodotti']) {
      const one = await h.t.app.inject({ method: 'GET', url: `${base}/${cat.id}` });
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(cat);
    }

    const viaUnderscore = await send('POST', '/api/categorie_prodotti', { nome: 'Acqua', descrizione: 'Filtri e taniche' });
    expect(viaUnderscore.statusCode).toBe(201);

    const updated = await send('PUT', `/api/categorie-prodotti/${cat.id}`, { nome: 'Energia e ricarica', descrizione: 'Power bank' });
    expect(updated.json()).toEqual({ id: cat.id, nome: 'Energia e ricarica', descrizione: 'Power bank' });

    await createProduct(h, { asin_prodotto: 'B0CATE0001', nome_prodotto: 'Power bank', id_categoria: cat.id });
    const list = (await h.t.app.inject({ method: 'GET', url: '/api/categorie-prodotti' })).json();
    expect(list).toEqual([
      { id: viaUnderscore.json().id, nome: 'Acqua', descrizione: 'Filtri e taniche', numero_prodotti: 0 },
      { id: cat.id, nome: 'Energia e ricarica', descrizione: 'Power bank', numero_prodotti: 1 },
    ]);
  });

  it('refuses a missing name, unknown fields and duplicate names (any case)', async () => {
    await send('POST', '/api/categorie-prodotti', { nome: 'Primo soccorso' });
    const cases: Array<[string, string, object, number, string]> = [
      ['POST', '/api/categorie-prodotti', { nome: '  ' }, 400, 'Il nome è obbligatorio.'],
      ['POST', '/api/categorie-prodotti', { descrizione: 'x' }, 400, 'Il nome è obbligatorio.'],
      ['POST', '/api/categorie-prodotti', { nome: 'X', colore: 'rosso' }, 400, 'Campo non previsto: colore.'],
      ['POST', '/api/categorie-prodotti', { nome: 'PRIMO SOCCORSO' }, 409, 'Esiste già una categoria con questo nome.'],
      ['PUT', '/api/categorie-prodotti/999999', { nome: 'Nuovo' }, 404, 'Categoria non trovata.'],
    ];
    for (const [method, url, payload, status, error] of cases) {
      const res = await send(method as 'POST', url, payload);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(payload)).toEqual({ status, body: { error } });
    }
    const other = (await send('POST', '/api/categorie-prodotti', { nome: 'Cucina' })).json();
    const clash = await send('PUT', `/api/categorie-prodotti/${other.id}`, { nome: 'primo soccorso' });
    expect(clash.statusCode).toBe(409);
    // Renaming a category to its own name in another case is fine.
    expect((await send('PUT', `/api/categorie-prodotti/${other.id}`, { nome: 'CUCINA' })).statusCode).toBe(200);
  });

  it('deleting a category leaves its products without a category', async () => {
    const cat = (await send('POST', '/api/categorie-prodotti', { nome: 'Da eliminare' })).json();
    const productId = await createProduct(h, { asin_prodotto: 'B0CATE0002', nome_prodotto: 'Fischietto', id_categoria: cat.id });
    const res = await send('DELETE', `/api/categorie_prodotti/${cat.id}`);
    expect(res.statusCode).toBe(204);
    expect((await h.t.services.products.get(productId))?.id_categoria).toBeNull();
    expect((await send('DELETE', `/api/categorie-prodotti/${cat.id}`)).statusCode).toBe(404);
    expect((await h.t.app.inject({ method: 'GET', url: `/api/categorie-prodotti/${cat.id}` })).statusCode).toBe(404);
  });
});
