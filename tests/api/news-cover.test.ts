import { expect, it } from 'vitest';
import type { News } from '../../common/types.ts';
import { createNews } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Unsplash covers on the news side: a cover picked from Unsplash (an images row, as POST /api/immagini
 * records it) gives the news item its URL and its credit (author, author link, source 'unsplash')
 * on the public API; removing it falls back to the item's own fields. Both databases.
 */
const h = dashboardTestApp({ FEED_URLS: 'http://127.0.0.1:9/feed.xml' });
const send = h.send;

it('a picked Unsplash cover is credited on the published news item, and can be removed', async () => {
  const image = await h.t.db.kysely
    .insertInto('images')
    .values({
      fonte: 'unsplash',
      id_esterno: 'abc123',
      url: 'https://images.unsplash.com/photo-1?w=1600',
      url_full: null,
      autore: 'Giulia Rossi',
      autore_link: 'https://unsplash.com/@giuliarossi',
      created_at: h.t.clock.nowIso(),
      download_location: null,
      parola_chiave: 'allerta',
      tracciato_at: null,
      errore_tracciamento: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const news = await createNews(h, { titolo: 'Copertina da Unsplash', sommario: 'Una prova.', id_immagine: image.id, immagine_autore: 'Altro' });
  expect(news).toMatchObject({
    id_immagine: image.id,
    immagine_url: 'https://images.unsplash.com/photo-1?w=1600',
    immagine_autore: 'Giulia Rossi',
    immagine_autore_link: 'https://unsplash.com/@giuliarossi',
    immagine_fonte: 'unsplash',
  });
  await send('POST', `/api/notizie/${news.id}/pubblica`, {});
  const pub = (await send('GET', `/api/notizie/slug/${news.slug}`, undefined, '')).json<News>();
  expect(pub).toMatchObject({ immagine_autore: 'Giulia Rossi', immagine_fonte: 'unsplash' });

  const missing = await send('PUT', `/api/notizie/${news.id}`, { id_immagine: 999999 });
  expect(missing.statusCode).toBe(400);

  const removed = (await send('PUT', `/api/notizie/${news.id}`, { id_immagine: null, immagine_url: 'https://example.test/foto.jpg', immagine_autore: 'Agenzia' })).json<News>();
  expect(removed).toMatchObject({ id_immagine: null, immagine_url: 'https://example.test/foto.jpg', immagine_autore: 'Agenzia', immagine_fonte: null });
});
