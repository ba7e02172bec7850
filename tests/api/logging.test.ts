import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/http/app.ts';
import { buildLoggerOptions, REDACTED } from '../../server/http/logger.ts';
import { ADMIN, createTestServices } from '../helpers/app.ts';

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
