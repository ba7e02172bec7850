import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateRoutes, rawRequest, snapshotDb, spellings } from '../helpers/access.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * A body that a write route would accept if the guard let it through: a user, a product, a
 * category, a key, About text… so a hole shows up as a changed database, not only as a status.
 */
const INTRUDER_BODY = JSON.stringify({
  username: 'intruso',
  password: 'Password-Intrusa-2026',
  nome: 'Categoria intrusa',
  nome_prodotto: 'Prodotto intruso',
  titolo: 'Titolo intruso',
  tipo: 'recensione',
  testo: 'Testo intruso',
  contenuto: '<p>Testo intruso</p>',
  value: 'sk-intruso-0000',
  letto: true,
  da: '/indirizzo-intruso',
  a: '/guide',
  sessione: 'scheda-intrusa',
});

describe.each(['production', 'development'] as const)('the %s server decides access from the route that matched', (mode) => {
  let s: TestWebServer;
  let port: number;

  beforeAll(async () => {
    s = await createTestWebServer(mode);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
    // A text for the routes that name one (/api/presenze/notizia/1): a hole would record on it.
    await s.services.news.createFromApi({ titolo: 'Notizia bersaglio' });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it('knows the private routes it must guard', () => {
    const keys = privateRoutes(s.app).map((r) => `${r.method} ${r.route}`);
    for (const k of [
      'GET /api/panoramica',
      'GET /api/keys',
      'GET /api/messaggi',
      'POST /api/utenti',
      'HEAD /api/keys',
      'DELETE /api/utenti/:id',
      'GET /api/reindirizzamenti',
      'POST /api/reindirizzamenti',
      'DELETE /api/reindirizzamenti/:id',
      'PUT /api/presenze/:tipo/:id',
      'DELETE /api/presenze/:tipo/:id',
    ]) {
      expect(keys).toContain(k);
    }
    // Pages and static files are public; nothing outside /api is private.
    expect(keys.every((k) => k.split(' ')[1]!.startsWith('/api/'))).toBe(true);
  });

  it('the reported attack: /%61pi/… answers 401 and creates no account', async () => {
    for (const path of ['/%61pi/panoramica', '/%61pi/keys', '/%61pi/messaggi']) {
      const res = await rawRequest(port, 'GET', path);
      expect(res.status, path).toBe(401);
      expect(JSON.parse(res.body)).toEqual({ error: 'Accesso richiesto: effettua il login.' });
    }
    const created = await rawRequest(port, 'POST', '/%61pi/utenti', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruso', password: 'Password-Intrusa-2026' }),
    });
    expect(created.status).toBe(401);
    const login = await rawRequest(port, 'POST', '/api/auth/login', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruso', password: 'Password-Intrusa-2026' }),
    });
    expect(login.status).toBe(401);
    expect(await s.services.users.count()).toBe(1);
  });

  it('every private route, in every spelling of its path, refuses an anonymous caller and changes nothing', async () => {
    const before = await snapshotDb(s.db);
    const calls = privateRoutes(s.app).flatMap((r) => {
      const write = r.method !== 'GET' && r.method !== 'HEAD' && r.method !== 'DELETE';
      return spellings(r.url).map((path) => ({
        method: r.method,
        path,
        init: write ? { headers: { 'content-type': 'application/json' }, body: INTRUDER_BODY } : {},
      }));
    });
    // Eight connections at a time: each call is independent (none may change anything).
    const failures: string[] = [];
    let next = 0;
    const caller = async () => {
      for (let i = next++; i < calls.length; i = next++) {
        const { method, path, init } = calls[i]!;
        const res = await rawRequest(port, method, path, init);
        if ((res.status >= 200 && res.status < 300) || res.status >= 500) failures.push(`${method} ${path} → ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, caller));
    expect(failures).toEqual([]);
    expect(calls.length).toBeGreaterThan(500);
    expect(await snapshotDb(s.db)).toEqual(before);
  }, 120_000);

  it("the editors' preview (/anteprima/{token}), a page of the public layout, is staff-only in every spelling", async () => {
    const news = await s.db.kysely.selectFrom('news').select('id').orderBy('id').limit(1).executeTakeFirst();
    const draft = 'Bozza riservata alla redazione';
    const created = await s.services.previews.create(news ? 'notizia' : 'guida', news?.id ?? null, { titolo: draft, contenuto: `<p>${draft}</p>` }, null);
    const leaks: string[] = [];
    for (const path of spellings(created.url)) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await rawRequest(port, method, path, method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {});
        // The login, the home page (the catch-all), the one spelling of this address (itself a
        // redirect to the login, checked below), or a refusal; never the page.
        const to = res.headers.location;
        const refused = res.status === 301 ? to === created.url : res.status === 302 ? to === '/login' || to === '/' : res.status >= 400 && res.status < 500;
        if (!refused || res.body.includes(draft)) leaks.push(`${method} ${path} → ${res.status} ${res.headers.location ?? ''}`);
      }
    }
    expect(leaks).toEqual([]);
    const plain = await rawRequest(port, 'GET', created.url);
    expect([plain.status, plain.headers.location, plain.headers['cache-control']]).toEqual([302, '/login', 'no-store']);
  }, 120_000);
});
