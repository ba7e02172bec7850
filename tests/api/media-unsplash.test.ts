import { describe, expect, it } from 'vitest';
import type { MediaItem } from '../../common/media.ts';
import { createProduct } from '../helpers/builders.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * Unsplash picks in the media library, on SQLite and PostgreSQL: a cover chosen with the existing
 * picker (POST /api/immagini) is a library item with its credit, its uses and its size (the stored
 * 1600 px image in the photo's proportions, so an image block of it sets width and height).
 */
withFakeServices();
const h = dashboardTestApp({ UNSPLASH_ACCESS_KEY: 'chiave-unsplash-test' });

describe('Unsplash picks in the library', () => {
  it('shows a cover picked on Unsplash (the existing picker’s flow) in the library, with its credit and uses', async () => {
    const [result] = (await h.send('GET', '/api/immagini/cerca?query=kit')).json<
      Array<{ id: string; url: string; autore: string; autore_link: string; width: number; height: number; links: { download_location: string } }>
    >();
    const recorded = await h.send('POST', '/api/immagini', {
      id: result!.id,
      url: result!.url,
      autore: result!.autore,
      autore_link: result!.autore_link,
      download_location: result!.links.download_location,
      query: 'kit',
      width: 4000,
      height: 3000,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json<{ id: number }>().id;
    const productId = await createProduct(h);
    const guide = await h.send('POST', '/api/guide', {
      titolo: 'Guida con foto',
      id_immagine: id,
      contenuto: { introduzione: '<p>Testo</p>', sezioni: [], conclusione: '' },
      prodotti: [productId],
    });
    expect(guide.statusCode, guide.body).toBe(201);
    const listed = (await h.send('GET', '/api/media?fonte=unsplash&q=rossi')).json<MediaItem[]>().find((i) => i.id === id);
    expect(listed).toMatchObject({ fonte: 'unsplash', url: result!.url, autore: 'Giulia Rossi', autore_link: result!.autore_link, usi: 1, larghezze: [] });
    // Its size as the library shows it (the stored 1600 px image, in the photo's proportions): an image block sets width and height.
    expect(listed).toMatchObject({ larghezza: 1600, altezza: 1200 });
    // A size that is not plausible is not kept.
    const odd = await h.send('POST', '/api/immagini', {
      id: result!.id,
      url: result!.url,
      autore: result!.autore,
      autore_link: result!.autore_link,
      download_location: result!.links.download_location,
      width: -3,
      height: 'alto',
    });
    expect(odd.statusCode, odd.body).toBe(201);
    expect((await h.send('GET', `/api/media/${odd.json<{ id: number }>().id}`)).json<MediaItem>()).toMatchObject({ larghezza: null, altezza: null });
  });
});
