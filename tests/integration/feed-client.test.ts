import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEED_MSG } from '../../common/messages-outside.ts';
import { createFeedReader, FEED_ACCEPT } from '../../server/integrations/feeds/client.ts';
import { outsideFailure } from '../helpers/outside.ts';

/** A real HTTP server on a free port (not msw): what the reader sees is what a socket sends. */
const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures', 'feeds');
const RSS = fs.readFileSync(path.join(FIXTURES, 'protezione-civile-rss2.xml'));
const ATOM = fs.readFileSync(path.join(FIXTURES, 'meteo-atom.xml'));
const ETAG = '"v1-abc"';
const LAST_MODIFIED = 'Sun, 22 Nov 2026 17:05:00 GMT';

let server: http.Server;
let base = '';
const hits = new Map<string, number>();
const seen: http.IncomingHttpHeaders[] = [];

function handle(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = req.url ?? '/';
  hits.set(url, (hits.get(url) ?? 0) + 1);
  seen.push(req.headers);
  const send = (status: number, type: string, body: Buffer | string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': type, ...headers });
    res.end(body);
  };
  switch (url) {
    case '/rss':
      return send(200, 'application/rss+xml; charset=utf-8', RSS, { etag: ETAG, 'last-modified': LAST_MODIFIED });
    case '/atom':
      return send(200, 'application/atom+xml', ATOM);
    case '/lento':
      return; // never answers
    case '/errore':
      return send(500, 'text/html', '<h1>Errore</h1>');
    case '/instabile':
      return hits.get(url) === 1 ? send(503, 'text/plain', 'occupato') : send(200, 'application/rss+xml', RSS);
    case '/html':
      return send(200, 'text/html; charset=utf-8', '<!doctype html><html lang="it"><body><h1>Benvenuto</h1></body></html>');
    case '/vietato':
      return send(403, 'text/html', 'no');
    case '/troppe':
      return send(429, 'text/plain', 'piano');
    case '/sparito':
      return send(410, 'text/plain', 'sparito');
    case '/etag':
      if (req.headers['if-none-match'] === ETAG) return send(304, 'application/rss+xml', '', { etag: ETAG });
      return send(200, 'application/rss+xml', RSS, { etag: ETAG });
    case '/last-modified':
      if (req.headers['if-modified-since'] === LAST_MODIFIED) return send(304, 'application/rss+xml', '');
      return send(200, 'application/rss+xml', RSS, { 'last-modified': LAST_MODIFIED });
    case '/enorme': {
      // 6 MB streamed without Content-Length: the cap must stop the read.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 6 * 1024 * 1024) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      res.write('<?xml version="1.0"?><rss><channel><title>x</title>');
      return pump();
    }
    case '/latin1':
      // The charset is only in the header: no encoding in the XML declaration.
      return send(
        200,
        'text/xml; charset=ISO-8859-1',
        iconv.encode(
          '<?xml version="1.0"?><rss version="2.0"><channel><title>Protezione civile: Città</title><item><title>Più neve in montagna: è allerta</title><link>https://n.example/neve</link></item></channel></rss>',
          'latin1',
        ),
      );
    default:
      return send(404, 'text/html', 'non trovato');
  }
}

beforeAll(async () => {
  server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits.clear();
  seen.length = 0;
});

// A timeout far beyond any test, so that no answer of the fakes races it; the timeout tests
// set their own, for a server that never answers.
const reader = (timeoutMs = 600_000) =>
  createFeedReader(
    { siteName: 'Pronti a Tutto', siteUrl: 'https://www.prontiatutto.it', feeds: { timeoutMs, articleTimeoutMs: timeoutMs, allowPrivateAddresses: true } },
    { backoffMs: 10 },
  );

async function failure(call: Promise<unknown>) {
  const err = await outsideFailure(call);
  expect(err.service).toBe('feed');
  return err;
}

