import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_MSG as M } from '../../common/messages-redirects.ts';
import type { News } from '../../common/types.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { rawRequest } from '../helpers/access.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * Addresses that never break, on the production build over real sockets: a renamed published
 * news item's old address answers 301 to the new one (the visitor's query string kept, HEAD
 * alike, the render cache following the rename), a manual redirect answers where a page would not,
 * a deleted text's address answers 410 'Contenuto rimosso' (never stored), and /api and /dashboard
 * paths are never redirected, whatever the table holds.
 */
let s: TestWebServer;
let port: number;
let cookie = '';

beforeAll(async () => {
  s = await createTestWebServer('production');
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.61.0.1' }));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const staff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  s.app.inject({ method, url, headers: { cookie, origin: s.services.config.siteUrl }, ...(payload ? { payload } : {}) });
const get = (path: string, method = 'GET') => rawRequest(port, method, path);

async function publishedNews(slug: string): Promise<News> {
  const text = 'La protezione civile ha diramato un avviso per la notte.';
  const made = await staff('POST', '/api/notizie', { titolo: `Avviso ${slug}`, slug, testo_originale: text, contenuto: `<p>${text}</p>` });
  expect(made.statusCode, made.body).toBe(201);
  const published = await staff('POST', `/api/notizie/${made.json<News>().id}/pubblica`, {});
  expect(published.statusCode, published.body).toBe(200);
  return published.json<News>();
}

describe('a renamed published news item', () => {
  it('answers 301 from its old address to the new one, query kept, HEAD alike, never stored by the render cache', async () => {
    const news = await publishedNews('avviso-vecchio');
    // Cached as a page first: the rename must not leave the stored page behind.
    expect((await get('/notizie/avviso-vecchio')).status).toBe(200);
    expect((await get('/notizie/avviso-vecchio')).headers['x-render-cache']).toBe('hit');
    expect((await staff('PUT', `/api/notizie/${news.id}`, { slug: 'avviso-nuovo' })).statusCode).toBe(200);

    const moved = await get('/notizie/avviso-vecchio?utm_source=newsletter&x=1');
    expect([moved.status, moved.headers.location]).toEqual([301, '/notizie/avviso-nuovo?utm_source=newsletter&x=1']);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.headers['x-scorta-keep-query']).toBeUndefined();
    const head = await get('/notizie/avviso-vecchio?utm_source=newsletter&x=1', 'HEAD');
    expect([head.status, head.headers.location, head.body]).toEqual([301, '/notizie/avviso-nuovo?utm_source=newsletter&x=1', '']);
    const plain = await get('/notizie/avviso-vecchio');
    expect([plain.status, plain.headers.location]).toEqual([301, '/notizie/avviso-nuovo']);
    // The canonical spelling first (a trailing slash), then the redirect: the address is the same.
    const slash = await get('/notizie/avviso-vecchio/');
    expect([slash.status, slash.headers.location]).toEqual([301, '/notizie/avviso-vecchio']);

    const landed = await get('/notizie/avviso-nuovo');
    expect(landed.status).toBe(200);
    expect(landed.body).toContain('Avviso avviso-vecchio');

    // Renamed back: the first address is live again (its page, not a redirect), the second moves.
    expect((await staff('PUT', `/api/notizie/${news.id}`, { slug: 'avviso-vecchio' })).statusCode).toBe(200);
    expect((await get('/notizie/avviso-vecchio')).status).toBe(200);
    const back = await get('/notizie/avviso-nuovo');
    expect([back.status, back.headers.location]).toEqual([301, '/notizie/avviso-vecchio']);
  });
});

describe('a manual redirect', () => {
  it('answers 301 where the site had no page, counted; a live page is never shadowed', async () => {
    const made = await staff('POST', '/api/reindirizzamenti', { da: '/vecchia-pagina-kit', a: '/guide' });
    expect(made.statusCode, made.body).toBe(201);
    const res = await get('/vecchia-pagina-kit?ref=forum');
    expect([res.status, res.headers.location]).toEqual([301, '/guide?ref=forum']);
    const head = await get('/vecchia-pagina-kit', 'HEAD');
    expect([head.status, head.headers.location]).toEqual([301, '/guide']);
    // Without a redirect an unknown path still goes home, as the route table says.
    const other = await get('/pagina-mai-esistita');
    expect([other.status, other.headers.location]).toEqual([302, '/']);
    const listed = (await s.app.inject({ method: 'GET', url: '/api/reindirizzamenti', headers: { cookie } })).json<Array<{ da: string; utilizzi: number }>>();
    expect(listed.find((r) => r.da === '/vecchia-pagina-kit')!.utilizzi).toBe(2);
  });

  it('is never applied to /api or /dashboard paths, even when the table holds one', async () => {
    const now = s.clock.nowIso();
    await s.db.kysely
      .insertInto('redirects')
      .values([
        { da: '/api/vecchia-api', a: '/guide', origine: 'manuale', creato_il: now, creato_da: null },
        { da: '/dashboard/vecchia', a: '/guide', origine: 'manuale', creato_il: now, creato_da: null },
      ])
      .execute();
    const api = await get('/api/vecchia-api');
    expect(api.status).toBe(404);
    expect(api.headers.location).toBeUndefined();
    expect(JSON.parse(api.body)).toHaveProperty('error');
    const dashboard = await get('/dashboard/vecchia');
    expect([dashboard.status, dashboard.headers.location]).toEqual([302, '/login']);
  });
});

describe('a deleted published text', () => {
  it("answers 410 'Contenuto rimosso' in the site's look, every time (never stored), or 301 to the chosen page", async () => {
    const gone = await publishedNews('notizia-rimossa');
    expect((await staff('DELETE', `/api/notizie/${gone.id}?esito=410`)).statusCode).toBe(204);
    for (let i = 0; i < 2; i++) {
      const res = await get('/notizie/notizia-rimossa');
      expect(res.status).toBe(410);
      expect(res.headers['x-render-cache']).not.toBe('hit');
      expect(res.headers.etag).toBeUndefined();
      expect(res.body).toContain(`<h1>${M.goneTitle}</h1>`);
      expect(res.body).toContain(M.goneText);
      expect(res.body).toMatch(/<title>Contenuto rimosso/);
      expect(res.body).toContain('class="site-footer');
    }
    expect((await get('/notizie/notizia-rimossa', 'HEAD')).status).toBe(410);

    const moved = await publishedNews('notizia-spostata');
    expect((await staff('DELETE', `/api/notizie/${moved.id}?esito=301&a=/notizie`)).statusCode).toBe(204);
    const res = await get('/notizie/notizia-spostata');
    expect([res.status, res.headers.location]).toEqual([301, '/notizie']);
  });
});
