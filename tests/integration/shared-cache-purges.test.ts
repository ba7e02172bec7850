import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_TOPICS, SITE_TAG } from '../../common/cache-topics.ts';
import { type ContentChanges, type ContentTopic, createContentChanges, SQLITE_POLL_MS } from '../../server/db/content-changes.ts';
import { createDb, type Db } from '../../server/db/index.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { PURGE_ECHO_MS, SharedCachePurgesService } from '../../server/domain/shared-cache-purges.ts';
import { createPurger } from '../../server/integrations/shared-cache/index.ts';
import { fixedClock, type TestClock } from '../../server/lib/clock.ts';
import { ManualTimers } from '../../server/lib/timers.ts';
import { type PurgeServer, startPurgeServer } from '../helpers/purge-server.ts';

/** The change feed on SQLite and the purge service over it, on the tests' timers: nothing waits for real time. */
const NOW = '2026-05-04T09:30:00.000Z';
let dir: string;
let db: Db;
let fake: PurgeServer;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorta-purges-'));
  db = createDb({ sqliteFile: path.join(dir, 'purges.sqlite') });
  await migrateToLatest(db.kysely, 'sqlite');
  fake = await startPurgeServer();
});
afterAll(async () => {
  await fake.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let clock: TestClock;
/** The purge service's timers (they move the clock) and the feed's poll (moved apart, so the service's next wait reads alone). */
let timers: ManualTimers;
let feedTimers: ManualTimers;
let changes: ContentChanges;
beforeEach(async () => {
  clock = fixedClock(NOW);
  timers = new ManualTimers(clock);
  feedTimers = new ManualTimers();
  changes = createContentChanges(db, { timers: feedTimers, now: () => clock.nowMs() });
  fake.seen.length = 0;
  fake.answer = () => ({ status: 200 });
  await db.kysely.deleteFrom('shared_cache_purges').execute();
});
afterEach(() => changes.close());

/** A listener of the feed: each call's topics, and the next one awaited. */
function listen(feed: ContentChanges) {
  const heard: Array<readonly ContentTopic[]> = [];
  let wake: (() => void) | null = null;
  feed.onChange((topics) => {
    heard.push(topics);
    wake?.();
  });
  return {
    heard,
    async next(): Promise<readonly ContentTopic[]> {
      const count = heard.length;
      while (heard.length === count) await new Promise<void>((resolve) => (wake = resolve));
      return heard[heard.length - 1]!;
    },
  };
}

const writeCategory = (nome: string) => db.kysely.insertInto('categories').values({ nome, created_at: NOW, updated_at: NOW }).execute();
const writeAbout = () => db.kysely.insertInto('about').values({ contenuto: 'Chi siamo', updated_at: NOW }).execute();
const tagsOf = (i: number) => fake.seen[i]!.headers['x-cache-tags'];

describe('the change feed on SQLite', () => {
  it('tells a new listener every topic, then the tables written', async () => {
    const feed = listen(changes);
    expect(await feed.next()).toEqual(CACHE_TOPICS);
    await writeCategory('Cucina');
    changes.touched();
    expect(await feed.next()).toEqual(['categories']);
  });

  it('finds the writes of others (a job, another process) at the poll', async () => {
    const feed = listen(changes);
    await feed.next();
    await writeAbout();
    const heard = feed.next();
    feedTimers.advance(SQLITE_POLL_MS);
    expect(await heard).toEqual(['about']);
  });
});

describe('the purge service', () => {
  function service(backoffMs = 500) {
    const purger = createPurger({ kind: 'http', purgeUrls: [fake.url], token: 'segreto-di-prova' })!;
    return new SharedCachePurgesService(db, purger, changes, { clock, timers, backoffMs });
  }

  /** Starts the service and lets its first purge (every topic, as a new leader) go out. */
  async function started(purges: SharedCachePurgesService) {
    purges.start({ logError: () => undefined });
    const feed = listen(changes);
    await feed.next();
    timers.advance(150);
    await purges.idle();
    return feed;
  }

  it('as a new leader purges every topic once, then each write’s topics, coalesced in one call', async () => {
    const purges = service();
    const feed = await started(purges);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]).toMatchObject({ method: 'BAN', url: '/' });
    expect(tagsOf(0)).toBe(SITE_TAG);
    expect(fake.seen[0]!.headers['x-purge-token']).toBe('segreto-di-prova');

    await writeCategory('Giardino');
    changes.touched();
    await feed.next();
    await writeAbout();
    changes.touched();
    await feed.next();
    expect(fake.seen).toHaveLength(1);
    timers.advance(150);
    await purges.idle();
    expect(fake.seen).toHaveLength(2);
    expect(tagsOf(1)).toBe('categories about');
    expect(await purges.health()).toBeNull();

    // A second later the same tags once more (an instance that heard of the change late may have
    // answered the old page meanwhile), and no more after that.
    expect(timers.nextIn()).toBe(PURGE_ECHO_MS);
    timers.advance(PURGE_ECHO_MS);
    timers.advance(150);
    await purges.idle();
    expect(fake.seen).toHaveLength(3);
    expect(tagsOf(2)).toBe('categories about');
    timers.advance(60_000);
    await purges.idle();
    expect(fake.seen).toHaveLength(3);
    await purges.stop();
  });

  it('retries a failed purge with a doubling wait, new topics joining; records it from the third failure; clears it on success', async () => {
    const purges = service(500);
    fake.answer = () => ({ status: 503, body: 'Backend fetch failed' });
    const feed = await started(purges);
    expect(fake.seen).toHaveLength(1);
    expect(timers.nextIn()).toBe(500);
    expect(await purges.health()).toBeNull();

    timers.advance(500);
    await purges.idle();
    expect(fake.seen).toHaveLength(2);
    expect(timers.nextIn()).toBe(1_000);
    expect(await purges.health()).toBeNull();

    timers.advance(1_000);
    await purges.idle();
    expect(fake.seen).toHaveLength(3);
    const host = new URL(fake.url).host;
    expect(await purges.health()).toEqual({
      servizio: 'proxy HTTP',
      fallisce_dal: '2026-05-04T09:30:00.150Z',
      minuti: 0,
      tentativi: 3,
      ultimo_errore: `Il proxy ${host} ha rifiutato lo svuotamento della cache (HTTP 503): Backend fetch failed`,
      tag_in_attesa: [...CACHE_TOPICS],
      ultimo_successo_il: null,
    });

    // Minutes later (the wait is capped at a minute), still failing; a write joins the pending set.
    for (const wait of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]) {
      expect(timers.nextIn()).toBe(wait);
      timers.advance(wait);
      await purges.idle();
    }
    expect(fake.seen).toHaveLength(10);
    expect((await purges.health())!).toMatchObject({ tentativi: 10, minuti: 3 });

    fake.answer = () => ({ status: 200 });
    await writeCategory('Bagno');
    changes.touched();
    await feed.next();
    timers.advance(60_000);
    await purges.idle();
    expect(fake.seen).toHaveLength(11);
    expect(tagsOf(10)).toBe(SITE_TAG);
    expect(await purges.health()).toBeNull();
    const row = await db.kysely.selectFrom('shared_cache_purges').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ servizio: 'http', ultimo_successo_il: clock.nowIso(), fallisce_dal: null, tentativi_falliti: 0, ultimo_errore: null });
    // Back to the short window once it works.
    await writeAbout();
    changes.touched();
    await feed.next();
    expect(timers.nextIn()).toBe(150);
    await purges.stop();
  });

  it('honours the cache’s Retry-After when longer than its own wait', async () => {
    const purger = createPurger({ kind: 'fastly', serviceId: 'SRV123abc', apiToken: 'fastly-token-1', apiUrl: fake.url })!;
    const purges = new SharedCachePurgesService(db, purger, changes, { clock, timers, backoffMs: 500 });
    fake.answer = () => ({ status: 429, headers: { 'retry-after': '20' } });
    await started(purges);
    expect(fake.seen[0]!.headers['surrogate-key']).toBe(SITE_TAG);
    expect(timers.nextIn()).toBe(20_000);
    fake.answer = () => ({ status: 200 });
    timers.advance(20_000);
    await purges.idle();
    expect(fake.seen).toHaveLength(2);
    await purges.stop();
  });

  it('stops: no purge waits any more', async () => {
    const purges = service();
    fake.answer = () => ({ status: 500 });
    await started(purges);
    await purges.stop();
    changes.touched();
    timers.advance(120_000);
    await purges.idle();
    expect(fake.seen).toHaveLength(1);
  });
});
