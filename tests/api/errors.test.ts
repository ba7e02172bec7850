import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health and errors', () => {
  it('GET /api/health answers ok after migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('unknown /api paths answer 404 JSON in Italian, for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/non-esiste/123' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: 'Risorsa non trovata.' });
    }
  });

  it('malformed JSON is a 400 with an Italian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Il corpo della richiesta non è un JSON valido.' });
  });

  it('refuses prototype pollution keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"a","password":"b","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('bodies over 1 MB get 413 in Italian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'La richiesta è troppo grande (massimo 1 MB).' });
  });

  it('over-long fields get 400 in Italian', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'u'.repeat(65), password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^username: /);
  });

  it('non-JSON bodies get 415 in Italian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/JSON/);
  });

  it('invalid ids get 400 and unknown ids 404, in Italian', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/prodotti/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Identificativo non valido.' });
    const missing = await t.app.inject({ method: 'GET', url: '/api/prodotti/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Prodotto non trovato.' });
  });
});
