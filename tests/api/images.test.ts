import { describe, expect, it } from 'vitest';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { IMAGE_MSG } from '../../common/messages-images.ts';
import type { ImageResult } from '../../common/images.ts';
import { countRows } from '../../server/db/count.ts';
import { ADMIN, createTestApp, login } from '../helpers/app.ts';
import { createProduct } from '../helpers/builders.ts';
import { fakeUnsplash } from '../mocks/unsplash.ts';
import { type DashboardTestApp, dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * Cover images from Unsplash: search through the fake Unsplash (msw), its failures in
 * Italian with nothing stored, the record of a chosen photo with Unsplash's download tracking
 * (best effort), what the request may not smuggle in, and a guide saved with a picked cover
 * carrying the credit. Runs on SQLite and PostgreSQL.
 */
withFakeServices();
const h = dashboardTestApp({ UNSPLASH_ACCESS_KEY: 'chiave-unsplash-test', UNSPLASH_TIMEOUT_MS: '700' });

const send = h.send;

const imageCount = () => countRows(h.t.db.kysely, 'images');

async function search(query: string, app: DashboardTestApp = h): Promise<ImageResult[]> {
  const res = await app.send('GET', `/api/immagini/cerca?query=${encodeURIComponent(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The spec's smaller image object (section 3) of a search result: no id, the one of its download address. */
const smallShapeOf = (r: ImageResult) => ({
  url: r.url,
  autore: r.autore,
  urls: { regular: r.urls.regular, full: r.urls.full },
  user: { name: r.user.name, links: { html: r.user.links.html } },
  links: { download_location: r.links.download_location },
});

const choiceOf = (r: ImageResult, query = 'kit') => ({
  id: r.id,
  url: r.url,
  url_full: r.urls.full,
  autore: r.autore,
  autore_link: r.autore_link,
  download_location: r.links.download_location,
  query,
});

describe('GET /api/immagini/cerca', () => {
  it('answers an array of {url, autore} plus the fields a save needs, with the key and lang=it', async () => {
    const results = await search('kit');
    expect(results.map((r) => r.id)).toEqual(['kTq7nYq2b8E', 'Lm3Xc9-pQr0']);
    const first = results[0]!;
    expect(first.autore).toBe('Giulia Rossi');
    expect(first.url).toMatch(/^https:\/\/images\.unsplash\.com\/photo-.*[?&]w=1600/);
    expect(first.urls.regular).toMatch(/w=1080/);
    expect(first.urls.full).toMatch(/^https:\/\/images\.unsplash\.com\//);
    expect(first.user).toEqual({ name: 'Giulia Rossi', username: 'giulia_montagna', links: { html: 'https://unsplash.com/@giulia_montagna' } });
    expect(first.links.download_location).toMatch(/^https:\/\/api\.unsplash\.com\/photos\/kTq7nYq2b8E\/download\?ixid=/);
    expect(first.thumb).toMatch(/w=400/);
    const req = fakeUnsplash.requests[0]!;
    expect(req.authorization).toBe('Client-ID chiave-unsplash-test');
    expect(new URL(req.url).searchParams.get('lang')).toBe('it');
  });

  it('answers [] when nothing is found, and refuses a blank keyword without asking Unsplash', async () => {
    expect(await search('nessuna')).toEqual([]);
    fakeUnsplash.reset();
    for (const url of ['/api/immagini/cerca?query=%20%20', '/api/immagini/cerca']) {
      const res = await send('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: IMAGE_MSG.queryRequired });
    }
    expect(fakeUnsplash.requests).toHaveLength(0);
  });

  it('gives down, slow, 401, 403 rate limit and 429 each its Italian message, and stores nothing', async () => {
    const before = await imageCount();
    for (const [query, status, error] of [
      ['errore500', 502, IMAGE_MSG.server(500)],
      ['lento', 504, IMAGE_MSG.timeout(1)],
      ['errore401', 502, IMAGE_MSG.unauthorized],
      ['limite', 503, IMAGE_MSG.rateLimited],
      ['errore429', 503, IMAGE_MSG.rateLimited],
      ['rotto', 502, IMAGE_MSG.invalidResponse],
    ] as const) {
      const res = await send('GET', `/api/immagini/cerca?query=${query}`);
      expect([query, res.statusCode, res.json()]).toEqual([query, status, { error }]);
    }
    expect(await imageCount()).toBe(before);
  });

  it('without a key says how to configure it (the key saved in Chiavi API wins over the environment)', async () => {
    const bare = await createTestApp();
    try {
      const c = await login(bare, ADMIN, '10.42.0.2');
      const res = await bare.app.inject({ method: 'GET', url: '/api/immagini/cerca?query=kit', headers: { cookie: c } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: IMAGE_MSG.notConfigured });
      await bare.services.keys.set('unsplash', 'chiave-salvata');
      const ok = await bare.app.inject({ method: 'GET', url: '/api/immagini/cerca?query=kit', headers: { cookie: c } });
      expect(ok.statusCode).toBe(200);
      expect(fakeUnsplash.requests.at(-1)!.authorization).toBe('Client-ID chiave-salvata');
    } finally {
      await bare.close();
    }
  });

  it('is private', async () => {
    expect((await send('GET', '/api/immagini/cerca?query=kit', undefined, '')).statusCode).toBe(401);
    expect((await send('POST', '/api/immagini', {}, '')).statusCode).toBe(401);
  });
});

describe('POST /api/immagini', () => {
  it('records the chosen photo (source unsplash, author, link, URLs, download_location, keyword) and calls the download tracking', async () => {
    const [first] = await search('kit');
    fakeUnsplash.reset();
    const res = await send('POST', '/api/immagini', choiceOf(first!, 'zaino'));
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json();
    expect(image).toEqual({
      id: expect.any(Number),
      fonte: 'unsplash',
      id_esterno: 'kTq7nYq2b8E',
      url: first!.url,
      url_full: first!.urls.full,
      autore: 'Giulia Rossi',
      autore_link: 'https://unsplash.com/@giulia_montagna',
      tracciato: true,
    });
    expect(fakeUnsplash.downloads).toHaveLength(1);
    expect(fakeUnsplash.downloads[0]!.url).toBe(first!.links.download_location);
    expect(fakeUnsplash.downloads[0]!.authorization).toBe('Client-ID chiave-unsplash-test');
    const row = await h.t.db.kysely.selectFrom('images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ download_location: first!.links.download_location, parola_chiave: 'zaino', errore_tracciamento: null });
    expect(row.tracciato_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await send('GET', `/api/immagini/${image.id}`)).json()).toEqual(image);
  });

  it('keeps the save when the tracking fails, and says so', async () => {
    const [, second] = await search('kit');
    fakeUnsplash.failTrackingNext(500);
    fakeUnsplash.failTrackingNext(500);
    const res = await send('POST', '/api/immagini', choiceOf(second!));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ autore: 'Marco Bianchi', tracciato: false });
    const row = await h.t.db.kysely.selectFrom('images').selectAll().where('id', '=', res.json().id).executeTakeFirstOrThrow();
    expect(row.tracciato_at).toBeNull();
    expect(row.errore_tracciamento).toContain(IMAGE_MSG.server(500));
  });

  it('refuses what it cannot verify as Unsplash’s, storing nothing and calling nobody', async () => {
    const [first] = await search('kit');
    const good = choiceOf(first!);
    fakeUnsplash.reset();
    const before = await imageCount();
    for (const [patch, error] of [
      [{ url: 'https://evil.example/photo-1.jpg' }, IMAGE_MSG.urlInvalid],
      [{ url: 'http://images.unsplash.com/photo-1' }, IMAGE_MSG.urlInvalid],
      [{ url_full: 'https://evil.example/full.jpg' }, IMAGE_MSG.urlInvalid],
      [{ autore_link: 'https://evil.example/@giulia' }, IMAGE_MSG.authorLinkInvalid],
      [{ download_location: 'https://evil.example/photos/kTq7nYq2b8E/download' }, IMAGE_MSG.downloadLocationInvalid],
      [{ download_location: 'https://api.unsplash.com/photos/ALTRA0000/download' }, IMAGE_MSG.downloadLocationInvalid],
      [{ id: 'a/b' }, IMAGE_MSG.idInvalid],
      [{ autore: '' }, IMAGE_MSG.authorRequired],
      [{ extra: 1 }, 'Campo non previsto: extra.'],
    ] as const) {
      const res = await send('POST', '/api/immagini', { ...good, ...patch });
      expect([patch, res.statusCode, res.json()]).toEqual([patch, 400, { error }]);
    }
    expect(await imageCount()).toBe(before);
    expect(fakeUnsplash.requests).toHaveLength(0);
  });
});

describe('a guide with a picked cover', () => {
  it('is saved with the recorded image and answers the credit (author, link, source)', async () => {
    const productId = await createProduct(h, { nome_prodotto: 'Zaino di emergenza 40 litri', nome_sintetico: 'Zaino 40 L', asin_prodotto: 'B0IMGTEST1' });
    const [first, second] = await search('kit');
    const image = (await send('POST', '/api/immagini', choiceOf(first!))).json();
    const created = await send('POST', '/api/guide', {
      titolo: 'Lo zaino pronto',
      id_immagine: image.id,
      contenuto: { introduzione: '<p>Uno zaino pronto.</p>', sezioni: [{ id_prodotto: productId, testo: '<p>Capiente.</p>' }], conclusione: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      id_immagine: image.id,
      immagine_url: first!.url,
      immagine_autore: 'Giulia Rossi',
      immagine_autore_link: 'https://unsplash.com/@giulia_montagna',
      immagine_fonte: 'unsplash',
    });

    // Replacing the cover in an edit; removing it leaves no credit.
    const other = (await send('POST', '/api/immagini', choiceOf(second!))).json();
    const id = created.json().id as number;
    const replaced = await send('PUT', `/api/guide/${id}`, { id_immagine: other.id });
    expect(replaced.json()).toMatchObject({
      immagine_url: second!.url,
      immagine_autore: 'Marco Bianchi',
      immagine_autore_link: 'https://unsplash.com/@marco.b',
    });
    const removed = await send('PUT', `/api/guide/${id}`, { id_immagine: null, immagine_url: null });
    expect(removed.json()).toMatchObject({ id_immagine: null, immagine_url: null, immagine_autore: null, immagine_autore_link: null, immagine_fonte: null });
  });

  // Spec section 7 sends {titolo, immagine, contenuto, prodotti}, `immagine` being the
  // picker's image object (spec section 3: url, autore; on save urls.regular, urls.full,
  // user.name, user.links.html). The server records it and reports the use, as POST /api/immagini does.
  const guideWith = async (asin: string, immagine: unknown, extra: Record<string, unknown> = {}) => {
    const id = await createProduct(h, { nome_prodotto: `Torcia frontale ${asin}`, asin_prodotto: asin });
    return send('POST', '/api/guide', {
      titolo: 'La torcia giusta',
      immagine,
      contenuto: { introduzione: '<p>Luce.</p>', sezioni: [{ id_prodotto: id, testo: '<p>Leggera.</p>' }], conclusione: '' },
      prodotti: [id],
      ...extra,
    });
  };

  it('takes the picker’s image object as immagine: records the photo with its author and tracks the download once', async () => {
    const [first] = await search('kit');
    fakeUnsplash.reset();
    const res = await guideWith('B0IMGPICK1', first);
    expect(res.statusCode, res.body).toBe(201);
    const guide = res.json();
    expect(guide).toMatchObject({
      immagine_url: first!.url,
      id_immagine: expect.any(Number),
      immagine_autore: 'Giulia Rossi',
      immagine_autore_link: 'https://unsplash.com/@giulia_montagna',
      immagine_fonte: 'unsplash',
    });
    const row = await h.t.db.kysely.selectFrom('images').selectAll().where('id', '=', guide.id_immagine).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      fonte: 'unsplash',
      id_esterno: 'kTq7nYq2b8E',
      url: first!.url,
      url_full: first!.urls.full,
      autore: 'Giulia Rossi',
      autore_link: 'https://unsplash.com/@giulia_montagna',
      download_location: first!.links.download_location,
      errore_tracciamento: null,
    });
    expect(row.tracciato_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(fakeUnsplash.downloads.map((d) => [d.url, d.authorization])).toEqual([[first!.links.download_location, 'Client-ID chiave-unsplash-test']]);
  });

  it('takes the spec’s smaller shape (no id: the one of its download address), and a plain URL as before', async () => {
    const [, second] = await search('kit');
    fakeUnsplash.reset();
    const res = await guideWith('B0IMGPICK2', smallShapeOf(second!));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ immagine_url: second!.url, immagine_autore: 'Marco Bianchi', immagine_fonte: 'unsplash' });
    const row = await h.t.db.kysely.selectFrom('images').selectAll().where('id', '=', res.json().id_immagine).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id_esterno: second!.id, autore: 'Marco Bianchi', url_full: second!.urls.full });
    expect(fakeUnsplash.downloads).toHaveLength(1);

    const before = await imageCount();
    const plain = await guideWith('B0IMGPICK3', 'https://example.com/copertina.jpg');
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ immagine_url: 'https://example.com/copertina.jpg', id_immagine: null, immagine_fonte: null });
    expect(await imageCount()).toBe(before);
    expect(fakeUnsplash.downloads).toHaveLength(1);
  });

  it('refuses a picker object it cannot verify as Unsplash’s with an Italian 400, storing nothing and calling nobody', async () => {
    const [first] = await search('kit');
    fakeUnsplash.reset();
    const before = await imageCount();
    const guidesBefore = (await h.t.db.kysely.selectFrom('guides').select('id').execute()).length;
    const { id: _id, ...withoutId } = first!;
    for (const [i, [immagine, error, extra]] of (
      [
        [{ ...first, url: 'https://evil.example/photo-1.jpg' }, IMAGE_MSG.urlInvalid],
        [{ ...first, url: undefined, urls: { ...first!.urls, regular: 'https://plus.unsplash.com/premium_photo-1' } }, IMAGE_MSG.urlInvalid],
        [{ ...first, autore_link: undefined, user: { ...first!.user, links: { html: 'https://evil.example/@giulia' } } }, IMAGE_MSG.authorLinkInvalid],
        [{ ...first, autore: undefined, user: { ...first!.user, name: '' } }, IMAGE_MSG.authorRequired],
        [{ ...first, links: { download_location: 'https://evil.example/photos/kTq7nYq2b8E/download' } }, IMAGE_MSG.downloadLocationInvalid],
        [{ ...withoutId, links: {} }, IMAGE_MSG.idInvalid],
        [{ ...first, id: 'a/b' }, IMAGE_MSG.idInvalid],
        [[first], GUIDE_MSG.coverInvalid],
        [first, GUIDE_MSG.imageTwice, { id_immagine: 1 }],
      ] as Array<[unknown, string, Record<string, unknown>?]>
    ).entries()) {
      const res = await guideWith(`B0IMGBAD${String(i).padStart(2, '0')}`, immagine, extra);
      expect([i, res.statusCode, res.json()]).toEqual([i, 400, { error }]);
    }
    // A guide refused for another reason records no photo either.
    const unknownProduct = await send('POST', '/api/guide', { titolo: 'Senza prodotto', immagine: first, contenuto: '<p>x</p>', prodotti: [999999] });
    expect(unknownProduct.statusCode).toBe(400);
    expect(await imageCount()).toBe(before);
    expect((await h.t.db.kysely.selectFrom('guides').select('id').execute()).length).toBe(guidesBefore);
    expect(fakeUnsplash.requests).toHaveLength(0);
  });
});

// UNSPLASH_API_URL with a path (a proxy, or a local stand-in such as http://host/unsplash).
// The fake Unsplash answers on any host and path (tests/mocks/unsplash.ts).
describe('UNSPLASH_API_URL with a path', () => {
  const API = 'http://unsplash.proxy.test/servizi/unsplash';
  const p = dashboardTestApp({ UNSPLASH_ACCESS_KEY: 'chiave-unsplash-test', UNSPLASH_TIMEOUT_MS: '700', UNSPLASH_API_URL: `${API}/` });

  /** A guide of one product with `immagine` as its cover. */
  const guideWithCover = async (immagine: unknown) => {
    const productId = await createProduct(p, { nome_prodotto: `Fornellino da campo ${++seq}` });
    return p.send('POST', '/api/guide', {
      titolo: `Cucinare senza corrente ${seq}`,
      immagine,
      contenuto: { introduzione: '<p>Fuoco.</p>', sezioni: [{ id_prodotto: productId, testo: '<p>Compatto.</p>' }], conclusione: '' },
      prodotti: [productId],
    });
  };
  let seq = 0;

  it('takes back the image object the search answered, and tracks its download on that path', async () => {
    const [first, second] = await search('kit', p);
    expect(fakeUnsplash.requests[0]!.url.startsWith(`${API}/search/photos?`)).toBe(true);
    expect(first!.links.download_location).toMatch(new RegExp(`^${API.replace(/[.]/g, '\\.')}/photos/kTq7nYq2b8E/download\\?ixid=`));
    fakeUnsplash.reset();

    // The picker's object as a guide's immagine (what the issue saw refused).
    const guide = await guideWithCover(first);
    expect(guide.statusCode, guide.body).toBe(201);
    expect(guide.json()).toMatchObject({ immagine_url: first!.url, immagine_autore: 'Giulia Rossi', immagine_fonte: 'unsplash' });
    const row = await p.t.db.kysely.selectFrom('images').selectAll().where('id', '=', guide.json().id_immagine).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ download_location: first!.links.download_location, errore_tracciamento: null });
    expect(fakeUnsplash.downloads.map((d) => [d.url, d.authorization])).toEqual([[first!.links.download_location, 'Client-ID chiave-unsplash-test']]);

    // POST /api/immagini with the search result, and the spec's smaller shape (the id read from the address).
    const recorded = await p.send('POST', '/api/immagini', choiceOf(second!));
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({ id_esterno: second!.id, tracciato: true });
    const fromSmall = await guideWithCover(smallShapeOf(second!));
    expect(fromSmall.statusCode, fromSmall.body).toBe(201);
    expect(fakeUnsplash.downloads.map((d) => d.url)).toEqual([first!.links.download_location, second!.links.download_location, second!.links.download_location]);
  });

  it('still refuses any other host or path (the key goes only to the configured API)', async () => {
    const [first] = await search('kit', p);
    const good = choiceOf(first!);
    fakeUnsplash.reset();
    const before = await countRows(p.t.db.kysely, 'images');
    for (const download_location of [
      'https://evil.example/servizi/unsplash/photos/kTq7nYq2b8E/download',
      'http://unsplash.proxy.test/photos/kTq7nYq2b8E/download',
      'http://unsplash.proxy.test/altro/photos/kTq7nYq2b8E/download',
      'http://unsplash.proxy.test/servizi/unsplash/altro/photos/kTq7nYq2b8E/download',
      'http://unsplash.proxy.test/servizi/unsplashx/photos/kTq7nYq2b8E/download',
      'https://unsplash.proxy.test/servizi/unsplash/photos/kTq7nYq2b8E/download',
      `${API}/photos/ALTRA0000/download`,
    ]) {
      const res = await p.send('POST', '/api/immagini', { ...good, download_location });
      expect([download_location, res.statusCode, res.json()]).toEqual([download_location, 400, { error: IMAGE_MSG.downloadLocationInvalid }]);
    }
    // Unsplash's own address is the same photo: rebased on the configured API.
    const own = await p.send('POST', '/api/immagini', { ...good, download_location: 'https://api.unsplash.com/photos/kTq7nYq2b8E/download?ixid=abc' });
    expect(own.statusCode, own.body).toBe(201);
    expect(fakeUnsplash.downloads.map((d) => d.url)).toEqual([`${API}/photos/kTq7nYq2b8E/download?ixid=abc`]);
    expect(await countRows(p.t.db.kysely, 'images')).toBe(before + 1);
  });
});
