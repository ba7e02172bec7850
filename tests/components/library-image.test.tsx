// An image of the media library inside a text, as the public render shows it: AVIF and WebP at
// the widths an upload has, its size, alt text, lazy loading, the caption and the credit.
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LibraryImage, TEXT_IMAGE_SIZES } from '../../app/components/site/library-image.tsx';
import type { MediaItem } from '../../common/media.ts';
import { renderInDashboard } from './render.tsx';

const KEY = 'Zx9_-Zx9_-Zx9_-Zx9_-Zx9_';
const upload: MediaItem = {
  id: 5,
  fonte: 'caricamento',
  url: `/media/${KEY}/1000.webp`,
  alt: 'Il kit nel bagagliaio',
  credito: 'Mario Rossi',
  autore: null,
  autore_link: null,
  larghezza: 1000,
  altezza: 750,
  larghezze: [400, 800, 1000],
  formati: ['avif', 'webp'],
  byte: 123_456,
  nome_file: 'kit.jpg',
  created_at: '2026-05-04T09:30:00.000Z',
  usi: 1,
};

describe('LibraryImage', () => {
  test('an upload: picture with AVIF and WebP srcsets, width, height, alt, lazy, caption and credit', () => {
    const { container } = renderInDashboard(<LibraryImage item={upload} caption="Pronto per partire" />);
    const figure = container.querySelector('figure.library-image')!;
    const source = figure.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(`/media/${KEY}/400.avif 400w, /media/${KEY}/800.avif 800w, /media/${KEY}/1000.avif 1000w`);
    const img = screen.getByRole('img', { name: 'Il kit nel bagagliaio' });
    expect(img.getAttribute('src')).toBe(`/media/${KEY}/1000.webp`);
    expect(img.getAttribute('srcset')).toBe(`/media/${KEY}/400.webp 400w, /media/${KEY}/800.webp 800w, /media/${KEY}/1000.webp 1000w`);
    expect(img.getAttribute('sizes')).toBe(TEXT_IMAGE_SIZES);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '750']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(figure.querySelector('figcaption')!.textContent).toBe('Pronto per partire © Mario Rossi');
  });

  test('an Unsplash pick: Unsplash’s widths and its credit; no caption nor credit, no figcaption', () => {
    const pick: MediaItem = {
      ...upload,
      fonte: 'unsplash',
      url: 'https://images.unsplash.com/photo-1?w=1600&fit=max',
      alt: null,
      credito: null,
      autore: 'Giulia Bianchi',
      autore_link: 'https://unsplash.com/@giulia',
      larghezza: null,
      altezza: null,
    };
    const { container, unmount } = renderInDashboard(<LibraryImage item={pick} caption="Il bosco" />);
    expect(container.querySelector('source')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('Il bosco');
    expect(img.getAttribute('srcset')).toContain('w=400');
    expect(img.hasAttribute('width')).toBe(false);
    expect(container.querySelector('figcaption')!.textContent).toBe('Il bosco Foto di Giulia Bianchi su Unsplash');
    unmount();
    const bare = renderInDashboard(<LibraryImage item={{ ...upload, credito: null }} />);
    expect(bare.container.querySelector('figcaption')).toBeNull();
  });
});
