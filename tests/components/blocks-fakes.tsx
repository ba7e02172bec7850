// What the block tests share: the editor in a host holding its value, the catalogue and the media
// library faked by msw (GET /api/prodotti/:id, /api/prodotti?q=, /api/media, /api/media/:id).
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import type { MediaItem } from '../../app/components/rich-text/blocks/block-data.ts';
import { editorHtml } from '../../app/components/rich-text/helpers.ts';
import { RichTextEditor } from '../../app/components/rich-text/rich-text-editor.tsx';
import type { Product } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aProduct } from './builders.ts';
import { renderInDashboard } from './render.tsx';

export function renderEditor(initial: string, extra: { guideProductIds?: number[] } = {}) {
  const emitted: string[] = [];
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        id="testo"
        label="Testo"
        value={value}
        guideProductIds={extra.guideProductIds}
        onChange={(html) => {
          emitted.push(html);
          setValue(html);
        }}
      />
    );
  }
  return { ...renderInDashboard(<Host />), emitted };
}

export const PRODUCTS: Product[] = [
  aProduct({
    id: 12,
    nome_prodotto: 'Torcia frontale LED 1000 lumen',
    nome_sintetico: 'Torcia frontale',
    asin_prodotto: 'B0TORCIA01',
    prezzo_prodotto: 24.9,
    specifiche_tecniche: 'Peso: 120 g\nAutonomia: 8 ore',
  }),
  aProduct({
    id: 7,
    nome_prodotto: 'Radio a manovella',
    nome_sintetico: 'Radio a manovella',
    asin_prodotto: 'B0RADIO007',
    prezzo_prodotto: 39,
    specifiche_tecniche: 'Peso: 400 g\nBanda: AM/FM',
  }),
  aProduct({ id: 31, nome_prodotto: 'Powerbank solare', nome_sintetico: 'Powerbank solare', asin_prodotto: 'B0POWER031', prezzo_prodotto: 29.5, specifiche_tecniche: null }),
];

/** The catalogue: one product by id (404 when it is not there) and the list's search by name or ASIN. */
export function serveProducts(products: Product[] = PRODUCTS) {
  const searched: string[] = [];
  apiServer.use(
    http.get('/api/prodotti/:id', ({ params }) => {
      const p = products.find((x) => x.id === Number(params.id));
      return p ? HttpResponse.json(p) : HttpResponse.json({ error: 'Prodotto non trovato' }, { status: 404 });
    }),
    http.get('/api/prodotti', ({ request }) => {
      const url = new URL(request.url);
      searched.push(url.search);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(products.filter((p) => `${p.nome_prodotto} ${p.asin_prodotto}`.toLowerCase().includes(q)));
    }),
  );
  return searched;
}

export function aMediaItem(overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id: 5,
    fonte: 'caricamento',
    url: '/media/ab12cd/1600.webp',
    alt: 'Il kit di emergenza nel bagagliaio',
    credito: null,
    autore: null,
    autore_link: null,
    larghezza: 1600,
    altezza: 1067,
    larghezze: [400, 800, 1600],
    formati: ['avif', 'webp'],
    byte: 180_000,
    nome_file: 'kit.jpg',
    created_at: '2026-12-01T10:00:00.000Z',
    usi: 0,
    ...overrides,
  };
}

export const MEDIA: MediaItem[] = [aMediaItem(), aMediaItem({ id: 6, alt: null, url: '/media/ef34/1200.webp', larghezze: [400, 1200] })];

/** The media library: the list (`?q=&limit=`) and one item (404 when not there). */
export function serveMedia(items: MediaItem[] = MEDIA) {
  const asked: string[] = [];
  apiServer.use(
    http.get('/api/media/:id', ({ params }) => {
      const m = items.find((x) => x.id === Number(params.id));
      return m ? HttpResponse.json(m) : HttpResponse.json({ error: 'Immagine non trovata' }, { status: 404 });
    }),
    http.get('/api/media', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json(items.filter((m) => (m.alt ?? '').toLowerCase().includes(q)));
    }),
  );
  return asked;
}

export async function openInsert(user: ReturnType<typeof renderEditor>['user'], item: string) {
  const box = await screen.findByRole('textbox', { name: 'Testo' });
  await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Inserisci un blocco' }));
  const menu = screen.getByRole('menu', { name: 'Inserisci un blocco' });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
  return box;
}

/** The editor's HTML now, as it would be saved (the editor TipTap leaves on its element). */
export function currentHtml(box: HTMLElement): string {
  const editor = (box as HTMLElement & { editor?: Parameters<typeof editorHtml>[0] }).editor!;
  return editorHtml(editor);
}
