import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../helpers/app.ts';

const SITE = 'https://www.prontiatutto.it';
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ SITE_URL: SITE });
  cookie = await login(t, undefined, '10.7.0.1');
});
afterAll(async () => {
  await t?.close();
});

const createCategory = (headers: Record<string, string>, nome: string) =>
  t.app.inject({ method: 'POST', url: '/api/categorie-prodotti', headers: { cookie, ...headers }, payload: { nome } });

const count = async () => (await t.app.inject({ method: 'GET', url: '/api/categorie-prodotti' })).json().length as number;

describe('CSRF: writes with a session cookie must come from the site itself', () => {
  it('refuses another origin with 403 and an Italian error, and stores nothing', async () => {
    const before = await count();
    const refused: Array<Record<string, string>> = [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { origin: 'https://www.prontiatutto.it.attacker.example' },
      { origin: 'http://www.prontiatutto.it' },
      { referer: 'https://attacker.example/pagina' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example', referer: `${SITE}/dashboard` },
    ];
    for (const headers of refused) {
      const res = await createCategory(headers, `Intrusa ${JSON.stringify(headers)}`);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json(), JSON.stringify(headers)).toEqual({ error: 'Richiesta rifiutata: non proviene da questo sito.' });
    }
    expect(await count()).toBe(before);
  });

  it('applies to every write method and to odd spellings of the path', async () => {
    const bad = { origin: 'https://attacker.example' };
    for (const [method, url] of [
      ['PUT', '/api/chi-siamo/1'],
      ['DELETE', '/api/utenti/1'],
      ['PATCH', '/api/messaggi/1'],
      ['POST', '/%61pi/utenti'],
      ['POST', '/api/auth/logout'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie, ...bad }, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // The session survived the refused logout.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().authenticated).toBe(true);
  });

  it('accepts the site origin (SITE_URL), the addressed host, a same-origin referer and same-origin fetch metadata', async () => {
    const ok: Array<Record<string, string>> = [
      { origin: SITE },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { referer: `${SITE}/dashboard/categorie-prodotti` },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const [i, headers] of ok.entries()) {
      const res = await createCategory(headers, `Categoria ammessa ${i}`);
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('does not apply to reads, to requests without the session cookie, or to clients that are not browsers', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/keys', headers: { cookie, origin: 'https://attacker.example' } });
    expect(read.statusCode).toBe(200);
    // No cookie: nothing to forge. The contact form stays open to everyone.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contatti',
      headers: { origin: 'https://attacker.example' },
      payload: { nome: 'Anna', email: 'anna@example.it', oggetto: 'Saluti', messaggio: 'Un messaggio di prova.', consenso: true },
      remoteAddress: '10.7.0.9',
    });
    expect(contact.statusCode).toBe(200);
    // curl or a script: no Origin, Referer or Sec-Fetch-Site.
    const script = await createCategory({}, 'Categoria da script');
    expect(script.statusCode).toBe(201);
  });
});
