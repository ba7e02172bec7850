import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blockHtml } from '../../common/content-blocks.ts';
import { MEDIA_MAX_BYTES, type MediaDetail, type MediaItem, type MediaUse, parseMediaUrl } from '../../common/media.ts';
import { MEDIA_MSG } from '../../common/messages-media.ts';
import { MSG } from '../../common/messages.ts';
import { countRows } from '../../server/db/count.ts';
import { createProduct } from '../helpers/builders.ts';
import { avifImage, jpegWithExif, pngBomb, pngImage, upload, uploaded, webpImage } from '../helpers/media.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * The media library's API on SQLite and PostgreSQL, with the files on disk (DATA_DIR/media):
 * uploads of real JPEG, PNG, WebP and AVIF made with sharp, turned into WebP and AVIF at the
 * library's widths without their metadata; refusals in Italian (a PDF or SVG named .jpg, a file
 * too large, a decompression bomb, no alt text); the public files with their headers; edits;
 * deletes refused while a cover or an image block uses the image; staff only.
 */
withFakeServices();
const h = dashboardTestApp({ UNSPLASH_ACCESS_KEY: 'chiave-unsplash-test' });
const imageCount = () => countRows(h.t.db.kysely, 'images');
const mediaDir = () => path.join(h.t.services.config.dataDir, 'media');
const get = (url: string, headers: Record<string, string> = {}) => h.t.app.inject({ method: 'GET', url, headers });

