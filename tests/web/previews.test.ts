import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_MSG } from '../../common/messages-previews.ts';
import { PREVIEW_TTL_MS } from '../../server/domain/previews.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { rawRequest } from '../helpers/access.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * The editors' preview of what is not saved yet (/anteprima/{token}) on the production build: the
 * public page's own template filled with the draft, for staff only, never stored by a cache, never
 * indexed, framed only by the site's own pages; the public page keeps the stored text. (Anonymous
 * requests in every spelling: tests/web/access-by-route.test.ts.)
 */
const ORIGIN = 'http://localhost:3000';
let s: TestWebServer;
let port = 0;
let staff = '';
const get = (path: string, cookie = staff) => rawRequest(port, 'GET', path, { headers: cookie ? { cookie } : {} });

async function preview(body: Record<string, unknown>): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: '/api/anteprime', payload: body, headers: { cookie: staff, origin: ORIGIN } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  staff = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } }));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const published = (table: 'news' | 'guides' | 'reviews') =>
  s.db.kysely.selectFrom(table).selectAll().where('stato', '=', 'pubblicata').orderBy('id').limit(1).executeTakeFirstOrThrow();

describe('the preview page', () => {
  it("shows a news item's unsaved words with the public template; the public page keeps the stored ones", async () => {
    const news = (await published('news')) as { id: number; slug: string; titolo: string };
    const url = await preview({ tipo: 'notizia', id: news.id, titolo: 'Titolo mai salvato', contenuto: '<p>Parole mai salvate sul sito.</p>' });
    const res = await get(url);
    expect(res.status, res.body).toBe(200);
    expect(res.body).toContain(PREVIEW_MSG.banner);
    expect(res.body).toContain('Titolo mai salvato');
    expect(res.body).toContain('Parole mai salvate sul sito.');
    // The public page's own markup (the same component), its CSS and scripts, no React.
    expect(res.body).toContain('class="news-article"');
    expect(res.body).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/app-[^"]+\.css"/);
    expect(res.body).toMatch(/<script type="module" src="\/assets\/enhance-menu-[^"]+\.js"><\/script>/);
    // The page as a visitor will see it: no Dashboard button in the frame.
    expect(res.body).not.toContain('data-enhance="dashboard-fab"');
    expect(res.body).not.toContain('__reactRouterContext');
    expect(res.body).not.toContain('<script>');
    // Never stored, never indexed, framed by the site's own pages only.
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');

    const page = await get(`/notizie/${news.slug}`, '');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('Parole mai salvate');
    expect(page.body).toContain(news.titolo);
    expect(page.body).not.toContain(PREVIEW_MSG.banner);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('renders a review on its product page and a guide on its cover, each with the draft', async () => {
    const review = (await published('reviews')) as { id: number; id_prodotto: number };
    const r = await get(await preview({ tipo: 'recensione', id: review.id, titolo: 'Recensione riscritta', contenuto: '<p>Giudizio non ancora salvato.</p>' }));
    expect(r.status, r.body).toBe(200);
    expect(r.body).toContain('class="buy-box"');
    expect(r.body).toContain('Recensione riscritta');
    expect(r.body).toContain('Giudizio non ancora salvato.');
    const guide = (await published('guides')) as { id: number };
    const g = await get(
      await preview({ tipo: 'guida', id: guide.id, titolo: 'Guida rinominata', contenuto: { introduzione: '<p>Introduzione nuova.</p>', sezioni: [], conclusione: '' } }),
    );
    expect(g.status, g.body).toBe(200);
    expect(g.body).toContain('class="guide-cover"');
    expect(g.body).toContain('Guida rinominata');
    expect(g.body).toContain('Introduzione nuova.');
    // A guide not saved yet: the draft alone.
    const fresh = await get(await preview({ tipo: 'guida', id: null, titolo: 'Guida appena iniziata' }));
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain('Guida appena iniziata');
  });

  it("renders no script a draft carries, even one stored without the API's cleaning", async () => {
    const news = (await published('news')) as { id: number };
    const token = 'x'.repeat(32);
    const bozza = JSON.stringify({ contenuto: '<p>Testo sicuro<script>alert("bozza")</script><img src="x" onerror="alert(2)"></p>' });
    const now = s.clock.nowIso();
    await s.db.kysely
      .insertInto('previews')
      .values({ token, tipo: 'notizia', id_contenuto: news.id, bozza, autore: null, creata_il: now, scade_il: new Date(s.clock.nowMs() + 60_000).toISOString() })
      .execute();
    const res = await get(`/anteprima/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain('Testo sicuro');
    expect(res.body).not.toContain('alert(');
  });

  it('answers 404 once expired, still private and never indexed', async () => {
    const url = await preview({ tipo: 'guida', id: null, titolo: 'Presto scaduta' });
    expect((await get(url)).status).toBe(200);
    s.clock.advance(PREVIEW_TTL_MS);
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(res.body).toContain(PREVIEW_MSG.previewNotFound);
    expect(res.body).not.toContain('Presto scaduta');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get('/anteprima/nessuna')).status).toBe(404);
  });
});
