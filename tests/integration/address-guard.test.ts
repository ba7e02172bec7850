import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_MSG, OUTSIDE_MSG } from '../../common/messages-outside.ts';
import { OutsideServiceError } from '../../server/domain/errors.ts';
import { checkPublicHost, createGuardedAgent, isReservedAddress, type Resolver } from '../../server/integrations/address-guard.ts';
import { createArticleExtractor } from '../../server/integrations/articles/client.ts';
import { createFeedReader } from '../../server/integrations/feeds/client.ts';
import { createHttpClient } from '../../server/integrations/http.ts';
import { outsideFailure } from '../helpers/outside.ts';

/**
 * Server-side request forgery: feed sources and the article links inside feeds come from editors
 * and from outside, so the clients refuse internal and reserved addresses, before every hop of a
 * redirect too, and again when the socket connects (DNS rebinding). A local server counts what
 * reaches it: a refused address must cost no request. No msw here, except where a test installs
 * it for one public hop: msw answers before the dispatcher, so the fetches under test are real.
 */

const hits: string[] = [];
let base = '';
const server = http.createServer((req, res) => {
  hits.push(req.url ?? '');
  if (req.url === '/rimanda') {
    res.writeHead(302, { location: `${base}/interno` }).end();
    return;
  }
  if (req.url === '/rimanda-ftp') {
    res.writeHead(301, { location: 'ftp://example.test/feed' }).end();
    return;
  }
  if (req.url === '/giro') {
    res.writeHead(307, { location: '/giro' }).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/plain' }).end('interno');
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('reserved addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'non-un-indirizzo',
  ])('%s is refused', (address) => {
    expect(isReservedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2a00:1450:4002:80a::200e', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isReservedAddress(address)).toBe(false);
  });

  it('checks every address a name resolves to, and literal addresses in any spelling', async () => {
    const resolveTo = (...addresses: string[]) => (async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))) as never;
    expect(await checkPublicHost(new URL('https://notizie.example/'), resolveTo('93.184.216.34'))).toEqual({ ok: true });
    expect(await checkPublicHost(new URL('https://notizie.example/'), resolveTo('93.184.216.34', '10.0.0.5'))).toMatchObject({ ok: false, reason: 'reserved' });
    expect(await checkPublicHost(new URL('https://nessuno.example/'), (async () => Promise.reject(new Error('ENOTFOUND'))) as never)).toMatchObject({
      ok: false,
      reason: 'unresolved',
    });
    // The URL parser turns decimal, octal and hex spellings into dotted quads, and IPv6 into brackets.
    for (const spelling of ['http://2130706433/', 'http://0x7f.1/', 'http://0177.0.0.1/', 'http://[::1]/', 'http://[::ffff:7f00:1]/', 'http://127.1/']) {
      expect(await checkPublicHost(new URL(spelling)), spelling).toMatchObject({ ok: false, reason: 'reserved' });
    }
    expect(await checkPublicHost(new URL('http://localhost/'))).toMatchObject({ ok: false, reason: 'reserved' });
  });
});

