// Covers and image blocks from the media library, against the API faked by msw: the guide page's
// cover picker has 'Libreria' beside Unsplash; a library item picked there (or uploaded there) is
// already recorded, so the save sends its id_immagine and nothing goes to POST /api/immagini.
// MediaLibraryPicker on its own: `requireAlt` keeps items without alt text from being picked.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { MEDIA_LIBRARY_MSG as M } from '../../common/messages-media-library.ts';
import type { Product } from '../../common/types.ts';
import { MediaLibraryPicker } from '../../app/components/dashboard/media/index.ts';
import DashboardGuida from '../../app/routes/dashboard/guida.tsx';
import { apiServer } from './api-server.ts';
import { recordApiCalls } from './dashboard-expect.ts';
import { captureWrites, guideOfTwo, POWER_BANK, serveGuideEditing, TORCIA } from './guide-builders.ts';
import { aMediaItem, anUnsplashItem, serveLibrary } from './media-builders.ts';
import { renderInDashboard } from './render.tsx';

const KIT = aMediaItem({ id: 21 });

async function renderGuide() {
  const catalog: Product[] = [TORCIA, POWER_BANK];
  apiServer.use(http.get('/api/prodotti', () => HttpResponse.json(catalog)));
  serveGuideEditing(() => [guideOfTwo()]);
  const view = renderInDashboard(
    <Routes>
      <Route path="/dashboard/guide/:id" element={<DashboardGuida />} />
    </Routes>,
    { path: '/dashboard/guide/7' },
  );
  await screen.findByRole('tab', { name: TORCIA.nome_sintetico! });
  return view;
}

describe('covers from the library', () => {
  test('a guide’s cover picked in Libreria is saved by its id, without recording it again', async () => {
    serveLibrary([KIT, anUnsplashItem({ id: 22 })]);
    const bodies = captureWrites('put', '/api/guide/7', () =>
      HttpResponse.json(guideOfTwo({ id_immagine: KIT.id, immagine_url: KIT.url, immagine_autore: KIT.credito, immagine_fonte: 'caricamento' })),
    );
    const calls = recordApiCalls();
    const { user } = await renderGuide();
    await user.click(screen.getByRole('radio', { name: M.tabLibrary }));
    await user.click(screen.getByRole('button', { name: M.libraryOpen }));
    const dialog = within(await screen.findByRole('dialog', { name: M.libraryTitle }));
    await user.click(await dialog.findByRole('button', { name: M.pick(KIT.alt!) }));
    expect(screen.queryByRole('dialog', { name: M.libraryTitle })).not.toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Copertina scelta' });
    expect(preview).toHaveAttribute('src', KIT.url);
    expect(screen.getByText('© Foto della redazione')).toBeInTheDocument();
    expect(screen.queryByText('La foto viene registrata (e segnalata a Unsplash) quando salvi.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salva guida' }));
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ id_immagine: KIT.id });
    expect(calls.filter((c) => c.startsWith('POST /api/immagini'))).toEqual([]);
  });

  test('an image uploaded from the Libreria tab becomes the cover', async () => {
    serveLibrary([KIT]);
    const created = aMediaItem({ id: 30, alt: 'Zaino pronto accanto alla porta', credito: null });
    apiServer.use(http.post('/api/media', () => HttpResponse.json(created, { status: 201 })));
    const { user } = await renderGuide();
    await user.click(screen.getByRole('radio', { name: M.tabLibrary }));
    await user.click(screen.getByRole('button', { name: M.libraryOpen }));
    const library = within(await screen.findByRole('dialog', { name: M.libraryTitle }));
    await library.findByRole('button', { name: M.pick(KIT.alt!) });
    await user.click(library.getByRole('button', { name: M.upload }));
    const upload = within(await screen.findByRole('dialog', { name: M.uploadTitle }));
    await user.upload(upload.getByLabelText(M.chooseFile), new File([new Uint8Array(64)], 'zaino.webp', { type: 'image/webp' }));
    await user.type(upload.getByRole('textbox', { name: /Testo alternativo/ }), created.alt!);
    await user.click(upload.getByRole('button', { name: M.uploadAction }));
    expect(await screen.findByRole('img', { name: 'Copertina scelta' })).toHaveAttribute('src', created.url);
    expect(screen.queryByRole('dialog', { name: M.libraryTitle })).not.toBeInTheDocument();
  });
});

describe('MediaLibraryPicker', () => {
  test('picks an item with its id and url; with requireAlt an item without alt text cannot be picked', async () => {
    const stock = anUnsplashItem({ id: 22 });
    serveLibrary([KIT, stock]);
    const onPick = vi.fn();
    const { user } = renderInDashboard(<MediaLibraryPicker onPick={onPick} requireAlt selectedId={KIT.id} />);
    const kit = await screen.findByRole('button', { name: M.pick(KIT.alt!) });
    expect(kit).toHaveAttribute('aria-pressed', 'true');
    const blocked = screen.getByRole('button', { name: M.pick(M.untitled) });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked.closest('article')).toHaveTextContent(M.pickNeedsAlt);
    await user.click(blocked);
    expect(onPick).not.toHaveBeenCalled();
    await user.click(kit);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: KIT.id, url: KIT.url, alt: KIT.alt }));
  });
});
