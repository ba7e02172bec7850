import { describe, expect, it } from 'vitest';
import { NEWS_MSG as N } from '../../common/messages-news.ts';
import type { FeedSource, IngestEvent, NewsCandidate } from '../../common/types-news.ts';
import { FAKE_FEEDS } from '../mocks/feeds.ts';
import { dashboardTestApp } from './dashboard-helpers.ts';
import { withFakeServices } from './fakes.ts';

/**
 * 'Ingest da feed' is bounded as a whole: a feed that never answers (the fake's `slow`,
 * answered only when the caller gives up) may take FEED_TIMEOUT_MS per attempt, far longer than
 * anyone waits, so the run ends at FEED_INGEST_TIMEOUT_MS with what was read and the unread feeds
 * named with their error. Asked for as NDJSON it streams each feed's outcome as it comes. Runs on
 * SQLite and PostgreSQL.
 */

withFakeServices();
const h = dashboardTestApp({
  FEED_URLS: [FAKE_FEEDS.rss, FAKE_FEEDS.atom, FAKE_FEEDS.slow, FAKE_FEEDS.error].join(','),
  FEED_ALLOW_PRIVATE: 'true',
  // One feed alone may take a minute (twice: one retry): only the run's own bound can end the read.
  FEED_TIMEOUT_MS: '60000',
  FEED_INGEST_TIMEOUT_MS: '1000',
  RETRY_BACKOFF_MS: '10',
});
const send = h.send;

const sources = async () => (await send('GET', '/api/fonti-feed')).json<FeedSource[]>();
const byUrl = (list: FeedSource[], url: string) => list.find((s) => s.url === url)!;

describe('ingest with a feed that never answers', () => {
  it('answers the candidates of the feeds that were read once the run’s time is up, the unread feed named with its error', async () => {
    const res = await send('POST', '/api/notizie/ingest-feed', {});
    expect(res.statusCode, res.body).toBe(200);
    const candidates = res.json<NewsCandidate[]>();
    expect(candidates.length).toBeGreaterThan(0);
    const list = await sources();
    expect(byUrl(list, FAKE_FEEDS.slow).ultimo_errore).toBe(N.ingestTimedOut(1));
    expect(byUrl(list, FAKE_FEEDS.error).ultimo_errore).toMatch(/HTTP 500/);
    expect(byUrl(list, FAKE_FEEDS.rss)).toMatchObject({ ultimo_errore: null });
    expect(byUrl(list, FAKE_FEEDS.rss).ultima_lettura).not.toBeNull();
  });

  it('streams each feed’s outcome as NDJSON, then the candidates and the feeds that failed', async () => {
    const res = await send('POST', '/api/notizie/ingest-feed', {}, undefined, { accept: 'application/x-ndjson' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as IngestEvent);
    const [start, ...rest] = events;
    expect(start).toMatchObject({ tipo: 'inizio', totale: 4, limite_ms: 1000 });
    if (start?.tipo !== 'inizio') throw new Error('manca inizio');
    expect(start.fonti.map((f) => f.id).sort()).toEqual((await sources()).map((s) => s.id).sort());
    const feeds = rest.filter((e) => e.tipo === 'fonte');
    // One event per feed, counting up; the slow one last, cut by the run's bound.
    expect(feeds.map((e) => e.letti)).toEqual([1, 2, 3, 4]);
    const slow = feeds.find((e) => e.url === FAKE_FEEDS.slow)!;
    expect(slow).toMatchObject({ esito: 'errore', errore: N.ingestTimedOut(1), letti: 4 });
    expect(feeds.find((e) => e.url === FAKE_FEEDS.error)).toMatchObject({ esito: 'errore' });
    expect(feeds.filter((e) => e.esito !== 'errore')).toHaveLength(2);
    const end = events.at(-1)!;
    if (end.tipo !== 'fine') throw new Error(`ultimo evento: ${end.tipo}`);
    expect(end.candidati.length).toBeGreaterThan(0);
    expect(end.fallite.map((f) => f.url).sort()).toEqual([FAKE_FEEDS.error, FAKE_FEEDS.slow].sort());
    expect(end.scaduto).toBe(true);
  });

  it('bounds the feed job the same way', async () => {
    await h.t.services.newsFeeds.scheduledRead();
    expect(byUrl(await sources(), FAKE_FEEDS.slow).ultimo_errore).toBe(N.ingestTimedOut(1));
  });

  it('ends at once, with an empty list, when no source is active', async () => {
    for (const s of await sources()) await send('PATCH', `/api/fonti-feed/${s.id}`, { attivo: false });
    const res = await send('POST', '/api/notizie/ingest-feed', {}, undefined, { accept: 'application/x-ndjson' });
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as IngestEvent);
    expect(events.map((e) => e.tipo)).toEqual(['inizio', 'fine']);
    expect(events[1]).toMatchObject({ tipo: 'fine', fallite: [], scaduto: false });
  });
});