describe('the feed and article clients', () => {
  const config = { siteName: 'Pronti a Tutto', siteUrl: 'https://www.prontiatutto.it', feeds: { timeoutMs: 600_000, articleTimeoutMs: 600_000 } };

  it('never contact an internal address, whatever its spelling, and say why in Italian', async () => {
    const reader = createFeedReader(config, { backoffMs: 10 });
    const port = new URL(base).port;
    for (const url of [
      `${base}/feed`,
      `http://localhost:${port}/feed`,
      `http://[::ffff:127.0.0.1]:${port}/feed`,
      `http://2130706433:${port}/feed`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const err = await outsideFailure(reader.read(url));
      expect([err.failure, err.message], url).toEqual(['invalid-response', FEED_MSG.privateAddress]);
    }
    const article = await outsideFailure(createArticleExtractor(config, { backoffMs: 10 }).extract(`${base}/articolo`));
    expect(article.message).toBe(FEED_MSG.articlePrivateAddress);
    expect(hits).toEqual([]);
  });

  it('read internal addresses only when the configuration allows them (FEED_ALLOW_PRIVATE)', async () => {
    const reader = createFeedReader({ ...config, feeds: { ...config.feeds, allowPrivateAddresses: true } }, { backoffMs: 10 });
    const err = await outsideFailure(reader.read(`${base}/feed`));
    // Reached, and refused for what it is (plain text, not a feed).
    expect(err.message).not.toBe(FEED_MSG.privateAddress);
    expect(hits).toEqual(['/feed']);
    hits.length = 0;
  });
});

// Timeouts far beyond any test here: no answer of the local servers races them.
describe('a guarded HTTP client', () => {
  // A guard that lets the first hop through and refuses /interno: what a public page redirecting
  // to an internal address looks like.
  const refused = new OutsideServiceError('feed', 'invalid-response', FEED_MSG.privateAddress);
  const client = createHttpClient({
    service: 'feed',
    timeoutMs: 600_000,
    guard: async (url) => {
      if (url.pathname === '/interno') throw refused;
    },
  });

  it('checks the target of every redirect before following it', async () => {
    await expect(client.request(`${base}/rimanda`)).rejects.toBe(refused);
    expect(hits).toEqual(['/rimanda']);
    hits.length = 0;
  });

  it('refuses redirects to other schemes and endless redirects', async () => {
    const ftp = await outsideFailure(client.request(`${base}/rimanda-ftp`));
    expect(ftp.message).toBe(OUTSIDE_MSG.invalidResponse('feed'));
    const loop = await outsideFailure(client.request(`${base}/giro`));
    expect(loop.message).toBe(OUTSIDE_MSG.invalidResponse('feed'));
    expect(hits.filter((h) => h === '/giro')).toHaveLength(6);
    hits.length = 0;
  });

  it('follows allowed redirects and reports the final address', async () => {
    const open = createHttpClient({ service: 'feed', timeoutMs: 600_000, guard: async () => undefined });
    const res = await open.request(`${base}/rimanda`);
    expect([res.status, res.url, res.text()]).toEqual([200, `${base}/interno`, 'interno']);
    hits.length = 0;
  });
});

/**
 * A DNS server that rebinds: every name gets a public address the first time it is asked and
 * 127.0.0.1 after that. The names used are 'localhost' on purpose: without a check on the
 * connection, fetch's own lookup (the system's: 127.0.0.1) is what the second answer stands for.
 */
function rebindingDns() {
  const asked = new Map<string, number>();
  const resolve = (async (name: string) => {
    const n = (asked.get(name) ?? 0) + 1;
    asked.set(name, n);
    return [{ address: n === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
  }) as unknown as Resolver;
  return { resolve, asked };
}

describe('DNS rebinding', () => {
  const config = { siteName: 'Pronti a Tutto', siteUrl: 'https://www.prontiatutto.it', feeds: { timeoutMs: 600_000, articleTimeoutMs: 600_000 } };
  const port = () => new URL(base).port;

  it('a name that passes the check and then resolves to a loopback address is refused when connecting', async () => {
    const dns = rebindingDns();
    const feed = await outsideFailure(createFeedReader(config, { backoffMs: 10, resolve: dns.resolve }).read(`http://localhost:${port()}/feed`));
    expect([feed.failure, feed.message, feed.causeDetail]).toEqual(['invalid-response', FEED_MSG.privateAddress, 'localhost → indirizzo riservato 127.0.0.1']);
    // Asked twice: the check before the request (public), the connection (loopback). Not retried.
    expect(dns.asked.get('localhost')).toBe(2);

    const articles = rebindingDns();
    const article = await outsideFailure(createArticleExtractor(config, { backoffMs: 10, resolve: articles.resolve }).extract(`http://localhost:${port()}/articolo`));
    expect(article.message).toBe(FEED_MSG.articlePrivateAddress);
    expect(articles.asked.get('localhost')).toBe(2);
    expect(hits).toEqual([]);
  });

  it('a redirect from a public page to a rebinding name is refused at the connection', async () => {
    const dns = rebindingDns();
    // The public page is msw's; the hop to the internal server passes through msw to the real fetch.
    const fakes = setupServer(mock.get('http://sito.example/notizia', () => new HttpResponse(null, { status: 302, headers: { location: `http://localhost:${port()}/interno` } })));
    fakes.listen({ onUnhandledRequest: 'bypass' });
    try {
      const err = await outsideFailure(createArticleExtractor(config, { backoffMs: 10, resolve: dns.resolve }).extract('http://sito.example/notizia'));
      expect([err.message, err.causeDetail]).toEqual([FEED_MSG.articlePrivateAddress, 'localhost → indirizzo riservato 127.0.0.1']);
    } finally {
      fakes.close();
    }
    expect(Object.fromEntries(dns.asked)).toEqual({ 'sito.example': 1, localhost: 2 });
    expect(hits).toEqual([]);
  });

  it('the guarded agent alone refuses internal addresses, written out or behind a name (the system resolver)', async () => {
    const refuse = (detail: string) => new OutsideServiceError('feed', 'invalid-response', FEED_MSG.privateAddress, {}, detail);
    const client = createHttpClient({ service: 'feed', timeoutMs: 600_000, retries: 1, backoffMs: 10, dispatcher: createGuardedAgent({ refuse }) });
    for (const [url, detail] of [
      [`${base}/interno`, 'indirizzo riservato 127.0.0.1'],
      [`http://[::ffff:127.0.0.1]:${port()}/interno`, 'indirizzo riservato ::ffff:7f00:1'],
      [`http://localhost:${port()}/interno`, expect.stringMatching(/^localhost → indirizzo riservato (?:127\.0\.0\.1|::1)$/)],
    ] as const) {
      const err = await outsideFailure(client.request(url));
      expect([err.failure, err.message, err.causeDetail], url).toEqual(['invalid-response', FEED_MSG.privateAddress, detail]);
    }
    expect(hits).toEqual([]);
  });
});