describe('POST /api/media', () => {
  it('stores a JPEG turned upright, at its widths in WebP and AVIF, without EXIF or GPS, and serves the files', async () => {
    // 1000 × 600 stored, EXIF orientation 6: shown 600 wide and 1000 high.
    const item = await uploaded(h, { name: 'torcia.jpg', bytes: await jpegWithExif(1000, 600, 6) }, '  Una torcia   frontale  ', 'Mario Rossi');
    expect(item).toMatchObject({ fonte: 'caricamento', alt: 'Una torcia frontale', credito: 'Mario Rossi', larghezza: 600, altezza: 1000, nome_file: 'torcia.jpg', usi: 0 });
    expect(item.larghezze).toEqual([400, 600]);
    expect(item.formati).toEqual(['avif', 'webp']);
    expect(item.byte).toBeGreaterThan(1000);
    const parsed = parseMediaUrl(item.url)!;
    expect(parsed).toMatchObject({ width: 600, format: 'webp' });
    expect(parsed.chiave).toMatch(/^[\w-]{20,}$/);

    for (const width of [400, 600]) {
      for (const format of ['webp', 'avif'] as const) {
        const res = await get(`/media/${parsed.chiave}/${width}.${format}`);
        expect(res.statusCode, `${width}.${format}`).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        // A proxy in front keeps it by the images topic: a deletion's purge takes it away.
        expect([res.headers['cache-tag'], res.headers['surrogate-key']]).toEqual(['site,images', 'site images']);
        expect(res.headers.etag).toBe(`"${parsed.chiave}-${width}.${format}"`);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, Math.round((1000 * width) / 600)]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        for (const secret of ['FotocameraSegreta', 'Mario Rossi', 'PosizioneSegreta', 'Exif']) expect(res.rawPayload.includes(Buffer.from(secret))).toBe(false);
      }
    }
    expect(fs.readdirSync(path.join(mediaDir(), parsed.chiave)).sort()).toEqual(['400.avif', '400.webp', '600.avif', '600.webp']);
  });

  it('stores PNG, WebP and AVIF too, never upscaled, at most 1600 wide', async () => {
    const png = await uploaded(h, { name: 'kit.png', bytes: await pngImage(1800, 900), type: 'image/png' }, 'Il kit di emergenza');
    expect(png).toMatchObject({ larghezza: 1600, altezza: 800, larghezze: [400, 800, 1200, 1600] });
    const webp = await uploaded(h, { name: 'radio.webp', bytes: await webpImage(300, 200), type: 'image/webp' }, 'Una radio');
    expect(webp).toMatchObject({ larghezza: 300, altezza: 200, larghezze: [300] });
    const avif = await uploaded(h, { name: 'tenda.avif', bytes: await avifImage(500, 300), type: 'image/avif' }, 'Una tenda');
    expect(avif).toMatchObject({ larghezza: 500, altezza: 300, larghezze: [400, 500] });
    const res = await get(avif.url.replace('.webp', '.avif'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
  });

  it('refuses a PDF or an SVG named .jpg (415), from the bytes', async () => {
    const before = await imageCount();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const bytes of [pdf, svg]) {
      const res = await upload(h, { alt: 'Finto JPEG' }, { name: 'foto.jpg', bytes, type: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: MEDIA_MSG.unsupportedType });
    }
    // A PNG's first bytes on a JPEG's body: the header does not match what the bytes began with.
    const jpeg = await jpegWithExif(50, 50);
    const mixed = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    expect((await upload(h, { alt: 'Misto' }, { name: 'misto.png', bytes: mixed })).statusCode).toBeGreaterThanOrEqual(400);
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file over MEDIA_MAX_BYTES (413, the limit in MB)', async () => {
    const before = await imageCount();
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(h, { alt: 'Troppo grande' }, { name: 'grande.jpg', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MEDIA_MSG.tooLarge });
    expect(MEDIA_MSG.tooLarge).toContain('15 MB');
    expect(await imageCount()).toBe(before);
  });

  it('refuses a decompression bomb from its header (a tiny PNG declaring 20000 × 20000) without decoding it', async () => {
    const before = await imageCount();
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024);
    const res = await upload(h, { alt: 'Bomba' }, { name: 'bomba.png', bytes: bomb, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: MEDIA_MSG.tooManyPixels });
    // Within the pixel limit but over a side: refused the same way.
    expect((await upload(h, { alt: 'Striscia' }, { name: 'striscia.png', bytes: pngBomb(13_000, 10) })).json()).toEqual({ error: MEDIA_MSG.tooManyPixels });
    expect(await imageCount()).toBe(before);
  });

  it('requires the alt text and a file, and refuses what is not a form, in Italian', async () => {
    const bytes = await webpImage(60, 40);
    const before = await imageCount();
    for (const fields of [{}, { alt: '   ' }] as Array<Record<string, string>>) {
      const res = await upload(h, fields, { name: 'a.webp', bytes, type: 'image/webp' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MEDIA_MSG.altRequired });
    }
    expect((await upload(h, { alt: 'x'.repeat(201) }, { name: 'a.webp', bytes })).json()).toEqual({ error: MEDIA_MSG.altMax });
    expect((await upload(h, { alt: 'Senza file' })).json()).toEqual({ error: MEDIA_MSG.fileRequired });
    const json = await h.send('POST', '/api/media', { alt: 'JSON' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: MEDIA_MSG.multipartRequired });
    expect((await upload(h, { alt: 'Campo', extra: 'no' }, { name: 'a.webp', bytes })).statusCode).toBe(400);
    expect((await upload(h, { alt: 'Con \u0000 dentro' }, { name: 'a.webp', bytes })).json()).toEqual({ error: MSG.nulCharacter });
    expect(await imageCount()).toBe(before);
  });
});

