import { http, HttpResponse } from 'msw';
import type { MediaDetail, MediaItem, MediaUse } from '../../app/entities/media/types.ts';
import { apiServer } from './api-server.ts';

/** An uploaded item of the media library, as GET /api/media answers it. */
export function aMediaItem(over: Partial<MediaItem> = {}): MediaItem {
  const id = over.id ?? 1;
  return {
    id,
    fonte: 'caricamento',
    url: `/media/chiave${id}abcdefghijklmnop/1600.webp`,
    alt: 'Kit di emergenza aperto su un tavolo di legno',
    credito: 'Foto della redazione',
    autore: null,
    autore_link: null,
    larghezza: 1600,
    altezza: 900,
    larghezze: [400, 800, 1200, 1600],
    formati: ['avif', 'webp'],
    byte: 245_760,
    nome_file: 'kit.jpg',
    created_at: '2026-05-04T08:15:00.000Z',
    usi: 0,
    ...over,
  };
}

export const anUnsplashItem = (over: Partial<MediaItem> = {}): MediaItem =>
  aMediaItem({
    id: 2,
    fonte: 'unsplash',
    url: 'https://images.unsplash.com/photo-123?ixid=abc&w=1600&fit=max',
    alt: null,
    credito: null,
    autore: 'Anna Rossi',
    autore_link: 'https://unsplash.com/@annarossi',
    larghezza: null,
    altezza: null,
    larghezze: [],
    formati: [],
    byte: null,
    nome_file: null,
    ...over,
  });

export const aUse = (over: Partial<MediaUse> = {}): MediaUse => ({
  tipo: 'guida',
  id: 3,
  titolo: 'Il kit per il blackout',
  modifica: '/dashboard/guide/3',
  come: 'copertina',
  ...over,
});

/**
 * GET /api/media answers from `items` as the server would: the `fonte` and `q` filters (q on the
 * alt text), `limit` and `offset`, X-Total-Count; returns the query strings asked, in order.
 */
export function serveLibrary(items: MediaItem[]): string[] {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/media', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const fonte = url.searchParams.get('fonte');
      const q = url.searchParams.get('q')?.toLowerCase();
      const matching = items.filter((i) => (!fonte || i.fonte === fonte) && (!q || (i.alt ?? '').toLowerCase().includes(q)));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 24);
      return HttpResponse.json(matching.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(matching.length) } });
    }),
  );
  return asked;
}

/** GET /api/media/:id answers the item with these uses. */
export function serveDetail(item: MediaItem, uses: MediaUse[] = []) {
  const detail: MediaDetail = { ...item, usi: uses.length, usi_dettaglio: uses };
  apiServer.use(http.get(`/api/media/${item.id}`, () => HttpResponse.json(detail)));
}
