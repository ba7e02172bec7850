import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardTestApp } from './dashboard-helpers.ts';

const h = dashboardTestApp();
const send = h.send;
let categoryId: number;
beforeAll(async () => {
  categoryId = (await h.t.services.categories.create({ nome: 'Illuminazione', descrizione: null })).id;
});

const valid = {
  asin_prodotto: ' b0test0001 ',
  nome_prodotto: 'Torcia LED ricaricabile 1200 lumen',
  nome_sintetico: 'Torcia LED',
  valutazione_prodotto: 4.5,
  prezzo_originale: 39.9,
  prezzo_scontato: 29.9,
  prezzo_prodotto: 29.9,
  seo_keyword_prodotto: 'torcia, blackout',
  img_prodotto: 'https://example.com/torcia.jpg',
  link_prodotto: '',
  specifiche_tecniche: '1200 lm, IPX6',
  descrizione_generale: '',
  informazioni_articolo: null,
  contenuto_scatola: 'Torcia, cavo USB-C',
  id_categoria: null as number | null,
};

async function count(): Promise<number> {
  return h.t.services.products.count();
}

describe('POST /api/prodotti', () => {
  it('creates a product: ASIN normalised, empty fields null, price rule, default link from the ASIN', async () => {
    const res = await send('POST', '/api/prodotti', { ...valid, id_categoria: categoryId });
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      asin_prodotto: 'B0TEST0001',
      nome_prodotto: 'Torcia LED ricaricabile 1200 lumen',
      nome_sintetico: 'Torcia LED',
      valutazione_prodotto: 4.5,
      prezzo_originale: 39.9,
      prezzo_scontato: 29.9,
      prezzo_prodotto: 29.9,
      link_prodotto: null,
      descrizione_generale: null,
      informazioni_articolo: null,
      id_categoria: categoryId,
      nome_categoria: 'Illuminazione',
      ha_recensione: false,
      url_acquisto: 'https://www.amazon.it/dp/B0TEST0001',
    });
    expect(p.prezzo_aggiornato_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const list = (await send('GET', '/api/prodotti')).json() as Array<{ id: number }>;
    expect(list.map((x) => x.id)).toContain(p.id);
  });

  it('a body with only prezzo_prodotto sets the original price; prices are rounded to cents', async () => {
    const res = await send('POST', '/api/prodotti', { asin_prodotto: 'B0TEST0002', nome_prodotto: 'Radio a manovella', prezzo_prodotto: 24.999 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ prezzo_originale: 25, prezzo_scontato: null, prezzo_prodotto: 25, id_categoria: null });
  });

  it('refuses bad input with Italian messages and saves nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, number, string]> = [
      [{ ...valid, nome_prodotto: '   ' }, 400, 'Il nome prodotto è obbligatorio.'],
      [{ asin_prodotto: 'B0TEST0003' }, 400, 'Il nome prodotto è obbligatorio.'],
      [{ nome_prodotto: 'Senza ASIN' }, 400, 'ASIN mancante.'],
      [{ nome_prodotto: 'ASIN corto', asin_prodotto: 'B0TE' }, 400, 'Inserisci un ASIN valido.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', prezzo_originale: -1 }, 400, 'Il prezzo non può essere negativo.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', prezzo_scontato: '12,50' }, 400, 'Il prezzo deve essere un numero.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', valutazione_prodotto: 5.5 }, 400, 'La valutazione deve essere compresa tra 0 e 5.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', valutazione_prodotto: -0.1 }, 400, 'La valutazione deve essere compresa tra 0 e 5.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', valutazione_prodotto: 'ottimo' }, 400, 'La valutazione deve essere un numero.'],
      [{ ...valid, id_categoria: 999_999, asin_prodotto: 'B0TEST0004' }, 400, 'La categoria selezionata non esiste.'],
      [{ ...valid, id_categoria: 'uno', asin_prodotto: 'B0TEST0004' }, 400, 'Categoria non valida.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', link_prodotto: 'javascript:alert(1)' }, 400, 'Il link del prodotto deve essere un indirizzo http:// o https:// valido.'],
      [
        { ...valid, asin_prodotto: 'B0TEST0004', img_prodotto: '//evil.example/x.png' },
        400,
        'L’immagine deve essere un indirizzo http:// o https:// valido (o un percorso che inizia con /).',
      ],
      [{ ...valid, asin_prodotto: 'B0TEST0004', nome_prodotto: 42 }, 400, 'Il nome prodotto è obbligatorio.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', extra: 1 }, 400, 'Campo non previsto: extra.'],
      [{ ...valid, asin_prodotto: 'B0TEST0004', nome_sintetico: 'x'.repeat(201) }, 400, 'nome_sintetico: Può contenere al massimo 200 caratteri.'],
      [{ ...valid, asin_prodotto: 'b0test0001' }, 409, 'Esiste già un prodotto con questo ASIN.'],
    ];
    for (const [payload, status, error] of cases) {
      const res = await send('POST', '/api/prodotti', payload);
      expect({ status: res.statusCode, body: res.json() }, JSON.stringify(payload)).toEqual({ status, body: { error } });
    }
    expect(await count()).toBe(before);
  });
});