describe('the feed reader over real HTTP', () => {
  it('reads RSS with the site user agent and feed Accept, returning ETag and Last-Modified', async () => {
    const result = await reader().read(`${base}/rss`);
    expect(result.status).toBe('ok');
    if (result.status !== 'ok') return;
    expect(result.feed.items).toHaveLength(5);
    expect(result.feed.items[0]!.titolo).toBe('Allerta meteo arancione in Liguria: scuole chiuse a Genova e Savona');
    expect(result.etag).toBe(ETAG);
    expect(result.lastModified).toBe(LAST_MODIFIED);
    expect(seen[0]!['user-agent']).toBe('Mozilla/5.0 (compatible; Pronti a Tutto/1.0; +https://www.prontiatutto.it)');
    expect(seen[0]!.accept).toBe(FEED_ACCEPT);
    expect(seen[0]!['if-none-match']).toBeUndefined();
  });

  it('reads Atom; no validators means null', async () => {
    const result = await reader().read(`${base}/atom`);
    expect(result).toMatchObject({ status: 'ok', etag: null, lastModified: null });
    if (result.status === 'ok') expect(result.feed.items.map((i) => i.link)).toContain('https://notizie.scorta.test/articoli/neve-appennino-strade-chiuse');
  });

  it('304 Not Modified with the ETag or the Last-Modified of the previous read', async () => {
    expect(await reader().read(`${base}/etag`, { etag: ETAG })).toEqual({ status: 'not-modified' });
    expect(seen[0]!['if-none-match']).toBe(ETAG);
    expect(await reader().read(`${base}/last-modified`, { lastModified: LAST_MODIFIED })).toEqual({ status: 'not-modified' });
    expect(seen[1]!['if-modified-since']).toBe(LAST_MODIFIED);
    // A stale validator gets the feed again.
    expect((await reader().read(`${base}/etag`, { etag: '"vecchio"' })).status).toBe('ok');
  });

  it('decodes ISO-8859-1 declared only in the Content-Type header', async () => {
    const result = await reader().read(`${base}/latin1`);
    if (result.status !== 'ok') throw new Error('atteso ok');
    expect(result.feed.titolo).toBe('Protezione civile: Città');
    expect(result.feed.items[0]!.titolo).toBe('Più neve in montagna: è allerta');
  });

  it('times out with an Italian message (one retry)', async () => {
    // /lento never answers: the reader's own timeout is the only thing that can end each attempt.
    const err = await failure(reader(1_500).read(`${base}/lento`));
    expect(err.failure).toBe('timeout');
    expect(err.message).toBe('Il feed non ha risposto entro 2 secondi. Riprova più tardi.');
    expect(hits.get('/lento')).toBe(2);
  });

  it('500 after one retry is a server failure; a 503 then 200 succeeds', async () => {
    const err = await failure(reader().read(`${base}/errore`));
    expect([err.failure, err.message]).toEqual(['server', 'Il feed ha risposto con un errore (HTTP 500). Riprova più tardi.']);
    expect(hits.get('/errore')).toBe(2);
    expect((await reader().read(`${base}/instabile`)).status).toBe('ok');
  });

  it('404 and 410 are not-found; other 4xx are server failures, not retried', async () => {
    for (const p of ['/manca', '/sparito']) {
      const err = await failure(reader().read(`${base}${p}`));
      expect([err.failure, err.message, err.statusCode]).toEqual(['not-found', FEED_MSG.notFound, 404]);
    }
    for (const [p, status] of [
      ['/vietato', 403],
      ['/troppe', 429],
    ] as const) {
      const err = await failure(reader().read(`${base}${p}`));
      expect([err.failure, err.message]).toEqual(['server', `Il feed ha risposto con un errore (HTTP ${status}). Riprova più tardi.`]);
      expect(hits.get(p)).toBe(1);
    }
  });

  it('an HTML page is not a feed', async () => {
    const err = await failure(reader().read(`${base}/html`));
    expect([err.failure, err.message]).toEqual(['invalid-response', FEED_MSG.notAFeed]);
  });

  it('a body over 5 MB is refused', async () => {
    const err = await failure(reader().read(`${base}/enorme`));
    expect([err.failure, err.message]).toEqual(['invalid-response', 'Il feed ha inviato una risposta troppo grande.']);
  });

  it('only http and https addresses, without a request', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.it/feed.xml', 'javascript:alert(1)', 'non un indirizzo']) {
      const err = await failure(reader().read(url));
      expect([err.failure, err.message]).toEqual(['invalid-response', FEED_MSG.notHttp]);
    }
    expect(hits.size).toBe(0);
  });

  it('a refused connection is a network failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await failure(reader().read(`http://127.0.0.1:${port}/feed`));
    expect([err.failure, err.message]).toEqual(['network', 'Impossibile raggiungere il feed: controlla la connessione e riprova.']);
  });
});
