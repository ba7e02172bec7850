import { beforeAll, describe, expect, it } from 'vitest';
import { TOTAL_HEADER } from '../../common/list-params.ts';
import { createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * The filters of the dashboard's Prodotti and Recensioni (GET /api/prodotti, /api/recensioni):
 * `q`, `categoria`, `stato`, `ordine=recenti`, filtered in SQL, with X-Total-Count for staff who ask
 * for a page; visitors still see only what they saw, whatever they search for. SQLite and PostgreSQL.
 */
const h = dashboardTestApp();
const send = h.send;

let lights: number;
let radios: number;
const ids: Record<string, number> = {};

async function category(nome: string): Promise<number> {
  const res = await send('POST', '/api/categorie-prodotti', { nome });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function review(productId: number, stato: 'bozza' | 'pubblicata' | 'archiviata', titolo: string | null = null): Promise<number> {
  return h.t.services.reviews.create({ id_prodotto: productId, titolo, contenuto: '<p>Un buon prodotto per le emergenze.</p>', stato });
}

beforeAll(async () => {
  lights = await category('Luci di prova');
  radios = await category('Radio di prova');
  ids.torcia = await createProduct(h, {
    nome_prodotto: 'Torcia frontale ricaricabile',
    nome_sintetico: 'Torcia Vedetta',
    asin_prodotto: 'B0FILTRO01',
    id_categoria: lights,
  });
  ids.lanterna = await createProduct(h, { nome_prodotto: 'Lanterna da campeggio 100% solare', asin_prodotto: 'B0FILTRO02', id_categoria: lights });
  ids.radio = await createProduct(h, { nome_prodotto: 'Radio a manovella', asin_prodotto: 'B0FILTRO03', id_categoria: radios });
  ids.fischietto = await createProduct(h, { nome_prodotto: 'Fischietto di segnalazione', asin_prodotto: 'B0FILTRO04' });
  expect((await send('PUT', `/api/prodotti/${ids.radio}`, { nome_visualizzato: 'Ondaviva da cantina' })).statusCode).toBe(200);
  ids.rTorcia = await review(ids.torcia, 'pubblicata', 'La luce che serve in blackout');
  ids.rLanterna = await review(ids.lanterna, 'bozza', 'Bozza segreta della lanterna');
  ids.rRadio = await review(ids.radio, 'archiviata');
});

const listed = async (url: string, cookie?: string) => {
  const res = await send('GET', url, undefined, cookie);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { ids: (res.json() as Array<{ id: number }>).map((x) => x.id), total: res.headers[TOTAL_HEADER] };
};

describe('GET /api/prodotti: q, categoria, ordine', () => {
  it('q finds a substring of the name, short name, display name or ASIN, whatever the case', async () => {
    expect((await listed('/api/prodotti?q=torcia')).ids).toEqual([ids.torcia]);
    expect((await listed('/api/prodotti?q=VEDETTA')).ids).toEqual([ids.torcia]);
    expect((await listed('/api/prodotti?q=cantina')).ids).toEqual([ids.radio]);
    expect((await listed('/api/prodotti?q=b0filtro04')).ids).toEqual([ids.fischietto]);
    expect((await listed('/api/prodotti?q=%20manovella%20')).ids).toEqual([ids.radio]);
    expect((await listed('/api/prodotti?q=nulla-del-genere')).ids).toEqual([]);
  });

  it('%, _ and \\ are searched as themselves', async () => {
    expect((await listed(`/api/prodotti?q=${encodeURIComponent('100%')}`)).ids).toEqual([ids.lanterna]);
    expect((await listed(`/api/prodotti?q=${encodeURIComponent('%')}`)).ids).toEqual([ids.lanterna]);
    expect((await listed(`/api/prodotti?q=${encodeURIComponent('_')}`)).ids).toEqual([]);
    expect((await listed(`/api/prodotti?q=${encodeURIComponent('\\')}`)).ids).toEqual([]);
  });

  it('categoria keeps that category; with q both apply', async () => {
    expect((await listed(`/api/prodotti?categoria=${lights}`)).ids).toEqual([ids.torcia, ids.lanterna]);
    expect((await listed(`/api/prodotti?categoria=${lights}&q=lanterna`)).ids).toEqual([ids.lanterna]);
    expect((await listed(`/api/prodotti?categoria=${radios}&q=lanterna`)).ids).toEqual([]);
  });

  it('ordine=recenti answers newest first; without it the spec’s order by id stays', async () => {
    const all = [ids.torcia, ids.lanterna, ids.radio, ids.fischietto];
    expect((await listed('/api/prodotti')).ids).toEqual(all);
    expect((await listed('/api/prodotti?ordine=recenti')).ids).toEqual([...all].reverse());
    expect((await listed('/api/prodotti?ordine=recenti&limit=2&offset=1')).ids).toEqual([ids.radio, ids.lanterna]);
  });

  it('X-Total-Count: the matching products, for staff asking for a page only', async () => {
    expect(await listed(`/api/prodotti?categoria=${lights}&limit=1`)).toEqual({ ids: [ids.torcia], total: '2' });
    expect((await listed('/api/prodotti?limit=2&offset=2')).total).toBe('4');
    expect((await listed(`/api/prodotti?categoria=${lights}`)).total).toBeUndefined();
    expect((await listed(`/api/prodotti?categoria=${lights}&limit=1`, '')).total).toBeUndefined();
  });

  it('visitors search the same list, without the refresh errors', async () => {
    expect((await listed('/api/prodotti?q=cantina', '')).ids).toEqual([ids.radio]);
    // The render cache keys the answers by the schema's parameters: another category, another answer.
    expect((await listed(`/api/prodotti?categoria=${lights}`, '')).ids).toEqual([ids.torcia, ids.lanterna]);
    expect((await listed(`/api/prodotti?categoria=${radios}`, '')).ids).toEqual([ids.radio]);
  });

  it.each([
    [`q=${'x'.repeat(101)}`, 'q: Deve contenere al massimo 100 caratteri.'],
    ['q=a&q=b', 'q: Deve essere un testo.'],
    ['categoria=luci', 'categoria: Deve essere un numero intero positivo.'],
    ['categoria=0', 'categoria: Deve essere un numero intero positivo.'],
    ['ordine=vecchi', 'ordine: Deve essere «recenti» oppure mancare.'],
  ])('?%s is a 400 in Italian', async (query, error) => {
    for (const cookie of [undefined, '']) {
      const res = await send('GET', `/api/prodotti?${query}`, undefined, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });
});

describe('GET /api/recensioni: q, categoria, stato', () => {
  it('staff find every status by the title or the product’s names', async () => {
    expect((await listed('/api/recensioni?q=segreta')).ids).toEqual([ids.rLanterna]);
    expect((await listed('/api/recensioni?q=BLACKOUT')).ids).toEqual([ids.rTorcia]);
    expect((await listed('/api/recensioni?q=vedetta')).ids).toEqual([ids.rTorcia]);
    expect((await listed('/api/recensioni?q=ondaviva')).ids).toEqual([ids.rRadio]);
    expect((await listed('/api/recensioni?q=manovella&stato=bozza')).ids).toEqual([]);
  });

  it('categoria is the product’s category, with stato and q', async () => {
    expect(new Set((await listed(`/api/recensioni?categoria=${lights}`)).ids)).toEqual(new Set([ids.rTorcia, ids.rLanterna]));
    expect((await listed(`/api/recensioni?categoria=${lights}&stato=bozza`)).ids).toEqual([ids.rLanterna]);
    expect((await listed(`/api/recensioni?categoria=${radios}&q=torcia`)).ids).toEqual([]);
  });

  it('visitors never find a draft or an archived review, whatever they ask', async () => {
    expect((await listed('/api/recensioni?q=segreta', '')).ids).toEqual([]);
    expect((await listed('/api/recensioni?q=segreta&stato=bozza', '')).ids).toEqual([]);
    expect((await listed('/api/recensioni?q=lanterna&stato=bozza&limit=5', '')).ids).toEqual([]);
    expect((await listed(`/api/recensioni?categoria=${lights}`, '')).ids).toEqual([ids.rTorcia]);
    expect((await listed(`/api/recensioni?categoria=${radios}`, '')).ids).toEqual([]);
    expect((await listed('/api/recensioni?q=ondaviva', '')).ids).toEqual([]);
    expect((await listed('/api/recensioni?q=blackout', '')).ids).toEqual([ids.rTorcia]);
  });

  it('X-Total-Count: the matching reviews, for staff asking for a page only', async () => {
    expect((await listed('/api/recensioni?limit=1')).total).toBe('3');
    expect((await listed(`/api/recensioni?categoria=${lights}&limit=1&offset=1`)).total).toBe('2');
    expect((await listed('/api/recensioni?stato=bozza&limit=10')).total).toBe('1');
    expect((await listed('/api/recensioni')).total).toBeUndefined();
    expect((await listed('/api/recensioni?limit=1', '')).total).toBeUndefined();
  });

  it('a wrong filter is a 400 in Italian', async () => {
    const tooLong = await send('GET', `/api/recensioni?q=${'y'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'q: Deve contenere al massimo 100 caratteri.' });
    const category = await send('GET', '/api/recensioni?categoria=-3', undefined, '');
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({ error: 'categoria: Deve essere un numero intero positivo.' });
  });
});
