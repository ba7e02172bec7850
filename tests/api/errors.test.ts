import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login, type TestApp } from '../helpers/app.ts';

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
    const cookie = await login(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categorie-prodotti',
      headers: { 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ nome: 'x'.repeat(1024 * 1024 + 10) }),
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

describe('public endpoints read only small bodies', () => {
  // Just under the 1 MB every route used to accept: it was parsed (a 400 after half a second of work).
  const nested = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
  const MB_OF_ARRAYS = nested(1024 * 1024 - 2);
  const json = { 'content-type': 'application/json' };

  it('a 1 MB nested-array login body is a 413 in Italian before it is parsed; a normal login still works', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: MB_OF_ARRAYS, remoteAddress: '10.9.0.1' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'La richiesta è troppo grande (massimo 16 KB).' });
    // The same as a form post.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a&password=${'x'.repeat(20 * 1024)}`,
      remoteAddress: '10.9.0.1',
    });
    expect(form.statusCode).toBe(413);
    expect(form.json()).toEqual({ error: 'La richiesta è troppo grande (massimo 16 KB).' });

    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.9.0.1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, user: { username: ADMIN.username } });
  });

  it('the logout and unknown API paths, which read no body, refuse a large one', async () => {
    for (const url of ['/api/auth/logout', '/api/non-esiste']) {
      const res = await t.app.inject({ method: 'POST', url, headers: json, payload: MB_OF_ARRAYS });
      expect(res.statusCode, url).toBe(413);
      expect(res.json(), url).toEqual({ error: 'La richiesta è troppo grande (massimo 1 KB).' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('the contact form takes its longest valid message, as a form post and as JSON, and nothing much larger', async () => {
    // Every character a 3-byte one: the most bytes a valid message can take (9 each, percent-encoded).
    const longest = {
      nome: '語'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.it`,
      oggetto: '語'.repeat(150),
      messaggio: '語'.repeat(5000),
    };
    expect(longest.email).toHaveLength(254);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/contatti',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...longest, consenso: 'on' }).toString(),
      remoteAddress: '10.9.0.2',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/contatti?inviato=1#modulo');
    const asJson = await t.app.inject({ method: 'POST', url: '/api/contatti', payload: { ...longest, consenso: true }, remoteAddress: '10.9.0.2' });
    expect(asJson.statusCode, asJson.body).toBe(200);

    for (const payload of [nested(60 * 1024), MB_OF_ARRAYS]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contatti', headers: json, payload, remoteAddress: '10.9.0.3' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'La richiesta è troppo grande (massimo 54 KB).' });
    }
  });
});
