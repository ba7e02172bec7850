import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { STAFF } from '../../server/domain/visibility.ts';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';
import { send } from '../helpers/builders.ts';

let t: TestApp;
let staffCookie: string;
let draftReviewProductId: number;
let publishedReviewProductId: number;
let draftGuideId: number;
let archivedGuideId: number;
let draftNews: { id: number; slug: string; titolo: string };
let archivedNews: { id: number; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.services);
  staffCookie = await login(t);
  const reviews = await t.services.reviews.list(STAFF);
  draftReviewProductId = reviews.find((r) => r.stato === 'bozza')!.id_prodotto;
  publishedReviewProductId = reviews.find((r) => r.stato === 'pubblicata')!.id_prodotto;
  const guides = await t.services.guides.list(STAFF);
  draftGuideId = guides.find((g) => g.stato === 'bozza')!.id;
  archivedGuideId = guides.find((g) => g.stato === 'pubblicata')!.id;
  await t.db.kysely.updateTable('guides').set({ stato: 'archiviata' }).where('id', '=', archivedGuideId).execute();
  const news = await t.services.news.list(STAFF);
  draftNews = news.find((n) => n.stato === 'bozza')!;
  const archived = news.find((n) => n.stato === 'pubblicata')!;
  archivedNews = archived;
  await t.db.kysely.updateTable('news').set({ stato: 'archiviata' }).where('id', '=', archived.id).execute();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => send(t, 'GET', url, undefined, cookie);

