import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { SESSION_MAX_AGE_MS, SESSION_TTL_MS } from '../../server/domain/auth.ts';
import { buildApp } from '../../server/http/app.ts';
import { hashPassword, scryptSlots, setPasswordParamsForTests } from '../../server/lib/passwords.ts';
import { createServices } from '../../server/services.ts';
import { ADMIN, cookieFrom, createTestApp, login, openSameDb, TEST_PASSWORD_PARAMS, type TestApp } from '../helpers/app.ts';
import { loginRequest, me } from '../helpers/builders.ts';
import { testApp } from './dashboard-helpers.ts';

/**
 * Login limits (counted before the password check, per address and per account+address,
 * in the database), session lifetimes and cookie, own-password changes, scrypt upgrades, and
 * usernames with accented capitals. Runs on SQLite and on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

const attempt = (app: FastifyInstance, username: string, password: string, ip: string, cookie?: string) =>
  loginRequest(app, { username, password }, ip, cookie ? { cookie } : undefined);

/** Ends the current per-address window (as if a minute had passed), leaving the account counters alone. */
async function endIpWindow(db: Db, ip: string): Promise<void> {
  await db.kysely.updateTable('rate_limits').set({ reset_at: 0 }).where('key', '=', `login:ip:${ip}`).execute();
}

/** A second instance: its own connection (pool) to the same database, its own services and app. */
async function secondInstance(first: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db = await openSameDb(first.db);
  const app = await buildApp({ services: createServices(first.services.config, db, { clock: first.clock }) });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

describe('login limits', () => {
  it('counts each attempt before checking the password: of 30 parallel wrong logins at most 10 are checked', async () => {
    const ip = '10.70.0.1';
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(t.app, i % 2 ? ADMIN.username : `ignoto${i}`, 'sbagliata', ip)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: false, error: 'Troppi tentativi di accesso. Riprova tra un minuto.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('locks an account from one address only: the owner still logs in from another', async () => {
    await t.services.users.create('marta', 'Password-Marta-1');
    const a = '10.71.0.1';
    for (let i = 0; i < 10; i++) expect((await attempt(t.app, 'marta', 'sbagliata', a)).statusCode).toBe(401);
    // A minute later the address may try again, but not this account (10 every 15 minutes).
    await endIpWindow(t.db, a);
    const locked = await attempt(t.app, 'MARTA', 'Password-Marta-1', a);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('Troppi tentativi di accesso con questo nome utente. Riprova tra 15 minuti.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    // Another account from the same address, and the same account from another address, work.
    expect((await attempt(t.app, ADMIN.username, ADMIN.password, a)).statusCode).toBe(200);
    expect((await attempt(t.app, 'marta', 'Password-Marta-1', '10.71.0.2')).statusCode).toBe(200);
  });

  it('a successful login clears the account+address counter and does not count against the address', async () => {
    await t.services.users.create('nadia', 'Password-Nadia-1');
    const ip = '10.72.0.1';
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) expect((await attempt(t.app, 'nadia', 'sbagliata', ip)).statusCode).toBe(401);
      expect((await attempt(t.app, 'nadia', 'Password-Nadia-1', ip)).statusCode).toBe(200);
      await endIpWindow(t.db, ip);
    }
    // Successful logins alone never trip the per-address limit.
    for (let i = 0; i < 12; i++) expect((await attempt(t.app, ADMIN.username, ADMIN.password, '10.72.0.2')).statusCode).toBe(200);
  });

  it('keeps the counters in the database: two instances share one limit', async () => {
    const other = await secondInstance(t);
    try {
      const ip = '10.73.0.1';
      for (let i = 0; i < 10; i++) {
        const app = i % 2 ? other.app : t.app;
        expect((await attempt(app, `ignoto${i}`, 'sbagliata', ip)).statusCode).toBe(401);
      }
      expect((await attempt(other.app, ADMIN.username, ADMIN.password, ip)).statusCode).toBe(429);
      expect((await attempt(t.app, ADMIN.username, ADMIN.password, ip)).statusCode).toBe(429);
      const row = await t.db.kysely.selectFrom('rate_limits').selectAll().where('key', '=', `login:ip:${ip}`).executeTakeFirstOrThrow();
      expect(row.count).toBe(12);

      // The contact form's limit (5 every 10 minutes per address) is shared the same way.
      const message = { nome: 'Giulia Rossi', email: 'giulia@example.it', oggetto: 'Domanda', messaggio: 'Un messaggio abbastanza lungo.', consenso: true };
      const contact = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/api/contatti', payload: message, remoteAddress: '10.73.0.2' });
      for (let i = 0; i < 5; i++) expect((await contact(i % 2 ? other.app : t.app)).statusCode).toBe(200);
      const sixth = await contact(other.app);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({ error: 'Hai inviato troppi messaggi. Riprova tra qualche minuto.' });
    } finally {
      await other.close();
    }
  });

  it('purges ended windows at start-up housekeeping', async () => {
    await t.db.kysely.insertInto('rate_limits').values({ key: 'login:ip:vecchio', count: 3, reset_at: 1 }).execute();
    await t.services.auth.purgeExpired();
    expect(await t.db.kysely.selectFrom('rate_limits').select('key').where('key', '=', 'login:ip:vecchio').executeTakeFirst()).toBeUndefined();
  });
});

