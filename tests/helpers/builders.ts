import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '../../common/roles.ts';
import type { News, Prompt } from '../../common/types.ts';
import { login, type TestApp } from './app.ts';

/**
 * Builders for the API tests: one call, and the rows a test needs, made through the HTTP API
 * (inject) the way the dashboard makes them. They act only on the app they are given: each test
 * file keeps its own app and database (createTestApp, or dashboardTestApp in
 * tests/api/dashboard-helpers.ts). A builder that creates something expects its 201 and says the
 * answer's body when it does not get it.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An app and a staff session on it: what the builders create with (dashboardTestApp's `h` is one). */
export interface Staff {
  t: TestApp;
  cookie: string;
}

export interface Credentials {
  username: string;
  password: string;
}

/**
 * One API call. `cookie`: the session to send; none or '' is an anonymous call (no cookie header).
 * `headers`: any others (If-Match…).
 */
export function send(t: TestApp, method: Method, url: string, payload?: unknown, cookie = '', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { ...headers, cookie } : headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/**
 * POST /api/auth/login as it is answered, from the address `ip` (inject's default when none):
 * for the tests of the login itself. login() in app.ts is the one that insists on a session.
 */
export function loginRequest(app: FastifyInstance, credentials: unknown, ip?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: credentials as InjectOptions['payload'],
    ...(ip === undefined ? {} : { remoteAddress: ip }),
    ...(headers === undefined ? {} : { headers }),
  });
}

/** GET /api/auth/me with this session cookie. */
export function me(app: FastifyInstance, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

function created<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as T;
}

let asins = 0;
/** An ASIN no other builder call of this test file has used. */
export const nextAsin = (): string => `B0AUTO${String(++asins).padStart(4, '0')}`;

/** A product (POST /api/prodotti); its id. The name and the ASIN are made up unless given. */
export async function createProduct(h: Staff, fields: Record<string, unknown> = {}): Promise<number> {
  const asin = nextAsin();
  const payload = { nome_prodotto: `Prodotto di prova ${asin}`, asin_prodotto: asin, ...fields };
  return (await created<{ id: number }>(await send(h.t, 'POST', '/api/prodotti', payload, h.cookie))).id;
}

/** A prompt (POST /api/prompts), as answered. */
export async function createPrompt(h: Staff, fields: Record<string, unknown>): Promise<Prompt> {
  return created<Prompt>(await send(h.t, 'POST', '/api/prompts', fields, h.cookie));
}

/** A news item (POST /api/notizie), as answered. */
export async function createNews(h: Staff, fields: Record<string, unknown>): Promise<News> {
  return created<News>(await send(h.t, 'POST', '/api/notizie', fields, h.cookie));
}

let accounts = 0;
/**
 * Another account (POST /api/utenti as h's staff): its id, username and password. The username is
 * made up unless given; the password is made from the username unless given; the role editor unless given.
 */
export async function createUser(h: Staff, credentials: Partial<Credentials> & { ruolo?: Role } = {}): Promise<Credentials & { id: number }> {
  const username = credentials.username ?? `utente-di-prova-${++accounts}`;
  const password = credentials.password ?? `${username}-Password-2026`;
  // An editor unless told: the tests written before roles let every account do editorial work.
  const ruolo = credentials.ruolo ?? 'editor';
  const { id } = await created<{ id: number }>(await send(h.t, 'POST', '/api/utenti', { username, password, ruolo }, h.cookie));
  return { id, username, password };
}

/** A session of that user from address `ip` (only the username and password are sent). */
export function loginAs(t: TestApp, user: Credentials, ip?: string): Promise<string> {
  return login(t, { username: user.username, password: user.password }, ip);
}
