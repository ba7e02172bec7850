// Media in the dashboard, rendered whole against the library API faked by msw: the grid of cards
// (thumbnail with its size, alt text or the missing-alt warning, source, credit, size, uses), the
// search and the source filter sent to the server, 'Carica altri', and the loading, empty (with
// the upload action) and error (with Riprova) states.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { MEDIA_LIBRARY_MSG as M } from '../../common/messages-media-library.ts';
import MediaRoute from '../../app/routes/dashboard/media.tsx';
import { apiServer } from './api-server.ts';
import { aMediaItem, anUnsplashItem, serveLibrary } from './media-builders.ts';
import { renderInDashboard } from './render.tsx';

const render = () => renderInDashboard(<MediaRoute />, { path: '/dashboard/media' });
const cards = () => screen.getAllByRole('article');

describe('Media: the library page', () => {
  test('shows each item as a card: thumbnail with its size, alt text or a warning, source, credit, size and uses', async () => {
    serveLibrary([aMediaItem({ id: 1, usi: 2 }), anUnsplashItem({ id: 2, usi: 1 })]);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Media' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(M.loading);
    await screen.findByRole('button', { name: 'Kit di emergenza aperto su un tavolo di legno' });
    const [upload, stock] = cards();
    const thumb = upload!.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', '/media/chiave1abcdefghijklmnop/400.webp');
    expect(thumb).toHaveAttribute('width', '400');
    expect(thumb).toHaveAttribute('height', '225');
    expect(upload).toHaveTextContent('Caricata');
    expect(upload).toHaveTextContent('Credito: Foto della redazione');
    expect(upload).toHaveTextContent('1600 × 900 px · 240 KB');
    expect(upload).toHaveTextContent('In uso in 2 contenuti');
    expect(within(stock!).getByRole('button', { name: M.missingAlt })).toBeInTheDocument();
    expect(stock).toHaveTextContent('Unsplash');
    expect(stock).toHaveTextContent('Credito: Foto di Anna Rossi su Unsplash');
    expect(stock).toHaveTextContent('In uso in 1 contenuto');
    expect(stock!.querySelector('img')!.getAttribute('src')).toContain('w=400');
    expect(screen.getByText('2 immagini')).toBeInTheDocument();
  });

  test('sends the search and the source filter to the server, and offers Azzera filtri when nothing matches', async () => {
    const asked = serveLibrary([aMediaItem({ id: 1 }), anUnsplashItem({ id: 2, alt: 'Tenda in montagna' })]);
    const { user } = render();
    await screen.findByRole('button', { name: /Kit di emergenza/ });
    await user.click(screen.getByRole('radio', { name: 'Unsplash' }));
    expect(await screen.findByRole('button', { name: 'Tenda in montagna' })).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    await user.type(screen.getByRole('searchbox', { name: M.searchLabel }), 'kit{Enter}');
    expect(await screen.findByText(M.noMatches)).toBeInTheDocument();
    expect(asked).toEqual(['?limit=24&offset=0', '?fonte=unsplash&limit=24&offset=0', '?q=kit&fonte=unsplash&limit=24&offset=0']);
    await user.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await screen.findByRole('button', { name: /Kit di emergenza/ });
    expect(cards()).toHaveLength(2);
  });

  test('Carica altri asks for the next page after the items shown', async () => {
    const items = Array.from({ length: 30 }, (_, i) => aMediaItem({ id: i + 1, alt: `Immagine ${i + 1}` }));
    const asked = serveLibrary(items);
    const { user } = render();
    await screen.findByRole('button', { name: 'Immagine 1' });
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('24 di 30 immagini')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.loadMore }));
    await screen.findByRole('button', { name: 'Immagine 30' });
    expect(cards()).toHaveLength(30);
    expect(asked.at(-1)).toBe('?limit=24&offset=24');
    expect(screen.queryByRole('button', { name: M.loadMore })).not.toBeInTheDocument();
  });

  test('an empty library says so and offers the upload', async () => {
    serveLibrary([]);
    const { user } = render();
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    const empty = screen.getByText(M.empty).closest('.state-empty') as HTMLElement;
    await user.click(within(empty).getByRole('button', { name: M.upload }));
    expect(await screen.findByRole('dialog', { name: M.uploadTitle })).toBeInTheDocument();
  });

  test('a library that cannot be read shows the error and Riprova', async () => {
    let fail = true;
    apiServer.use(http.get('/api/media', () => (fail ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json([aMediaItem()], { headers: { 'X-Total-Count': '1' } }))));
    const { user } = render();
    expect(await screen.findByText(M.loadError)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('button', { name: /Kit di emergenza/ })).toBeInTheDocument();
  });
});