describe('sessions', () => {
  // The services' clock stands still (TestClock): the cookie's Max-Age, computed from the expiry
  // and the time of the answer, comes out exact.

  /** The session row of this cookie (the database keeps the SHA-256 of its token). */
  async function sessionRow(cookie: string) {
    const res = await me(t.app, cookie);
    expect(res.json().authenticated).toBe(true);
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    return t.db.kysely.selectFrom('sessions').selectAll().where('id', '=', createHash('sha256').update(token).digest('base64url')).executeTakeFirstOrThrow();
  }

  it('sets the cookie Max-Age from the server-side expiry', async () => {
    const res = await attempt(t.app, ADMIN.username, ADMIN.password, '10.80.0.1');
    const maxAge = Number(/Max-Age=(\d+)/i.exec(String(res.headers['set-cookie']))![1]);
    expect(maxAge).toBe(SESSION_TTL_MS / 1000);
  });

  it('re-issues the cookie when the sliding refresh extends the session', async () => {
    const cookie = await login(t, ADMIN, '10.80.0.2');
    const row = await sessionRow(cookie);
    const now = t.clock.nowMs();
    await t.db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now - 2 * DAY).toISOString(), expires_at: new Date(now + 12 * DAY).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const res = await me(t.app, cookie);
    expect(res.json().authenticated).toBe(true);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/scorta_session=/);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)![1]);
    expect(maxAge).toBe(SESSION_TTL_MS / 1000);
    // Without a refresh due, no cookie is sent.
    expect((await me(t.app, cookie)).headers['set-cookie']).toBeUndefined();
  });

  it('never extends a session past 30 days from login', async () => {
    const cookie = await login(t, ADMIN, '10.80.0.3');
    const row = await sessionRow(cookie);
    const now = t.clock.nowMs();
    const created = now - 29 * DAY;
    await t.db.kysely
      .updateTable('sessions')
      .set({
        created_at: new Date(created).toISOString(),
        last_seen_at: new Date(now - 2 * DAY).toISOString(),
        expires_at: new Date(now + DAY / 24).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    const res = await me(t.app, cookie);
    expect(res.json().authenticated).toBe(true);
    const after = await t.db.kysely.selectFrom('sessions').select('expires_at').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after.expires_at).toBe(new Date(created + SESSION_MAX_AGE_MS).toISOString());
    const maxAge = Number(/Max-Age=(\d+)/i.exec(String(res.headers['set-cookie']))![1]);
    expect(maxAge).toBe(DAY / 1000);
  });

  it('ends a session 30 days after login even if it was used every day', async () => {
    const cookie = await login(t, ADMIN, '10.80.0.4');
    const row = await sessionRow(cookie);
    const now = t.clock.nowMs();
    await t.db.kysely
      .updateTable('sessions')
      .set({ created_at: new Date(now - 31 * DAY).toISOString(), last_seen_at: new Date(now - 1000).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect((await me(t.app, cookie)).json().authenticated).toBe(false);
    expect(await t.db.kysely.selectFrom('sessions').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
  });

  it('logging in ends the session the browser already had', async () => {
    const first = await login(t, ADMIN, '10.80.0.5');
    const res = await attempt(t.app, ADMIN.username, ADMIN.password, '10.80.0.5', first);
    expect(res.statusCode).toBe(200);
    const second = cookieFrom(res);
    expect(second).not.toBe(first);
    expect((await me(t.app, first)).json().authenticated).toBe(false);
    expect((await me(t.app, second)).json().authenticated).toBe(true);
    // A failed login leaves the current session alone.
    expect((await attempt(t.app, ADMIN.username, 'sbagliata', '10.80.0.6', second)).statusCode).toBe(401);
    expect((await me(t.app, second)).json().authenticated).toBe(true);
  });
});

describe('secure cookie when SITE_URL is https', () => {
  const s = testApp({ SITE_URL: 'https://www.example.it' });

  it('marks the session cookie Secure even when the request reached the app over plain HTTP', async () => {
    const res = await attempt(s.t.app, ADMIN.username, ADMIN.password, '10.81.0.1');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/;\s*Secure/i);
    const out = await s.t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookieFrom(res) } });
    expect(String(out.headers['set-cookie'])).toMatch(/;\s*Secure/i);
  });
});

