import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, cookieFrom, createTestApp, login, type TestApp } from '../helpers/app.ts';
import { createUser, loginAs, loginRequest, me, send } from '../helpers/builders.ts';
import { testApp } from './dashboard-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('auth', () => {
  it('creates the first account from ADMIN_USERNAME/ADMIN_PASSWORD, storing only a scrypt hash', async () => {
    const rows = await t.db.kysely.selectFrom('users').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.username).toBe(ADMIN.username);
    expect(rows[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(rows[0]!.password_hash).not.toContain(ADMIN.password);
  });

  it('logs in, sets an HttpOnly SameSite=Lax cookie, and /me reports the user', async () => {
    const res = await loginRequest(t.app, ADMIN, '10.1.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { username: ADMIN.username, ruolo: 'amministratore', nome: ADMIN.username } });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/scorta_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(setCookie).toMatch(/Max-Age=\d+/);
    expect((await me(t.app, cookieFrom(res))).json()).toMatchObject({ authenticated: true, user: { username: ADMIN.username } });
  });

  it('trims the username and ignores its case', async () => {
    const res = await loginRequest(t.app, { username: `  ${ADMIN.username.toUpperCase()} `, password: ADMIN.password }, '10.1.0.2');
    expect(res.statusCode).toBe(200);
  });

  it('answers anonymous /me without setting any cookie', async () => {
    const res = await send(t, 'GET', '/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: false, user: null });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrong = await loginRequest(t.app, { username: ADMIN.username, password: 'sbagliata' }, '10.2.0.1');
    const unknown = await loginRequest(t.app, { username: 'nessuno', password: 'sbagliata' }, '10.2.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, error: 'Credenziali non valide.' });
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses the 11th failed login in a minute from one IP, even with the right password', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await loginRequest(t.app, { username: `utente${i}`, password: 'sbagliata' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await loginRequest(t.app, ADMIN, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error).toBe('Troppi tentativi di accesso. Riprova tra un minuto.');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    const other = await loginRequest(t.app, ADMIN, '10.3.0.2');
    expect(other.statusCode).toBe(200);
  });

  it('failures from other addresses do not lock the owner out (the account limit is per address)', async () => {
    await t.services.users.create('bersaglio', 'password-lunga-1');
    for (let i = 0; i < 12; i++) {
      await loginRequest(t.app, { username: 'bersaglio', password: 'sbagliata' }, `10.4.0.${i + 1}`);
    }
    const res = await loginRequest(t.app, { username: 'bersaglio', password: 'password-lunga-1' }, '10.4.1.1');
    expect(res.statusCode).toBe(200);
  });

  it('validates the login body in Italian', async () => {
    const empty = await loginRequest(t.app, { username: ' ', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/obbligatori/);
    const extra = await loginRequest(t.app, { ...ADMIN, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/Campo non previsto: admin/);
    const wrongType = await loginRequest(t.app, { username: 5, password: [] });
    expect(wrongType.statusCode).toBe(400);
  });

  it('logs out whatever state the client is in', async () => {
    const cookie = await login(t, ADMIN, '10.5.0.1');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/scorta_session=;/);
    expect((await me(t.app, cookie)).json().authenticated).toBe(false);
    // Again with the dead cookie, with none, with garbage, with a JSON content type and no body.
    for (const headers of [{ cookie }, {}, { cookie: 'scorta_session=garbage' }, { 'content-type': 'application/json' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(200);
    }
  });

  it('expires sessions', async () => {
    const cookie = await login(t, ADMIN, '10.6.0.1');
    await t.db.kysely.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect((await me(t.app, cookie)).json().authenticated).toBe(false);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await login(t, ADMIN, '10.7.0.1');
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const rows = await t.db.kysely.selectFrom('sessions').select('id').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
  });
});

describe('secure cookie behind HTTPS', () => {
  const s = testApp({ TRUST_PROXY: '127.0.0.1' });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const res = await loginRequest(s.t.app, ADMIN, undefined, { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });
});

describe('the login form posted before the page is interactive', () => {
  const form = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, password }).toString(),
      remoteAddress: ip,
    });

  it('logs in and goes to the dashboard; a wrong password goes back to the login; the password is never in an address', async () => {
    const ok = await form(ADMIN.username, ADMIN.password, '10.66.0.1');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/dashboard');
    expect(String(ok.headers['set-cookie'])).toMatch(/scorta_session=/);
    const wrong = await form(ADMIN.username, 'sbagliata-123', '10.66.0.2');
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/login?errore=credenziali');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    for (const res of [ok, wrong]) expect(String(res.headers.location)).not.toContain('password');
  });
});

describe("'Esci da tutti gli altri dispositivi': POST /api/auth/esci-altri-dispositivi", () => {
  const URL = '/api/auth/esci-altri-dispositivi';
  const endOthers = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: URL, headers });
  const whoIs = async (cookie: string) => (await me(t.app, cookie)).json();
  const privateRead = async (cookie: string) => (await send(t, 'GET', '/api/utenti', undefined, cookie)).statusCode;
  /** An account of its own (the other tests of this file leave sessions of ADMIN behind), created from a fresh session of ADMIN. */
  const newUser = async (username: string) => createUser({ t, cookie: await login(t, ADMIN, '10.1.9.99') }, { username, ruolo: 'amministratore' });

  it('ends every other session of the user, keeps this one and the other users’ sessions, and says how many', async () => {
    const user = await newUser('redattrice-tre-dispositivi');
    const other = await newUser('altra-redattrice');
    const here = await loginAs(t, user, '10.1.9.1');
    const laptop = await loginAs(t, user, '10.1.9.2');
    const phone = await loginAs(t, user, '10.1.9.3');
    const someoneElse = await loginAs(t, other, '10.1.9.4');

    const res = await endOthers({ cookie: here });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, sessioni_chiuse: 2 });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();

    for (const ended of [laptop, phone]) {
      expect(await whoIs(ended)).toEqual({ authenticated: false, user: null });
      expect(await privateRead(ended)).toBe(401);
    }
    expect(await whoIs(here)).toMatchObject({ authenticated: true, user: { username: user.username } });
    expect(await privateRead(here)).toBe(200);
    expect(await whoIs(someoneElse)).toMatchObject({ authenticated: true, user: { username: other.username } });
    expect(await privateRead(someoneElse)).toBe(200);

    // Nothing left to end: 0, and this session still stands.
    expect((await endOthers({ cookie: here })).json()).toEqual({ success: true, sessioni_chiuse: 0 });
    expect(await privateRead(here)).toBe(200);
  });

  it('needs a session (401 in Italian) and the site’s origin (403), ending nothing otherwise', async () => {
    const anonymous = await endOthers({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Accesso richiesto: effettua il login.' });

    const user = await newUser('redattore-due-dispositivi');
    const here = await loginAs(t, user, '10.1.9.5');
    const elsewhere = await loginAs(t, user, '10.1.9.6');
    const crossSite = await endOthers({ cookie: here, origin: 'https://attacker.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'Richiesta rifiutata: non proviene da questo sito.' });
    expect(await privateRead(elsewhere)).toBe(200);
    // Either device may end the other; the ended one then gets a 401 like on any private route.
    expect((await endOthers({ cookie: elsewhere })).json()).toEqual({ success: true, sessioni_chiuse: 1 });
    expect((await endOthers({ cookie: here })).statusCode).toBe(401);
  });
});
