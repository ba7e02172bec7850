import { afterAll, beforeAll, expect, it } from 'vitest';
import type { News } from '../../common/types.ts';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';

/**
 * Issue 11 on the news side: a cover picked from Unsplash (an images row, as POST /api/immagini
 * records it) gives the news item its URL and its credit (author, author link, source 'unsplash')
 * on the public API; removing it falls back to the item's own fields. Both databases.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ FEED_URLS: 'http://127.0.0.1:9/feed.xml' });
  cookie = await login(t, undefined, '10.44.0.1');
});
afterAll(async () => {
  await t?.close();
});

it('a picked Unsplash cover is credited on the published news item, and can be removed', async () => {
  const image = await t.db.kysely
    .insertInto('images')
    .values({
      fonte: 'unsplash',
      id_esterno: 'abc123',
      url: 'https://images.unsplash.com/photo-1?w=1600',
      url_full: null,
      autore: 'Giulia Rossi',
      autore_link: 'https://unsplash.com/@giuliarossi',
      created_at: new Date().toISOString(),
      download_location: null,
      parola_chiave: 'allerta',
      tracciato_at: null,
      errore_tracciamento: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const headers = { cookie };
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/notizie',
    headers,
    payload: { titolo: 'Copertina da Unsplash', sommario: 'Una prova.', id_immagine: image.id, immagine_autore: 'Altro' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const news = created.json<News>();
  expect(news).toMatchObject({
    id_immagine: image.id,
    immagine_url: 'https://images.unsplash.com/photo-1?w=1600',
    immagine_autore: 'Giulia Rossi',
    immagine_autore_link: 'https://unsplash.com/@giuliarossi',
    immagine_fonte: 'unsplash',
  });
  await t.app.inject({ method: 'POST', url: `/api/notizie/${news.id}/pubblica`, headers, payload: {} });
  const pub = (await t.app.inject({ method: 'GET', url: `/api/notizie/slug/${news.slug}` })).json<News>();
  expect(pub).toMatchObject({ immagine_autore: 'Giulia Rossi', immagine_fonte: 'unsplash' });

  const missing = await t.app.inject({ method: 'PUT', url: `/api/notizie/${news.id}`, headers, payload: { id_immagine: 999999 } });
  expect(missing.statusCode).toBe(400);

  const removed = (
    await t.app.inject({ method: 'PUT', url: `/api/notizie/${news.id}`, headers, payload: { id_immagine: null, immagine_url: 'https://example.test/foto.jpg', immagine_autore: 'Agenzia' } })
  ).json<News>();
  expect(removed).toMatchObject({ id_immagine: null, immagine_url: 'https://example.test/foto.jpg', immagine_autore: 'Agenzia', immagine_fonte: null });
});