describe('changing passwords', () => {
  const put = (id: number, payload: object, cookie: string) => t.app.inject({ method: 'PUT', url: `/api/utenti/${id}`, payload, headers: { cookie } });

  it('your own password needs the current one; another user’s does not', async () => {
    const olga = await t.services.users.create('olga', 'Password-Olga-1');
    const session = await login(t, { username: 'olga', password: 'Password-Olga-1' }, '10.82.0.1');
    const elsewhere = await login(t, { username: 'olga', password: 'Password-Olga-1' }, '10.82.0.2');

    const missing = await put(olga.id, { password: 'Password-Olga-2' }, session);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Per cambiare la tua password inserisci quella attuale.' });
    const wrong = await put(olga.id, { password: 'Password-Olga-2', password_attuale: 'Password-Sbagliata' }, session);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ error: 'La password attuale non è corretta.' });
    // Nothing changed, and a rename alone needs no password.
    expect((await me(t.app, elsewhere)).json().authenticated).toBe(true);
    expect((await put(olga.id, { username: 'olga.b' }, session)).statusCode).toBe(200);

    const ok = await put(olga.id, { password: 'Password-Olga-2', password_attuale: 'Password-Olga-1' }, session);
    expect(ok.statusCode).toBe(200);
    expect((await me(t.app, session)).json().authenticated).toBe(true);
    expect((await me(t.app, elsewhere)).json().authenticated).toBe(false);
    await login(t, { username: 'olga.b', password: 'Password-Olga-2' }, '10.82.0.3');

    // Another account's password: no current password needed, and its sessions end.
    const admin = await login(t, ADMIN, '10.82.0.4');
    const set = await put(olga.id, { password: 'Password-Olga-3' }, admin);
    expect(set.statusCode).toBe(200);
    expect((await me(t.app, session)).json().authenticated).toBe(false);
  });

  it('limits guesses of the current password', async () => {
    const pia = await t.services.users.create('pia', 'Password-Pia-1');
    const session = await login(t, { username: 'pia', password: 'Password-Pia-1' }, '10.83.0.1');
    for (let i = 0; i < 10; i++) {
      expect((await put(pia.id, { password: 'Password-Pia-2', password_attuale: `sbagliata-${i}` }, session)).statusCode).toBe(403);
    }
    const limited = await put(pia.id, { password: 'Password-Pia-2', password_attuale: 'Password-Pia-1' }, session);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Troppe richieste. Riprova tra poco.' });
  });
});

