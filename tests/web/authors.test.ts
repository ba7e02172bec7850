import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { News } from '../../common/types.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { rawRequest } from '../helpers/access.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Bylines and author pages on the production build over real sockets (decision 0066): a review,
 * a guide and a news item carry 'di <a href="/autore/{slug}">Nome</a>' and a JSON-LD Person;
 * /autore/{slug} renders on the server with paging and its own RSS; the sitemap lists only
 * authors with published work; a profile change refreshes a cached page that shows the byline.
 */
let s: TestWebServer;
let port: number;
let cookie = '';
let authorId = 0;
const ids = { product: 0, guide: 0, news: [] as string[] };

const staff = (method: 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
  s.app.inject({ method, url, headers: { cookie: as, origin: s.services.config.siteUrl }, ...(payload ? { payload } : {}) });
const get = (path: string) => rawRequest(port, 'GET', path);

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

async function publishedNews(slug: string): Promise<News> {
  const text = 'La protezione civile ha diramato un avviso per la notte.';
  const made = await staff('POST', '/api/notizie', { titolo: `Avviso ${slug}`, slug, testo_originale: text, contenuto: `<p>${text}</p>`, sommario: text });
  expect(made.statusCode, made.body).toBe(201);
  const published = await staff('POST', `/api/notizie/${made.json<News>().id}/pubblica`, {});
  expect(published.statusCode, published.body).toBe(200);
  return published.json<News>();
}

beforeAll(async () => {
  s = await createTestWebServer('production');
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.71.0.1' }));
  const user = await staff('POST', '/api/utenti', { username: 'sara', password: 'Password-Sara-1' });
  authorId = user.json<{ id: number }>().id;
  const sara = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sara', password: 'Password-Sara-1' }, remoteAddress: '10.71.0.2' }));
  expect((await staff('PUT', '/api/profilo', { nome_visualizzato: 'Sara Conti', bio: 'Scrive di radio e torce.' }, sara)).statusCode).toBe(200);

  const product = await staff('POST', '/api/prodotti', { nome_prodotto: 'Torcia a dinamo Lumen', asin_prodotto: 'B0AUTH0001' });
  ids.product = product.json<{ id: number }>().id;
  await s.services.reviews.create({ id_prodotto: ids.product, titolo: 'Lumen, la torcia senza pile', contenuto: '<p>Funziona anche al buio.</p>', stato: 'pubblicata' });
  ids.guide = await s.services.guides.create({
    titolo: 'Guida alle torce',
    sottotitolo: null,
    immagine_url: null,
    contenuto: { introduzione: '<p>Come scegliere una torcia.</p>', sezioni: [], conclusione: '' },
    stato: 'pubblicata',
    prodotti: [],
  });
  for (let i = 1; i <= 25; i++) ids.news.push((await publishedNews(`avviso-${i}`)).slug);
  for (const table of ['reviews', 'guides', 'news'] as const) await s.services.db.kysely.updateTable(table).set({ id_autore: authorId }).execute();
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe('bylines', () => {
  it('review, guide and news pages carry the byline and a JSON-LD Person, the Organization still the publisher', async () => {
    for (const path of [`/articolo/${ids.product}`, `/guida/${ids.guide}`, `/notizie/${ids.news[0]}`]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toMatch(/di <a href="\/autore\/sara-conti" rel="author">Sara Conti<\/a>/);
      const blocks = jsonLd(page.body);
      const article = blocks.find((b) => b['@type'] === 'Article') ?? (blocks.find((b) => b['@type'] === 'Product')?.review as Record<string, unknown>);
      expect(article?.author, path).toEqual({
        '@type': 'Person',
        name: 'Sara Conti',
        url: `${s.services.config.siteUrl}/autore/sara-conti`,
        description: 'Scrive di radio e torce.',
      });
      expect((article?.publisher as Record<string, unknown>)['@type'], path).toBe('Organization');
    }
  });

  it('a text without a writer has no byline and the Organization as its author', async () => {
    const news = await publishedNews('senza-autore');
    await s.services.db.kysely.updateTable('news').set({ id_autore: null }).where('id', '=', news.id).execute();
    const page = await get('/notizie/senza-autore');
    expect(page.body).not.toContain('class="byline"');
    expect((jsonLd(page.body).find((b) => b['@type'] === 'Article')?.author as Record<string, unknown>)['@type']).toBe('Organization');
  });

  it('a profile change refreshes a cached page that shows the byline', async () => {
    const path = `/notizie/${ids.news[1]}`;
    await get(path);
    expect((await get(path)).headers['x-render-cache']).toBe('hit');
    const sara = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sara', password: 'Password-Sara-1' }, remoteAddress: '10.71.0.3' }));
    expect((await staff('PUT', '/api/profilo', { bio: 'Scrive di radio, torce e pile.' }, sara)).statusCode).toBe(200);
    const fresh = await get(path);
    expect(fresh.headers['x-render-cache']).not.toBe('hit');
    expect(fresh.body).toContain('Scrive di radio, torce e pile.');
  });
});

describe('/autore/{slug}', () => {
  it('renders on the server: name, bio, the texts newest first, 24 a page, and its RSS link', async () => {
    const first = await get('/autore/sara-conti');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<h1>Sara Conti</h1>');
    expect(first.body).toContain('27 testi pubblicati');
    expect(first.body.match(/class="author-text"/g)).toHaveLength(24);
    expect(first.body).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(first.body).toContain(`href="${s.services.config.siteUrl}/autore/sara-conti/feed.xml"`);
    expect(first.body).toContain('href="/autore/sara-conti?pagina=2"');
    const second = await get('/autore/sara-conti?pagina=2');
    expect(second.status).toBe(200);
    expect(second.body.match(/class="author-text"/g)).toHaveLength(3);
    expect(second.body).toContain(`<link rel="canonical" href="${s.services.config.siteUrl}/autore/sara-conti?pagina=2"/>`);
    expect((await get('/autore/sara-conti?pagina=3')).status).toBe(404);
    expect((await get('/autore/sara-conti?pagina=zero')).status).toBe(404);
  });

  it('its RSS is valid RSS 2.0 with the latest texts', async () => {
    const feed = await get('/autore/sara-conti/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
    expect(feed.body).toContain('<title>Sara Conti — ');
    expect(feed.body.match(/<item>/g)).toHaveLength(27);
    for (const item of feed.body.match(/<item>.*?<\/item>/g) ?? [])
      expect(item).toMatch(/<title>.+<\/title><link>.+<\/link><guid isPermaLink="true">.+<\/guid><pubDate>\w{3}, \d\d \w{3} \d{4}/);
    expect((await get('/autore/nessuno/feed.xml')).status).toBe(404);
  });

  it('answers 404 for an unknown slug and for an author without published work', async () => {
    expect((await get('/autore/nessuno')).status).toBe(404);
    // The first account wrote nothing published.
    expect((await get('/autore/admin')).status).toBe(404);
  });

  it('the sitemap lists only the authors with published work', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${s.services.config.siteUrl}/autore/sara-conti</loc>`);
    expect(sitemap).not.toContain('/autore/admin<');
  });
});

describe('a renamed author', () => {
  it('answers 301 from the old /autore address to the new one, their bylines following', async () => {
    const sara = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'sara', password: 'Password-Sara-1' }, remoteAddress: '10.71.0.4' }));
    expect((await staff('PUT', '/api/profilo', { nome_visualizzato: 'Sara Conti Ricci' }, sara)).json()).toMatchObject({ slug: 'sara-conti-ricci' });
    const moved = await get('/autore/sara-conti?pagina=2');
    expect([moved.status, moved.headers.location]).toEqual([301, '/autore/sara-conti-ricci?pagina=2']);
    expect((await get('/autore/sara-conti-ricci')).status).toBe(200);
    expect((await get(`/notizie/${ids.news[2]}`)).body).toContain('href="/autore/sara-conti-ricci" rel="author">Sara Conti Ricci</a>');
  });
});
