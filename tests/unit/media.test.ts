import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMediaUrl, mediaImageAt, mediaSrcSet, mediaWidths, parseMediaFileName, parseMediaUrl, widthsFor } from '../../common/media.ts';
import { COVER_WIDTHS, responsiveImage } from '../../common/responsive-images.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { sniffImageType } from '../../server/lib/image-processing.ts';

const KEY = 'Ab3_-Ab3_-Ab3_-Ab3_-Ab3_';
const url = (w: number) => `/media/${KEY}/${w}.webp`;

describe('the library’s widths and addresses', () => {
  it('makes MEDIA_WIDTHS below the width plus the width itself, at most 1600, never more', () => {
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(400)).toEqual([400]);
    expect(widthsFor(401)).toEqual([400, 401]);
    expect(widthsFor(1000)).toEqual([400, 800, 1000]);
    expect(widthsFor(1600)).toEqual([400, 800, 1200, 1600]);
    expect(widthsFor(5000)).toEqual([400, 800, 1200, 1600]);
  });

  it('reads the widths back from an upload’s url alone', () => {
    expect(mediaWidths(url(1000))).toEqual([400, 800, 1000]);
    expect(mediaWidths(url(1600))).toEqual([400, 800, 1200, 1600]);
    expect(mediaWidths('https://images.unsplash.com/photo-1?w=1600')).toEqual([]);
    expect(parseMediaUrl(url(800))).toEqual({ chiave: KEY, width: 800, format: 'webp' });
    for (const other of ['/media/short/800.webp', `/media/${KEY}/800.png`, `/media/${KEY}/../800.webp`, `https://x.it/media/${KEY}/800.webp`, `/media/${KEY}/0800.webp`]) {
      expect(isMediaUrl(other), other).toBe(false);
    }
    expect(parseMediaFileName('1200.avif')).toEqual({ width: 1200, format: 'avif' });
    expect(parseMediaFileName('../1200.avif')).toBeNull();
  });

  it('mediaImageAt: the smallest stored width at least w (else the largest), in the asked format', () => {
    expect(mediaImageAt(url(1000), 400)).toBe(`/media/${KEY}/400.webp`);
    expect(mediaImageAt(url(1000), 500)).toBe(`/media/${KEY}/800.webp`);
    expect(mediaImageAt(url(1000), 1200)).toBe(`/media/${KEY}/1000.webp`);
    expect(mediaImageAt(url(1000), 800, 'avif')).toBe(`/media/${KEY}/800.avif`);
    expect(mediaImageAt('https://example.com/a.jpg', 400)).toBeNull();
  });

  it('responsiveImage gives an upload a srcset of the widths it has (covers use it)', () => {
    expect(responsiveImage(url(1000), COVER_WIDTHS, '100vw')).toEqual({
      srcSet: `/media/${KEY}/400.webp 400w, /media/${KEY}/800.webp 800w, /media/${KEY}/1000.webp 1000w`,
      sizes: '100vw',
    });
    expect(mediaSrcSet(url(300), 'avif')).toBe(`/media/${KEY}/300.avif 300w`);
    expect(responsiveImage('/demo/guide/kit.svg', COVER_WIDTHS, '100vw')).toEqual({});
  });
});

describe('the type of an upload, from its bytes', () => {
  const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
  it('knows JPEG, PNG, WebP and AVIF by their magic numbers, and nothing else', () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'rest'))).toBe('image/jpeg');
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', 'rest'))).toBe('image/png');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toBe('image/avif');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf'))).toBe('image/avif');
    expect(sniffImageType(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toBeNull();
    expect(sniffImageType(bytes('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('GIF89a'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('MEDIA_S3_* configuration', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-config-'));
  it('keeps the files on disk by default, in a bucket when MEDIA_S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: dir() }).media).toEqual({});
    const c = loadConfig({
      DATA_DIR: dir(),
      MEDIA_S3_BUCKET: 'scorta-media',
      MEDIA_S3_ENDPOINT: 'https://s3.example.com/',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'segreto',
    });
    expect(c.media.s3).toEqual({ bucket: 'scorta-media', endpoint: 'https://s3.example.com', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'segreto' });
  });

  it('refuses a wrong bucket name or one key alone, never repeating a secret', () => {
    expect(() => loadConfig({ DATA_DIR: dir(), MEDIA_S3_BUCKET: 'Bucket_Sbagliato' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir(), MEDIA_S3_BUCKET: 'ok-bucket', MEDIA_S3_SECRET_ACCESS_KEY: 'segreto' })).toThrow(/MEDIA_S3_ACCESS_KEY_ID/);
    try {
      loadConfig({ DATA_DIR: dir(), MEDIA_S3_SECRET_ACCESS_KEY: 'Bearer segretissimo' });
      expect.unreachable();
    } catch (err) {
      expect(String(err)).toContain('MEDIA_S3_SECRET_ACCESS_KEY');
      expect(String(err)).not.toContain('segretissimo');
    }
  });
});