describe('anonymous visitors only ever receive published content', () => {
  for (const resource of ['recensioni', 'guide', 'notizie']) {
    it(`GET /api/${resource} is public and pinned to 'pubblicata' whatever stato is asked`, async () => {
      for (const query of ['', '?stato=bozza', '?stato=archiviata', '?stato=pubblicata', '?stato=']) {
        const res = await get(`/api/${resource}${query}`);
        expect(res.statusCode, query).toBe(200);
        const list = res.json() as Array<{ stato: string }>;
        expect(list.length, query).toBeGreaterThan(0);
        expect(new Set(list.map((i) => i.stato)), query).toEqual(new Set(['pubblicata']));
      }
    });

    it(`staff asking /api/${resource}?stato=bozza get the drafts`, async () => {
      const res = await get(`/api/${resource}?stato=bozza`, staffCookie);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ stato: string }>;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((i) => i.stato === 'bozza')).toBe(true);
    });

    it(`limit works on /api/${resource} and bad values are refused in Italian`, async () => {
      expect((await get(`/api/${resource}?limit=2`)).json()).toHaveLength(2);
      expect((await get(`/api/${resource}?stato=pubblicata&limit=1`)).json()).toHaveLength(1);
      for (const bad of ['0', '201', 'abc', '1.5', '-3']) {
        const res = await get(`/api/${resource}?limit=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json(), bad).toEqual({ error: 'limit: Deve essere un numero intero tra 1 e 200.' });
      }
      const res = await get(`/api/${resource}?stato=segreta`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'stato: Deve essere bozza, pubblicata oppure archiviata.' });
    });
  }

  it('a draft review is invisible by product id, in lists and in the product list', async () => {
    const res = await get(`/api/recensioni/${draftReviewProductId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Recensione non trovata.', exists: false, recensione: null });
    const draft = (await t.services.reviews.getByProduct(STAFF, draftReviewProductId))!;
    const all = await get('/api/recensioni?stato=bozza&limit=200');
    expect(all.body).not.toContain(draft.titolo!);
    const staff = await get(`/api/recensioni/${draftReviewProductId}`, staffCookie);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ exists: true, recensione: { stato: 'bozza', id_prodotto: draftReviewProductId } });
  });

  it('a published review answers {exists: true, recensione} with the spec fields', async () => {
    const res = await get(`/api/recensioni/${publishedReviewProductId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.exists).toBe(true);
    expect(body.recensione).toMatchObject({ id_prodotto: publishedReviewProductId, stato: 'pubblicata' });
    for (const key of ['id', 'id_recensione', 'titolo', 'recensione_prodotto', 'data_recensione', 'nome_sintetico', 'nome_prodotto', 'img_prodotto']) {
      expect(body.recensione).toHaveProperty(key);
    }
  });

  it('draft and archived guides answer 404 by id and by /prodotti, and stay out of lists', async () => {
    for (const id of [draftGuideId, archivedGuideId]) {
      for (const url of [`/api/guide/${id}`, `/api/guide/${id}/prodotti`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ error: 'Guida non trovata.' });
        expect((await get(url, staffCookie)).statusCode, url).toBe(200);
      }
      const list = (await get('/api/guide?limit=200')).json() as Array<{ id: number }>;
      expect(list.map((g) => g.id)).not.toContain(id);
    }
  });

  it('draft and archived news answer 404 by id and by slug, and stay out of lists', async () => {
    for (const n of [draftNews, archivedNews]) {
      for (const url of [`/api/notizie/${n.id}`, `/api/notizie/slug/${n.slug}`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ error: 'Notizia non trovata.' });
        expect((await get(url, staffCookie)).statusCode, url).toBe(200);
      }
    }
    const list = await get('/api/notizie?stato=bozza&limit=200');
    expect(list.body).not.toContain(draftNews.slug);
    expect(list.body).not.toContain(archivedNews.slug);
  });
});

describe('public reads', () => {
  it('GET /api/guide/:id returns the guide with normalised content; /prodotti its products in order', async () => {
    const guides = (await get('/api/guide')).json() as Array<{ id: number; prodotti: number[]; contenuto: { sezioni: unknown[] } }>;
    const guide = guides.find((g) => g.prodotti.length > 1)!;
    const one = await get(`/api/guide/${guide.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: guide.id, stato: 'pubblicata' });
    expect(one.json().contenuto).toHaveProperty('introduzione');
    const products = await get(`/api/guide/${guide.id}/prodotti`);
    expect(products.statusCode).toBe(200);
    expect((products.json() as Array<{ id: number }>).map((p) => p.id)).toEqual(guide.prodotti);
    expect(products.json()[0]).toHaveProperty('url_acquisto');
  });

  it('news: newest first, by slug and by id; anonymous callers never get the original feed text', async () => {
    await t.db.kysely.updateTable('news').set({ testo_originale: 'testo integrale della fonte' }).execute();
    const list = (await get('/api/notizie')).json() as Array<{ id: number; slug: string; data_pubblicazione: string; testo_originale: string | null }>;
    const dates = list.map((n) => n.data_pubblicazione);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.every((n) => n.testo_originale === null)).toBe(true);
    const bySlug = await get(`/api/notizie/slug/${list[0]!.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: list[0]!.id, testo_originale: null });
    const byId = await get(`/api/notizie/${list[0]!.id}`);
    expect(byId.json().slug).toBe(list[0]!.slug);
    expect((await get(`/api/notizie/${list[0]!.id}`, staffCookie)).json().testo_originale).toBe('testo integrale della fonte');
  });

  it('bad ids and slugs get Italian messages, never a crash', async () => {
    for (const url of ['/api/recensioni/abc', '/api/guide/abc', '/api/guide/1.5/prodotti', '/api/notizie/abc', '/api/guide/99999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ error: 'Identificativo non valido.' });
    }
    for (const url of ['/api/guide/987654', '/api/notizie/987654', '/api/notizie/slug/non-esiste', `/api/notizie/slug/${'x'.repeat(90)}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error, url).toMatch(/non trovat/);
    }
    // Past the site's longest address: refused before any work.
    const long = await get(`/api/notizie/slug/${'x'.repeat(5000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.headers['content-type']).toMatch(/json/);
  });

  it('stored HTML never carries scripts or event handlers', async () => {
    const product = (await t.services.products.list())[0]!;
    await t.db.kysely.deleteFrom('reviews').where('id_prodotto', '=', product.id).execute();
    await t.services.reviews.create({
      id_prodotto: product.id,
      contenuto: '<p>Ottima</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      stato: 'pubblicata',
    });
    const body = (await get(`/api/recensioni/${product.id}`)).json();
    expect(body.recensione.recensione_prodotto).toContain('<p>Ottima</p>');
    expect(body.recensione.recensione_prodotto).not.toMatch(/script|onerror|javascript:/i);
  });
});
