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

  it('a forged or unsigned session cookie is no session', async () => {
    const cookie = await login(t, undefined, '10.9.0.1');
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `scorta_session=${token}` } });
    expect(res.json().authenticated).toBe(false);
  });
});
