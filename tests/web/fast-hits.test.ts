import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_RECHECK_MS } from '../../server/db/content-changes.ts';
import { StatisticsService } from '../../server/domain/statistics.ts';
import { utcDay } from '../../server/domain/statistics-report.ts';
import { fixedClock } from '../../server/lib/clock.ts';
import { ADMIN, cookieFrom } from '../helpers/app.ts';
import { createTestWebServer, type TestWebServer } from '../helpers/web.ts';

/**
 * The render cache's hits answered before Fastify (server/http/fast-hits.ts, decision 0076),
 * over real HTTP on the production build: the same answer as the whole way, header for header
 * and byte for byte; only what cannot differ is answered so (staff, revalidations, HEAD and
 * unknown encodings go the whole way); never a page older than the whole way would send; views
 * counted exactly as the whole way counts them, for the client TRUST_PROXY names.
 */

let s: TestWebServer;
let port = 0;
let cookie = '';
/** The content versions' clock: a write made outside any request is seen when the test says so. */
let contentNow = 1_000_000;
const clock = fixedClock('2030-05-04T10:00:00.000Z');

beforeAll(async () => {
  s = await createTestWebServer('production', { SEED_DEMO: 'true', TRUST_PROXY: '127.0.0.1' }, { contentClock: () => contentNow });
  s.services.statistics = new StatisticsService(s.db, { secret: s.services.config.appSecret, clock });
  cookie = cookieFrom(await s.app.inject({ method: 'POST', url: '/api/auth/login', payload: ADMIN, remoteAddress: '10.62.0.1' }));
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  port = (s.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request over HTTP, its answer as it came (no decompression, every header). */
function request(path: string, headers: Record<string, string> = {}, method = 'GET', agent: http.Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const answered = () => s.app.fastHits!.stats.answered;
/** The headers that belong to one answer only. */
const comparable = ({ headers }: Answer) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
};

/**
 * A page asked for until the whole way answers it from the render cache (a miss renders it first),
 * which teaches the fast path: never answered fast before that.
 */
async function learn(path: string, headers: Record<string, string> = {}, agent: http.Agent | false = false): Promise<Answer> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = answered();
    const whole = await request(path, headers, 'GET', agent);
    expect(answered(), `${path}: not answered fast before it was learned`).toBe(before);
    if (whole.headers['x-render-cache'] === 'hit') return whole;
  }
  throw new Error(`${path}: never a hit of the render cache`);
}

describe('a hit answered before Fastify', () => {
  it('is the answer the whole way gives, header for header, byte for byte, in every encoding', async () => {
    for (const path of ['/', '/guide', '/notizie', '/articolo/1', '/chi-siamo?utm_source=x']) {
      for (const encoding of ['br', 'gzip, deflate, br, zstd', 'gzip', undefined]) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const whole = await learn(path, headers);
        const before = answered();
        const fast = await request(path, headers);
        expect(answered(), `${path} ${encoding}`).toBe(before + 1);
        expect(fast.status).toBe(200);
        expect(comparable(fast), `${path} ${encoding}`).toEqual(comparable(whole));
        expect(fast.body.equals(whole.body), `${path} ${encoding}`).toBe(true);
        expect(fast.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
        expect(fast.headers['x-request-id']).not.toBe(whole.headers['x-request-id']);
      }
    }
  });

  it('is the same answer on a kept-alive connection, and whole for HTTP/1.0', async () => {
    // Node writes Connection, Keep-Alive and the length itself, from the request: both ways.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const whole = await learn('/chi-siamo?connessione=1', {}, agent);
      expect(whole.headers.connection).toBe('keep-alive');
      const before = answered();
      const fast = await request('/chi-siamo?connessione=1', {}, 'GET', agent);
      expect(answered()).toBe(before + 1);
      expect(comparable(fast)).toEqual(comparable(whole));
      expect(fast.body.equals(whole.body)).toBe(true);
    } finally {
      agent.destroy();
    }
    const old = await new Promise<Buffer>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('GET /chi-siamo?connessione=1 HTTP/1.0\r\nHost: localhost\r\n\r\n'));
      const chunks: Buffer[] = [];
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('end', () => resolve(Buffer.concat(chunks)));
      socket.on('error', reject);
    });
    const split = old.indexOf('\r\n\r\n');
    const head = old.subarray(0, split).toString();
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1])).toBe(old.length - split - 4);
  });

  it('echoes a safe request id and makes a new one for any other', async () => {
    await learn('/privacy');
    expect((await request('/privacy', { 'x-request-id': 'bilanciatore-42' })).headers['x-request-id']).toBe('bilanciatore-42');
    expect((await request('/privacy', { 'x-request-id': '<script>' })).headers['x-request-id']).not.toBe('<script>');
  });

  it('leaves staff, revalidations, HEAD and encodings it has not seen to the whole way', async () => {
    const whole = await learn('/prodotti', { 'accept-encoding': 'br' });
    const before = answered();
    const staffPage = await request('/prodotti', { 'accept-encoding': 'br', cookie });
    expect(staffPage.headers['cache-control']).toMatch(/private/);
    expect(staffPage.headers['x-render-cache']).toBeUndefined();
    const revalidated = await request('/prodotti', { 'accept-encoding': 'br', 'if-none-match': String(whole.headers.etag) });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
    const head = await request('/prodotti', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-length'], head.body.length]).toEqual([200, whole.headers['content-length'], 0]);
    const deflate = await request('/prodotti', { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    // Learned from the whole way's hit, a deflate answer is compressed on the way: never replayed.
    await request('/prodotti', { 'accept-encoding': 'deflate' });
    expect((await request('/prodotti', { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBe('deflate');
    const otherAddress = await request('/prodotti/', { 'accept-encoding': 'br' });
    expect(otherAddress.status).toBe(301);
    expect(answered()).toBe(before);
  });

  it('never answers a page older than the whole way would: a write here, a write elsewhere', async () => {
    await learn('/chi-siamo');
    expect(answered()).toBeGreaterThan(0);
    const before = answered();
    // A write through the API: the next answer reads the versions again, the whole way.
    const current = await s.app.inject({ method: 'GET', url: '/api/chi-siamo', headers: { cookie } });
    const saved = await s.app.inject({
      method: 'PUT',
      url: '/api/chi-siamo',
      headers: { cookie, origin: s.services.config.siteUrl, 'if-match': String(current.headers.etag) },
      payload: { contenuto: '<p>Siamo una redazione indipendente: testo nuovo per la prova.</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const afterApi = await request('/chi-siamo');
    expect(afterApi.body.toString()).toContain('testo nuovo per la prova');
    expect(answered()).toBe(before);
    // A write no request of this instance made (another process): seen at the recheck, not before.
    await learn('/chi-siamo');
    await sql`update about set contenuto = '<p>Scritto da un altro processo.</p>'`.execute(s.db.kysely);
    expect((await request('/chi-siamo')).body.toString()).toContain('testo nuovo per la prova');
    contentNow += SQLITE_RECHECK_MS;
    const fresh = await request('/chi-siamo');
    expect(fresh.body.toString()).toContain('Scritto da un altro processo.');
    expect(fresh.headers['x-render-cache']).toBe('miss');
  });
});

describe('views of hits answered before Fastify', () => {
  const day = () => utcDay(clock.nowMs());
  const views = async (path: string) => {
    await s.services.statistics.flush();
    const row = await s.db.kysely.selectFrom('page_views').select('visite').where('giorno', '=', day()).where('percorso', '=', path).executeTakeFirst();
    return Number(row?.visite ?? 0);
  };
  const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

  it('are counted as the whole way counts them: each visitor by the address TRUST_PROXY names, bots never', async () => {
    const path = '/contatti';
    await learn(path, { 'user-agent': browser, 'x-forwarded-for': '203.0.113.7' });
    const counted = await views(path);
    const visitors = async () => (await s.services.statistics.report(day(), day())).giorni[0]!.visitatori;
    const knownVisitors = await visitors();
    const before = answered();
    await request(path, { 'user-agent': browser, 'x-forwarded-for': '203.0.113.7' });
    await request(path, { 'user-agent': browser, 'x-forwarded-for': '198.51.100.20' });
    await request(path, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'x-forwarded-for': '198.51.100.21' });
    expect(answered()).toBe(before + 3);
    expect(await views(path)).toBe(counted + 2);
    // 203.0.113.7 was counted the whole way first: the same visitor, not a new one.
    expect(await visitors()).toBe(knownVisitors + 1);
  });
});
