import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.ts';
import { buildApp } from '../../server/http/app.ts';
import { HTTP_TIMEOUTS } from '../../server/http/timeouts.ts';
import { createTestServices } from '../helpers/app.ts';

let booted: Awaited<ReturnType<typeof createTestServices>>;
beforeAll(async () => {
  booted = await createTestServices();
});
afterAll(async () => {
  await booted?.drop();
});

describe('error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ services: booted.services });
    // A handler with a bug that happens to be a SyntaxError (e.g. JSON.parse of stored data).
    app.get('/prova/errore-sintassi', { config: { public: true } }, async () => JSON.parse('{non json'));
    app.get('/prova/errore-generico', { config: { public: true } }, async () => {
      throw new TypeError('guasto');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a malformed JSON body is 400 "invalid JSON"', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MSG.invalidJson });
  });

  it('a SyntaxError thrown by a handler is a 500 with the generic Italian message, not a 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/prova/errore-sintassi' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: MSG.internal });
    const other = await app.inject({ method: 'GET', url: '/prova/errore-generico' });
    expect(other.statusCode).toBe(500);
    expect(other.json()).toEqual({ error: MSG.internal });
  });
});

describe('client time limits', () => {
  it('production defaults: 30 s for a whole request, checked every few seconds', () => {
    expect(HTTP_TIMEOUTS.requestTimeout).toBe(30_000);
    expect(HTTP_TIMEOUTS.checkInterval).toBeLessThanOrEqual(5_000);
    expect(HTTP_TIMEOUTS.connectionTimeout).toBeGreaterThan(HTTP_TIMEOUTS.requestTimeout);
  });

  /**
   * Opens a raw connection, runs `drip` on it and resolves with what the server sent once it
   * closed; rejects when the server has not closed it within `withinMs`.
   */
  function slowClient(port: number, drip: (socket: net.Socket) => void, withinMs = 3_000): Promise<{ data: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      const guard = AbortSignal.timeout(withinMs);
      const giveUp = () => {
        socket.destroy();
        reject(new Error('il server non ha chiuso la connessione lenta'));
      };
      guard.addEventListener('abort', giveUp);
      socket.on('connect', () => drip(socket));
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('error', () => {});
      socket.on('close', () => {
        guard.removeEventListener('abort', giveUp);
        resolve({ data });
      });
    });
  }

  it('cuts a client that sends its request a byte at a time (requestTimeout) and one that stalls after its headers', async () => {
    const app = await buildApp({
      services: booted.services,
      timeouts: { requestTimeout: 400, connectionTimeout: 800, checkInterval: 100 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    const timers: NodeJS.Timeout[] = [];
    try {
      // Slowloris: a header byte every 50 ms never lets the socket go idle; only the request limit stops it.
      const trickle = await slowClient(port, (socket) => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
        const header = 'X-Lento: ' + 'a'.repeat(1000);
        let i = 0;
        const t = setInterval(() => {
          if (socket.destroyed || i >= header.length) return clearInterval(t);
          socket.write(header[i++]!);
        }, 50);
        timers.push(t);
      });
      // Closed within 3 s (slowClient rejects otherwise).
      expect(trickle.data).toMatch(/^HTTP\/1\.1 408/);

      // Headers sent, then silence: the idle socket is closed (within 3 s, or slowClient rejects).
      await slowClient(port, (socket) => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"');
      });

      // A normal request on the same server still works.
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(ok.status).toBe(200);
    } finally {
      timers.forEach(clearInterval);
      await app.close();
    }
  });
});
