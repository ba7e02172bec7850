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
});

describe.each(['production', 'development'] as const)('the %s server decides access from the route that matched', (mode) => {
  let s: TestWebServer;
  let port: number;

  beforeAll(async () => {
    s = await createTestWebServer(mode);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
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
});
