import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, login, type TestApp } from '../helpers/app.ts';

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
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
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
      // A plain form post from our own page under Referrer-Policy: no-referrer (Chromium).
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
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

describe('login CSRF: the login checks the origin even without a session cookie', () => {
  const REFUSED = { error: 'Richiesta rifiutata: non proviene da questo sito.' };
  const form = `username=${encodeURIComponent(ADMIN.username)}&password=${encodeURIComponent(ADMIN.password)}`;
  let ip = 0;
  const nextIp = () => `10.7.1.${++ip}`;

  const jsonLogin = (headers: Record<string, string>, url = '/api/auth/login') => t.app.inject({ method: 'POST', url, headers, payload: ADMIN, remoteAddress: nextIp() });
  const formLogin = (headers: Record<string, string>, url = '/api/auth/login') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form,
      remoteAddress: nextIp(),
    });

  it('refuses a cross-site form post and a cross-site JSON fetch with 403 in Italian, and sets no cookie', async () => {
    const refused: Array<Record<string, string>> = [
      { origin: 'https://attacker.example' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://www.prontiatutto.it' },
      { referer: 'https://attacker.example/pagina' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    ];
    for (const headers of refused) {
      for (const [kind, res] of [
        ['form', await formLogin(headers)],
        ['json', await jsonLogin(headers)],
      ] as const) {
        expect(res.statusCode, `${kind} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json(), `${kind} ${JSON.stringify(headers)}`).toEqual(REFUSED);
        expect(res.headers['set-cookie'], `${kind} ${JSON.stringify(headers)}`).toBeUndefined();
      }
    }
  });

  it('lets the site itself and clients that are not browsers log in', async () => {
    const ok: Array<Record<string, string>> = [
      {},
      { origin: SITE },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      { referer: `${SITE}/login` },
      { 'sec-fetch-site': 'same-origin' },
      // The login form posted without JavaScript under Referrer-Policy: no-referrer (Chromium).
      { origin: 'null', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    ];
    for (const headers of ok) {
      const json = await jsonLogin(headers);
      expect(json.statusCode, `json ${JSON.stringify(headers)}`).toBe(200);
      expect(json.headers['set-cookie'], `json ${JSON.stringify(headers)}`).toBeDefined();
      const page = await formLogin(headers);
      expect(page.statusCode, `form ${JSON.stringify(headers)}`).toBe(303);
      expect(page.headers.location).toBe('/dashboard');
    }
  });

  it('judges odd spellings of the path by the route they reach: the login refuses, anything else is refused as unknown', async () => {
    const bad = { origin: 'https://attacker.example' };
    for (const url of [
      '/api/auth/%6Cogin',
      '/api/auth/%6cogin',
      '/%61pi/auth/login',
      '/api/auth/./login',
      '/api/auth/login?x=1',
      '/api//auth/login',
      '/api/auth/login/',
      '/API/auth/login',
      '/api/auth//login',
    ]) {
      // Without hostile headers: does this spelling reach the login at all?
      const reaches = (await jsonLogin({}, url)).statusCode === 200;
      for (const res of [await jsonLogin(bad, url), await formLogin(bad, url), await formLogin({ 'sec-fetch-site': 'cross-site' }, url)]) {
        // Not the login: the API's 404 (415 for a form, which only the login and contact routes read).
        if (reaches) expect(res.statusCode, url).toBe(403);
        else expect([404, 415], url).toContain(res.statusCode);
        expect(res.headers['set-cookie'], url).toBeUndefined();
      }
    }
    // The percent-encoded spelling does reach the login (the router decodes it): refused above by its route.
    expect((await jsonLogin({}, '/api/auth/%6Cogin')).statusCode).toBe(200);
  });
});
