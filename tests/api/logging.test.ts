import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/http/app.ts';
import { buildLoggerOptions, REDACTED } from '../../server/http/logger.ts';
import { freePort } from '../helpers/process.ts';
import { ADMIN, cookieFrom, createTestServices } from '../helpers/app.ts';
import { withFakeServices } from './fakes.ts';

/** A stream that keeps every log line written to it. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n'), lines };
}

const COOKIE_VALUE = 'scorta_session=TokenSegretoDelCookie.firma';
const AUTHORIZATION = 'Bearer TokenSegretoDellHeader';

describe('request logs', () => {
  let booted: Awaited<ReturnType<typeof createTestServices>>;
  let app: FastifyInstance;
  const out = capture();
  beforeAll(async () => {
    booted = await createTestServices();
    app = await buildApp({ services: booted.services, logger: buildLoggerOptions('info', out.stream) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await booted?.drop();
  });

  it('log headers without cookies, authorization or set-cookie values', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: ADMIN,
      headers: { cookie: COOKIE_VALUE, authorization: AUTHORIZATION, 'user-agent': 'prova-log/1.0' },
    });
    expect(res.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: String(res.headers['set-cookie']).split(';')[0]! } });

    const text = out.text();
    // The request line is there, with its harmless headers…
    expect(text).toContain('incoming request');
    expect(text).toContain('prova-log/1.0');
    // …and none of the credentials.
    expect(text).not.toContain('TokenSegreto');
    expect(text).not.toContain(ADMIN.password);
    const sessionToken = String(res.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    expect(text).not.toContain(decodeURIComponent(sessionToken).split('.')[0]!);
    const incoming = out.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request' && l.req?.headers?.authorization);
    expect(incoming.req.headers.cookie).toBe(REDACTED);
    expect(incoming.req.headers.authorization).toBe(REDACTED);
  });
});

describe('redaction paths', () => {
  it('blank passwords, key values and set-cookie wherever code logs them', () => {
    const out = capture();
    const log = Fastify({ logger: buildLoggerOptions('info', out.stream) }).log;
    log.info(
      {
        body: { username: 'redazione', password: 'PasswordInChiaro1', value: 'sk-ChiaveInChiaro' },
        dati: { password_attuale: 'PasswordInChiaro2', nuova_password: 'PasswordInChiaro3' },
        res: { headers: { 'set-cookie': 'scorta_session=CookieInChiaro' } },
        headers: { cookie: 'a=CookieInChiaro2', authorization: 'Basic CookieInChiaro3' },
        config: { appSecret: 'SegretoInChiaro', databaseUrl: 'postgres://u:SegretoInChiaro2@h/db' },
      },
      'prova',
    );
    const text = out.text();
    expect(text).toContain('redazione');
    expect(text).not.toMatch(/InChiaro/);
    expect(text).toContain(REDACTED);
  });
});

/**
 * A whole journey at log level debug: login, the session cookie, a second account with
 * its password, an API key saved and used, a contact message whose e-mail fails (SMTP_URL with
 * credentials on a closed port), outside services failing (Unsplash refuses, Google Trends
 * answers 500), 400/401/404/500 answers. Then every captured line is scanned: no password, no
 * session token (raw or as stored), no API key, no SMTP password, no stretch of the contact
 * message; every request's lines carry its reqId, and the response carried it as X-Request-Id.
 */