describe('PUT and DELETE /api/prodotti/{id}', () => {
  it('updates only the fields sent, with display name and preferred ASIN; a new price is dated', async () => {
    const created = (await send('POST', '/api/prodotti', { asin_prodotto: 'B0TEST0010', nome_prodotto: 'Power bank 20000 mAh', prezzo_originale: 30 })).json();
    await h.t.db.kysely.updateTable('products').set({ prezzo_aggiornato_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', created.id).execute();

    const renamed = await send('PUT', `/api/prodotti/${created.id}`, { nome_visualizzato: 'Power bank da viaggio', asin_preferito: 'b0pref0001' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      nome_prodotto: 'Power bank 20000 mAh',
      nome_visualizzato: 'Power bank da viaggio',
      asin_preferito: 'B0PREF0001',
      prezzo_originale: 30,
      prezzo_aggiornato_at: '2020-01-01T00:00:00.000Z',
      url_acquisto: 'https://www.amazon.it/dp/B0PREF0001',
    });

    const repriced = (await send('PUT', `/api/prodotti/${created.id}`, { prezzo_scontato: 25, nome_visualizzato: '' })).json();
    expect(repriced).toMatchObject({ prezzo_originale: 30, prezzo_scontato: 25, prezzo_prodotto: 25, nome_visualizzato: null });
    expect(repriced.prezzo_aggiornato_at > '2020-01-01T00:00:00.000Z').toBe(true);
  });

  it('keeps its own ASIN, refuses another product’s, an empty name and unknown ids', async () => {
    const a = (await send('POST', '/api/prodotti', { asin_prodotto: 'B0TEST0020', nome_prodotto: 'A' })).json();
    await send('POST', '/api/prodotti', { asin_prodotto: 'B0TEST0021', nome_prodotto: 'B' });
    expect((await send('PUT', `/api/prodotti/${a.id}`, { asin_prodotto: 'B0TEST0020', nome_prodotto: 'A2' })).statusCode).toBe(200);
    const dup = await send('PUT', `/api/prodotti/${a.id}`, { asin_prodotto: 'b0test0021' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'Esiste già un prodotto con questo ASIN.' });
    expect((await send('PUT', `/api/prodotti/${a.id}`, { nome_prodotto: '' })).json()).toEqual({ error: 'Il nome prodotto è obbligatorio.' });
    expect((await send('GET', `/api/prodotti/${a.id}`)).json().nome_prodotto).toBe('A2');
    const missing = await send('PUT', '/api/prodotti/999999', { nome_prodotto: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Prodotto non trovato.' });
    expect((await send('PUT', '/api/prodotti/abc', { nome_prodotto: 'X' })).statusCode).toBe(400);
  });

  it('deletes a product and its review', async () => {
    const p = (await send('POST', '/api/prodotti', { asin_prodotto: 'B0TEST0030', nome_prodotto: 'Da eliminare' })).json();
    await h.t.services.reviews.create({ id_prodotto: p.id, contenuto: '<p>Ottima</p>', stato: 'bozza' });
    const res = await send('DELETE', `/api/prodotti/${p.id}`);
    expect(res.statusCode).toBe(204);
    expect((await send('GET', `/api/prodotti/${p.id}`)).statusCode).toBe(404);
    const review = await h.t.db.kysely.selectFrom('reviews').select('id').where('id_prodotto', '=', p.id).executeTakeFirst();
    expect(review).toBeUndefined();
    expect((await send('DELETE', `/api/prodotti/${p.id}`)).statusCode).toBe(404);
  });

  it('writes need a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/prodotti'],
      ['PUT', '/api/prodotti/1'],
      ['DELETE', '/api/prodotti/1'],
    ] as const) {
      const res = await h.t.app.inject({ method, url, payload: method === 'DELETE' ? undefined : { nome_prodotto: 'X' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
