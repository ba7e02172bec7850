import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEED_MSG } from '../../common/messages-outside.ts';
import type { News } from '../../common/types.ts';
import type { FeedSource } from '../../common/types-news.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';

/**
 * Server-side request forgery through the news pipeline, with the production setting
 * (FEED_ALLOW_PRIVATE=false): an editor's feed source or a feed item's link that points inside
 * the network (the server itself, a cloud metadata address) is never fetched. The source shows
 * why in Italian; a draft is still saved, with the feed's text and a warning. A local server
 * stands for the internal service and counts what reaches it.
 */

const hits: string[] = [];
const internal = http.createServer((req, res) => {
  hits.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'application/rss+xml' }).end('<rss version="2.0"><channel><title>Segreto</title></channel></rss>');
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => internal.close(resolve));
});
const h = dashboardTestApp(() => ({ FEED_ALLOW_PRIVATE: 'false', FEED_URLS: `${base}/feed.xml`, FEED_TIMEOUT_MS: '1000', ARTICLE_TIMEOUT_MS: '1000' }));
const send = h.send;

it('an internal feed source is never read: the source says why in Italian', async () => {
  const port = new URL(base).port;
  for (const url of [`http://localhost:${port}/admin.xml`, 'http://169.254.169.254/latest/meta-data/feed.xml', `http://[::1]:${port}/feed.xml`]) {
    expect((await send('POST', '/api/fonti-feed', { url })).statusCode).toBe(201);
  }
  const ingest = await send('POST', '/api/notizie/ingest-feed', {});
  expect(ingest.statusCode, ingest.body).toBe(200);
  const sources = (await send('GET', '/api/fonti-feed')).json<FeedSource[]>();
  expect(sources).toHaveLength(4);
  for (const source of sources) expect(source.ultimo_errore, source.url).toBe(FEED_MSG.privateAddress);
  expect(hits).toEqual([]);
});

it('a feed item linking inside the network becomes a draft with the feed text, without fetching the link', async () => {
  const res = await send('POST', '/api/notizie/bozze', {
    titolo: 'Allerta meteo sul litorale',
    link_fonte: `${base}/interno/articolo`,
    sommario: 'Il testo del feed resta come materiale di partenza.',
    fonte: 'Feed di prova',
  });
  expect(res.statusCode, res.body).toBe(201);
  const saved = res.json<News & { avviso: string | null }>();
  expect(saved.testo_originale).toBe('Il testo del feed resta come materiale di partenza.');
  expect(saved.avviso).toContain(FEED_MSG.articlePrivateAddress.replace(/\.$/, ''));
  expect(hits).toEqual([]);
});