describe('the public files', () => {
  it('answer only the stored widths and formats, HEAD and If-None-Match included; anything else is a 404', async () => {
    const item = await uploaded(h, { name: 'lampada.webp', bytes: await webpImage(900, 300), type: 'image/webp' }, 'Una lampada');
    const { chiave } = parseMediaUrl(item.url)!;
    expect(item.larghezze).toEqual([400, 800, 900]);
    const head = await h.t.app.inject({ method: 'HEAD', url: `/media/${chiave}/800.webp` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
    const etag = (await get(`/media/${chiave}/800.webp`)).headers.etag as string;
    expect((await get(`/media/${chiave}/800.webp`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(`/media/${chiave}/800.webp`, { 'if-none-match': `"altro", W/${etag}` })).statusCode).toBe(304);
    expect((await get(`/media/${chiave}/800.webp`, { 'if-none-match': '"altro"' })).statusCode).toBe(200);
    for (const url of [
      `/media/${chiave}/1200.webp`,
      `/media/${chiave}/800.png`,
      `/media/${chiave}/800.webp.txt`,
      `/media/${chiave}/0800.webp`,
      `/media/${'a'.repeat(24)}/800.webp`,
      `/media/${chiave}/..%2F..%2Fsecret`,
      `/media/..%2F..%2F/800.webp`,
      `/media/short/800.webp`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect(h.t.app.registeredRoutes.find((r) => r.url === '/media/:chiave/:file' && r.method === 'GET')?.isPublic).toBe(true);
  });
});

describe('GET, PATCH and DELETE /api/media', () => {
  it('lists uploads and Unsplash picks newest first, searched by alt, file name, credit and author, paged with X-Total-Count', async () => {
    await h.t.db.kysely
      .insertInto('images')
      .values({
        fonte: 'unsplash',
        id_esterno: 'abc',
        url: 'https://images.unsplash.com/photo-1?w=1600',
        autore: 'Giulia Bianchi',
        autore_link: 'https://unsplash.com/@giulia',
        created_at: '2030-01-01T00:00:00.000Z',
      })
      .execute();
    const all = (await h.send('GET', '/api/media')).json<MediaItem[]>();
    expect(all[0]).toMatchObject({ fonte: 'unsplash', autore: 'Giulia Bianchi', larghezze: [], formati: [], alt: null });
    expect((await h.send('GET', '/api/media?q=giulia')).json<MediaItem[]>().map((i) => i.autore)).toEqual(['Giulia Bianchi']);
    expect((await h.send('GET', '/api/media?q=KIT.PNG')).json<MediaItem[]>().map((i) => i.nome_file)).toEqual(['kit.png']);
    expect((await h.send('GET', '/api/media?q=mario%20rossi')).json<MediaItem[]>().map((i) => i.credito)).toEqual(['Mario Rossi']);
    const uploads = await h.send('GET', '/api/media?fonte=caricamento&limit=2&offset=1');
    expect(uploads.headers['x-total-count']).toBe(String(all.length - 1));
    expect(uploads.json<MediaItem[]>()).toHaveLength(2);
    expect((await h.send('GET', '/api/media?fonte=altro')).json()).toEqual({ error: MEDIA_MSG.sourceInvalid });
  });

  it('edits the alt text and credit; an upload keeps an alt text, an Unsplash pick may have none', async () => {
    const item = await uploaded(h, { name: 'acqua.webp', bytes: await webpImage(120, 80), type: 'image/webp' }, 'Acqua');
    const res = await h.send('PATCH', `/api/media/${item.id}`, { alt: 'Taniche d’acqua', credito: 'Redazione' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, alt: 'Taniche d’acqua', credito: 'Redazione' });
    expect((await h.send('PATCH', `/api/media/${item.id}`, { credito: '' })).json()).toMatchObject({ alt: 'Taniche d’acqua', credito: null });
    const blank = await h.send('PATCH', `/api/media/${item.id}`, { alt: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: MEDIA_MSG.altRequired });
    const pick = (await h.send('GET', '/api/media?fonte=unsplash')).json<MediaItem[]>()[0]!;
    expect((await h.send('PATCH', `/api/media/${pick.id}`, { alt: 'Un bosco' })).json()).toMatchObject({ alt: 'Un bosco', autore: 'Giulia Bianchi' });
    expect((await h.send('PATCH', `/api/media/${pick.id}`, { alt: '' })).json()).toMatchObject({ alt: null });
    expect((await h.send('PATCH', '/api/media/999999', { alt: 'x' })).json()).toEqual({ error: MEDIA_MSG.notFound });
    expect((await h.send('PATCH', `/api/media/${item.id}`, { url: 'x' })).statusCode).toBe(400);
  });

  it('refuses to delete an image used as a cover or in a block (409 with the uses), then deletes it and its files', async () => {
    const item = await uploaded(h, { name: 'zaino.webp', bytes: await webpImage(500, 400), type: 'image/webp' }, 'Uno zaino');
    const { chiave } = parseMediaUrl(item.url)!;
    const productId = await createProduct(h);
    const block = blockHtml({ tipo: 'immagine', id: item.id, didascalia: 'Lo zaino pronto' });
    const guide = await h.send('POST', '/api/guide', {
      titolo: 'Guida allo zaino',
      id_immagine: item.id,
      contenuto: { introduzione: `<p>Prima</p>${block}`, sezioni: [{ id_prodotto: productId, testo: '<p>Testo</p>' }], conclusione: '' },
      prodotti: [productId],
    });
    expect(guide.statusCode, guide.body).toBe(201);
    const guideId = guide.json<{ id: number }>().id;
    const news = await h.send('POST', '/api/notizie', { titolo: 'Notizia con foto', contenuto: `<p>Testo</p>${block}` });
    expect(news.statusCode, news.body).toBe(201);
    const newsId = news.json<{ id: number }>().id;
    expect((await h.send('POST', '/api/chi-siamo', { contenuto: `<p>Noi</p>${block}` })).statusCode).toBe(201);
    const reviewed = await createProduct(h, { nome_prodotto: 'Zaino da 30 litri' });
    const review = await h.send('POST', `/api/recensioni/${reviewed}`, { recensione_prodotto: `<p>Provato.</p>${block}` });
    expect(review.statusCode, review.body).toBe(201);
    const reviewId = review.json<{ recensione: { id: number } }>().recensione.id;

    const expected: MediaUse[] = [
      { tipo: 'guida', id: guideId, titolo: 'Guida allo zaino', modifica: `/dashboard/guide/${guideId}`, come: 'copertina' },
      { tipo: 'recensione', id: reviewId, titolo: 'Zaino da 30 litri', modifica: `/dashboard/recensioni/${reviewed}`, come: 'blocco' },
      { tipo: 'guida', id: guideId, titolo: 'Guida allo zaino', modifica: `/dashboard/guide/${guideId}`, come: 'blocco' },
      { tipo: 'notizia', id: newsId, titolo: 'Notizia con foto', modifica: `/dashboard/notizie/${newsId}`, come: 'blocco' },
      { tipo: 'chi-siamo', id: expect.any(Number) as unknown as number, titolo: MEDIA_MSG.aboutTitle, modifica: '/dashboard/chi-siamo', come: 'blocco' },
    ];
    const detail = (await h.send('GET', `/api/media/${item.id}`)).json<MediaDetail>();
    expect(detail.usi).toBe(5);
    expect(detail.usi_dettaglio).toEqual(expected);
    const refused = await h.send('DELETE', `/api/media/${item.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: MEDIA_MSG.inUse(5), usi: expected });

    const put = await h.send('PUT', `/api/guide/${guideId}`, {
      titolo: 'Guida allo zaino',
      id_immagine: null,
      contenuto: { introduzione: '<p>Prima</p>', sezioni: [{ id_prodotto: productId, testo: '<p>Testo</p>' }], conclusione: '' },
      prodotti: [productId],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await h.send('DELETE', `/api/notizie/${newsId}`)).statusCode).toBe(204);
    expect((await h.send('DELETE', `/api/recensioni/${reviewed}`)).statusCode).toBe(204);
    const stillAbout = await h.send('DELETE', `/api/media/${item.id}`);
    expect(stillAbout.json<{ usi: MediaUse[] }>().usi.map((u) => `${u.tipo} ${u.come}`)).toEqual(['chi-siamo blocco']);
    expect((await h.send('POST', '/api/chi-siamo', { contenuto: '<p>Noi</p>' })).statusCode).toBeLessThan(300);

    expect((await h.send('DELETE', `/api/media/${item.id}`)).statusCode).toBe(204);
    expect((await h.send('GET', `/api/media/${item.id}`)).statusCode).toBe(404);
    expect((await get(`/media/${chiave}/500.webp`)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(mediaDir(), chiave))).toBe(false);
    expect((await h.send('DELETE', `/api/media/${item.id}`)).json()).toEqual({ error: MEDIA_MSG.notFound });
  });

  it('is staff only: every /api/media route answers 401 without a session', async () => {
    const form = await upload(h, { alt: 'Anonimo' }, { name: 'a.webp', bytes: await webpImage(20, 20) }, '');
    expect(form.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/media'],
      ['GET', '/api/media/1'],
      ['PATCH', '/api/media/1'],
      ['DELETE', '/api/media/1'],
    ] as const) {
      const res = await h.send(method, url, method === 'PATCH' ? { alt: 'x' } : undefined, '');
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: MSG.unauthorized });
    }
  });
});
