import { Writable } from 'node:stream';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChildLogger } from '../../server/http/logger.ts';
import { pickEncoding } from '../../server/http/render-cache-compression.ts';
import { applyHeaders, helmetHeaders, securityHeaders } from '../../server/http/security-headers.ts';

// The parts of the render cache's hit path made cheaper (decision 0074): each must do exactly
// what the code it replaced did.

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  hsts: false,
} as const;

/** The headers a response gets from `handler`, as a client reads them (raw: names and order). */
async function rawHeaders(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void): Promise<string[]> {
  const server = http.createServer((req, res) => {
    handler(req, res);
    res.setHeader('date', 'x');
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise((resolve) => http.get({ port, host: '127.0.0.1' }, (res) => (res.resume(), resolve(res.rawHeaders))));
  } finally {
    server.close();
  }
}

describe('security headers worked out once', () => {
  it('sets the same headers, in the same order, as helmet does on each request', async () => {
    const middleware = helmet(OPTIONS);
    const byHelmet = await rawHeaders((req, res) => middleware(req, res, () => undefined));
    const steps = helmetHeaders(OPTIONS);
    const replayed = await rawHeaders((_req, res) => applyHeaders(res, steps));
    expect(replayed).toEqual(byHelmet);
    expect(byHelmet).toContain('Content-Security-Policy');
  });

  it('puts them on every answer of a Fastify app, errors included', async () => {
    const app = Fastify();
    await app.register(securityHeaders, OPTIONS);
    app.get('/', async () => 'ok');
    const ok = await app.inject({ url: '/' });
    const missing = await app.inject({ url: '/nessuna' });
    for (const res of [ok, missing]) {
      expect(res.headers['content-security-policy']).toBe(helmetHeaders(OPTIONS).find(([name]) => name === 'Content-Security-Policy')?.[1]);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    await app.close();
  });
});

describe("each request's logger, made when it writes", () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  afterEach(() => void lines.splice(0));

  it('writes the lines a pino child writes, with its bindings; nothing below the level', () => {
    const parent = pino({ level: 'warn', base: null, timestamp: false }, sink);
    const child = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    child.info('non scritto');
    child.debug({ a: 1 }, 'nemmeno questo');
    expect(lines).toEqual([]);
    child.warn({ a: 1 }, 'scritto');
    parent.child({ reqId: 'r-1' }).warn({ a: 1 }, 'scritto');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(lines[1]);
    expect(JSON.parse(lines[0]!)).toEqual({ level: 40, reqId: 'r-1', a: 1, msg: 'scritto' });
  });

  it("follows the parent's level as it changes, and answers child() and level", () => {
    const parent = pino({ level: 'warn', base: null, timestamp: false }, sink);
    const child = lazyChildLogger(parent, { reqId: 'r-2' }, {});
    parent.level = 'info';
    child.info('ora sì');
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['ora sì']);
    expect(child.level).toBe('info');
    child.child({ extra: true }).error('dal figlio');
    expect(JSON.parse(lines[1]!)).toMatchObject({ reqId: 'r-2', extra: true, msg: 'dal figlio' });
  });
});

describe('the encoding a client accepts, remembered per spelling', () => {
  it('answers as before, the first time and the next ones', () => {
    for (let i = 0; i < 2; i++) {
      expect(pickEncoding(undefined)).toBe('identity');
      expect(pickEncoding('')).toBe('identity');
      expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
      expect(pickEncoding('*')).toBe('br');
      expect(pickEncoding('*;q=0')).toBe('identity');
      expect(pickEncoding(['gzip', 'br;q=0'])).toBe('gzip');
    }
  });
});
