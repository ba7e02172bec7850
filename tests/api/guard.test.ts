import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const SAMPLE_PARAMS: Record<string, string> = { name: 'openai', slug: 'una-notizia', productId: '1' };

function apiRoutes() {
  const seen = new Set<string>();
  return t.app.registeredRoutes
    .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/*' && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => ({ ...r, url: r.url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1') }))
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('the API is private by default', () => {
  it('knows the routes it guards', () => {
    const urls = apiRoutes().map((r) => r.url);
    expect(urls).toContain('/api/health');
    expect(urls).toContain('/api/auth/login');
  });

  it('every non-public /api route answers 401 JSON without a session', async () => {
    const privateRoutes = apiRoutes().filter((r) => !r.isPublic);
    for (const r of privateRoutes) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: r.url,
        ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json(), `${r.method} ${r.url}`).toEqual({ error: 'Accesso richiesto: effettua il login.' });
    }
  });

  it('the only public writes are login, logout, the contact form, the click report and the view beacon', async () => {
    const publicWrites = apiRoutes()
      .filter((r) => r.isPublic && r.method !== 'GET')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !r.endsWith(' /api/*'));
    for (const r of publicWrites) expect(['POST /api/auth/login', 'POST /api/auth/logout', 'POST /api/contatti', 'POST /api/clic', 'POST /api/vista']).toContain(r);
  });

  it('the dashboard API (issue 4) is private except the spec’s public reads', async () => {
    const expected: Record<string, boolean> = {
      'GET /api/prodotti': true,
      'GET /api/prodotti/:id': true,
      'POST /api/prodotti': false,
      'PUT /api/prodotti/:id': false,
      'DELETE /api/prodotti/:id': false,
      'GET /api/asin-info': false,
      'GET /api/statistiche': false,
      'GET /api/statistiche/csv': false,
      'POST /api/clic': true,
      'POST /api/vista': true,
      'GET /api/utenti': false,
      'POST /api/utenti': false,
      'PUT /api/utenti/:id': false,
      'DELETE /api/utenti/:id': false,
      'GET /api/keys': false,
      'PUT /api/keys/:name': false,
      'DELETE /api/keys/:name': false,
      'GET /api/chi-siamo': true,
      'POST /api/chi-siamo': false,
      'PUT /api/chi-siamo/:id': false,
      'GET /api/revisioni': false,
      'GET /api/revisioni/:id': false,
      'POST /api/revisioni/:id/ripristina': false,
      'GET /api/messaggi': false,
      'GET /api/messaggi/non-letti': false,
      'PATCH /api/messaggi/:id': false,
      'DELETE /api/messaggi/:id': false,
      'GET /api/panoramica': false,
      'GET /api/prompts': false,
      'GET /api/reindirizzamenti': false,
      'POST /api/reindirizzamenti': false,
      'DELETE /api/reindirizzamenti/:id': false,
      'GET /api/media': false,
      'GET /api/media/:id': false,
      'POST /api/media': false,
      'PATCH /api/media/:id': false,
      'DELETE /api/media/:id': false,
      // The media library's files: public, like the build's static files.
      'GET /media/:chiave/:file': true,
      'HEAD /media/:chiave/:file': true,
    };
    for (const base of ['/api/categorie-prodotti', '/api/categorie_prodotti']) {
      Object.assign(expected, {
        [`GET ${base}`]: true,
        [`GET ${base}/:id`]: true,
        [`POST ${base}`]: false,
        [`PUT ${base}/:id`]: false,
        [`DELETE ${base}/:id`]: false,
      });
    }
    const registered = new Map(t.app.registeredRoutes.map((r) => [`${r.method} ${r.url}`, r.isPublic]));
    for (const [route, isPublic] of Object.entries(expected)) {
      expect(registered.get(route), route).toBe(isPublic);
      if (isPublic) continue;
      const [method, url] = route.split(' ') as [string, string];
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1'),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, route).toBe(401);
    }
  });

  it('a forged or unsigned session cookie is no session', async () => {
    const cookie = await login(t, undefined, '10.9.0.1');
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `scorta_session=${token}` } });
    expect(res.json().authenticated).toBe(false);
  });
});