describe('password hashes', () => {
  it('a login with a hash made with older scrypt parameters upgrades it to the current ones', async () => {
    // The real parameters here (the other API tests hash cheaply to stay fast).
    setPasswordParamsForTests(null);
    onTestFinished(() => setPasswordParamsForTests(TEST_PASSWORD_PARAMS));
    const user = await t.services.users.create('vecchio', 'Password-Vecchia-1');
    const old = await hashPassword('Password-Vecchia-1', { N: 2 ** 15, r: 8, p: 1 });
    expect(old).toMatch(/^scrypt\$32768\$8\$1\$/);
    await t.db.kysely.updateTable('users').set({ password_hash: old }).where('id', '=', user.id).execute();

    await login(t, { username: 'vecchio', password: 'Password-Vecchia-1' }, '10.84.0.1');
    const row = await t.db.kysely.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row.password_hash).not.toBe(old);
    // The upgraded hash still logs in; a wrong password still fails.
    await login(t, { username: 'vecchio', password: 'Password-Vecchia-1' }, '10.84.0.2');
    expect((await attempt(t.app, 'vecchio', 'Password-Vecchia-2', '10.84.0.3')).statusCode).toBe(401);
  });

  it('refuses a stored hash with absurd parameters without computing it', async () => {
    const user = await t.services.users.create('assurdo', 'Password-Assurda-1');
    const current = await t.db.kysely.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    const [, , r, p, salt, hash] = current.password_hash.split('$');
    await t.db.kysely
      .updateTable('users')
      .set({ password_hash: ['scrypt', 2 ** 22, r, p, salt, hash].join('$') })
      .where('id', '=', user.id)
      .execute();
    // Every scrypt computation takes one of scryptSlots' places.
    const computations = vi.spyOn(scryptSlots, 'run');
    onTestFinished(() => computations.mockRestore());
    expect((await attempt(t.app, 'assurdo', 'Password-Assurda-1', '10.85.0.1')).statusCode).toBe(401);
    expect(computations).not.toHaveBeenCalled();
  });
});

describe('usernames with accented capitals', () => {
  it('log in whatever the case or Unicode form, and stay unique', async () => {
    const create = (username: string) =>
      t.app.inject({ method: 'POST', url: '/api/utenti', payload: { username, password: 'Password-Elodie-1' }, headers: { cookie: adminCookie } });
    const adminCookie = await login(t, ADMIN, '10.86.0.1');
    const res = await create('Élodie');
    expect(res.statusCode).toBe(201);
    let ip = 10;
    for (const typed of ['élodie', 'ÉLODIE', 'Élodie', 'E\u0301lodie', 'e\u0301LODIE']) {
      const answer = await attempt(t.app, typed, 'Password-Elodie-1', `10.86.0.${ip++}`);
      expect({ typed, status: answer.statusCode }).toEqual({ typed, status: 200 });
      expect(answer.json().user.username).toBe('Élodie');
    }
    for (const duplicate of ['élodie', 'ÉLODIE', 'e\u0301lodie']) {
      const dup = await create(duplicate);
      expect({ duplicate, status: dup.statusCode, body: dup.json() }).toEqual({
        duplicate,
        status: 409,
        body: { error: 'Esiste già un utente con questo username.' },
      });
    }
    const other = (await create('Ørjan')).json();
    const rename = await t.app.inject({ method: 'PUT', url: `/api/utenti/${other.id}`, payload: { username: 'ÉLODIE' }, headers: { cookie: adminCookie } });
    expect(rename.statusCode).toBe(409);
    // A rename recomputes the key: the new name logs in, the old one no longer does.
    expect((await t.app.inject({ method: 'PUT', url: `/api/utenti/${other.id}`, payload: { username: 'Øyvind' }, headers: { cookie: adminCookie } })).statusCode).toBe(200);
    expect((await attempt(t.app, 'øyvind', 'Password-Elodie-1', '10.86.1.1')).statusCode).toBe(200);
    expect((await attempt(t.app, 'ørjan', 'Password-Elodie-1', '10.86.1.2')).statusCode).toBe(401);
  });
});
