import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../common/content-addresses.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { rawRequest } from '../helpers/access.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * The subtitle on the production build: each type's public page shows it under the title and
 * names it as the JSON-LD `alternativeHeadline`; the editors' preview shows a draft's subtitle
 * with the same template.
 */
const ORIGIN = 'http://localhost:3000';
let s: TestWebServer;
let port = 0;
let staff = '';
const get = (path: string, cookie = '') => rawRequest(port, 'GET', path, { headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true' });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
  staff = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, headers: { origin: ORIGIN } }));
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** A published text of each type: its own id and its public address. */
async function texts() {
  const k = s.db.kysely;
  const review = await k.selectFrom('reviews').select(['id', 'id_prodotto']).where('stato', '=', 'pubblicata').orderBy('id').executeTakeFirstOrThrow();
  const guide = await k.selectFrom('guides').select('id').where('stato', '=', 'pubblicata').orderBy('id').executeTakeFirstOrThrow();
  const news = await k.selectFrom('news').select(['id', 'slug']).where('stato', '=', 'pubblicata').orderBy('id').executeTakeFirstOrThrow();
  return [
    { tipo: 'recensione', table: 'reviews', id: review.id, path: PUBLIC_PATHS.recensione(review.id_prodotto) },
    { tipo: 'guida', table: 'guides', id: guide.id, path: PUBLIC_PATHS.guida(guide.id) },
    { tipo: 'notizia', table: 'news', id: news.id, path: PUBLIC_PATHS.notizia(news.slug) },
  ] as const;
}

/** The JSON-LD of a page, as one text (a review's sits inside its product's). */
const jsonLd = (html: string): string => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');

describe('the subtitle on the public pages', () => {
  it('stands under the title (a review: under its own heading) of a review, a guide and a news item, and is their alternativeHeadline', async () => {
    for (const t of await texts()) {
      const sottotitolo = `Sottotitolo della ${t.tipo} per la prova`;
      await s.db.kysely.updateTable(t.table).set({ sottotitolo }).where('id', '=', t.id).execute();
      const res = await get(t.path);
      expect(res.status, `${t.path}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body, t.path).toMatch(new RegExp(`</h[12]>\\s*<p class="subtitle">${sottotitolo}</p>`));
      expect(jsonLd(res.body), t.path).toContain(`"alternativeHeadline":"${sottotitolo}"`);
    }
  });

  it("the editors' preview shows a draft's subtitle on each type's template", async () => {
    for (const t of await texts()) {
      const sottotitolo = `Sottotitolo mai salvato (${t.tipo})`;
      const res = await s.app.inject({ method: 'POST', url: '/api/anteprime', payload: { tipo: t.tipo, id: t.id, sottotitolo }, headers: { cookie: staff, origin: ORIGIN } });
      expect(res.statusCode, res.body).toBe(201);
      const page = await get(res.json<{ url: string }>().url, staff);
      expect(page.status, page.body.slice(0, 200)).toBe(200);
      expect(page.body).toMatch(new RegExp(`</h[12]>\\s*<p class="subtitle">${sottotitolo.replace(/[()]/g, '\\$&')}</p>`));
    }
  });
});