describe('a full journey leaves no secret in the logs, and every line has its request id', () => {
  const out = capture();
  let booted: Awaited<ReturnType<typeof createTestServices>>;
  let app: FastifyInstance;
  const responses: LightMyRequestResponse[] = [];
  const SECOND_PASSWORD = 'Seconda-Password-Riservata-77';
  const NEW_PASSWORD = 'Nuova-Password-Riservata-88';
  const UNSPLASH_KEY = 'chiave-unsplash-RiservatissimaLog-4Kq9';
  const OPENAI_KEY = 'sk-proj-RiservatissimaLogOpenAi-7Zt2';
  const SMTP_PASSWORD = 'SmtpPasswordRiservata55';
  const GUASTO_PASSWORD = 'PasswordNelCorpoDiUnGuasto';
  const CONTACT_EMAIL = 'visitatrice.riservata@example.org';
  const MESSAGE =
    'Buongiorno, vi scrivo perché durante l’alluvione dello scorso autunno la nostra famiglia è rimasta tre giorni ' +
    'senza corrente nella casa di via dei Gelsomini: il generatore che avevamo comprato non partiva, la radio a ' +
    'manovella si è rotta al secondo giorno e le torce frontali consigliate nella vostra guida duravano meno di ' +
    'quanto scritto. Vorrei sapere se avete provato modelli diversi, e se potete consigliarmi un kit completo per ' +
    'quattro persone con un bambino piccolo e una nonna che prende farmaci da tenere in frigorifero. Grazie mille.';
  let sessionToken = '';

  /** One request, kept for the checks at the end. */
  async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
    const res = await app.inject(options);
    responses.push(res);
    return res;
  }

  withFakeServices();
  beforeAll(async () => {
    const smtpPort = await freePort(); // nobody listens there: sending the e-mail fails
    booted = await createTestServices({ SMTP_URL: `smtp://redazione:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`, LOG_LEVEL: 'debug' });
    app = await buildApp({ services: booted.services, logger: buildLoggerOptions('debug', out.stream) });
    // A route that fails like a bug would (a plain Error): the error handler logs it, never the body.
    app.post('/api/prova-guasto', { config: { public: true } }, async () => {
      throw new Error('guasto di prova');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await booted?.drop();
  });

  it('runs the journey', async () => {
    const ip = '10.77.0.1';
    // 401: wrong password, then the right one.
    expect((await send({ method: 'POST', url: '/api/auth/login', payload: { username: ADMIN.username, password: 'Sbagliata-Riservata-12' }, remoteAddress: ip })).statusCode).toBe(
      401,
    );
    const login = await send({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: ip, headers: { 'x-request-id': 'proxy-id-123' } });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    sessionToken = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    expect(sessionToken.length).toBeGreaterThan(20);
    const as = (method: InjectOptions['method'], url: string, payload?: unknown) =>
      send({ method, url, headers: { cookie }, remoteAddress: ip, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });

    expect((await as('GET', '/api/auth/me')).statusCode).toBe(200);
    // A second account, its password changed; the own password changed with the current one.
    const created = await as('POST', '/api/utenti', { username: 'seconda', password: SECOND_PASSWORD });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await as('PUT', `/api/utenti/${id}`, { password: NEW_PASSWORD })).statusCode).toBe(200);
    // API keys saved, then used against a failing Unsplash (401 and 500).
    expect((await as('PUT', '/api/keys/unsplash', { value: UNSPLASH_KEY })).statusCode).toBe(200);
    expect((await as('PUT', '/api/keys/openai', { value: OPENAI_KEY })).statusCode).toBe(200);
    expect((await as('GET', '/api/immagini/cerca?query=errore401')).statusCode).toBeGreaterThanOrEqual(500);
    expect((await as('GET', '/api/immagini/cerca?query=errore500')).statusCode).toBeGreaterThanOrEqual(500);
    // Google Trends answering 500 (the route logs the failure with its error).
    expect((await as('POST', '/api/trends/analyze', { terms: ['fake-500'], timeframe: 'today 12-m', geo: 'IT', type: 'all' })).statusCode).toBe(502);
    // The contact message: stored, its e-mail fails (logged as an error).
    const contact = await send({
      method: 'POST',
      url: '/api/contatti',
      remoteAddress: '10.77.0.2',
      payload: { nome: 'Visitatrice Riservata', email: CONTACT_EMAIL, oggetto: 'Kit per la famiglia', messaggio: MESSAGE, consenso: true },
    });
    expect(contact.statusCode, contact.body).toBe(200);
    // An invalid contact message (400) still carries the text.
    expect((await send({ method: 'POST', url: '/api/contatti', remoteAddress: '10.77.0.3', payload: { nome: 'X', messaggio: MESSAGE } })).statusCode).toBe(400);
    // The staff reads it (the body of the answer is not logged either).
    const inbox = await as('GET', '/api/messaggi');
    expect(inbox.body).toContain('via dei Gelsomini');
    // 404, 401 without a session, 400 broken JSON, 500 from a bug.
    expect((await as('GET', '/api/non-esiste')).statusCode).toBe(404);
    expect((await send({ method: 'GET', url: '/api/messaggi', remoteAddress: ip })).statusCode).toBe(401);
    expect(
      (
        await send({
          method: 'PUT',
          url: `/api/utenti/${id}`,
          headers: { cookie, 'content-type': 'application/json' },
          payload: `{"password":"${GUASTO_PASSWORD}"`,
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(400);
    expect((await send({ method: 'POST', url: '/api/prova-guasto', payload: { password: GUASTO_PASSWORD, messaggio: MESSAGE } })).statusCode).toBe(500);
    // Logout with the session cookie.
    expect((await as('POST', '/api/auth/logout')).statusCode).toBeLessThan(300);
  });

  it('no line holds a password, the session token, an API key, the SMTP password or the message', () => {
    const text = out.text();
    // The journey was logged: requests, the mail failure, the outside failure, the 500.
    expect(text).toContain('incoming request');
    expect(text).toContain('contatti: invio e-mail non riuscito');
    expect(text).toContain('analisi tendenze non riuscita');
    expect(text).toContain('guasto di prova');
    const secrets = [
      ADMIN.password,
      'Sbagliata-Riservata-12',
      SECOND_PASSWORD,
      NEW_PASSWORD,
      GUASTO_PASSWORD,
      UNSPLASH_KEY,
      'RiservatissimaLog',
      OPENAI_KEY,
      SMTP_PASSWORD,
      sessionToken,
      createHash('sha256').update(sessionToken).digest('base64url'),
      CONTACT_EMAIL,
    ];
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
    // Not even 24 characters in a row of the contact message.
    for (let i = 0; i + 24 <= MESSAGE.length; i++) {
      const piece = MESSAGE.slice(i, i + 24);
      if (text.includes(piece)) throw new Error(`Il registro contiene un pezzo del messaggio: "${piece}"`);
    }
  });

  it('every request line has a reqId, the same on "incoming request" and "request completed", echoed as X-Request-Id', () => {
    const lines = out.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const incoming = lines.filter((l) => l.msg === 'incoming request');
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(incoming).toHaveLength(responses.length);
    expect(completed).toHaveLength(responses.length);
    // Every line written while a request ran (request, response or error) names its request.
    for (const line of lines.filter((l) => 'req' in l || 'res' in l || 'err' in l)) {
      expect(typeof line.reqId, JSON.stringify(line)).toBe('string');
    }
    const ids = responses.map((res) => res.headers['x-request-id']);
    expect(new Set(ids).size).toBe(responses.length);
    for (const [i, res] of responses.entries()) {
      const id = ids[i];
      expect(typeof id, `${res.statusCode} ${res.body}`).toBe('string');
      const mine = lines.filter((l) => l.reqId === id);
      expect(mine.filter((l) => l.msg === 'incoming request')).toHaveLength(1);
      const done = mine.filter((l) => l.msg === 'request completed');
      expect(done).toHaveLength(1);
      expect((done[0]!.res as { statusCode: number }).statusCode).toBe(res.statusCode);
    }
    // The proxy's id of the login was kept; the failures' lines carry their request's id.
    expect(ids).toContain('proxy-id-123');
    for (const msg of ['contatti: invio e-mail non riuscito (il messaggio è comunque salvato)', 'analisi tendenze non riuscita', 'errore non gestito']) {
      const line = lines.find((l) => l.msg === msg);
      expect(ids, msg).toContain(line?.reqId);
    }
  });
});

describe('X-Request-Id', () => {
  let booted: Awaited<ReturnType<typeof createTestServices>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    booted = await createTestServices();
    app = await buildApp({ services: booted.services });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await booted?.drop();
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('keeps a short safe incoming id, replaces anything else with a new UUID', async () => {
    for (const safe of ['abc', 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'lb:1.2_3-4', 'x'.repeat(64)]) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': safe } });
      expect(res.headers['x-request-id']).toBe(safe);
    }
    const unsafe = ['x'.repeat(65), 'con spazio', '{"msg":"finto"}', 'a"b', 'uno,due', 'ä', '<script>', ''];
    for (const value of unsafe) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } });
      expect(res.headers['x-request-id'], value).toMatch(UUID);
    }
    // Two requests without one get two different ids.
    const a = await app.inject({ method: 'GET', url: '/api/health' });
    const b = await app.inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('is on error answers too (401, 404, 400, 415)', async () => {
    const cases: InjectOptions[] = [
      { method: 'GET', url: '/api/messaggi' },
      { method: 'GET', url: '/api/non-esiste' },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
    ];
    for (const c of cases) {
      const res = await app.inject(c);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers['x-request-id'], `${c.method} ${c.url}`).toMatch(UUID);
    }
  });
});
